import twilio from "twilio";
import { describe, expect, it } from "vitest";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import { createAgent, createOwner, grantDollars, type Owner, testAppForFile } from "../support/test-app";

// OWASP ASVS 1.2/2.2: a NUL character or a lone surrogate in any text the server is sent is refused
// as a 400 naming the field, on every route, instead of failing in the database as a 500.
const AUTH_TOKEN = "twilio-test-auth-token-0123456789";
const PUBLIC_URL = "https://switchboard.example.com";

const t = testAppForFile(
  { TWILIO_ACCOUNT_SID: `AC${"2".repeat(32)}`, TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_URL },
  {
    adjustIntegrations: (integrations) => ({
      ...integrations,
      telephony: createOfflineTelephony({
        smsOutboxDir: `${t?.outboxDir ?? "/tmp"}-sms`,
        log: () => undefined,
      }),
    }),
  },
);

const NUL = "Dana\u0000";
const LONE_SURROGATE = "Dana\ud800";
const refusal = (field: string, named = field) => ({
  error: `${named} contains a character that is not allowed.`,
  field,
});

const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Desert Bloom AI Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
};

describe.each([
  ["a NUL character", NUL],
  ["a lone surrogate", LONE_SURROGATE],
])("%s in a request", (_what, text) => {
  it("is refused at sign-up and login, naming the field", async () => {
    const signup = await t.request({
      method: "POST",
      url: "/api/auth/signup",
      payload: { username: text, email: "dana@example.com", password: "correct horse battery" },
    });
    expect([signup.statusCode, signup.json()]).toEqual([400, refusal("username")]);
    const login = await t.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: `${text}@example.com`, password: "correct horse battery" },
    });
    expect([login.statusCode, login.json()]).toEqual([400, refusal("email")]);
  });

  it("is refused in the profile, an agent, a conversation, a support request and an API key, and nothing is kept", async () => {
    const owner = await createOwner(t);
    const profile = await owner.post("/api/update-profile", { firstName: text, lastName: "Diaz" });
    expect([profile.statusCode, profile.json()]).toEqual([400, refusal("firstName")]);
    expect((await owner.get("/api/auth/me")).json().user.firstName).toBeNull();

    const agent = await owner.post("/api/active-bots", {
      ...FLORIST,
      phoneNumber: "+17025550100",
      selectedCountry: "US",
      businessName: text,
    });
    expect([agent.statusCode, agent.json()]).toEqual([400, refusal("businessName")]);
    expect((await owner.get("/api/active-bots")).json()).toEqual([]);

    const conversation = await owner.post("/api/conversations", {
      sessionId: "hostile-text",
      messages: [{ id: "1", role: "user", content: text, timestamp: "t" }],
    });
    expect([conversation.statusCode, conversation.json()]).toEqual([
      400,
      refusal("messages", "messages.0.content"),
    ]);
    expect((await owner.get("/api/conversations/hostile-text")).statusCode).toBe(404);

    const support = await owner.post("/api/support-request", {
      name: owner.username,
      email: owner.email,
      issueType: "Other",
      message: text,
    });
    expect([support.statusCode, support.json()]).toEqual([400, refusal("message")]);

    const apiKey = await owner.post("/api/api-keys", { name: text });
    expect([apiKey.statusCode, apiKey.json()]).toEqual([400, refusal("name")]);
    expect((await owner.get("/api/api-keys")).json()).toEqual({ apiKeys: [] });
  });

  it("is refused in a test call's turn, and the call goes on", async () => {
    const owner: Owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, FLORIST);
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    const turn = await owner.post(`/api/test-calls/${started.call.id}/turn`, { text });
    expect([turn.statusCode, turn.json()]).toEqual([400, refusal("text")]);
    const next = await owner.post(`/api/test-calls/${started.call.id}/turn`, { text: "Are you open?" });
    expect(next.statusCode).toBe(200);
  });
});

// A lone surrogate cannot be percent-encoded (it arrives as U+FFFD), so URLs and forms carry only NUL.
describe("a NUL character outside a JSON body", () => {
  it("is refused in a query string and in the address", async () => {
    const owner = await createOwner(t);
    const query = await owner.get(`/api/phone-numbers/702?country=${encodeURIComponent(NUL)}`);
    expect([query.statusCode, query.json()]).toEqual([400, refusal("country")]);
    const address = await owner.get(`/api/conversations/${encodeURIComponent(NUL)}`);
    expect([address.statusCode, address.json()]).toEqual([400, refusal("sessionId")]);
  });

  it("is refused in Twilio's speech result", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(t, owner, FLORIST, "206");
    const callSid = `CA${Math.random().toString(16).slice(2).padEnd(32, "0").slice(0, 32)}`;
    const twilioPost = (path: string, params: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: path,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${path}`, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    const incoming = await twilioPost("/api/voice/incoming", {
      CallSid: callSid,
      From: "+17025550111",
      To: agent.phoneNumber,
    });
    expect(incoming.statusCode).toBe(200);
    const spoken = await twilioPost("/api/voice/turn", { CallSid: callSid, SpeechResult: NUL });
    expect([spoken.statusCode, spoken.json()]).toEqual([400, refusal("SpeechResult")]);
  });
});

describe("text that only looks unusual", () => {
  it("is kept: emoji (surrogate pairs), accents and other control characters", async () => {
    const owner = await createOwner(t);
    const profile = await owner.post("/api/update-profile", {
      firstName: "Dana 😀 Ünïcødé",
      lastName: "a\tb",
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ firstName: "Dana 😀 Ünïcødé", lastName: "a\tb" });
  });
});
