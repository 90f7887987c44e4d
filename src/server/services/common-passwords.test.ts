import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { isCommonPassword } from "./passwords";

describe("the common-password list", () => {
  it("holds the breach list's tens of thousands of passwords, not a short sample", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(49_000);
  });

  it("refuses passwords from deep in the breach list, the patterned ones, and any letter case of them", () => {
    for (const password of [
      "password123",
      "iloveyou1",
      "qwertyuiop",
      "00000000",
      "summer2025",
      "PassWord123",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    expect(isCommonPassword("an uncommon one 10")).toBe(false);
    expect(isCommonPassword("violet-harbour-kettle")).toBe(false);
  });
});
