import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "../../shared/catalog/client-timing";
import { createToastStore, type ToastStore } from "./toast-store";

describe("toast store", () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a toast with the default variant", () => {
    store.show({ title: "Profile Updated", description: "Saved." });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        title: "Profile Updated",
        description: "Saved.",
        variant: "default",
        open: true,
      }),
    ]);
  });

  it("dismisses a toast after 2000 ms and removes it 2000 ms later", () => {
    store.show({ title: "Hello" });

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()[0]?.open).toBe(true);

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps one toast at a time: a new one replaces the old at once", () => {
    const first = store.show({ title: "First" });
    vi.advanceTimersByTime(1500);
    store.show({ title: "Second", variant: "destructive" });

    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ title: "Second", variant: "destructive", open: true }),
    ]);

    // The replaced toast's timers must not touch the new one.
    vi.advanceTimersByTime(600);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    expect(store.getSnapshot()[0]?.id).not.toBe(first.id);

    vi.advanceTimersByTime(TOAST_DURATION_MS - 600);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("removes a manually dismissed toast 2000 ms after dismissal", () => {
    const shown = store.show({ title: "Bye" });
    vi.advanceTimersByTime(500);
    shown.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses every open toast when no id is given, once", () => {
    store.show({ title: "One" });
    store.dismiss();
    store.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("pauses the countdown while hovered and resumes with the time left", () => {
    const shown = store.show({ title: "Hover me" });
    vi.advanceTimersByTime(1500);
    store.pause(shown.id);

    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);

    store.resume(shown.id);
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("notifies subscribers on every change until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: "A" });
    vi.advanceTimersByTime(TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.show({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
