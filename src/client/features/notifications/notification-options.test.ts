import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KEYS } from "../../../shared/catalog/support";
import { hasUnsavedChanges, NOTIFICATION_OPTIONS } from "./notification-options";

describe("notification options", () => {
  it("labels and explains each of the six settings", () => {
    expect(Object.keys(NOTIFICATION_OPTIONS).sort()).toEqual([...NOTIFICATION_KEYS].sort());
    for (const { label, explanation } of Object.values(NOTIFICATION_OPTIONS)) {
      expect(label).not.toBe("");
      expect(explanation).toMatch(/\.$/);
    }
  });

  it("sees unsaved changes only when a switch differs from the saved settings", () => {
    expect(hasUnsavedChanges(DEFAULT_NOTIFICATION_SETTINGS, { ...DEFAULT_NOTIFICATION_SETTINGS })).toBe(
      false,
    );
    expect(
      hasUnsavedChanges(
        { ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReports: true },
        DEFAULT_NOTIFICATION_SETTINGS,
      ),
    ).toBe(true);
  });
});
