import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { runScheduledWork } from "../../src/server/scheduled-work";
import { awaitedMail, mailsTo } from "../support/awaited-mail";
import { readOutbox, textPartOf } from "../support/outbox";
import {
  createTestApp,
  createVerifiedUser,
  randomClientAddress,
  sessionCookieOf,
  TEST_ORIGIN,
  testAppForFile,
  uniqueName,
} from "../support/test-app";

const t = testAppForFile();

const post = (url: string, payload: unknown, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.request({ method: "POST", url, payload: payload as Record<string, unknown>, ...extra });

function newAccount() {
  const username = uniqueName();
  return { username, email: `${username}@example.com`, password: "correct horse battery" };
}

describe("POST /api/auth/signup", () => {
  it("creates an unverified account and mails a 6-digit code", async () => {
    const account = newAccount();
    const response = await post("/api/auth/signup", account);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: `We sent a 6-digit code to ${account.email}.`,
      email: account.email,
    });
    expect(await t.latestCode(account.email)).toMatch(/^\d{6}$/);
    // Not signed in until verified.
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain("sb_session");
  });

  it.each([
    ["username", { username: "ab" }, "Username must be at least 3 characters."],
    ["username", { username: "a".repeat(33) }, "Username must be at most 32 characters."],
    ["username", { username: "bad name!" }, "Username may contain only letters, digits, '_', '.' and '-'."],
    ["email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["password", { password: "short" }, "Password must be at least 8 characters."],
    ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
    ["password", { password: "password123" }, "This password is too common. Please choose another one."],
  ])("refuses a bad %s with a field error", async (field, change, message) => {
    const response = await post("/api/auth/signup", { ...newAccount(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, field });
  });

  it("refuses a missing field and an unknown field", async () => {
    const { password: _omitted, ...withoutPassword } = newAccount();
    const missing = await post("/api/auth/signup", withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("password");
    const unknown = await post("/api/auth/signup", { ...newAccount(), admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("admin");
  });

  it("answers 409 with the field for a taken username, and for the email of a verified account", async () => {
    const account = newAccount();
    expect((await post("/api/auth/signup", account)).statusCode).toBe(201);
    const sameName = await post("/api/auth/signup", {
      ...newAccount(),
      username: account.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      error: "This username is taken. Please choose another one.",
      field: "username",
    });
    const verified = await createVerifiedUser(t);
    const sameEmail = await post("/api/auth/signup", {
      ...newAccount(),
      email: verified.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      error: "An account with this email already exists. Sign in instead.",
      field: "email",
    });
  });
});

describe("an account nobody has verified yet", () => {
  const loginAs = (username: string, password: string, remoteAddress = randomClientAddress()) =>
    post("/api/auth/login", { username, password }, { remoteAddress });

  it("cannot be squatted: the email's owner signs up over it, and the squatter's password opens nothing", async () => {
    const victim = newAccount();
    const squatter = { username: uniqueName("squat"), email: victim.email, password: "attacker chose this" };
    expect((await post("/api/auth/signup", squatter)).statusCode).toBe(201);
    // A name held by a pending signup stays taken for strangers with another email, so nobody can
    // knock a pending signup out; only the email's own signup replaces it.
    const stranger = await post("/api/auth/signup", { ...newAccount(), username: squatter.username });
    expect(stranger.json()).toEqual({
      error: "This username is taken. Please choose another one.",
      field: "username",
    });

    // The owner's signup is not refused: it replaces the unverified account with theirs.
    const signup = await post("/api/auth/signup", victim);
    expect(signup.statusCode).toBe(201);
    const verified = await post("/api/auth/verify-email", {
      email: victim.email,
      code: await t.latestCode(victim.email),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ username: victim.username, email: victim.email });

    for (const name of [victim.email, squatter.username]) {
      const attacker = await loginAs(name, squatter.password);
      expect(attacker.statusCode).toBe(401);
      expect(attacker.json()).toEqual({ error: "Incorrect username or password." });
    }
    const owner = await loginAs(victim.email, victim.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.username).toBe(victim.username);
    // The squatter's username was freed with the account it named.
    const reuse = await post("/api/auth/signup", { ...newAccount(), username: squatter.username });
    expect(reuse.statusCode).toBe(201);
  });

  it("a code mailed for the squatter's signup does not verify the owner's signup", async () => {
    const victim = newAccount();
    await post("/api/auth/signup", {
      ...victim,
      username: uniqueName("squat"),
      password: "attacker chose this",
    });
    const squattersCode = await t.latestCode(victim.email);
    expect((await post("/api/auth/signup", victim)).statusCode).toBe(201);
    const ownCode = await t.latestCode(victim.email);
    if (ownCode !== squattersCode) {
      const refused = await post("/api/auth/verify-email", { email: victim.email, code: squattersCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: "Invalid verification code", field: "code" });
    }
    const verified = await post("/api/auth/verify-email", { email: victim.email, code: ownCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.username).toBe(victim.username);
  });

  it("a squatter who signs up again after the owner never gets the owner verified into the squatter's account", async () => {
    const victim = newAccount();
    const squatter = { username: uniqueName("squat"), email: victim.email, password: "attacker chose this" };
    const signup = await post("/api/auth/signup", victim);
    const pending = signup.cookies.find((cookie) => cookie.name === "sb_signup");
    expect(pending).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
    const browser = `sb_signup=${pending!.value}`;
    // The squatter signs up again with the email, replacing the owner's pending account.
    expect((await post("/api/auth/signup", squatter)).statusCode).toBe(201);

    // The owner's code no longer applies; Resend Code mails a code for the squatter's account, and
    // from the owner's browser that code is refused with a sentence saying what to do.
    await post("/api/auth/resend-verification", { email: victim.email }, { cookie: browser });
    const codeForSquatter = await t.latestCode(victim.email);
    const refused = await post(
      "/api/auth/verify-email",
      { email: victim.email, code: codeForSquatter },
      { cookie: browser },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error:
        "This email was signed up again since, in another browser or by someone else. Please sign up again to get a code for your own account.",
      field: "code",
    });
    expect(refused.cookies.find((cookie) => cookie.name === "sb_session")).toBeUndefined();

    // Signing up again takes the email back, and this browser verifies its own account.
    const again = await post("/api/auth/signup", victim, { cookie: browser });
    const ownBrowser = `sb_signup=${again.cookies.find((cookie) => cookie.name === "sb_signup")!.value}`;
    const verified = await post(
      "/api/auth/verify-email",
      { email: victim.email, code: await t.latestCode(victim.email) },
      { cookie: ownBrowser },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.username).toBe(victim.username);
    expect((await loginAs(victim.email, squatter.password)).statusCode).toBe(401);
  });

  it("expires after 24 hours: its code, login and resend stop working, and its email and username are free", async () => {
    const stale = newAccount();
    await post("/api/auth/signup", stale);
    t.clock.advance(23 * 3_600_000);
    await post("/api/auth/resend-verification", { email: stale.email });
    const code = await t.latestCode(stale.email);
    t.clock.advance(3_600_000 + 1000);

    const verify = await post("/api/auth/verify-email", { email: stale.email, code });
    expect(verify.json()).toEqual({ error: "Invalid verification code", field: "code" });
    const login = await loginAs(stale.username, stale.password);
    expect(login.statusCode).toBe(401);
    const mailsBefore = (await readOutbox(t.outboxDir)).length;
    expect((await post("/api/auth/resend-verification", { email: stale.email })).statusCode).toBe(200);
    expect((await readOutbox(t.outboxDir)).length).toBe(mailsBefore);

    // Someone else may take the username before the job has deleted the row.
    const other = await post("/api/auth/signup", { ...newAccount(), username: stale.username });
    expect(other.statusCode).toBe(201);
    const again = await post("/api/auth/signup", { ...newAccount(), email: stale.email });
    expect(again.statusCode).toBe(201);
  });
});

// The scheduled work acts on the whole database; on a PostgreSQL shared with other test files, a
// clock moved a day ahead would delete their fresh signups. It runs on its own PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the scheduled work on unverified accounts", () => {
  it("deletes one once its day is over, and not before", async () => {
    const young = newAccount();
    const old = newAccount();
    await post("/api/auth/signup", old);
    t.clock.advance(20 * 3_600_000);
    await post("/api/auth/signup", young);
    t.clock.advance(4 * 3_600_000 + 1000);
    await runScheduledWork(t.app, t.database);
    const left = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, [young.username, old.username]));
    expect(left.map((row) => row.username)).toEqual([young.username]);
  });
});

describe("POST /api/auth/verify-email", () => {
  it("verifies with the mailed code and signs the user in", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account);
    const code = await t.latestCode(account.email);
    const response = await post("/api/auth/verify-email", { email: account.email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual({
      username: account.username,
      email: account.email,
      firstName: null,
      lastName: null,
      profilePicture: null,
      subscriptionPlan: "simple",
      licenceExpiresAt: null,
    });
    const me = await t.request({ method: "GET", url: "/api/auth/me", cookie: sessionCookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(account.username);
  });

  it("refuses a wrong code, then locks the code after 5 wrong tries", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account);
    const code = await t.latestCode(account.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post("/api/auth/verify-email", { email: account.email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Invalid verification code", field: "code" });
    }
    const locked = await post("/api/auth/verify-email", { email: account.email, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe("Too many wrong codes. Use Resend Code to get a new one.");
  });

  it("refuses an expired code (10 minutes) and a used one", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account);
    const code = await t.latestCode(account.email);
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await post("/api/auth/verify-email", { email: account.email, code });
    expect(expired.json()).toEqual({
      error: "This code has expired. Use Resend Code to get a new one.",
      field: "code",
    });

    await post("/api/auth/resend-verification", { email: account.email });
    const fresh = await t.latestCode(account.email);
    expect((await post("/api/auth/verify-email", { email: account.email, code: fresh })).statusCode).toBe(
      200,
    );
    const reused = await post("/api/auth/verify-email", { email: account.email, code: fresh });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().field).toBe("code");
  });

  it("refuses malformed input and an unknown email without telling which", async () => {
    const malformed = await post("/api/auth/verify-email", { email: "a@example.com", code: "12ab56" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe("code");
    const unknown = await post("/api/auth/verify-email", {
      email: `${uniqueName()}@example.com`,
      code: "123456",
    });
    expect(unknown.json()).toEqual({ error: "Invalid verification code", field: "code" });
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a new code and the old one stops working", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account);
    const first = await t.latestCode(account.email);
    const response = await post("/api/auth/resend-verification", { email: account.email });
    expect(response.statusCode).toBe(200);
    const second = await t.latestCode(account.email);
    if (first !== second) {
      const old = await post("/api/auth/verify-email", { email: account.email, code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post("/api/auth/verify-email", { email: account.email, code: second })).statusCode).toBe(
      200,
    );
  });

  it("limits how many codes go to one address", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account); // the first of 5 sends an hour
    for (let send = 2; send <= 5; send++) {
      expect((await post("/api/auth/resend-verification", { email: account.email })).statusCode).toBe(200);
    }
    const limited = await post("/api/auth/resend-verification", { email: account.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many codes were sent to this email\. Try again in \d+ minutes?\.$/,
    );
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("refuses an invalid email", async () => {
    const response = await post("/api/auth/resend-verification", { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("email");
  });
});

describe("POST /api/auth/login", () => {
  it("accepts the username or the email, and gives a new session id each time", async () => {
    const user = await createVerifiedUser(t);
    const byName = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(byName.statusCode).toBe(200);
    const byEmail = await post("/api/auth/login", {
      username: user.email.toUpperCase(),
      password: user.password,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.email).toBe(user.email);
    expect(sessionCookieOf(byName)).not.toBe(sessionCookieOf(byEmail));
  });

  it("sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const user = await createVerifiedUser(t);
    const response = await post("/api/auth/login", { username: user.username, password: user.password });
    const cookie = response.cookies.find((c) => c.name === "sb_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits, base64url
  });

  it("replaces the session the browser had (rotation at login)", async () => {
    const user = await createVerifiedUser(t);
    const login = await post(
      "/api/auth/login",
      { username: user.username, password: user.password },
      { cookie: user.cookie },
    );
    expect(login.statusCode).toBe(200);
    const old = await t.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie });
    expect(old.statusCode).toBe(401);
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const user = await createVerifiedUser(t);
    const wrong = await post("/api/auth/login", { username: user.username, password: "not the password" });
    const unknown = await post("/api/auth/login", { username: uniqueName(), password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: "Incorrect username or password." });
  });

  it("tells an unverified account to verify and mails a fresh code", async () => {
    const account = newAccount();
    await post("/api/auth/signup", account);
    const before = await t.latestCode(account.email);
    const response = await post("/api/auth/login", {
      username: account.username,
      password: account.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: `Please verify your email first. We sent a new code to ${account.email}.`,
      code: "email_not_verified",
      email: account.email,
    });
    const fresh = await t.latestCode(account.email);
    if (fresh !== before) {
      expect((await post("/api/auth/verify-email", { email: account.email, code: before })).statusCode).toBe(
        400,
      );
    }
    expect((await post("/api/auth/verify-email", { email: account.email, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it("limits failed logins per account and address, and never locks the owner out from elsewhere", async () => {
    const user = await createVerifiedUser(t);
    const attacker = randomClientAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        "/api/auth/login",
        { username: user.username, password: "wrong password" },
        { remoteAddress: attacker },
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await post(
      "/api/auth/login",
      { username: user.email, password: "still wrong" },
      { remoteAddress: attacker },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(limited.headers["retry-after"]).toBeDefined();

    const owner = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(owner.statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const later = await post(
      "/api/auth/login",
      { username: user.username, password: user.password },
      { remoteAddress: attacker },
    );
    expect(later.statusCode).toBe(200);
  });

  it("stops guessing spread over many addresses at 100 failures an hour, and mails the owner once", async () => {
    const user = await createVerifiedUser(t);
    const failFromAnywhere = () =>
      post(
        "/api/auth/login",
        { username: user.username, password: "guess" },
        { remoteAddress: randomClientAddress() },
      );
    for (let attempt = 0; attempt < 100; attempt++) expect((await failFromAnywhere()).statusCode).toBe(401);
    const warning = await awaitedMail(t.outboxDir, user.email, /^Someone is trying to sign in/);
    expect(warning.subject).toBe("Someone is trying to sign in to your Switchboard account");
    const text = textPartOf(warning);
    expect(text).toContain("100 wrong passwords were tried in less than 60 minutes");
    expect(text).toContain(`${TEST_ORIGIN}/reset-password`);

    expect((await failFromAnywhere()).statusCode).toBe(429);
    expect((await failFromAnywhere()).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const warnings = (await mailsTo(t.outboxDir, user.email)).filter((mail) =>
      /^Someone is trying/.test(mail.subject),
    );
    expect(warnings).toHaveLength(1);

    t.clock.advance(60 * 60_000 + 1000);
    const owner = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(owner.statusCode).toBe(200);
  });

  it("limits failed logins per client address across accounts", async () => {
    const address = randomClientAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      await post(
        "/api/auth/login",
        { username: uniqueName(), password: "wrong password" },
        { remoteAddress: address },
      );
    }
    const user = await createVerifiedUser(t);
    const limited = await post(
      "/api/auth/login",
      { username: user.username, password: user.password },
      { remoteAddress: address },
    );
    expect(limited.statusCode).toBe(429);
    const elsewhere = await post("/api/auth/login", { username: user.username, password: user.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("refuses empty fields", async () => {
    const response = await post("/api/auth/login", { username: "", password: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Enter your username or email.", field: "username" });
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("answers 401 when signed out", async () => {
    const response = await t.request({ method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in to continue." });
  });

  it("ends the session on the server, so the old cookie no longer works", async () => {
    const user = await createVerifiedUser(t);
    const logout = await t.request({ method: "POST", url: "/api/auth/logout", cookie: user.cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    expect(logout.cookies.find((c) => c.name === "sb_session")?.value).toBe("");
    const me = await t.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it("expires a session after the idle time and after the absolute time", async () => {
    const user = await createVerifiedUser(t);
    t.clock.advance(t.config.session.idleMs + 1000);
    expect((await t.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie })).statusCode).toBe(
      401,
    );

    const active = await createVerifiedUser(t);
    const step = t.config.session.idleMs / 2;
    for (let elapsed = 0; elapsed < t.config.session.absoluteMs - step; elapsed += step) {
      t.clock.advance(step);
      expect(
        (await t.request({ method: "GET", url: "/api/auth/me", cookie: active.cookie })).statusCode,
      ).toBe(200);
    }
    t.clock.advance(step * 2);
    expect((await t.request({ method: "GET", url: "/api/auth/me", cookie: active.cookie })).statusCode).toBe(
      401,
    );
  });
});

describe("POST /api/update-profile", () => {
  it("changes first and last name, trimmed", async () => {
    const user = await createVerifiedUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/update-profile",
      cookie: user.cookie,
      payload: { firstName: "  Ada ", lastName: "Lovelace" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      username: user.username,
    });
  });

  it("keeps username and email read-only", async () => {
    const user = await createVerifiedUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/update-profile",
      cookie: user.cookie,
      payload: { firstName: "A", lastName: "B", username: "someone_else" },
    });
    expect(response.statusCode).toBe(400);
    const me = await t.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie });
    expect(me.json().user).toMatchObject({ username: user.username, firstName: null });
  });

  it("refuses names over 64 characters and a signed-out caller", async () => {
    const user = await createVerifiedUser(t);
    const long = await t.request({
      method: "POST",
      url: "/api/update-profile",
      cookie: user.cookie,
      payload: { firstName: "x".repeat(65), lastName: "B" },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe("firstName");
    const anonymous = await post("/api/update-profile", { firstName: "A", lastName: "B" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("PUT /api/auth/profile", () => {
  const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString("base64")}`;

  it("stores a JPEG data URL as the profile picture", async () => {
    const user = await createVerifiedUser(t);
    const response = await t.request({
      method: "PUT",
      url: "/api/auth/profile",
      cookie: user.cookie,
      payload: { profilePicture: jpeg },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profilePicture).toBe(jpeg);
  });

  it.each([
    ["a PNG", "data:image/png;base64,iVBORw0KGgo="],
    ["a script", "javascript:alert(1)"],
    ["broken base64", "data:image/jpeg;base64,@@@"],
    ["over 256 kB", `data:image/jpeg;base64,${"A".repeat(256 * 1024)}`],
  ])("refuses %s with 400", async (_name, profilePicture) => {
    const user = await createVerifiedUser(t);
    const response = await t.request({
      method: "PUT",
      url: "/api/auth/profile",
      cookie: user.cookie,
      payload: { profilePicture },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("profilePicture");
  });

  it("refuses a signed-out caller", async () => {
    const response = await t.request({
      method: "PUT",
      url: "/api/auth/profile",
      payload: { profilePicture: jpeg },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the security floor", () => {
  it("refuses state-changing requests from another origin or with no origin", async () => {
    const user = await createVerifiedUser(t);
    const foreign = await t.request({
      method: "POST",
      url: "/api/update-profile",
      cookie: user.cookie,
      headers: { origin: "https://evil.example" },
      payload: { firstName: "Evil", lastName: "X" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: "This request must come from the Switchboard site itself." });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { host: "switchboard.test", cookie: user.cookie },
    });
    expect(none.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { host: "elsewhere.test", "sec-fetch-site": "same-origin", cookie: user.cookie },
    });
    expect(sameSite.statusCode).toBe(200);
    const me = await t.request({ method: "GET", url: "/api/auth/me", cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it("answers 413 to an oversized body and 415 to a non-JSON body", async () => {
    const big = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(600 * 1024), password: "y" }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: "The request body is too large." });
    const form = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=a&password=b",
    });
    expect(form.statusCode).toBe(415);
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("sends pages a Content-Security-Policy of what they load, and API answers the set for data", async () => {
    const page = await t.request({ method: "GET", url: "/settings" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    // OWASP REST Security Cheat Sheet: nothing loads or frames an answer, and none is stored.
    const api = await t.request({ method: "GET", url: "/api/auth/me" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["cache-control"]).toBe("no-store");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("sign-ups from one address", () => {
  it("are limited per hour (SIGNUPS_PER_HOUR_PER_ADDRESS) with a sentence saying when to retry", async () => {
    const limited = await createTestApp({ SIGNUPS_PER_HOUR_PER_ADDRESS: "2" });
    try {
      const address = randomClientAddress();
      const signUpFrom = () => {
        const username = uniqueName();
        return limited.request({
          method: "POST",
          url: "/api/auth/signup",
          payload: { username, email: `${username}@example.com`, password: "correct horse battery" },
          remoteAddress: address,
        });
      };
      expect((await signUpFrom()).statusCode).toBe(201);
      expect((await signUpFrom()).statusCode).toBe(201);
      const third = await signUpFrom();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(
        /^Too many sign-ups from this address\. Try again in \d+ minutes?\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});
