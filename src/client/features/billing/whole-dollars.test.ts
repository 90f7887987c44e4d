import { describe, expect, it } from "vitest";
import { parseWholeDollars } from "./whole-dollars";

describe("parseWholeDollars", () => {
  it("reads whole dollars and drops cents", () => {
    expect(parseWholeDollars("25", 10)).toBe(25);
    expect(parseWholeDollars(" 40 ", 10)).toBe(40);
    expect(parseWholeDollars("12.99", 10)).toBe(12);
  });

  it("falls back for text that is not a number", () => {
    expect(parseWholeDollars("", 10)).toBe(10);
    expect(parseWholeDollars("ten", 10)).toBe(10);
    expect(parseWholeDollars("Infinity", 10)).toBe(10);
  });

  it("keeps amounts under the minimum, so the form can say why they are refused", () => {
    expect(parseWholeDollars("5", 10)).toBe(5);
    expect(parseWholeDollars("-20", 10)).toBe(-20);
  });
});
