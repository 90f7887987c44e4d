import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { chatChunkEvent } from "../support/model-chunks";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// Twilio gives up on a voice webhook after 15 seconds. A model that never answers still leaves the
// caller of a Gather call hearing the agent's polite sentence within 10 seconds.

let model: HttpStandIn;
let t: TestApp;
/** How the model behaves: it accepts a request and says nothing, or says a word every 3 s, never ending. */
let modelBehaviour: "silent" | "trickling" = "silent";
const trickles: NodeJS.Timeout[] = [];
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => {
    if (modelBehaviour === "silent") return;
    response.writeHead(200, { "content-type": "text/event-stream" });
    const word = (content: string) => chatChunkEvent({ content });
    response.write(word("Let"));
    trickles.push(setInterval(() => response.write(word(" me")), 3_000));
  });
  t = await createTestApp(
    {
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: "test-key",
      ...TWILIO_SIGNED_ENV,
      VOICE_TRANSPORT: "gather",
    },
    OFFLINE_TELEPHONY,
  );
});
afterAll(async () => {
  for (const trickle of trickles) clearInterval(trickle);
  await t.close();
  await model.close();
});

describe("a phone turn on a model that does not finish", () => {
  it.each([
    ["never answers", "silent"],
    ["says a word every 3 seconds and never ends", "trickling"],
  ] as const)(
    "answers Twilio with the agent's apology within 10 seconds when the model %s",
    async (_case, behaviour) => {
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
      const callSid = newCallSid();
      await twilioPost(t, "/api/voice/incoming", {
        CallSid: callSid,
        From: "+17025550111",
        To: agent.phoneNumber,
      });
      const started = Date.now();
      const turn = await twilioPost(t, "/api/voice/turn", {
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
