/**
 * The caller's words a call is still answering, by the names the call goes by (its id, Twilio's
 * CallSid). A call's end waits for them, so words said just before a hang-up are recorded — and the
 * details they carry kept with the message — before the call is closed. The wait is bounded, so a
 * stalled turn cannot hold a call open.
 */
export function createTurnsUnderWay() {
  const underWay = new Map<string, Set<Promise<void>>>();

  return {
    /** A turn of the call named `key` has begun; call the answer once it is recorded or has failed. */
    begin(key: string): () => void {
      let done!: () => void;
      const turn = new Promise<void>((resolve) => {
        done = resolve;
      });
      const turns = underWay.get(key) ?? new Set();
      turns.add(turn);
      underWay.set(key, turns);
      return () => {
        done();
        turns.delete(turn);
        if (turns.size === 0 && underWay.get(key) === turns) underWay.delete(key);
      };
    },

    /** No call's words are being answered on this instance. */
    get idle(): boolean {
      return underWay.size === 0;
    },

    /** Resolves once no turn of the call under any of `keys` is under way, or after `withinMs`. */
    async settled(keys: readonly (string | null | undefined)[], withinMs: number): Promise<void> {
      const turns = keys.flatMap((key) => (key ? [...(underWay.get(key) ?? [])] : []));
      if (turns.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, withinMs);
      });
      await Promise.race([Promise.all(turns), waited]);
      clearTimeout(timer);
    },
  };
}

export type TurnsUnderWay = ReturnType<typeof createTurnsUnderWay>;
