// The `code` of an error body (./errors.ts) that the client branches on. Kept apart from the schema so
// the login screen reads them without loading zod.
export const ERROR_CODES = {
  emailNotVerified: "email_not_verified",
  rateLimited: "rate_limited",
  licenceRequired: "licence_required",
} as const;
