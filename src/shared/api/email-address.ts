import * as z from "zod/mini";
import { EMAIL_MAX, EMAIL_PATTERN } from "../catalog/accounts";
import { trimmedText } from "./text-fields";

/**
 * The one rule of an email address: trimmed, at most EMAIL_MAX characters, zod's practical pattern.
 * Each form names its own sentence for an address that breaks it. Accounts and payments keep
 * addresses lower-cased, so that one owner is one address.
 */
export function emailAddress(message: string, { lowerCase }: { lowerCase: boolean }) {
  const address = z.email({ pattern: EMAIL_PATTERN, error: message });
  return z.pipe(trimmedText(EMAIL_MAX, message), lowerCase ? address.check(z.toLowerCase()) : address);
}
