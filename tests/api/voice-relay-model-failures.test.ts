import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RelayReply } from "../../src/shared/api/relay-messages";
import type { connectRelay } from "../support/fake-conversation-relay";
import {
  balanceOf,
  callOf,
  eventually,
  FLORIST,
  prompt,
  relayAppOnModel,
  ringingCall,
} from "../support/relay-calls";
import { TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// A relay call whose model fails: the caller is never left more than 3 seconds in silence (the
// pacing's defaults, docs/decisions/0020), a failed turn is answered by the built-in engine, which
// takes a message, the model is tried again on the next turn, and a line that drops mid-turn stops
// the turn, its model request too, and ends and bills the call once.

const STATUS_WAIT_MS = 300;
const ENV = {
  ...TWILIO_SIGNED_ENV,
  VOICE_TRANSPORT: "relay",
  RELAY_SILENCE_MS: "200",
  RELAY_STATUS_WAIT_MS: String(STATUS_WAIT_MS),
};
const MAX_SILENCE_MS = 3_000;
const FALLBACK =
  "I'm sorry, I'm having trouble right now. Let me take a message so Desert Bloom Florist can call you back. May I have your name, please?";

type Relay = Awaited<ReturnType<typeof connectRelay>>;
type Heard = { token: string; at: number };

/** The turn's words as Twilio was sent them, each with when (ms after `sentAt`), up to the last. */
async function timedTurn(relay: Relay, sentAt: number): Promise<Heard[]> {
  const heard: Heard[] = [];
  for (;;) {
    const message: RelayReply = await relay.next(15_000);
    if (message.type !== "text") continue;
    if (message.token) heard.push({ token: message.token, at: performance.now() - sentAt });
    if (message.last) return heard;
  }
}

/** The silences the caller sat through: from their words to the first piece, and between pieces. */
const silencesOf = (heard: Heard[]) => heard.map((piece, index) => piece.at - (heard[index - 1]?.at ?? 0));

describe("a call on the relay whose model fails", () => {
  let relayApp: Awaited<ReturnType<typeof relayAppOnModel>>;
  beforeAll(async () => {
    relayApp = await relayAppOnModel(ENV);
  });
  afterAll(() => relayApp.close());

  it("says the filler, then the apology within 3 s of it, when both tries of the model stall", async () => {
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([{ stall: true }], [{ stall: true }]);
    const cutBefore = relayApp.cutByClient.length;
    const sentAt = performance.now();
    relay.send(prompt("Do you deliver on Sundays?"));
    const heard = await timedTurn(relay, sentAt);

    expect(heard.map((piece) => piece.token).join("")).toBe(`One moment, please. ${FALLBACK}`);
    for (const silence of silencesOf(heard)) expect(silence).toBeLessThanOrEqual(MAX_SILENCE_MS);
    // Both requests were made, and both cancelled at the model.
    expect(await Promise.all(relayApp.cutByClient.slice(cutBefore))).toEqual([true, true]);
    expect((await callOf(owner)).transcript[2]).toMatchObject({ speaker: "agent", text: FALLBACK });
    relay.close();
  }, 20_000);

  it("apologises within 3 s of the last words when the model stops half-way through a sentence", async () => {
    const { relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([{ text: "We deliver across" }, { stall: true }], [{ stall: true }]);
    const sentAt = performance.now();
    relay.send(prompt("Do you deliver?"));
    const heard = await timedTurn(relay, sentAt);

    expect(heard.map((piece) => piece.token).join("")).toBe(`We deliver across ${FALLBACK}`);
    for (const silence of silencesOf(heard)) expect(silence).toBeLessThanOrEqual(MAX_SILENCE_MS);
    relay.close();
  }, 20_000);

  it("says the filler while a stalled request is made again, then the retry's words", async () => {
    const fillers = await relayApp.seriesValue("switchboard_fillers_spoken_total");
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([{ stall: true }], [{ text: "We deliver every day of the week." }]);
    const cutBefore = relayApp.cutByClient.length;
    const sentAt = performance.now();
    relay.send(prompt("Do you deliver on Sundays?"));
    const heard = await timedTurn(relay, sentAt);

    const [filler, ...words] = heard.map((piece) => piece.token);
    expect(filler).toBe("One moment, please. ");
    expect(words.join("")).toBe("We deliver every day of the week.");
    for (const silence of silencesOf(heard)) expect(silence).toBeLessThanOrEqual(MAX_SILENCE_MS);
    expect(await relayApp.cutByClient[cutBefore]).toBe(true);
    expect((await callOf(owner)).transcript[2]).toMatchObject({
      speaker: "agent",
      text: "We deliver every day of the week.",
    });
    expect(await relayApp.seriesValue("switchboard_fillers_spoken_total")).toBe(fillers + 1);
    relay.close();
  }, 20_000);

  it("takes the caller's message over the next turns when the model fails twice on each, and stores it", async () => {
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    const say = async (words: string) => {
      relayApp.scripts.push(
        [{ error: "The server is overloaded." }],
        [{ error: "The server is overloaded." }],
      );
      relay.send(prompt(words));
      return (await relay.turn()).said;
    };
    expect(await say("Do you deliver?")).toBe(FALLBACK);
    expect(await say("Ana Lee")).toMatch(/call you back on the number you're calling from/i);
    await say("Yes");
    expect(await say("Please call me back about a wedding order")).toMatch(
      /Thank you, Ana Lee\. I'll pass your message on/,
    );
    const call = await callOf(owner);
    expect(call.message).toMatchObject({
      callerName: "Ana Lee",
      callbackNumber: "+17025550111",
      reason: "Please call me back about a wedding order",
    });
    relay.close();
  }, 30_000);

  it("is answered by the model again on the turn after one the model failed", async () => {
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([{ error: "The server is overloaded." }], [{ error: "The server is overloaded." }]);
    relay.send(prompt("Do you deliver?"));
    expect((await relay.turn()).said).toBe(FALLBACK);

    relayApp.scripts.push([{ text: "Thanks, Ana. What number can we call you back on?" }]);
    relay.send(prompt("Ana Lee"));
    expect((await relay.turn()).said).toBe("Thanks, Ana. What number can we call you back on?");
    expect((await callOf(owner)).transcript.slice(3, 5)).toMatchObject([
      { speaker: "caller", text: "Ana Lee" },
      { speaker: "agent", text: "Thanks, Ana. What number can we call you back on?" },
    ]);
    relay.close();
  }, 20_000);

  it("finishes the turn when the line drops mid-turn, so the message it takes is kept; the call ends and is billed once", async () => {
    const { owner, callSid, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([
      { text: "Thanks, Ana." },
      { waitMs: 1_000 },
      { text: " I'll pass that on." },
      {
        toolCall: "take_message",
        args: { callerName: "Ana Lee", callbackNumber: "702 555 0147", reason: "Flowers for Sunday" },
      },
    ]);
    const cutBefore = relayApp.cutByClient.length;
    relay.send(prompt("This is Ana Lee, 702 555 0147, I'd like flowers delivered on Sunday"));
    expect(await relay.next()).toEqual({ type: "text", token: "Thanks, Ana.", last: false });
    relay.drop();

    // No one hears the rest, but the model is let finish: the message it takes is the caller's.
    expect(await relayApp.cutByClient[cutBefore]).toBe(false);
    const call = await eventually(
      () => callOf(owner),
      (read) => read.status === "completed",
    );
    expect(call.message).toMatchObject({ callerName: "Ana Lee", callbackNumber: "+17025550147" });
    expect(call.transcript.slice(1)).toMatchObject([
      { speaker: "caller", text: "This is Ana Lee, 702 555 0147, I'd like flowers delivered on Sunday" },
      { speaker: "agent", text: "Thanks, Ana." },
    ]);
    // One started minute: 1 cent of voice and 10 cents of AI, and a late status callback changes nothing.
    expect(call.cost).toMatchObject({ voice: 0.01, ai: 0.1, total: 0.11 });
    await twilioPost(relayApp.on.app, "/api/voice/status", {
      CallSid: callSid,
      CallStatus: "completed",
      CallDuration: "30",
    });
    expect(await balanceOf(owner)).toBeCloseTo(30 - 25 - 0.11, 2);
  }, 20_000);
});
