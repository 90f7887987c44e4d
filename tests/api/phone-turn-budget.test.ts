import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";

// Twilio gives up on a voice webhook after 15 seconds. A model that never answers still leaves the
// caller of a Gather call hearing the agent's polite sentence within 10 seconds.
const AUTH_TOKEN = "twilio-test-auth-token-0123456789";
const PUBLIC_URL = "https://switchboard.example.com";

let model: HttpStandIn;
let t: TestApp;
/** How the model behaves: it accepts a request and says nothing, or says a word every 3 s, never ending. */
let modelBehaviour: "silent" | "trickling" = "silent";
const trickles: NodeJS.Timeout[] = [];
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => {
    if (modelBehaviour === "silent") return;
    response.writeHead(200, { "content-type": "text/event-stream" });
    const word = (content: string) =>
      `data: ${JSON.stringify({
        id: "chatcmpl-trickle",
        object: "chat.completion.chunk",
        created: 1,
        model: "test-model",
        choices: [{ index: 0, delta: { content }, logprobs: null, finish_reason: null }],
      })}\n\n`;
    response.write(word("Let"));
    trickles.push(setInterval(() => response.write(word(" me")), 3_000));
  });
  t = await createTestApp(
    {
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: "test-key",
      TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      PUBLIC_URL,
      VOICE_TRANSPORT: "gather",
    },
    {
      // Numbers come from the offline catalogue; only the webhooks' signatures involve Twilio here.
      adjustIntegrations: (integrations) => ({
        ...integrations,
        telephony: createOfflineTelephony({
          smsOutboxDir: `${t?.outboxDir ?? "/tmp"}-sms`,
          log: () => undefined,
        }),
      }),
    },
  );
});
afterAll(async () => {
  for (const trickle of trickles) clearInterval(trickle);
  await t.close();
  await model.close();
});

function twilioPost(path: string, params: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

describe("a phone turn on a model that does not finish", () => {
  it.each([
    ["never answers", "silent", "b"],
    ["says a word every 3 seconds and never ends", "trickling", "c"],
  ] as const)(
    "answers Twilio with the agent's apology within 10 seconds when the model %s",
    async (_case, behaviour, sidLetter) => {
      modelBehaviour = behaviour;
      const owner = await createOwner(t);
      await grantDollars(t, owner.username, 30);
      const agent = await createAgent(
        t,
        owner,
        {
          businessName: "Harbor Dental",
          businessCategory: "healthcare",
          agentName: "Harbor Dental AI Assistant",
          agentPurpose: "Book appointment requests",
        },
        "415",
      );
      const callSid = `CA${sidLetter.repeat(32)}`;
      await twilioPost("/api/voice/incoming", {
        CallSid: callSid,
        From: "+17025550111",
        To: agent.phoneNumber,
      });
      const started = Date.now();
      const turn = await twilioPost("/api/voice/turn", {
        CallSid: callSid,
        SpeechResult: "Can I book a cleaning?",
      });
      const tookMs = Date.now() - started;
      expect(turn.statusCode).toBe(200);
      expect(turn.body).toMatch(/sorry/i);
      expect(tookMs).toBeLessThan(10_000);
    },
    20_000,
  );
});
