import { eq, inArray, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, balances, ledgerEntries, payments, users } from "../../src/server/db/schema";
import type { Telephony } from "../../src/server/integrations/telephony/telephony";
import { readOutbox, textPartOf } from "../support/outbox";
import {
  createAgent,
  createOwner,
  createTestApp,
  grantDollars,
  type Owner,
  requestsAs,
  sessionCookieOf,
  testAppForFile,
  topUpWithCard,
  uniqueName,
} from "../support/test-app";

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

// The carrier as the account sees it: every number released is noted, and a release can be made to fail.
const releasedNumbers: string[] = [];
let carrierDown = false;

const t = testAppForFile(
  {},
  {
    adjustIntegrations: (integrations) => {
      const telephony: Telephony = {
        ...integrations.telephony,
        async releaseNumber(phoneNumber) {
          if (carrierDown) throw new Error("the carrier did not answer");
          releasedNumbers.push(phoneNumber);
          await integrations.telephony.releaseNumber(phoneNumber);
        },
      };
      return { ...integrations, telephony };
    },
  },
);

// A deleted account's tombstone no longer carries the run's name, so the file removes its own.
const tombstoneIds: string[] = [];
afterAll(async () => {
  if (tombstoneIds.length > 0) await t.database.db.delete(users).where(inArray(users.id, tombstoneIds));
});

const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Dana's Desert Bloom Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
};

/** Signs the owner in from another browser; answers that browser's requests. */
async function signInElsewhere(owner: Owner, userAgent = FIREFOX_ON_LINUX, password = owner.password) {
  const login = await t.request({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: owner.username, password },
    headers: { "user-agent": userAgent },
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login);
  return { cookie, ...requestsAs(t, cookie) };
}

const signedOut = (path: string, method: "GET" | "POST" | "DELETE" = "GET", payload?: object) =>
  t.request({ method, url: path, ...(payload ? { payload } : {}) });

async function userRowOf(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row!;
}

describe("GET /api/account/sessions", () => {
  it("lists the owner's live sessions by browser in plain words, this one marked, no secret shown", async () => {
    const owner = await createOwner(t);
    const phone = await signInElsewhere(owner, FIREFOX_ON_LINUX);
    const here = await signInElsewhere(owner, CHROME_ON_WINDOWS);
    const listed = await here.get("/api/account/sessions");
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json() as { sessions: { id: string; device: string; current: boolean }[] };
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual([
      "Chrome on Windows",
    ]);
    expect(sessions.map((session) => session.device)).toContain("Firefox on Linux");
    // Neither the cookie's id nor its hash is shown: only a public id.
    expect(listed.body).not.toContain(owner.cookie.split("=")[1]);
    expect(Object.keys(sessions[0]!).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    expect((await phone.get("/api/account/sessions")).json().sessions).toHaveLength(3);
  });

  it("answers 401 when signed out", async () => {
    expect((await signedOut("/api/account/sessions")).statusCode).toBe(401);
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  it("signs out the chosen session at once and leaves this one signed in", async () => {
    const owner = await createOwner(t);
    const other = await signInElsewhere(owner);
    const { sessions } = (await owner.get("/api/account/sessions")).json();
    const otherId = sessions.find((session: { current: boolean }) => !session.current).id;
    // The other browser has been seen, so this instance remembers its session.
    expect((await other.get("/api/auth/me")).statusCode).toBe(200);
    const ended = await owner.delete(`/api/account/sessions/${otherId}`);
    expect(ended.statusCode).toBe(200);
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
    expect((await owner.get("/api/account/sessions")).json().sessions).toHaveLength(1);
    expect((await owner.delete(`/api/account/sessions/${otherId}`)).statusCode).toBe(404);
  });

  it("cannot end another owner's session: 404, and that session stays signed in", async () => {
    const owner = await createOwner(t);
    const stranger = await createOwner(t);
    const strangersId = (await stranger.get("/api/account/sessions")).json().sessions[0].id;
    const attempt = await owner.delete(`/api/account/sessions/${strangersId}`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ error: "This session has already ended." });
    expect((await stranger.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("refuses an id that is not a session's, and signed-out callers", async () => {
    const owner = await createOwner(t);
    const malformed = await owner.delete("/api/account/sessions/not-a-session");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain("Unknown session.");
    const someId = (await owner.get("/api/account/sessions")).json().sessions[0].id;
    expect((await signedOut(`/api/account/sessions/${someId}`, "DELETE")).statusCode).toBe(401);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
  });
});

describe("POST /api/account/sessions/end-all", () => {
  it("signs out every session, this browser included", async () => {
    const owner = await createOwner(t);
    const other = await signInElsewhere(owner);
    const ended = await owner.post("/api/account/sessions/end-all");
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((cookie) => cookie.name === "sb_session")?.value).toBe("");
    expect((await owner.get("/api/auth/me")).statusCode).toBe(401);
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect((await signedOut("/api/account/sessions/end-all", "POST")).statusCode).toBe(401);
  });
});

describe("POST /api/account/password", () => {
  it("changes the password, ends every other session but this one, and mails a notice", async () => {
    const owner = await createOwner(t);
    const other = await signInElsewhere(owner);
    const changed = await owner.post("/api/account/password", {
      currentPassword: owner.password,
      newPassword: "a brand new passphrase",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().endedSessions).toBe(1);
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
    const oldLogin = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: owner.username, password: owner.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signInElsewhere(owner, CHROME_ON_WINDOWS, "a brand new passphrase");
    const notice = (await readOutbox(t.outboxDir)).find(
      (mail) => mail.to === owner.email && mail.subject === "Your Switchboard password was changed",
    );
    expect(notice).toBeDefined();
    expect(textPartOf(notice!)).toContain("We signed you out everywhere else (1 session)");
    // The same mail as after a reset by link: what to do if the change was not the owner's.
    expect(textPartOf(notice!)).toContain("If this wasn't you");
    expect(textPartOf(notice!)).toMatch(/https?:\/\/[^ ]+\/reset-password/);
  });

  it.each([
    [{ currentPassword: "wrong password", newPassword: "a brand new passphrase" }, "currentPassword", 400],
    [{ newPassword: "a brand new passphrase" }, "currentPassword", 400],
    [{ currentPassword: "correct horse battery", newPassword: "short" }, "newPassword", 400],
    [{ currentPassword: "correct horse battery", newPassword: "x".repeat(129) }, "newPassword", 400],
    [{ currentPassword: "correct horse battery", newPassword: "password123" }, "newPassword", 400],
    [{ currentPassword: "correct horse battery", newPassword: "correct horse battery" }, "newPassword", 400],
  ])("refuses %j under the field %s, and the password stays", async (payload, field, status) => {
    const owner = await createOwner(t);
    const refused = await owner.post("/api/account/password", payload);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().field).toBe(field);
    await signInElsewhere(owner);
  });

  it("refuses unknown fields and signed-out callers", async () => {
    const owner = await createOwner(t);
    const extra = await owner.post("/api/account/password", {
      currentPassword: owner.password,
      newPassword: "a brand new passphrase",
      email: "someone@example.com",
    });
    expect(extra.statusCode).toBe(400);
    const anonymous = await signedOut("/api/account/password", "POST", {
      currentPassword: owner.password,
      newPassword: "a brand new passphrase",
    });
    expect(anonymous.statusCode).toBe(401);
    await signInElsewhere(owner);
  });

  it("stops guessing the current password after 5 wrong tries", async () => {
    const owner = await createOwner(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await owner.post("/api/account/password", {
        currentPassword: `wrong password ${attempt}`,
        newPassword: "a brand new passphrase",
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await owner.post("/api/account/password", {
      currentPassword: owner.password,
      newPassword: "a brand new passphrase",
    });
    expect(blocked.statusCode).toBe(429);
  });
});

/** An owner with a card saved by a top-up, an agent, a saved chat and a finished test call. */
async function ownerWithData() {
  const owner = await createOwner(t);
  await owner.post("/api/update-profile", { firstName: "Dana", lastName: "Smiles" });
  await topUpWithCard(t, owner, 50);
  const agent = await createAgent(t, owner, FLORIST);
  await owner.post("/api/conversations", {
    sessionId: uniqueName("chat"),
    messages: [
      { id: "1", role: "user", content: "I run a florist in Las Vegas", timestamp: new Date().toISOString() },
    ],
  });
  const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
  await owner.post(`/api/test-calls/${started.call.id}/turn`, {
    text: "My name is Peter Park, my number is 702 555 0111, please call me back about a wedding bouquet",
  });
  t.clock.advance(61_000);
  await owner.post(`/api/test-calls/${started.call.id}/end`);
  return { owner, agent, callId: started.call.id as string };
}

describe("GET /api/account/export", () => {
  it("downloads the owner's data as a JSON file, and nothing of another owner", async () => {
    const { owner, agent, callId } = await ownerWithData();
    const stranger = await createOwner(t);
    await grantDollars(t, stranger.username, 30);
    await createAgent(t, stranger, { ...FLORIST, businessName: "Stranger's Bakery" });

    const exported = await owner.get("/api/account/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="switchboard-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.json();
    expect(data.profile).toMatchObject({ username: owner.username, email: owner.email, firstName: "Dana" });
    expect(data.agents.map((row: { id: string }) => row.id)).toEqual([agent.id]);
    expect(data.conversations[0].messages[0].content).toBe("I run a florist in Las Vegas");
    const call = data.calls.find((row: { id: string }) => row.id === callId);
    expect(call.transcript.map((turn: { text: string }) => turn.text).join(" ")).toContain("Peter Park");
    expect(call.message).toMatchObject({ callerName: expect.stringContaining("Peter") });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ purpose: "top_up", amount: 50 });
    expect(data.ledger.map((row: { kind: string }) => row.kind)).toEqual(
      expect.arrayContaining(["top_up", "agent_creation", "call_usage"]),
    );
    const ledgerSum = data.ledger.reduce((total: number, row: { amount: number }) => total + row.amount, 0);
    expect(ledgerSum).toBeCloseTo(data.balance.balance, 2);
    expect(data.notificationSettings).toHaveProperty("weeklyReports");
    expect(data.autoRecharge).toMatchObject({ enabled: true, limit: 10 });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(exported.body).not.toContain(stranger.email);
    expect(exported.body).not.toContain("Stranger's Bakery");
    expect(exported.body).not.toMatch(/passwordHash|idHash|keyHash|engineState/);
  });

  it("answers 401 when signed out", async () => {
    expect((await signedOut("/api/account/export")).statusCode).toBe(401);
  });
});

describe("POST /api/account/delete", () => {
  it("releases numbers, detaches cards, removes personal data and keeps an anonymous ledger that adds up", async () => {
    const { owner, agent } = await ownerWithData();
    const other = await signInElsewhere(owner);
    const before = await userRowOf(owner.username);
    const customerId = before.paymentCustomerId!;
    expect(await t.integrations.payments.listSavedCards(customerId)).toHaveLength(1);

    const deleted = await owner.post("/api/account/delete", {
      confirmation: "DELETE",
      password: owner.password,
    });
    expect(deleted.statusCode).toBe(200);
    tombstoneIds.push(before.id);
    expect(deleted.cookies.find((cookie) => cookie.name === "sb_session")?.value).toBe("");

    expect(releasedNumbers).toContain(agent.phoneNumber);
    expect(await t.integrations.payments.listSavedCards(customerId)).toEqual([]);
    const db = t.database.db;
    expect(await db.select().from(agents).where(eq(agents.userId, before.id))).toEqual([]);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(401);
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(401);

    const [tombstone] = await db.select().from(users).where(eq(users.id, before.id));
    expect(tombstone).toMatchObject({
      username: `deleted-${before.id}`,
      email: `deleted-${before.id}@deleted.invalid`,
      firstName: null,
      lastName: null,
      profilePicture: null,
      paymentCustomerId: null,
    });
    expect(tombstone!.deletedAt).not.toBeNull();
    const [{ total } = { total: null }] = await db
      .select({ total: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, before.id));
    const [balance] = await db.select().from(balances).where(eq(balances.userId, before.id));
    expect(Number(total)).toBe(balance!.balanceCents);
    // The descriptions are the ledger's only words; ids and references are random and may hold any digits.
    const ledgerWords = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, before.id)))
      .map((row) => row.description)
      .join("\n");
    expect(ledgerWords).not.toMatch(/Dana|Peter|702|555/);
    const paid = await db.select().from(payments).where(eq(payments.userId, before.id));
    expect(paid.map((row) => row.email)).toEqual([null]);

    const farewell = (await readOutbox(t.outboxDir)).find(
      (mail) => mail.to === owner.email && mail.subject === "Your Switchboard account has been deleted",
    );
    expect(farewell).toBeDefined();
    expect(textPartOf(farewell!)).toContain("Hi Dana,");
    // A deleted account is mailed nothing more.
    expect(
      await t.app.services.notifications.notify(before.id, "weeklyReports", () => ({
        to: "nobody@example.com",
        subject: "",
        text: "",
        html: "",
      })),
    ).toBe("disabled");

    // The email and the username are free again.
    const again = await t.request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { username: owner.username, email: owner.email, password: "another fine passphrase" },
    });
    expect(again.statusCode).toBe(201);
  });

  it.each([
    [{ confirmation: "delete", password: "correct horse battery" }, "confirmation"],
    [{ confirmation: "DELETE" }, "password"],
    [{ confirmation: "DELETE", password: "not my password" }, "password"],
    [{ password: "correct horse battery" }, "confirmation"],
  ])("refuses %j under the field %s and deletes nothing", async (payload, field) => {
    const owner = await createOwner(t);
    const refused = await owner.post("/api/account/delete", payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe(field);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("answers 401 when signed out", async () => {
    const anonymous = await signedOut("/api/account/delete", "POST", {
      confirmation: "DELETE",
      password: "correct horse battery",
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("deletes nothing when the carrier cannot release a number, and works when asked again", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, FLORIST);
    carrierDown = true;
    try {
      const failed = await owner.post("/api/account/delete", {
        confirmation: "DELETE",
        password: owner.password,
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error).toMatch(/nothing was deleted/);
    } finally {
      carrierDown = false;
    }
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
    expect((await owner.get("/api/active-bots")).json().map((row: { id: string }) => row.id)).toEqual([
      agent.id,
    ]);
    const { id } = await userRowOf(owner.username);
    const retried = await owner.post("/api/account/delete", {
      confirmation: "DELETE",
      password: owner.password,
    });
    expect(retried.statusCode).toBe(200);
    tombstoneIds.push(id);
    expect(releasedNumbers).toContain(agent.phoneNumber);
  });
});

// Every instance remembers the sessions it has seen; ending one on any instance must reach them all.
describe.runIf(process.env.DATABASE_URL)("sessions ended on one instance", () => {
  const elsewhere = {} as Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    Object.assign(elsewhere, await createTestApp());
  });
  afterAll(async () => {
    await elsewhere.app.close();
    await elsewhere.database.close();
  });

  /** Whether the other instance still signs this cookie in, asked until it stops or time runs out. */
  async function stillSignedInElsewhere(cookie: string): Promise<boolean> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const me = await elsewhere.request({ method: "GET", url: "/api/auth/me", cookie });
      if (me.statusCode === 401) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  it("are forgotten by the other instances: one ended by id, the rest by a password change or everywhere", async () => {
    const owner = await createOwner(t);
    const phone = await signInElsewhere(owner);
    const laptop = await signInElsewhere(owner);
    const [phoneCookie, laptopCookie] = [phone.cookie, laptop.cookie];
    // The other instance has seen every session, so it remembers them.
    for (const cookie of [owner.cookie, phoneCookie, laptopCookie]) {
      expect((await elsewhere.request({ method: "GET", url: "/api/auth/me", cookie })).statusCode).toBe(200);
    }
    const listed = (await phone.get("/api/account/sessions")).json().sessions;
    const phoneId = listed.find((session: { current: boolean }) => session.current).id;
    await owner.delete(`/api/account/sessions/${phoneId}`);
    expect(await stillSignedInElsewhere(phoneCookie)).toBe(false);

    await owner.post("/api/account/password", {
      currentPassword: owner.password,
      newPassword: "one more passphrase",
    });
    expect(await stillSignedInElsewhere(laptopCookie)).toBe(false);
    expect(
      (await elsewhere.request({ method: "GET", url: "/api/auth/me", cookie: owner.cookie })).statusCode,
    ).toBe(200);

    await owner.post("/api/account/sessions/end-all");
    expect(await stillSignedInElsewhere(owner.cookie)).toBe(false);
  });
});
