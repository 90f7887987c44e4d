import { z } from "zod";

// DESIGN §5: every error leaves the server as { error, field? }. `code` names a
// condition the client branches on (./error-codes.ts); `email` accompanies email_not_verified.
export const ApiErrorSchema = z.object({
  error: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
  email: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
