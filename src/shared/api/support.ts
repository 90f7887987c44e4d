import { z } from "zod";
import { NOTIFICATION_KEYS, SUPPORT_ISSUE_TYPES, SUPPORT_MESSAGE_MAX } from "../catalog/support";

const REQUIRED_FIELDS = "Please fill in all required fields.";

// Spec 001 §7: POST /api/support-request {name, email, issueType, message}.
export const SupportRequestSchema = z.strictObject({
  name: z.string().trim().max(100).default(""),
  email: z.string().trim().max(254).pipe(z.email("Please enter a valid email address.")),
  issueType: z.enum(SUPPORT_ISSUE_TYPES, REQUIRED_FIELDS),
  message: z
    .string(REQUIRED_FIELDS)
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(SUPPORT_MESSAGE_MAX, `A message is at most ${SUPPORT_MESSAGE_MAX} characters.`),
});
export type SupportRequest = z.input<typeof SupportRequestSchema>;
export const SupportRequestResponseSchema = z.object({ reference: z.string(), message: z.string() });

// Spec 001 §3: emailNotifications with six booleans.
export const NotificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean(`${key} must be on or off.`)])) as Record<
    (typeof NOTIFICATION_KEYS)[number],
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsResponseSchema = z.object({ settings: NotificationSettingsSchema });
export const SaveNotificationSettingsRequestSchema = z.strictObject({ settings: NotificationSettingsSchema });
