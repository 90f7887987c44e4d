/** How long work put off to an idle moment waits at most, on a page that is never idle. */
export const IDLE_WORK_TIMEOUT_MS = 2000;

// Safari has no requestIdleCallback; there a short timer stands in for the first idle moment.
const IDLE_FALLBACK_MS = 200;

/**
 * Runs `callback` when the browser is first idle, and at the latest after `timeoutMs`, for work that
 * must not weigh on the first paint. Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
