import * as z from "zod/mini";
import { NOTIFICATION_KEYS, SUPPORT_ISSUE_TYPES, SUPPORT_MESSAGE_MAX } from "../catalog/support";
import { emailAddress } from "./email-address";
import { filledText, trimmedText } from "./text-fields";

const REQUIRED_FIELDS = "Please fill in all required fields.";

// POST /api/support-request {name, email, issueType, message}.
export const SupportRequestSchema = z.strictObject({
  name: z._default(trimmedText(100), ""),
  email: emailAddress("Please enter a valid email address.", { lowerCase: false }),
  issueType: z.enum(SUPPORT_ISSUE_TYPES, REQUIRED_FIELDS),
  message: filledText(SUPPORT_MESSAGE_MAX, {
    notText: REQUIRED_FIELDS,
    missing: REQUIRED_FIELDS,
    tooLong: `A message is at most ${SUPPORT_MESSAGE_MAX} characters.`,
  }),
});
export type SupportRequest = z.input<typeof SupportRequestSchema>;
export const SupportRequestResponseSchema = z.object({ reference: z.string(), message: z.string() });

// emailNotifications with six booleans.
export const NotificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean(`${key} must be on or off.`)])) as Record<
    (typeof NOTIFICATION_KEYS)[number],
    z.ZodMiniBoolean
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsResponseSchema = z.object({ settings: NotificationSettingsSchema });
export const SaveNotificationSettingsRequestSchema = z.strictObject({ settings: NotificationSettingsSchema });
