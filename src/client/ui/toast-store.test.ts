import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, type ToastStore } from "./toast-store";

// How long a toast stays and the pause on hover are Radix Toast's: tests/e2e/toasts.spec.ts checks them.
describe("toast store", () => {
  let store: ToastStore;

  beforeEach(() => {
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

  it("keeps one toast at a time: a new one replaces the old at once", () => {
    const first = store.show({ title: "First" });
    store.show({ title: "Second", variant: "destructive" });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ title: "Second", variant: "destructive", open: true }),
    ]);
    // The replaced toast's own dismiss leaves the new one alone.
    first.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(true);
  });

  it("closes a dismissed toast, and the next toast drops it", () => {
    const shown = store.show({ title: "Hello" });
    shown.dismiss();
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "Hello", open: false })]);
    store.show({ title: "Next" });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "Next", open: true })]);
  });

  it("removes a dismissed toast from the list 2000 ms after it was dismissed", () => {
    vi.useFakeTimers();
    store.show({ title: "Saved" }).dismiss();
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "Saved", open: false })]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses every open toast when no id is given, once", () => {
    const many = createToastStore(3);
    many.show({ title: "One" });
    many.show({ title: "Two" });
    let changes = 0;
    many.subscribe(() => {
      changes += 1;
    });
    many.dismiss();
    many.dismiss();
    expect(many.getSnapshot().map((item) => item.open)).toEqual([false, false]);
    expect(changes).toBe(1);
  });

  it("notifies subscribers on every change until they unsubscribe", () => {
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    const shown = store.show({ title: "Hello" });
    shown.dismiss();
    expect(changes).toBe(2);
    unsubscribe();
    store.show({ title: "Again" });
    expect(changes).toBe(2);
  });
});
