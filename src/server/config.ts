import { resolve } from "node:path";
import { z } from "zod";

// DESIGN §4: the environment is read once, here; the rest of the server gets `Config`.
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
  // DESIGN §6: tests may lower the hashing cost, production never does (checked below).
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(19 * 1024),
  TRUST_PROXY: booleanString.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const DESCRIPTIONS: Record<string, string> = {
  PORT: "a port number from 0 to 65535",
  SESSION_IDLE_MINUTES: "a whole number of minutes from 5 to 43200",
  SESSION_ABSOLUTE_DAYS: "a whole number of days from 1 to 365",
  PASSWORD_HASH_MEMORY_KIB: "a whole number of KiB from 1024 to 1048576",
  TRUST_PROXY: "true or false",
  NODE_ENV: "development, production or test",
  LOG_LEVEL: "fatal, error, warn, info, debug, trace or silent",
  PUBLIC_URL: "an absolute URL such as https://switchboard.example.com",
  SUPPORT_EMAIL: "an email address",
};

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
  logLevel: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const emptyAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(emptyAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const accepts = DESCRIPTIONS[name] ?? issue.message;
    throw new ConfigError(`${name} is invalid (got "${env[name]}"): it accepts ${accepts}.`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.PASSWORD_HASH_MEMORY_KIB < 19 * 1024) {
    throw new ConfigError(
      "PASSWORD_HASH_MEMORY_KIB is invalid in production: it accepts 19456 KiB (OWASP's argon2id minimum) or more.",
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
    logLevel: e.LOG_LEVEL,
  };
}
