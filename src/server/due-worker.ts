/**
 * Runs `pass` every `intervalMs` on each instance, never two passes at once; a pass that sent a
 * full batch runs again at once, as more may be due. What a pass sends is claimed in the database,
 * so instances share the work. The returned function stops it and waits for a pass in progress,
 * so the database is not closed under it.
 */
export function startDueWorker(
  pass: () => Promise<number>,
  options: { batch: number; intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await pass()) >= options.batch);
  };
  const run = () => {
    running ??= drain()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
