// Limits of accounts, sessions and codes (OWASP ASVS level 2).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254; // RFC 5321 path limit
// zod's practical email pattern (z.regexes.email), the one rule of an address (src/shared/api/email-address.ts).
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const NAME_MAX = 64;
// The verification code is 6 characters.
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
// A profile picture is a JPEG data URL of at most 256 kB.
export const PROFILE_PICTURE_MAX_BYTES = 256 * 1024;
export const SUBSCRIPTION_PLANS = ["simple", "plus"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

// Decision 0013: the id of the data block in which each page carries its session.
export const PAGE_SESSION_ELEMENT_ID = "page-session";

// OWASP ASVS 6.4.3: a secure reset process; the link is random, stored hashed, works once and expires in 30 minutes.
export const RESET_LINK_VALID_MINUTES = 30;
