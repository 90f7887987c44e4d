import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailCodes, users } from "../../src/server/db/schema";
import { sha256Hex } from "../../src/server/services/secrets";
import { awaitedMail, mailedResetLink, mailsTo } from "../support/awaited-mail";
import { textPartOf } from "../support/outbox";
import {
  createTestApp,
  createVerifiedUser,
  randomClientAddress,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestApp,
  testAppForFile,
  uniqueName,
} from "../support/test-app";

const t = testAppForFile();

const post = (url: string, payload: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.request({ method: "POST", url, payload: payload as Record<string, unknown>, ...extra });

const SAME_ANSWER = (email: string) => ({
  message: `If ${email} belongs to a verified account, a link to reset its password is on its way. It works once, for 30 minutes.`,
});
const LINK_USED =
  "This reset link no longer works: it was used already, or a newer one was sent. Ask for a new one below.";
const LINK_EXPIRED = "This reset link has expired: links work for 30 minutes. Ask for a new one below.";
const LINK_INCOMPLETE =
  "This reset link is incomplete. Open the link from the email again, or ask for a new one below.";

/** Asks for a reset link as the owner would, and answers the token of the link mailed to them. */
async function mailedToken(app: TestApp, email: string): Promise<string> {
  // Only reset mails count: another mail to the owner (a sign-in warning) may still be on its way.
  const resetMails = async () =>
    (await mailsTo(app.outboxDir, email)).filter((mail) => mail.subject === "Reset your Switchboard password")
      .length;
  const before = await resetMails();
  const asked = await app.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
  expect(asked.statusCode).toBe(200);
  await expect.poll(resetMails).toBe(before + 1);
  return (await mailedResetLink(app.outboxDir, email)).searchParams.get("token")!;
}

const me = (cookie: string) => t.request({ method: "GET", url: "/api/auth/me", cookie });

describe("POST /api/auth/forgot-password", () => {
  it("mails a verified owner a reset link on the site they asked from; only the link's hash is stored", async () => {
    const user = await createVerifiedUser(t);
    const response = await post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER(user.email));

    const mail = await awaitedMail(t.outboxDir, user.email, /^Reset your Switchboard password$/);
    expect(textPartOf(mail)).toContain("It works once and expires in 30 minutes");
    const link = await mailedResetLink(t.outboxDir, user.email);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;

    const [owner] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    const stored = await t.database.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, owner!.id), eq(emailCodes.purpose, "reset-password")));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token.split(".")[1]);
    expect(stored[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  it("builds the link on PUBLIC_URL when it is set", async () => {
    const app = await createTestApp({ PUBLIC_URL: "https://switchboard.example.com" });
    try {
      const user = await createVerifiedUser(app);
      await mailedToken(app, user.email);
      const link = await mailedResetLink(app.outboxDir, user.email);
      expect(link.origin).toBe("https://switchboard.example.com");
      expect(link.pathname).toBe("/reset-password");
    } finally {
      await app.close();
    }
  });

  it("answers an unknown or unverified address exactly as a verified one, and mails it nothing", async () => {
    const verified = await createVerifiedUser(t);
    const unknown = `${uniqueName()}@example.com`;
    const pending = {
      username: uniqueName(),
      email: `${uniqueName()}@example.com`,
      password: "a pending one 42",
    };
    await post("/api/auth/signup", pending);
    const pendingMails = (await mailsTo(t.outboxDir, pending.email)).length;

    const answers = [];
    for (const email of [unknown, pending.email, verified.email]) {
      const response = await post("/api/auth/forgot-password", { email });
      answers.push({ status: response.statusCode, body: response.json(), expected: SAME_ANSWER(email) });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answer.expected);
    }
    // The verified owner's mail was asked for last; once it is out, the others would be too.
    await awaitedMail(t.outboxDir, verified.email, /^Reset your Switchboard password$/);
    expect(await mailsTo(t.outboxDir, unknown)).toEqual([]);
    expect(await mailsTo(t.outboxDir, pending.email)).toHaveLength(pendingMails);
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "email"],
    ["a missing email", {}, "email"],
  ])("refuses %s with a field error", async (_name, payload, field) => {
    const response = await post("/api/auth/forgot-password", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it("refuses an unknown field", async () => {
    const response = await post("/api/auth/forgot-password", { email: "a@example.com", admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("admin");
  });

  it("limits requests per email (5 an hour) from any address, with a sentence saying when to retry", async () => {
    const email = `${uniqueName()}@example.com`;
    for (let request = 0; request < 5; request++) {
      const response = await post(
        "/api/auth/forgot-password",
        { email },
        { remoteAddress: randomClientAddress() },
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await post(
      "/api/auth/forgot-password",
      { email },
      { remoteAddress: randomClientAddress() },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("limits requests per address (20 an hour) across emails", async () => {
    const address = randomClientAddress();
    for (let request = 0; request < 20; request++) {
      const response = await post(
        "/api/auth/forgot-password",
        { email: `${uniqueName()}@example.com` },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await post(
      "/api/auth/forgot-password",
      { email: `${uniqueName()}@example.com` },
      { remoteAddress: address },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password reset requests\./);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session, signs in afresh and tells the owner by mail", async () => {
    const user = await createVerifiedUser(t);
    const otherDevice = sessionCookieOf(
      await post("/api/auth/login", { username: user.username, password: user.password }),
    );
    const token = await mailedToken(t, user.email);

    const reset = await post("/api/auth/reset-password", { token, password: "a brand new secret 7" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ username: user.username, email: user.email });
    const fresh = sessionCookieOf(reset);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);

    const old = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(old.statusCode).toBe(401);
    const renewed = await post("/api/auth/login", { username: user.email, password: "a brand new secret 7" });
    expect(renewed.statusCode).toBe(200);

    const notice = await awaitedMail(t.outboxDir, user.email, /^Your Switchboard password was changed$/);
    expect(textPartOf(notice)).toContain("Every device that was signed in has been signed out.");
    expect(textPartOf(notice)).toContain("If this wasn't you");
    expect(textPartOf(notice)).toContain(`${TEST_ORIGIN}/reset-password`);
  });

  it("works once: the same link again is refused, and the password stays the one it set", async () => {
    const user = await createVerifiedUser(t);
    const token = await mailedToken(t, user.email);
    expect(
      (await post("/api/auth/reset-password", { token, password: "first new secret 1" })).statusCode,
    ).toBe(200);
    const again = await post("/api/auth/reset-password", { token, password: "second new secret 2" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: LINK_USED, field: "token" });
    const login = await post("/api/auth/login", { username: user.username, password: "first new secret 1" });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a link after 30 minutes, and the password stays as it was", async () => {
    const user = await createVerifiedUser(t);
    const token = await mailedToken(t, user.email);
    t.clock.advance(30 * 60_000 + 1000);
    const expired = await post("/api/auth/reset-password", { token, password: "too late secret 3" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: LINK_EXPIRED, field: "token" });
    expect(
      (await post("/api/auth/login", { username: user.username, password: user.password })).statusCode,
    ).toBe(200);
  });

  it("refuses an older link once a newer one was sent, and a made-up secret", async () => {
    const user = await createVerifiedUser(t);
    const older = await mailedToken(t, user.email);
    const newer = await mailedToken(t, user.email);
    expect(newer).not.toBe(older);
    const stale = await post("/api/auth/reset-password", { token: older, password: "stale link secret 4" });
    expect(stale.json()).toEqual({ error: LINK_USED, field: "token" });
    const userId = newer.split(".")[0];
    const madeUp = `${userId}.${randomBytes(32).toString("base64url")}`;
    const guessed = await post("/api/auth/reset-password", { token: madeUp, password: "guessed secret 5" });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toEqual({ error: LINK_USED, field: "token" });
    expect(
      (await post("/api/auth/reset-password", { token: newer, password: "newest secret 6" })).statusCode,
    ).toBe(200);
  });

  it("a link works only for the account it was mailed to", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const ownersToken = await mailedToken(t, owner.email);
    await mailedToken(t, other.email);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.email, other.email));
    const aimedAtOther = `${otherRow!.id}.${ownersToken.split(".")[1]}`;
    const response = await post("/api/auth/reset-password", {
      token: aimedAtOther,
      password: "not theirs 8 x",
    });
    expect(response.json()).toEqual({ error: LINK_USED, field: "token" });
    expect(
      (await post("/api/auth/login", { username: other.username, password: other.password })).statusCode,
    ).toBe(200);
  });

  it.each([
    ["password", { password: "short" }, "Password must be at least 8 characters."],
    ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
    ["token", { token: "not-a-token" }, LINK_INCOMPLETE],
    ["token", { token: "" }, LINK_INCOMPLETE],
  ])("refuses a bad %s with a field error", async (field, change, message) => {
    const token = `${randomUUID()}.${randomBytes(32).toString("base64url")}`;
    const response = await post("/api/auth/reset-password", {
      token,
      password: "a fine password 9",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, field });
  });

  it("refuses a common password, and the link still works for a better one", async () => {
    const user = await createVerifiedUser(t);
    const token = await mailedToken(t, user.email);
    const common = await post("/api/auth/reset-password", { token, password: "password123" });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      error: "This password is too common. Please choose another one.",
      field: "password",
    });
    expect(
      (await post("/api/auth/reset-password", { token, password: "an uncommon one 10" })).statusCode,
    ).toBe(200);
  });

  it("refuses a missing field and an unknown field", async () => {
    const missing = await post("/api/auth/reset-password", { password: "a fine password 9" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("token");
    const unknown = await post("/api/auth/reset-password", {
      token: `${randomUUID()}.${randomBytes(32).toString("base64url")}`,
      password: "a fine password 9",
      email: "someone@example.com",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("email");
  });

  it("limits attempts per address (20 in 15 minutes)", async () => {
    const address = randomClientAddress();
    const attempt = () =>
      post(
        "/api/auth/reset-password",
        { token: `${randomUUID()}.${randomBytes(32).toString("base64url")}`, password: "a fine password 9" },
        { remoteAddress: address },
      );
    for (let tries = 0; tries < 20; tries++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password reset attempts\. Try again in \d+ minutes?\.$/);
  });

  it("gets the owner in while guessing from many addresses keeps sign-in paused", async () => {
    const user = await createVerifiedUser(t);
    for (let attempt = 0; attempt < 100; attempt++) {
      await post(
        "/api/auth/login",
        { username: user.username, password: "guess" },
        { remoteAddress: randomClientAddress() },
      );
    }
    const paused = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(paused.statusCode).toBe(429);
    const token = await mailedToken(t, user.email);
    const reset = await post("/api/auth/reset-password", { token, password: "back in again 11" });
    expect(reset.statusCode).toBe(200);
    expect((await me(sessionCookieOf(reset))).statusCode).toBe(200);
    const login = await post("/api/auth/login", { username: user.username, password: "back in again 11" });
    expect(login.statusCode).toBe(200);
  });
});
