import { resolve } from "node:path";
import { z } from "zod";

// The environment is read once, here; the rest of the server gets `Config`.
const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// connection URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Switchboard <no-reply@switchboard.local>"),
  SUPPORT_EMAIL: z.email().default("support@switchboard.local"),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Tests may lower the hashing cost, production never does (checked below).
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(19 * 1024),
  TRUST_PROXY: booleanString.default(false),
  // Sign-ups, and the licence checkouts that come before them, from one address are limited per
  // hour; a shared office or a test run may need more.
  SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Slow or idle clients: a connection that has not sent its whole request line and headers, or its
  // whole request, in these times is answered 408 and closed, so idle connections cannot pile up.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // Longer than the 60 s idle timeout of common load balancers, so they close idle connections first.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // Connections beyond this are closed as they arrive (each holds memory and a file descriptor).
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // How often one of the instances does the periodic work (src/server/scheduled-work.ts): ten minutes.
  SCHEDULED_WORK_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  // The AI seam: any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio) when set.
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
  // An embeddings model on the same server: passages are then also found by meaning.
  AI_EMBEDDING_MODEL: z.string().min(1).max(200).optional(),
  // The telephony seam: Twilio when both are set. Account SIDs are "AC" and 32 hex digits.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/)
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).max(128).optional(),
  // How a phone call reaches the agent: Twilio's ConversationRelay over a WebSocket, or a chain of
  // speech <Gather> webhooks.
  VOICE_TRANSPORT: z.enum(["relay", "gather"]).default("relay"),
  // On a relay call, the caller's silence after the agent's last words that counts as no answer.
  RELAY_SILENCE_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // A relay socket that closes without Twilio's status callback: how long the callback is awaited
  // before the call is ended and billed as of the socket's close.
  RELAY_STATUS_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // A model turn's pacing (docs/decisions/0020): the caller's silence before the turn's one filler;
  // how long a model request may send nothing before it is made again; and, on a line that speaks
  // the turn as it runs, the longest silence between two spoken pieces before the built-in engine
  // speaks instead.
  MODEL_FILLER_AFTER_MS: z.coerce.number().int().min(100).max(8000).default(1200),
  MODEL_STALL_MS: z.coerce.number().int().min(200).max(8000).default(2000),
  MODEL_MAX_SILENCE_MS: z.coerce.number().int().min(500).max(8000).default(3000),
  // How long a turn waits for the search of the agent's knowledge before answering without it.
  KNOWLEDGE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(150),
  // A scraper presents it as a bearer token to read GET /metrics; unset, the metrics are not served.
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  // The payments seam: Stripe when all three are set, the offline test processor otherwise.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/)
    .optional(),
  // Secrets the product keeps for owners (Cal.com API keys, webhook signing secrets) are encrypted
  // with this key: 32 bytes, as 64 hexadecimal digits or base64 (services/secret-box.ts).
  SECRETS_KEY: z
    .string()
    .refine((value) => secretsKeyBytes(value) !== undefined)
    .optional(),
  // Cal.com's API; tests point it at the local stand-in.
  CALCOM_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.cal.com"),
  // How long one request to Cal.com may take before the caller is told the booking could not be made.
  CALCOM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
});

/** SECRETS_KEY's 32 bytes, from 64 hexadecimal digits or base64; undefined when it is neither. */
export function secretsKeyBytes(value: string): Buffer | undefined {
  const trimmed = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64")
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

const DESCRIPTIONS: Record<string, string> = {
  PORT: "a port number from 0 to 65535",
  SESSION_IDLE_MINUTES: "a whole number of minutes from 5 to 43200",
  SESSION_ABSOLUTE_DAYS: "a whole number of days from 1 to 365",
  PASSWORD_HASH_MEMORY_KIB: "a whole number of KiB from 1024 to 1048576",
  TRUST_PROXY: "true or false",
  SIGNUPS_PER_HOUR_PER_ADDRESS: "a whole number from 1 to 100000",
  NODE_ENV: "development, production or test",
  LOG_LEVEL: "fatal, error, warn, info, debug, trace or silent",
  SCHEDULED_WORK_INTERVAL_MS: "a whole number of milliseconds from 1000 to 86400000",
  HTTP_HEADERS_TIMEOUT_MS: "a whole number of milliseconds from 100 to 600000",
  HTTP_REQUEST_TIMEOUT_MS: "a whole number of milliseconds from 100 to 3600000",
  HTTP_KEEP_ALIVE_TIMEOUT_MS: "a whole number of milliseconds from 100 to 600000",
  HTTP_MAX_CONNECTIONS: "a whole number from 1 to 1000000",
  PUBLIC_URL: "an absolute URL such as https://switchboard.example.com",
  SUPPORT_EMAIL: "an email address",
  AI_BASE_URL: "an http:// or https:// URL of an OpenAI-compatible API, such as https://api.openai.com/v1",
  AI_API_KEY: "the API key of the AI server",
  AI_MODEL: "a model name such as gpt-4o-mini",
  AI_EMBEDDING_MODEL: "an embeddings model name such as text-embedding-3-small",
  TWILIO_ACCOUNT_SID: 'a Twilio Account SID: "AC" followed by 32 hexadecimal digits',
  TWILIO_AUTH_TOKEN: "a Twilio auth token (16 to 128 characters)",
  VOICE_TRANSPORT: "relay or gather",
  RELAY_SILENCE_MS: "a whole number of milliseconds from 100 to 120000",
  RELAY_STATUS_WAIT_MS: "a whole number of milliseconds from 0 to 600000",
  KNOWLEDGE_WAIT_MS: "a whole number of milliseconds from 1 to 60000",
  MODEL_FILLER_AFTER_MS: "a whole number of milliseconds from 100 to 8000",
  MODEL_STALL_MS: "a whole number of milliseconds from 200 to 8000",
  MODEL_MAX_SILENCE_MS: "a whole number of milliseconds from 500 to 8000",
  STRIPE_SECRET_KEY: "a Stripe secret key (sk_test_… or sk_live_…)",
  STRIPE_PUBLISHABLE_KEY: "a Stripe publishable key (pk_test_… or pk_live_…)",
  STRIPE_WEBHOOK_SECRET: "a Stripe webhook signing secret (whsec_…)",
  METRICS_TOKEN: "a token of 16 to 256 characters",
  SECRETS_KEY:
    "32 random bytes as 64 hexadecimal digits or as base64 (e.g. the output of `openssl rand -base64 32`)",
  CALCOM_API_URL: "an http:// or https:// URL of Cal.com's API, such as https://api.cal.com",
  CALCOM_TIMEOUT_MS: "a whole number of milliseconds from 100 to 60000",
};

// Credentials never appear in an error message, which ends up in logs.
const SECRET_SETTINGS = new Set([
  "AI_API_KEY",
  "TWILIO_AUTH_TOKEN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "METRICS_TOKEN",
  "SECRETS_KEY",
]);

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  session: { idleMs: number; absoluteMs: number };
  passwordHashMemoryKiB: number;
  trustProxy: boolean;
  signupsPerHourPerAddress: number;
  metricsToken: string | undefined;
  logLevel: string;
  scheduledWorkIntervalMs: number;
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    /** AI_EMBEDDING_MODEL: passages get vectors and are found by meaning too; unset, by words alone. */
    embeddingModel: string | undefined;
  };
  twilio: { accountSid: string; authToken: string } | undefined;
  voice: {
    transport: "relay" | "gather";
    relaySilenceMs: number;
    relayStatusWaitMs: number;
    /** KNOWLEDGE_WAIT_MS: a turn answers without the agent's knowledge if its search takes longer. */
    knowledgeWaitMs: number;
    /** A model turn's pacing: MODEL_FILLER_AFTER_MS, MODEL_STALL_MS, MODEL_MAX_SILENCE_MS. */
    modelPacing: { fillerAfterMs: number; stallMs: number; maxSilenceMs: number };
  };
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /**
   * SECRETS_KEY's bytes. Unset (development and test only), services/secret-box.ts keeps a key of
   * this machine in DATA_DIR instead.
   */
  secretsKey: Buffer | undefined;
  calcom: { apiUrl: string; timeoutMs: number };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const emptyAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(emptyAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const accepts = DESCRIPTIONS[name] ?? issue.message;
    const shown = SECRET_SETTINGS.has(name) ? "a value hidden here" : `"${env[name]}"`;
    throw new ConfigError(`${name} is invalid (got ${shown}): it accepts ${accepts}.`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.PASSWORD_HASH_MEMORY_KIB < 19 * 1024) {
    throw new ConfigError(
      "PASSWORD_HASH_MEMORY_KIB is invalid in production: it accepts 19456 KiB (OWASP's argon2id minimum) or more.",
    );
  }
  if (e.AI_API_KEY && !e.AI_BASE_URL) {
    throw new ConfigError(
      "AI_API_KEY is set without AI_BASE_URL: set AI_BASE_URL (e.g. https://api.openai.com/v1) to use a model, or unset AI_API_KEY for the built-in assistant.",
    );
  }
  if (e.AI_EMBEDDING_MODEL && !e.AI_BASE_URL) {
    throw new ConfigError(
      "AI_EMBEDDING_MODEL is set without AI_BASE_URL: the embeddings model is asked on the AI server at AI_BASE_URL, so set both, or unset AI_EMBEDDING_MODEL to search by words alone.",
    );
  }
  if (e.MODEL_FILLER_AFTER_MS >= e.MODEL_MAX_SILENCE_MS) {
    throw new ConfigError(
      `MODEL_FILLER_AFTER_MS (${e.MODEL_FILLER_AFTER_MS}) is not shorter than MODEL_MAX_SILENCE_MS (${e.MODEL_MAX_SILENCE_MS}): the filler fills the wait for the model's words, so it must come before the silence limit.`,
    );
  }
  if (Boolean(e.TWILIO_ACCOUNT_SID) !== Boolean(e.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(
      "TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together: set both to use Twilio, or neither for the built-in number catalogue.",
    );
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${e.HTTP_HEADERS_TIMEOUT_MS}) is longer than HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS}): the headers are part of the request, so their time cannot be longer.`,
    );
  }
  if (e.NODE_ENV === "production" && !e.SECRETS_KEY) {
    throw new ConfigError(
      "SECRETS_KEY is not set: production needs it to encrypt the secrets owners keep here (Cal.com API keys, webhook signing secrets). Set it to 32 random bytes, e.g. the output of `openssl rand -base64 32`, and keep it: without it they cannot be read back.",
    );
  }
  const stripeSettings = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeSettings.some(Boolean) && !stripeSettings.every(Boolean)) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three to use Stripe, or none for the offline test processor.",
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL },
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    passwordHashMemoryKiB: e.PASSWORD_HASH_MEMORY_KIB,
    trustProxy: e.TRUST_PROXY,
    signupsPerHourPerAddress: e.SIGNUPS_PER_HOUR_PER_ADDRESS,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    scheduledWorkIntervalMs: e.SCHEDULED_WORK_INTERVAL_MS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ""),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      embeddingModel: e.AI_EMBEDDING_MODEL,
    },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN }
        : undefined,
    voice: {
      transport: e.VOICE_TRANSPORT,
      relaySilenceMs: e.RELAY_SILENCE_MS,
      relayStatusWaitMs: e.RELAY_STATUS_WAIT_MS,
      knowledgeWaitMs: e.KNOWLEDGE_WAIT_MS,
      modelPacing: {
        fillerAfterMs: e.MODEL_FILLER_AFTER_MS,
        stallMs: e.MODEL_STALL_MS,
        maxSilenceMs: e.MODEL_MAX_SILENCE_MS,
      },
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    secretsKey: e.SECRETS_KEY ? secretsKeyBytes(e.SECRETS_KEY) : undefined,
    calcom: { apiUrl: e.CALCOM_API_URL.replace(/\/+$/, ""), timeoutMs: e.CALCOM_TIMEOUT_MS },
  };
}
