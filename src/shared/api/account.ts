import * as z from "zod/mini";
import { AgentSchema } from "./agents";
import { PasswordSchema } from "./auth";
import { CallDetailSchema } from "./calls";
import { ConversationSchema } from "./conversations";
import { NotificationSettingsSchema } from "./support";

// What an owner controls about their own account: password, sessions, their data, the account itself.

const CURRENT_PASSWORD_MISSING = "Enter your current password.";
const currentPassword = z
  .string(CURRENT_PASSWORD_MISSING)
  .check(z.minLength(1, CURRENT_PASSWORD_MISSING), z.maxLength(128));

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword,
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({
  message: z.string(),
  /** How many sessions elsewhere were signed out. */
  endedSessions: z.int(),
});

/** A live session as its owner sees it: named by a public id, described from its browser. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export const AccountSessionParamsSchema = z.strictObject({ id: z.uuid("Unknown session.") });
export const EndSessionResponseSchema = z.object({ success: z.literal(true) });

/** The words the owner types to confirm that the account goes. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";
export const DeleteAccountRequestSchema = z.strictObject({
  confirmation: z
    .string("Please type DELETE in capital letters to confirm.")
    .check(
      z.refine(
        (value) => value === DELETE_ACCOUNT_CONFIRMATION,
        "Please type DELETE in capital letters to confirm.",
      ),
    ),
  password: currentPassword,
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;
export const DeleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const ConversationExportSchema = z.omit(ConversationSchema, { selectedCountry: true, areaLocation: true });

const PaymentExportSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  amount: z.number(),
  plan: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
});

const LedgerEntryExportSchema = z.object({
  amount: z.number(),
  kind: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

/** Everything the product keeps about one owner, as the JSON file of Download my data. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    username: z.string(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profilePicture: z.nullable(z.string()),
    subscriptionPlan: z.string(),
    planExpiresAt: z.nullable(z.string()),
    emailVerifiedAt: z.nullable(z.string()),
    createdAt: z.string(),
  }),
  sessions: z.array(z.omit(AccountSessionSchema, { id: true, current: true })),
  agents: z.array(AgentSchema),
  conversations: z.array(ConversationExportSchema),
  calls: z.array(CallDetailSchema),
  balance: z.object({ balance: z.number(), prepaidCreations: z.number(), debt: z.number() }),
  ledger: z.array(LedgerEntryExportSchema),
  payments: z.array(PaymentExportSchema),
  notificationSettings: NotificationSettingsSchema,
  autoRecharge: z.object({ enabled: z.boolean(), limit: z.number(), licenceAutoRenew: z.boolean() }),
  supportRequests: z.array(
    z.object({
      reference: z.string(),
      issueType: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  agentRequests: z.array(
    z.object({ phoneNumber: z.string(), requirements: z.string(), createdAt: z.string() }),
  ),
  apiKeys: z.array(
    z.object({
      name: z.string(),
      prefix: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.nullable(z.string()),
      revokedAt: z.nullable(z.string()),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
