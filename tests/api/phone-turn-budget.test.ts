import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/server/db/schema";
import {
  type CalcomStandIn,
  startCalcomStandIn,
} from "../../src/server/integrations/calendars/calcom-stand-in";
import { localTimeIn } from "../../src/server/services/wall-clock";
import { dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { chatChunkEvent } from "../support/model-chunks";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// Twilio gives up on a voice webhook after 15 seconds. A model that never answers, or a calendar
// that answers slowly, still leaves the caller of a Gather call hearing the agent's polite
// sentence within 10 seconds.

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

describe("a phone turn that books in a slow Cal.com", () => {
  const ZONE = "America/New_York";
  const KEY = "cal_test_budget0123456789abcdef";
  const HAIRCUT = { id: 82, title: "Haircut", slug: "haircut", lengthInMinutes: 30 };
  const replies: StreamStep[][] = [];
  let scripted: HttpStandIn;
  let calendar: CalcomStandIn;
  let app: TestApp;
  beforeAll(async () => {
    scripted = await startHttpStandIn((_request, response) => streamSteps(response, replies.shift() ?? []));
    calendar = await startCalcomStandIn({
      accounts: [{ apiKey: KEY, timeZone: ZONE, eventTypes: [HAIRCUT] }],
    });
    // Cal.com's own timeout is left at its default (8 s): it is the turn that must not wait that long.
    app = await createTestApp(
      {
        ...TWILIO_SIGNED_ENV,
        VOICE_TRANSPORT: "gather",
        AI_BASE_URL: scripted.baseUrl,
        CALCOM_API_URL: calendar.baseUrl,
      },
      OFFLINE_TELEPHONY,
    );
  });
  afterAll(async () => {
    await app.close();
    await calendar.close();
    await scripted.close();
  });

  it("answers Twilio with the agent's apology within 10 seconds when each Cal.com request takes 4", async () => {
    const salon = await ownerWithBook(app, { areaCode: "305" });
    const connected = await salon.owner.put(`/api/active-bots/${salon.agentId}/calcom`, {
      apiKey: KEY,
      eventTypeId: HAIRCUT.id,
    });
    expect(connected.statusCode).toBe(200);
    const caller = "+13055550123";
    const callSid = newCallSid();
    await twilioPost(app, "/api/voice/incoming", { CallSid: callSid, From: caller, To: salon.agentNumber });
    const nine = dayAfterTomorrowAt(app, 9);
    const day = localTimeIn(ZONE, nine).date;
    // Free times (4 s), then the booking (4 s to make, 4 more to read back), then the read-back.
    replies.push(
      [{ toolCall: "find_open_times", args: { day, from: "09:00" } }],
      [{ toolCall: "book_appointment", args: { callerName: "Ana Lopez", start: nine.toISOString() } }],
      [{ text: "You're booked for nine." }],
    );
    calendar.answerAfter(4_000);

    const started = Date.now();
    const turn = await twilioPost(app, "/api/voice/turn", {
      CallSid: callSid,
      SpeechResult: "A haircut the day after tomorrow at nine, please, for Ana Lopez",
      From: caller,
      To: salon.agentNumber,
    });
    const tookMs = Date.now() - started;
    expect(turn.statusCode).toBe(200);
    expect(turn.body).toMatch(/sorry/i);
    expect(turn.body).toMatch(/message/i);
    expect(tookMs).toBeLessThan(10_000);
    // Nothing the caller was not told is kept as booked.
    expect(await app.database.db.select().from(bookings).where(eq(bookings.agentId, salon.agentId))).toEqual(
      [],
    );
  }, 20_000);
});
