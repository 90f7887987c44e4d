import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChatMessage } from "../../shared/api/assistant";
import { API_KEY_SCOPES } from "../../shared/api/calls";
import type { OpeningHours } from "../../shared/api/opening-hours";
import { NUMBER_SOURCES } from "../../shared/api/phone";
import { ANY_TIME, type TransferHours, type TransferTarget } from "../../shared/api/transfers";
import { AGENT_STATUSES, BUSINESS_CATEGORIES, LANGUAGES, VOICES } from "../../shared/catalog/agents";
import type { NotificationKey } from "../../shared/catalog/support";
import type { CallState, OutgoingSms, TakenMessage, WorkflowItem } from "../services/call-engine/types";
import { extensionIdColumn, moment, ownerIdColumn } from "./owned-columns";

// What moved money: credits are positive, debits negative.
export const LEDGER_KINDS = [
  "top_up",
  "grant",
  "agent_creation",
  "creation_prepayment",
  "upgrade",
  "auto_recharge",
  "call_usage",
  "refund",
  // A licence renewed from the balance.
  "licence_renewal",
  // A card payment taken back at the processor (refund or dispute) takes its credit back.
  "card_refund",
  "dispute",
  // A later credit pays what a refund or dispute could not take from the balance.
  "debt_repayment",
  // A text to a caller about their booking that the owner changed, at the SMS rate.
  "booking_sms",
] as const;

const createdAt = () => moment("created_at").notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    // Stored lower-cased (EmailSchema) so uniqueness and login are case-insensitive.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: moment("email_verified_at"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profilePicture: text("profile_picture"),
    subscriptionPlan: text("subscription_plan", { enum: ["simple", "plus"] })
      .notNull()
      .default("simple"),
    planExpiresAt: moment("plan_expires_at"),
    // The customer at the payment processor (Stripe's cus_…, or the offline processor's).
    paymentCustomerId: text("payment_customer_id"),
    // A deleted account keeps an anonymised row so its ledger still adds up.
    deletedAt: moment("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_idx").on(t.email),
  ],
);

// The session id is never stored, only its SHA-256.
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: ownerIdColumn(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: moment("last_seen_at").notNull().defaultNow(),
    expiresAt: moment("expires_at").notNull(),
    // Names a session to its owner (the list of active sessions) without revealing its id.
    publicId: uuid("public_id").notNull().defaultRandom().unique(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// One live code per user and purpose: issuing a new one replaces the old.
export const emailCodes = pgTable(
  "email_codes",
  {
    userId: ownerIdColumn(() => users.id),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_codes_user_purpose_idx").on(t.userId, t.purpose)],
);

// Fixed-window counters shared by every instance (no limits kept in memory).
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: moment("window_start").notNull(),
  hits: integer("hits").notNull(),
});

// A conversation of the main screen, one per browser session id.
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    sessionId: text("session_id").notNull(),
    phoneNumber: text("phone_number"),
    // Whether the number picked in the chat is one to buy or the owner's own, as the agent will keep it.
    numberSource: text("number_source", { enum: NUMBER_SOURCES }).notNull().default("bought"),
    selectedCountry: text("selected_country"),
    countryName: text("country_name"),
    areaCode: text("area_code"),
    areaLocation: text("area_location"),
    messages: jsonb("messages").$type<ChatMessage[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_user_session_idx").on(t.userId, t.sessionId),
    index("conversations_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

/**
 * How an agent's customHours became openingHours: "none" (no hours), "structured", "not-understood"
 * (words kept as written and read out as such), or "pending" (saved before hours were data; read
 * at the next start).
 */
export const OPENING_HOURS_STATUSES = ["none", "structured", "not-understood", "pending"] as const;

// An agent (active bot). A number answers for one agent at a time.
export const agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    sessionId: text("session_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    phoneNumber: text("phone_number").notNull(),
    // Bought numbers are released when the agent goes; brought ones stay in the Twilio account.
    numberSource: text("number_source", { enum: NUMBER_SOURCES }).notNull().default("bought"),
    selectedCountry: text("selected_country").notNull(),
    countryName: text("country_name").notNull(),
    areaCode: text("area_code").notNull(),
    areaLocation: text("area_location").notNull(),
    businessName: text("business_name").notNull(),
    businessCategory: text("business_category", { enum: BUSINESS_CATEGORIES }).notNull(),
    agentName: text("agent_name").notNull(),
    agentPurpose: text("agent_purpose").notNull(),
    agentIntro: text("agent_intro").notNull(),
    businessWebsite: text("business_website").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    voice: text("voice", { enum: VOICES }).notNull(),
    timezone: text("timezone").notNull(),
    // The owner's hours as sent: the structure as JSON text, or the owner's own words.
    customHours: text("custom_hours").notNull(),
    customHoursEnabled: boolean("custom_hours_enabled").notNull(),
    // The same hours as data, read once when customHours is saved: what calls answer from.
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    openingHoursStatus: text("opening_hours_status", { enum: OPENING_HOURS_STATUSES }).notNull(),
    reputationManagement: boolean("reputation_management").notNull(),
    workflowMode: boolean("workflow_mode").notNull(),
    // The link texted to callers who accept a review request.
    reviewUrl: text("review_url").notNull().default(""),
    // Whom the agent may put callers through to, when, and during which hours.
    transferTargets: jsonb("transfer_targets").$type<TransferTarget[]>().notNull().default([]),
    transferHours: jsonb("transfer_hours").$type<TransferHours>().notNull().default(ANY_TIME),
    status: text("status", { enum: AGENT_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("agents_phone_number_idx").on(t.phoneNumber), index("agents_user_idx").on(t.userId)],
);

// One row per user holds the balance in cents; the check constraint
// makes a negative balance impossible whatever the code does.
export const balances = pgTable(
  "balances",
  {
    userId: extensionIdColumn("user_id", () => users.id),
    balanceCents: integer("balance_cents").notNull().default(0),
    // Creation fees paid ahead through POST /api/charge-balance.
    prepaidCreations: integer("prepaid_creations").notNull().default(0),
    // What a refund or dispute could not take from the balance; later credits pay it first.
    debtCents: integer("debt_cents").notNull().default(0),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("balances_non_negative", sql`${t.balanceCents} >= 0`),
    check("balances_prepaid_non_negative", sql`${t.prepaidCreations} >= 0`),
    check("balances_debt_non_negative", sql`${t.debtCents} >= 0`),
  ],
);

// Every change of a balance is a ledger row; balance = sum of amounts.
// `reference` names what caused it (a payment intent, an agent) and is unique per
// kind, so one payment can never be credited twice.
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    amountCents: integer("amount_cents").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    reference: text("reference"),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_kind_reference_idx").on(t.kind, t.reference),
    index("ledger_user_created_idx").on(t.userId, t.createdAt),
  ],
);

// POST /api/agent-request, kept and mailed to support.
export const agentRequests = pgTable("agent_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: ownerIdColumn(() => users.id),
  phoneNumber: text("phone_number").notNull(),
  requirements: text("requirements").notNull(),
  userEmail: text("user_email"),
  conversationHistory: jsonb("conversation_history").$type<{ role: string; content: string }[]>().notNull(),
  reputationManagement: boolean("reputation_management").notNull(),
  createdAt: createdAt(),
});

// The offline payment processor's own records: what Stripe would keep
// on its side. Cards keep brand, last 4, expiry and name only — never the number
// or the CVC; `testBehaviour` is the outcome its test number stands for.
export const offlinePaymentIntents = pgTable("offline_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  customerId: text("customer_id"),
  paymentMethodId: text("payment_method_id"),
  saveCard: boolean("save_card").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  lastErrorCode: text("last_error_code"),
  createdAt: createdAt(),
});

export const offlineCards = pgTable(
  "offline_cards",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    cardholderName: text("cardholder_name"),
    testBehaviour: text("test_behaviour", {
      enum: ["charges_succeed", "charges_decline", "cvc_check_fails"],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("offline_cards_customer_idx").on(t.customerId)],
);

// Our side of every payment: who started it and what it buys. The ledger row that
// credits it carries the intent id as its reference, unique, so no payment is credited twice.
export const payments = pgTable(
  "payments",
  {
    intentId: text("intent_id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose", {
      enum: ["top_up", "licence", "upgrade", "auto_recharge", "licence_renewal"],
    }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    // Licence checkout happens before signup: the payment waits for the account with this email.
    email: text("email"),
    plan: text("plan", { enum: ["simple", "plus"] }),
    linkedUserId: uuid("linked_user_id").references(() => users.id, { onDelete: "set null" }),
    settledAt: moment("settled_at"),
    // A refused off-session charge (auto-recharge) is kept with the processor's code.
    failureCode: text("failure_code"),
    // What did not match when the processor's intent was checked (amount, currency): never credited.
    discrepancy: text("discrepancy"),
    // An intent that no longer buys anything (an upgrade already paid another way) is cancelled,
    // or refunded when it settles all the same.
    cancelledAt: moment("cancelled_at"),
    refundedAt: moment("refunded_at"),
    // When the owner was shown this payment (an automatic charge is announced once).
    ownerToldAt: moment("owner_told_at"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_email_idx").on(t.email), index("payments_user_idx").on(t.userId)],
);

// Stripe delivers an event at least once; its id is kept so each is handled once.
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  createdAt: createdAt(),
});

// User settings (auto-recharge) and notification settings.
export const userSettings = pgTable("user_settings", {
  userId: extensionIdColumn("user_id", () => users.id),
  autoRechargeEnabled: boolean("auto_recharge_enabled").notNull().default(true),
  autoRechargeLimitCents: integer("auto_recharge_limit_cents").notNull().default(1000),
  // One recharge per crossing below the limit. Firing disarms it; the
  // balance reaching the limit again re-arms it, so a failing card is not retried in a loop.
  autoRechargeArmed: boolean("auto_recharge_armed").notNull().default(true),
  // Renew the licence automatically at its end (on by default for owners who bought it by card).
  licenceAutoRenew: boolean("licence_auto_renew").notNull().default(false),
  updatedAt: moment("updated_at").notNull().defaultNow(),
});

// Support requests, each with a reference the user can quote.
export const supportRequests = pgTable("support_requests", {
  reference: text("reference").primaryKey(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  issueType: text("issue_type").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

// Which mails a user wants.
export const notificationSettings = pgTable("notification_settings", {
  userId: extensionIdColumn("user_id", () => users.id),
  settings: jsonb("settings").$type<Record<NotificationKey, boolean>>().notNull(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
});

// The weekly report is sent once per user and week, whichever instance
// runs the job first; the primary key is the guarantee.
export const weeklyReportRuns = pgTable(
  "weekly_report_runs",
  {
    userId: ownerIdColumn(() => users.id),
    weekStart: text("week_start").notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

// A scheduled job runs once. Each period of the schedule is claimed by the first
// instance to ask for it; the others skip that period (src/server/scheduled-work.ts).
export const scheduledWorkRuns = pgTable(
  "scheduled_work_runs",
  {
    intervalMs: integer("interval_ms").notNull(),
    periodStart: moment("period_start").notNull(),
    claimedBy: text("claimed_by").notNull(),
    finishedAt: moment("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.intervalMs, t.periodStart] })],
);

/** What was said on a call, by whom; "line": what the line did meanwhile (a transfer and how it went). */
export type TranscriptTurn = { speaker: "agent" | "caller" | "line"; text: string; at: string };

// Every call, by phone or in the browser, with what it cost.
export const calls = pgTable(
  "calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    // The agent may be deleted later; the call log keeps its name and number.
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    agentName: text("agent_name").notNull(),
    businessName: text("business_name").notNull(),
    agentNumber: text("agent_number").notNull(),
    source: text("source", { enum: ["phone", "test"] }).notNull(),
    providerCallSid: text("provider_call_sid").unique(),
    callerNumber: text("caller_number").notNull(),
    startedAt: moment("started_at").notNull(),
    endedAt: moment("ended_at"),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    language: text("language").notNull(),
    transcript: jsonb("transcript").$type<TranscriptTurn[]>().notNull(),
    engineState: jsonb("engine_state").$type<CallState>().notNull(),
    message: jsonb("message").$type<TakenMessage | null>(),
    workflowItems: jsonb("workflow_items").$type<WorkflowItem[]>().notNull(),
    sms: jsonb("sms").$type<OutgoingSms[]>().notNull(),
    billedMinutes: integer("billed_minutes").notNull().default(0),
    voiceCents: integer("voice_cents").notNull().default(0),
    aiCents: integer("ai_cents").notNull().default(0),
    smsCents: integer("sms_cents").notNull().default(0),
    workflowCents: integer("workflow_cents").notNull().default(0),
    // What the balance could not cover when it ran out mid-call.
    unpaidCents: integer("unpaid_cents").notNull().default(0),
    // Prompts said in a row because the caller said nothing; the caller's next words reset it.
    silencePrompts: integer("silence_prompts").notNull().default(0),
    status: text("status", { enum: ["in_progress", "completed"] }).notNull(),
  },
  (t) => [
    index("calls_user_started_idx").on(t.userId, t.startedAt),
    index("calls_agent_started_idx").on(t.agentId, t.startedAt),
  ],
);

// API keys of plus subscribers; only a hash is kept, the key is shown once.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerIdColumn(() => users.id),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    // Keys made before scopes could only read, and keep that.
    scope: text("scope", { enum: API_KEY_SCOPES }).notNull().default("read"),
    createdAt: createdAt(),
    lastUsedAt: moment("last_used_at"),
    revokedAt: moment("revoked_at"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

// A licence's reminder mails, one per period and reminder, whichever instance sends it first.
export const licenceReminders = pgTable(
  "licence_reminders",
  {
    userId: ownerIdColumn(() => users.id),
    periodEnd: moment("period_end").notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodEnd, t.daysBefore] })],
);

// One automatic renewal per licence period: the primary key makes a second claim fail.
export const licenceRenewals = pgTable(
  "licence_renewals",
  {
    userId: ownerIdColumn(() => users.id),
    periodEnd: moment("period_end").notNull(),
    method: text("method", { enum: ["card", "balance"] }).notNull(),
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
    paymentIntentId: text("payment_intent_id"),
    failure: text("failure"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodEnd] })],
);

export * from "./booking-schema";
export * from "./calendar-schema";
export * from "./knowledge-schema";
export * from "./webhook-schema";
