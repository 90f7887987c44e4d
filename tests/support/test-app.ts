import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { createMailer, outboxDirOf } from "../../src/server/integrations/mail/create-mailer";
import { latestCodeFor } from "./outbox";

export const TEST_HOST = "switchboard.test";
export const TEST_ORIGIN = `http://${TEST_HOST}`;

/** A clock the test can move forward (code and session expiry). */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole app in-process on a fresh in-memory PGlite, or on the PostgreSQL at
 * DATABASE_URL when it is set (CI runs both). Tests on a shared PostgreSQL use
 * unique names, so files can run side by side.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "switchboard-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PASSWORD_HASH_MEMORY_KIB: "1024",
    LOG_LEVEL: "silent",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const database: Database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { inMemory: true },
  );
  const clock = createTestClock();
  const mailer = createMailer(config, () => undefined);
  const app = await buildApp({
    config,
    database,
    mailer,
    clock: clock.now,
    client: { kind: "none" },
    logger: false,
  });
  const outboxDir = outboxDirOf(dataDir);

  const request = (options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> => {
    const { cookie, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        host: TEST_HOST,
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
  };

  return {
    app: app as FastifyInstance,
    config,
    database,
    clock,
    outboxDir,
    request,
    latestCode: (email: string) => latestCodeFor(outboxDir, email),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueName(prefix = "user"): string {
  return `${prefix}_${randomBytes(5).toString("hex")}`;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sb_session");
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sb_session=${cookie.value}`;
}

/** Signs up and verifies a new account; returns its credentials and a session cookie. */
export async function createVerifiedUser(t: TestApp, overrides: { password?: string } = {}) {
  const username = uniqueName();
  const email = `${username}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  const signup = await t.request({
    method: "POST",
    url: "/api/auth/signup",
    payload: { username, email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = await t.latestCode(email);
  const verify = await t.request({ method: "POST", url: "/api/auth/verify-email", payload: { email, code } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { username, email, password, cookie: sessionCookieOf(verify) };
}
