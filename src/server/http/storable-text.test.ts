import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./storable-text";

describe("findUnstorableText", () => {
  it("names the path of a NUL or a lone surrogate anywhere in a body", () => {
    expect(findUnstorableText({ a: [{ b: "x\u0000" }] })?.path).toEqual(["a", "0", "b"]);
    expect(findUnstorableText({ a: "\udc00 low first" })?.path).toEqual(["a"]);
    expect(findUnstorableText({ a: "high last \ud83d" })?.path).toEqual(["a"]);
  });

  it("finds one in a property name, which would be stored in jsonb too", () => {
    expect(findUnstorableText({ settings: { "\u0000": true } })).toEqual({
      path: ["settings"],
      inName: true,
    });
  });

  it("passes surrogate pairs, other control characters, numbers and raw bytes", () => {
    expect(
      findUnstorableText({ a: "😀 \t\n\u0001", b: [1, true, null], c: Buffer.from([0]) }),
    ).toBeUndefined();
  });
});
