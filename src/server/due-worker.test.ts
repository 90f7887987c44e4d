import { describe, expect, it } from "vitest";
import { startDueWorker } from "./due-worker";

describe("a worker sending what is due", () => {
  it("runs one pass at a time, keeps going after a failing one, and stops after the pass in progress", async () => {
    const batches = [3, 3, 1, 0];
    let passes = 0;
    let running = 0;
    let mostAtOnce = 0;
    const errors: unknown[] = [];
    const stop = startDueWorker(
      async () => {
        passes++;
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 15));
        running--;
        const sent = batches.shift();
        if (sent === undefined) throw new Error("the database is down");
        return sent;
      },
      { batch: 3, intervalMs: 5, onError: (error) => errors.push(error) },
    );
    // The fifth pass and those after it fail; the worker goes on to the next interval's.
    await expect.poll(() => passes, { timeout: 2_000 }).toBeGreaterThanOrEqual(5);
    await stop();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(passes).toBe(after);
    expect(running).toBe(0);
    expect(mostAtOnce).toBe(1);
    // A failing pass is reported, and the worker keeps going.
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });
});
