// A voice would read these out or stumble on them: markdown marks and emojis.
const UNSPEAKABLE = /[*_#`~>|]|\p{Extended_Pictographic}|\uFE0F/gu;
// The first half of a character written as two (most emojis): it waits for its second half.
const HALF_A_CHARACTER = /[\uD800-\uDBFF]$/;

/**
 * The model's words made speakable as they stream, piece by piece, so the voice can start on the
 * first words: no markdown or emoji, every run of spaces and line breaks one space, none at the
 * start or the end. The pieces joined are the whole reply cleaned at once.
 */
export function speakableText() {
  let said = "";
  let spaceOwed = false;
  let halfCharacter = "";
  return {
    /** The speakable part of the next piece of the model's words ("" when there is none yet). */
    push(piece: string): string {
      let text = halfCharacter + piece;
      halfCharacter = HALF_A_CHARACTER.test(text) ? text.slice(-1) : "";
      if (halfCharacter) text = text.slice(0, -1);
      const words = text.replace(UNSPEAKABLE, "").replace(/\s+/g, " ");
      if (words.trim() === "") {
        spaceOwed ||= words === " ";
        return "";
      }
      // A space is said only once words follow it, so the reply never ends with one.
      const next = `${said && (spaceOwed || words.startsWith(" ")) ? " " : ""}${words.trim()}`;
      spaceOwed = words.endsWith(" ");
      said += next;
      return next;
    },
    /** Words from a new source follow after a space (a retried request, the built-in engine's). */
    breakHere(): void {
      spaceOwed = true;
    },
    /** Everything said so far. */
    get said(): string {
      return said;
    },
  };
}

export type SpeakableText = ReturnType<typeof speakableText>;
