import { randomBytes, randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { createIntegrations, type Integrations } from "../../src/server/integrations/create-integrations";
import { outboxDirOf } from "../../src/server/integrations/mail/create-mailer";
import { ledger } from "../../src/server/services/ledger";
import { latestCodeFor } from "./outbox";
import { TEST_SECRETS_KEY } from "./test-secrets-key";

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
export async function createTestApp(
  env: Record<string, string> = {},
  options: { adjustIntegrations?: (integrations: Integrations) => Integrations } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), "switchboard-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PASSWORD_HASH_MEMORY_KIB: "1024",
    LOG_LEVEL: "silent",
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const database: Database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { inMemory: true },
  );
  const clock = createTestClock();
  const created = createIntegrations(
    config,
    database,
    clock.now,
    () => undefined,
    () => undefined,
  );
  const integrations = options.adjustIntegrations ? options.adjustIntegrations(created) : created;
  const app = await buildApp({
    config,
    database,
    integrations,
    clock: clock.now,
    client: { kind: "none" },
    logger: false,
  });
  const outboxDir = outboxDirOf(dataDir);

  const request = (options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> => {
    const { cookie, headers, ...rest } = options;
    return app.inject({
      remoteAddress: randomClientAddress(),
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
    integrations,
    request,
    /** Waits until the offline processor's events (its "webhooks") have been handled. */
    paymentEventsHandled: async () => {
      await integrations.offlineProcessor?.settled();
    },
    latestCode: (email: string) => latestCodeFor(outboxDir, email),
    async close() {
      await database.db.delete(users).where(like(users.username, `%\\_${RUN_ID}%`));
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for a test file: started before its tests and closed after them. The object is filled
 * in when the app starts, so the file can hold it from the top.
 */
export function testAppForFile(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

// Each test file runs in its own module scope, so this marks the users one file made;
// closing the app deletes them, and a shared PostgreSQL does not fill up run after run.
const RUN_ID = randomBytes(3).toString("hex");

/**
 * Each request comes from its own address in IPv6's documentation range, as
 * separate people's would: per-address limits kept in a shared PostgreSQL then
 * never carry over from one test, or one run, to the next. Tests of those limits
 * pass an address of their own.
 */
export function randomClientAddress(): string {
  return `2001:db8::${randomBytes(6).toString("hex").match(/.{4}/g)!.join(":")}`;
}

export function uniqueName(prefix = "user"): string {
  return `${prefix}_${RUN_ID}${randomBytes(4).toString("hex")}`;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sb_session");
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sb_session=${cookie.value}`;
}

/**
 * Signs up and verifies a new account; returns its credentials and a session cookie. The account
 * holds a Simple licence for a year from the test clock's now, as one bought at checkout would,
 * unless the test asks for `licence: false` (an account that signed up without the checkout).
 */
export async function createVerifiedUser(
  t: TestApp,
  overrides: { password?: string; licence?: boolean } = {},
) {
  const username = uniqueName();
  const email = `${username}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  // Each made-up person signs up from an address of their own (TEST-NET-3), as
  // separate people would; the per-address signup limit is tested on its own.
  const remoteAddress = `203.0.113.${(randomBytes(1)[0]! % 254) + 1}`;
  const signup = await t.request({
    method: "POST",
    url: "/api/auth/signup",
    payload: { username, email, password },
    remoteAddress,
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = await t.latestCode(email);
  const verify = await t.request({ method: "POST", url: "/api/auth/verify-email", payload: { email, code } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  if (overrides.licence !== false) await grantLicence(t, username);
  return { username, email, password, cookie: sessionCookieOf(verify) };
}

/** Gives the account a licence of `plan` ending `days` from the test clock's now (negative: ended). */
export async function grantLicence(
  t: TestApp,
  username: string,
  { plan = "simple", days = 365 }: { plan?: "simple" | "plus"; days?: number } = {},
): Promise<void> {
  const [user] = await t.database.db
    .update(users)
    .set({ subscriptionPlan: plan, planExpiresAt: new Date(t.clock.now().getTime() + days * 86_400_000) })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${username}`);
  // As a request that changes the user row does: this instance forgets the remembered session at once.
  t.database.changes.changed(user.id);
}

/** Puts money on a user's balance the way a settled payment would: a ledger credit. */
export async function grantDollars(t: TestApp, username: string, dollars: number): Promise<void> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  await ledger.credit(t.database.db, user.id, Math.round(dollars * 100), {
    kind: "grant",
    reference: `test-grant-${randomBytes(8).toString("hex")}`,
    description: "Test credit",
  });
  // As a request that changes a balance does (registerOwnChangesVisible): this instance forgets the
  // old balance at once rather than when PostgreSQL's notice arrives.
  t.database.changes.changed(user.id);
}

type Payload = Record<string, unknown>;

/** The requests an owner's browser makes: each carries their session cookie. */
export function requestsAs(t: TestApp, cookie: string) {
  const send = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: Payload) =>
    t.request({ method, url, cookie, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: Payload) => send("POST", url, payload),
    put: (url: string, payload: Payload) => send("PUT", url, payload),
    patch: (url: string, payload: Payload) => send("PATCH", url, payload),
    delete: (url: string) => send("DELETE", url),
  };
}

/** A new verified account, signed in: its credentials and requests made as its owner. */
export async function createOwner(t: TestApp, options: { licence?: boolean } = {}) {
  const user = await createVerifiedUser(t, options);
  return { ...user, ...requestsAs(t, user.cookie) };
}

export type Owner = Awaited<ReturnType<typeof createOwner>>;

/** Stripe's test cards work with the offline processor too: 4242… pays, 4000…0002 is declined. */
export function testCard(number = "4242424242424242", name = "Test Owner") {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: "123", name };
}

/**
 * Tops up as the owner's browser does: an add-balance payment paid by card (which saves the card),
 * credited once the offline processor's events (its "webhooks") have been handled. Answers the
 * payment intent's id.
 */
export async function topUpWithCard(
  t: TestApp,
  owner: { cookie: string },
  dollars: number,
  card = testCard(),
): Promise<string> {
  const started = await requestsAs(t, owner.cookie).post("/api/add-balance", { amount: dollars });
  if (started.statusCode !== 200) throw new Error(`add-balance failed: ${started.body}`);
  const { clientSecret, paymentIntentId } = started.json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const paid = await t.request({
    method: "POST",
    url: "/api/offline-payments/confirm",
    cookie: owner.cookie,
    payload: { clientSecret, card },
  });
  if (paid.statusCode !== 200) throw new Error(`the card payment failed: ${paid.body}`);
  await t.paymentEventsHandled();
  return paymentIntentId;
}

type AgentBusiness = {
  businessName: string;
  businessCategory: string;
  agentName: string;
  agentPurpose: string;
} & Payload;

/**
 * Creates an agent for the owner on a free number of an area code (in the US unless told), as the builder saves it;
 * the $25 fee comes from their balance, so grant or top up first. Throws unless created.
 * Test files share a PostgreSQL side by side, so another file may take the same free number
 * between the listing and the save; then, as an owner would, it picks another one.
 */
export async function createAgent(
  t: TestApp,
  owner: { cookie: string },
  business: AgentBusiness,
  areaCode = "702",
  country = "US",
) {
  for (let attempt = 1; ; attempt++) {
    const free = await t.request({ method: "GET", url: `/api/phone-numbers/${areaCode}?country=${country}` });
    const numbers = free.json() as string[];
    const phoneNumber = numbers[randomInt(numbers.length || 1)];
    if (!phoneNumber) throw new Error(`no free number in area code ${areaCode}: ${free.body}`);
    const created = await requestsAs(t, owner.cookie).post("/api/active-bots", {
      phoneNumber,
      selectedCountry: country,
      ...business,
    });
    const takenMeanwhile = created.statusCode === 409 && created.json().field === "phoneNumber";
    if (takenMeanwhile && attempt < 5) continue;
    if (created.statusCode !== 201)
      throw new Error(`agent creation failed (${created.statusCode}): ${created.body}`);
    return created.json().agent as { id: string; phoneNumber: string; status: string };
  }
}
