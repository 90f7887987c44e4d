import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { dayAfterTomorrowAt, ownerWithBook } from "../support/bookings";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";
import { managerAt } from "../support/transfer-targets";
import { newCallSid, OFFLINE_TELEPHONY, TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";
import {
  registerReceiver,
  sendingTo,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../support/webhook-receiver";

// What a phone call sends to the owner's webhooks: the call with its transcript and message when it
// ends, the message alone, and how a transfer went.

let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const toReceiver = sendingTo(receiver)!.adjustIntegrations!;
  t = await createTestApp(
    { ...TWILIO_SIGNED_ENV, VOICE_TRANSPORT: "gather" },
    { adjustIntegrations: (integrations) => toReceiver(OFFLINE_TELEPHONY.adjustIntegrations(integrations)) },
  );
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "305";
const CALLER = "+13055550123";
const MANAGER_NUMBER = "+13055550100";

const PLUMBER = {
  businessName: "Rapid Rooter Plumbing",
  businessCategory: "construction",
  agentName: "Max",
  agentPurpose: "Answer questions and take details of plumbing problems",
  ...managerAt(MANAGER_NUMBER),
};

type ReceivedEvent = { id: string; type: string; data: Record<string, unknown> };

/** A Plus owner's agent, its webhook registered at a path of its own, and a phone call to it. */
async function phoneCall() {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 55);
  const agent = await createAgent(t, owner, PLUMBER, AREA_CODE);
  const path = `/switchboard/${owner.username}`;
  await registerReceiver(t, owner, receiver.url.replace("/switchboard", path));
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, owner.username));
  const callSid = newCallSid();
  await twilioPost(t, "/api/voice/incoming", { CallSid: callSid, From: CALLER, To: agent.phoneNumber });
  return {
    callSid,
    says: (words: string) => twilioPost(t, "/api/voice/turn", { CallSid: callSid, SpeechResult: words }),
    hangsUp: () =>
      twilioPost(t, "/api/voice/status", { CallSid: callSid, CallStatus: "completed", CallDuration: "75" }),
    /** The events the owner's receiver got, once the worker passed. */
    received: async (): Promise<ReceivedEvent[]> => {
      await t.app.services.webhooks.queue.deliverDue({ userId: user!.id });
      return receiver.requests
        .filter((request) => request.url.pathname === path)
        .map((request) => JSON.parse(request.body) as ReceivedEvent);
    },
  };
}

describe("a call's events", () => {
  it("sends call.completed with the transcript and message, and message.taken, when the call ends", async () => {
    const call = await phoneCall();
    await call.says("Hi, I'd like to leave a message for the owner please");
    await call.says("Yeah it's Gloria Mendez");
    await call.says("no, use my cell, 305 555 0188");
    await call.hangsUp();
    const events = await call.received();
    const completed = events.find((event) => event.type === "call.completed")!;
    expect(completed.data.call).toMatchObject({
      callerNumber: CALLER,
      status: "completed",
      message: { callerName: "Gloria Mendez", callbackNumber: "+13055550188" },
    });
    expect(
      (completed.data.call as { transcript: { text: string }[] }).transcript.map((turn) => turn.text),
    ).toContain("Yeah it's Gloria Mendez");
    const taken = events.find((event) => event.type === "message.taken")!;
    expect(taken.data).toMatchObject({ callerNumber: CALLER, message: { callerName: "Gloria Mendez" } });
    expect(events.map((event) => event.type).sort()).toEqual(["call.completed", "message.taken"]);
  });
});

describe("a transfer's event", () => {
  const personLeg = () => ({ CallSid: newCallSid(), From: CALLER, To: MANAGER_NUMBER });

  it("sends transfer.completed when the person took the call, with how long they talked", async () => {
    const call = await phoneCall();
    await call.says("Can I talk to the manager please?");
    await twilioPost(t, `/api/voice/transfer-whisper?call=${call.callSid}`, personLeg());
    await twilioPost(t, `/api/voice/transfer-accept?call=${call.callSid}`, { ...personLeg(), Digits: "1" });
    await twilioPost(t, "/api/voice/transfer-result", {
      CallSid: call.callSid,
      DialCallStatus: "completed",
      DialCallDuration: "95",
    });
    const transfer = (await call.received()).find((event) => event.type === "transfer.completed")!;
    expect(transfer.data).toMatchObject({
      callerNumber: CALLER,
      transferNumber: MANAGER_NUMBER,
      transferLabel: "Manager",
      outcome: "answered",
      dialStatus: "completed",
      talkedSeconds: 95,
    });
  });

  it("sends transfer.completed when the line was busy, and the call's events once it ends", async () => {
    const call = await phoneCall();
    await call.says("Can I talk to the manager please?");
    await twilioPost(t, "/api/voice/transfer-result", { CallSid: call.callSid, DialCallStatus: "busy" });
    await call.hangsUp();
    const events = await call.received();
    expect(events.find((event) => event.type === "transfer.completed")!.data).toMatchObject({
      outcome: "not-answered",
      dialStatus: "busy",
      talkedSeconds: 0,
    });
    expect(events.map((event) => event.type)).toContain("call.completed");
  });
});

describe("a booking's events", () => {
  it("sends booking.created when the agent books and booking.cancelled when the owner cancels", async () => {
    const { owner, agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const path = `/switchboard/${owner.username}`;
    await registerReceiver(t, owner, receiver.url.replace("/switchboard", path), [
      "booking.created",
      "booking.cancelled",
    ]);
    const booked = await t.app.services.bookings.book({
      agentId,
      callerName: "Ana Ruiz",
      callerPhone: CALLER,
      start: dayAfterTomorrowAt(t, 10),
    });
    const cancelled = await owner.post(`/api/bookings/${booked.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    await t.app.services.webhooks.queue.deliverDue({ userId });
    const received = receiver.requests
      .filter((request) => request.url.pathname === path)
      .map((request) => JSON.parse(request.body) as ReceivedEvent);
    // Deliveries are sent side by side, so they may arrive in either order.
    const ofType = (type: string) => received.filter((event) => event.type === type);
    expect(received).toHaveLength(2);
    expect(ofType("booking.created")).toEqual([
      expect.objectContaining({
        data: {
          booking: expect.objectContaining({
            id: booked.id,
            callerName: "Ana Ruiz",
            callerPhone: CALLER,
            status: "booked",
          }),
        },
      }),
    ]);
    expect(ofType("booking.cancelled")).toEqual([
      expect.objectContaining({
        data: { booking: expect.objectContaining({ id: booked.id, status: "cancelled" }) },
      }),
    ]);
  });
});
