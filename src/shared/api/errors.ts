import * as z from "zod/mini";

// Every error leaves the server as { error, field? }. `code` names a
// condition the client branches on (./error-codes.ts); `email` accompanies email_not_verified.
export const ApiErrorSchema = z.object({
  error: z.string(),
  field: z.optional(z.string()),
  code: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
