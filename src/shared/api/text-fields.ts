import * as z from "zod/mini";

// The text fields people type into: trimmed of the spaces around them before their length is
// checked, so "  " is empty and a pasted trailing newline does not count against the limit.

/** Text of at most `max` characters once trimmed. */
export const trimmedText = (max: number, tooLong?: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));

/** Text that may not be left empty, of at most `max` characters once trimmed. */
export const filledText = (max: number, messages: { missing: string; tooLong?: string; notText?: string }) =>
  z
    .string(messages.notText)
    .check(z.trim(), z.minLength(1, messages.missing), z.maxLength(max, messages.tooLong));

/** A field a form names: "Name is required.", "Name is at most 120 characters." */
export const requiredText = (label: string, max: number) =>
  filledText(max, {
    notText: `${label} is required.`,
    missing: `${label} is required.`,
    tooLong: `${label} is at most ${max} characters.`,
  });

/** A field that may be left empty, with the same limit's sentence wherever it is shown. */
export const limitedText = (max: number) => trimmedText(max, `At most ${max} characters.`);
