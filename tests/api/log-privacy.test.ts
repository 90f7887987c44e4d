import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { createIntegrations } from "../../src/server/integrations/create-integrations";
import { outboxDirOf } from "../../src/server/integrations/mail/create-mailer";
import { latestCodeFor } from "../support/outbox";
import {
  createTestClock,
  randomClientAddress,
  TEST_HOST,
  TEST_ORIGIN,
  uniqueName,
} from "../support/test-app";
import { TEST_SECRETS_KEY } from "../support/test-secrets-key";

// OWASP ASVS 16.2.5 and 16.3: what goes wrong is logged, what people sent is not. These apps log
// into an array, and run on their own in-memory PGlite: the tests break tables on purpose, which a
// shared PostgreSQL must not see.

type LoggedApp = {
  app: FastifyInstance;
  database: Database;
  lines: string[];
  outboxDir: string;
  close(): Promise<void>;
};

async function loggedApp(env: Record<string, string>): Promise<LoggedApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "switchboard-logs-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "info", ...env });
  const database = await openDatabase({ inMemory: true });
  const lines: string[] = [];
  // As start-server.ts does: the integrations' lines (the outbox's "mail to …") go to the app's log.
  let log: (line: string) => void = () => undefined;
  let logError: (message: string, error: unknown) => void = () => undefined;
  const integrations = createIntegrations(
    config,
    database,
    createTestClock().now,
    (line) => log(line),
    (message, error) => logError(message, error),
  );
  const app = await buildApp({
    config,
    database,
    integrations,
    clock: createTestClock().now,
    client: { kind: "none" },
    logStream: { write: (line) => lines.push(line) },
  });
  log = (line) => app.log.info(line);
  logError = (message, error) => app.log.error({ err: error }, message);
  return {
    app,
    database,
    lines,
    outboxDir: outboxDirOf(dataDir),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const send = (app: FastifyInstance, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: randomClientAddress(),
    headers: { host: TEST_HOST, origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });

const opened: LoggedApp[] = [];
afterAll(async () => {
  for (const logged of opened) await logged.close();
});

describe("the log", () => {
  it("records failed requests without the emails, codes, passwords, client secrets, query strings or rate-limit keys in them", async () => {
    const logged = await loggedApp({ NODE_ENV: "test", PASSWORD_HASH_MEMORY_KIB: "1024" });
    opened.push(logged);
    const { app, database, lines } = logged;
    const username = uniqueName("logs");
    const email = `${username}@example.com`;
    const password = "Quokka-Password-4417";
    const clientSecret = "pi_3Logged0Intent_secret_Zanzibar0Quokka";

    expect((await send(app, "POST", "/api/auth/signup", { username, email, password })).statusCode).toBe(201);
    const code = await latestCodeFor(logged.outboxDir, email);
    expect((await send(app, "POST", "/api/auth/verify-email", { email, code })).statusCode).toBe(200);
    await send(app, "GET", `/api/balance?clientSecret=${clientSecret}&email=${encodeURIComponent(email)}`);

    // A query fails with the request's values as its parameters: the database lost two tables.
    await database.db.execute(sql.raw("alter table rate_limits rename to rate_limits_away"));
    await database.db.execute(sql.raw("alter table offline_payment_intents rename to offline_intents_away"));
    try {
      const login = await send(app, "POST", "/api/auth/login", { username: `nobody-${email}`, password });
      expect(login.statusCode).toBe(500);
      const confirm = await send(app, "POST", "/api/offline-payments/confirm", {
        clientSecret,
        card: { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Dana" },
      });
      expect(confirm.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql.raw("alter table rate_limits_away rename to rate_limits"));
      await database.db.execute(
        sql.raw("alter table offline_intents_away rename to offline_payment_intents"),
      );
    }

    const log = lines.join("");
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request failed");
    expect(failures.map((line) => line.req)).toEqual([
      { method: "POST", path: "/api/auth/login" },
      { method: "POST", path: "/api/offline-payments/confirm" },
    ]);
    // What failed is still there to read: the statement and the database's reason.
    expect(failures[0].err.message).toContain('from "rate_limits"');
    expect(failures[0].err.cause.message).toMatch(/rate_limits/);
    expect(log).toContain('"path":"/api/balance"');
    expect(log).toContain("mail to [email]");
    for (const secret of [
      email,
      username,
      password,
      code,
      clientSecret,
      "Zanzibar",
      "login-failures:",
      "email=",
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  }, 120_000);

  it("has no line per request in production, and still one for a request that failed", async () => {
    const logged = await loggedApp({
      NODE_ENV: "production",
      SECRETS_KEY: TEST_SECRETS_KEY,
    });
    opened.push(logged);
    const { app, database, lines } = logged;
    expect((await send(app, "GET", "/api/health")).statusCode).toBe(200);
    expect((await send(app, "GET", "/api/countries?email=dana@example.com")).statusCode).toBe(200);
    expect(lines.filter((line) => /incoming request|request completed/.test(line))).toEqual([]);

    await database.db.execute(sql.raw("alter table rate_limits rename to rate_limits_away"));
    try {
      const login = await send(app, "POST", "/api/auth/login", {
        username: "dana@example.com",
        password: "x".repeat(8),
      });
      expect(login.statusCode, login.body).toBe(500);
    } finally {
      await database.db.execute(sql.raw("alter table rate_limits_away rename to rate_limits"));
    }
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request failed");
    expect(failures.map((line) => line.req)).toEqual([{ method: "POST", path: "/api/auth/login" }]);
    expect(lines.join("")).not.toContain("dana@example.com");
  }, 120_000);
});
