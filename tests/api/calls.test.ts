import { eq } from "drizzle-orm";
import twilio from "twilio";
import { describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { readOutbox, textPartOf } from "../support/outbox";
import {
  createAgent,
  createOwner,
  grantDollars,
  type Owner,
  testAppForFile,
  topUpWithCard,
} from "../support/test-app";
import { managerAt } from "../support/transfer-targets";
import {
  TWILIO_TEST_AUTH_TOKEN as AUTH_TOKEN,
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_TEST_PUBLIC_URL as PUBLIC_URL,
  TWILIO_SIGNED_ENV,
  twilioPost,
} from "../support/twilio-webhooks";

const t = testAppForFile(
  // The speech <Gather> webhooks (tests/api/voice-relay.test.ts covers ConversationRelay).
  { ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" },
  OFFLINE_TELEPHONY,
);

const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Desert Bloom AI Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
  customHours: "9:00 AM - 6:00 PM",
  customHoursEnabled: true,
};

/** A new owner given `dollars` and then charged $25 for a florist's agent on a 702 number. */
async function ownerWithAgent(dollars: number) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, dollars);
  return { owner, agent: await createAgent(t, owner, FLORIST) };
}

const startTestCall = async (owner: Owner, agentId: string) =>
  (await owner.post("/api/test-calls", { agentId })).json();

const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;

describe("Twilio voice webhooks", () => {
  it("answers a call with the agent's greeting and a speech Gather in its voice, then takes turns", async () => {
    const { owner, agent } = await ownerWithAgent(30);
    const callSid = newCallSid();
    const incoming = await twilioPost(t, "/api/voice/incoming", {
      CallSid: callSid,
      From: "+17025550111",
      To: agent.phoneNumber,
    });
    expect(incoming.statusCode).toBe(200);
    expect(incoming.headers["content-type"]).toContain("text/xml");
    expect(incoming.body).toContain('<Gather input="speech"');
    expect(incoming.body).toContain(`action="${PUBLIC_URL}/api/voice/turn"`);
    expect(incoming.body).toContain('voice="Polly.Joanna" language="en-US"');
    expect(incoming.body).toMatch(/Desert Bloom/);

    const turn = await twilioPost(t, "/api/voice/turn", {
      CallSid: callSid,
      SpeechResult: "What are your hours?",
    });
    expect(turn.statusCode).toBe(200);
    expect(turn.body).toMatch(/9(:00)? ?AM|9 a\.m\./i);

    const status = await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "75",
    });
    expect(status.statusCode).toBe(200);
    const log = (await owner.get("/api/calls")).json();
    expect(log.total).toBe(1);
    const call = log.calls[0];
    expect(call).toMatchObject({
      source: "phone",
      callerNumber: "+17025550111",
      status: "completed",
      durationSeconds: 75,
    });
    const detail = (await owner.get(`/api/calls/${call.id}`)).json();
    expect(detail.transcript.map((turn: { speaker: string }) => turn.speaker)).toEqual([
      "agent",
      "caller",
      "agent",
    ]);
    // Twilio says 75 seconds: two started minutes of 1 cent voice + 10 cents AI.
    expect(detail.cost).toMatchObject({ voice: 0.02, ai: 0.2, total: 0.22 });
    expect(await balanceOf(owner)).toBeCloseTo(30 - 25 - 0.22, 2);
  });

  it("mails the owner a message they can read: first name, national numbers, local time, a link", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    await owner.post("/api/update-profile", { firstName: "Dana", lastName: "Reyes" });
    const agent = await createAgent(t, owner, { ...FLORIST, timezone: "America/Los_Angeles" });
    const callSid = newCallSid();
    await twilioPost(t, "/api/voice/incoming", {
      CallSid: callSid,
      From: "+17025550111",
      To: agent.phoneNumber,
    });
    for (const words of [
      "Can I talk to a real person?",
      "my name is Peter Park",
      "No",
      "It's 718 555 0199",
      "Please call me about my wedding bouquet",
    ]) {
      await twilioPost(t, "/api/voice/turn", { CallSid: callSid, SpeechResult: words });
    }
    await twilioPost(t, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "90",
    });
    const call = (await owner.get("/api/calls")).json().calls[0];
    const mail = (await readOutbox(t.outboxDir)).find(
      (m) => m.to === owner.email && m.subject === "New message for Desert Bloom Florist from Peter Park",
    );
    expect(mail).toBeDefined();
    const text = textPartOf(mail!);
    expect(text).toMatch(/^Hi Dana,$/m);
    expect(text).toContain("Desert Bloom AI Assistant, your agent for Desert Bloom Florist, took a message:");
    expect(text).toContain("Call back on: (718) 555-0199");
    // Said without its country code, the number is stored in E.164, read in the agent's country.
    const detail = (await owner.get(`/api/calls/${call.id}`)).json();
    expect(detail.message.callbackNumber).toBe("+17185550199");
    // The agent's clock in Las Vegas, not the server's UTC timestamp.
    expect(text).toMatch(
      /^The call came from \(702\) 555-0111 on \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T\.$/m,
    );
    expect(text).not.toContain(call.startedAt);
    expect(text).toContain(`See the call in Switchboard: ${PUBLIC_URL}/calls?call=${call.id}`);
  });

  it("accepts Twilio's signature, and refuses a wrong, missing or other-URL signature with 403", async () => {
    const params = { CallSid: newCallSid(), From: "+17025550112", To: "+17025550100" };
    expect((await twilioPost(t, "/api/voice/incoming", params)).statusCode).toBe(200);
    expect(
      (await twilioPost(t, "/api/voice/status", { ...params, CallStatus: "completed" })).statusCode,
    ).toBe(200);
    expect(
      (await twilioPost(t, "/api/voice/incoming", params, "bm90IHRoZSByaWdodCBzaWduYXR1cmU=")).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/voice/incoming",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(params).toString(),
    });
    expect(missing.statusCode).toBe(403);
    const signedForOtherUrl = twilio.getExpectedTwilioSignature(
      AUTH_TOKEN,
      "https://elsewhere.example.com/api/voice/incoming",
      params,
    );
    expect((await twilioPost(t, "/api/voice/incoming", params, signedForOtherUrl)).statusCode).toBe(403);
  });

  it("tells a caller of an unknown number that it is not in service, and hangs up", async () => {
    const response = await twilioPost(t, "/api/voice/incoming", {
      CallSid: newCallSid(),
      From: "+1",
      To: "+17025550199",
    });
    expect(response.body).toContain("not in service");
    expect(response.body).toContain("<Hangup/>");
  });

  it("answers a paused agent's caller with a short sentence and a hang-up", async () => {
    const { owner, agent } = await ownerWithAgent(25); // leaves $0: the agent pauses
    const list = await owner.get("/api/active-bots");
    expect(list.json()[0].status).toBe("paused");
    const response = await twilioPost(t, "/api/voice/incoming", {
      CallSid: newCallSid(),
      From: "+17025550113",
      To: agent.phoneNumber,
    });
    expect(response.body).toContain("can't take calls right now");
    expect(response.body).toContain("<Hangup/>");
    const mails = await readOutbox(t.outboxDir);
    expect(
      mails.filter((m) => m.to === owner.email && m.subject.startsWith("Your balance is empty")),
    ).toHaveLength(1);
    // A top-up brings the agent back.
    await topUpWithCard(t, owner, 10);
    expect((await owner.get("/api/active-bots")).json()[0].status).toBe("active");
  });
});

describe("test calls in the browser", () => {
  it("talks with the agent, bills like a phone call and ends in the call log", async () => {
    const { owner, agent } = await ownerWithAgent(26);
    const started = await owner.post("/api/test-calls", { agentId: agent.id });
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body.say.length).toBeGreaterThan(0);
    expect(body.voice).toBe("female");
    const callId = body.call.id;
    const turn = await owner.post(`/api/test-calls/${callId}/turn`, { text: "Where are you located?" });
    expect(turn.statusCode).toBe(200);
    expect(turn.json().call.transcript).toHaveLength(3);
    t.clock.advance(61_000);
    await owner.post(`/api/test-calls/${callId}/turn`, { text: "Thanks" });
    const ended = await owner.post(`/api/test-calls/${callId}/end`);
    expect(ended.json().call.status).toBe("completed");
    // Two started minutes: 2 x (1 + 10) cents.
    expect(ended.json().call.cost.total).toBeCloseTo(0.22, 2);
    expect(ended.json().balance).toBeCloseTo(0.78, 2);
  });

  it("tells whom a typed call would be put through to, without dialling, and ends the call", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 26);
    const agent = await createAgent(t, owner, {
      ...FLORIST,
      ...managerAt("+16025550100"),
    });
    const started = await startTestCall(owner, agent.id);
    const turn = await owner.post(`/api/test-calls/${started.call.id}/turn`, {
      text: "Could I talk to a real person please?",
    });
    expect(turn.json()).toMatchObject({
      say:
        "I'll put you through to the Manager now, one moment. Would now ring Manager at +1 602 555 0100, who would hear: " +
        "A caller is calling Desert Bloom Florist and says: Could I talk to a real person please?",
      ended: true,
      call: { status: "completed" },
    });
  });

  it("ends a call whose charges empty the balance, and records what was not covered", async () => {
    const { owner, agent } = await ownerWithAgent(25.15);
    const started = await startTestCall(owner, agent.id);
    t.clock.advance(60_500);
    const turn = await owner.post(`/api/test-calls/${started.call.id}/turn`, { text: "What do you sell?" });
    expect(turn.json(), JSON.stringify(turn.json().call.cost)).toMatchObject({ ended: true });
    expect(turn.json().balance).toBe(0);
    expect(turn.json().call.cost.unpaid).toBeCloseTo(0.07, 2);
    expect((await owner.get("/api/active-bots")).json()[0].status).toBe("paused");
  });

  it("refuses someone else's agent and call, a paused agent, and signed-out callers", async () => {
    const { owner, agent } = await ownerWithAgent(30);
    const stranger = await createOwner(t);
    expect((await stranger.post("/api/test-calls", { agentId: agent.id })).statusCode).toBe(404);
    const started = await startTestCall(owner, agent.id);
    expect((await stranger.post(`/api/test-calls/${started.call.id}/turn`, { text: "hi" })).statusCode).toBe(
      404,
    );
    expect((await stranger.get(`/api/calls/${started.call.id}`)).statusCode).toBe(404);
    expect(
      (await t.request({ method: "POST", url: "/api/test-calls", payload: { agentId: agent.id } }))
        .statusCode,
    ).toBe(401);
    const empty = await owner.post(`/api/test-calls/${started.call.id}/turn`, { text: " " });
    expect(empty.statusCode).toBe(400);
  });
});

describe("abandoned calls", () => {
  it("ends a test call left silent for 10 minutes, billed to its last words", async () => {
    const { owner, agent } = await ownerWithAgent(30);
    const started = await startTestCall(owner, agent.id);
    t.clock.advance(9 * 60_000);
    expect(await t.app.services.calls.finishAbandonedCalls()).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.calls.finishAbandonedCalls()).toBeGreaterThanOrEqual(1);
    const call = (await owner.get(`/api/calls/${started.call.id}`)).json();
    expect(call.status).toBe("completed");
    expect(call.cost.total).toBeCloseTo(0.11, 2);
    expect(call.durationSeconds).toBe(0);
  });
});

describe("the call log", () => {
  it("pages, filters by agent, and sums the last 30 days per agent", async () => {
    const owner = await createOwner(t);
    await owner.post("/api/upgrade-with-balance", { amount: 25 });
    await grantDollars(t, owner.username, 100);
    const first = await createAgent(t, owner, FLORIST);
    const second = await createAgent(t, owner, {
      ...FLORIST,
      businessName: "Second Shop",
      agentName: "Second AI Assistant",
    });
    for (const agent of [first, first, second]) {
      const started = await startTestCall(owner, agent.id);
      await owner.post(`/api/test-calls/${started.call.id}/end`);
    }
    const page = (await owner.get("/api/calls?pageSize=2&page=1")).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.calls).toHaveLength(2);
    const filtered = (await owner.get(`/api/calls?agentId=${first.id}`)).json();
    expect(filtered.total).toBe(2);
    const stats = (await owner.get("/api/calls/stats")).json();
    const firstStats = stats.agents.find((row: { agentId: string }) => row.agentId === first.id);
    expect(firstStats).toMatchObject({ calls: 2, minutes: 2, spending: 0.22 });
    expect(stats.daily.reduce((sum: number, day: { calls: number }) => sum + day.calls, 0)).toBe(3);
    expect((await owner.get("/api/calls?pageSize=500")).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/calls" })).statusCode).toBe(401);
  });
});

describe("API keys", () => {
  it("lets a plus subscriber read agents and calls with a bearer key, shown once and revocable", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 60);
    await owner.post("/api/upgrade-with-balance", { amount: 25 });
    const agent = await createAgent(t, owner, FLORIST);
    const created = await owner.post("/api/api-keys", { name: "CRM" });
    expect(created.statusCode).toBe(201);
    const { secret, apiKey } = created.json();
    expect(secret).toMatch(/^sb_key_/);
    expect(apiKey.prefix).toBe(secret.slice(0, 13));
    const listed = (await owner.get("/api/api-keys")).json();
    expect(JSON.stringify(listed)).not.toContain(secret);

    const bearer = { authorization: `Bearer ${secret}` };
    const bots = await t.app.inject({ method: "GET", url: "/api/active-bots", headers: bearer });
    expect(bots.json().map((bot: { id: string }) => bot.id)).toEqual([agent.id]);
    expect((await t.app.inject({ method: "GET", url: "/api/calls", headers: bearer })).statusCode).toBe(200);
    // A key made without a scope only reads.
    expect(apiKey.scope).toBe("read");
    const kept = await t.app.inject({
      method: "DELETE",
      url: `/api/active-bots/${agent.id}`,
      headers: bearer,
    });
    expect(kept.statusCode).toBe(403);
    const writer = (await owner.post("/api/api-keys", { name: "Sync", scope: "write" })).json();
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/active-bots/${agent.id}`,
      headers: { authorization: `Bearer ${writer.secret}` },
    });
    expect(removed.statusCode).toBe(200);

    // A key of an account that is no longer on Plus is refused.
    await t.database.db
      .update(users)
      .set({ subscriptionPlan: "simple" })
      .where(eq(users.username, owner.username));
    const downgraded = await t.app.inject({ method: "GET", url: "/api/calls", headers: bearer });
    expect(downgraded.statusCode).toBe(403);

    await owner.delete(`/api/api-keys/${apiKey.id}`);
    expect((await t.app.inject({ method: "GET", url: "/api/active-bots", headers: bearer })).statusCode).toBe(
      401,
    );
  });

  it("refuses keys to the simple plan and unknown keys", async () => {
    const owner = await createOwner(t);
    const refused = await owner.post("/api/api-keys", { name: "x" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("API access is for Plus subscribers. Upgrade to Plus to use API keys.");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/calls",
      headers: { authorization: "Bearer sb_key_nothing" },
    });
    expect(unknown.statusCode).toBe(401);
    const empty = await owner.post("/api/api-keys", { name: " " });
    expect(empty.statusCode).toBe(400);
    const badScope = await owner.post("/api/api-keys", { name: "x", scope: "admin" });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json()).toEqual({ error: "A key's scope is read or write.", field: "scope" });
  });
});
