import { describe, expect, it } from "vitest";
import { createTurnsUnderWay } from "./turns-under-way";

describe("the turns a call's end waits for", () => {
  it("holds the end until each turn under any of the call's names is done", async () => {
    const underWay = createTurnsUnderWay();
    const byId = underWay.begin("call-1");
    const bySid = underWay.begin("CA123");
    let settled = false;
    const ending = underWay.settled(["call-1", "CA123"], 5_000).then(() => {
      settled = true;
    });
    byId();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    bySid();
    await ending;
    expect(settled).toBe(true);
  });

  it("does not wait for another call's turns, nor for a name the call does not have", async () => {
    const underWay = createTurnsUnderWay();
    underWay.begin("call-2");
    const startedAt = performance.now();
    await underWay.settled(["call-1", null, undefined], 5_000);
    expect(performance.now() - startedAt).toBeLessThan(50);
  });

  it("stops waiting for a turn that never ends after the bound", async () => {
    const underWay = createTurnsUnderWay();
    underWay.begin("call-1");
    const startedAt = performance.now();
    await underWay.settled(["call-1"], 100);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(95);
  });

  it("forgets a finished turn, so a later end does not wait for it", async () => {
    const underWay = createTurnsUnderWay();
    const done = underWay.begin("call-1");
    done();
    done();
    const startedAt = performance.now();
    await underWay.settled(["call-1"], 5_000);
    expect(performance.now() - startedAt).toBeLessThan(50);
  });

  it("is idle only while no call's words are being answered", () => {
    const underWay = createTurnsUnderWay();
    expect(underWay.idle).toBe(true);
    const first = underWay.begin("call-1");
    const second = underWay.begin("CA123");
    first();
    expect(underWay.idle).toBe(false);
    second();
    expect(underWay.idle).toBe(true);
  });
});
