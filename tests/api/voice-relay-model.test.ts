import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SILENCE_PROMPT } from "../../src/server/services/call-control";
import { callOf, FLORIST, prompt, relayAppOnModel, ringingCall } from "../support/relay-calls";
import { TWILIO_SIGNED_ENV, twilioPost } from "../support/twilio-webhooks";

// A relay call whose agent runs on a model that streams its words: what Twilio is sent as they
// come, a caller speaking over them, a filler for a slow start, and what the metrics count.

const ENV = {
  ...TWILIO_SIGNED_ENV,
  VOICE_TRANSPORT: "relay",
  RELAY_SILENCE_MS: "200",
  RELAY_STATUS_WAIT_MS: "300",
};

describe("a call on the relay with a model that streams its words", () => {
  let relayApp: Awaited<ReturnType<typeof relayAppOnModel>>;
  beforeAll(async () => {
    relayApp = await relayAppOnModel(ENV);
  });
  afterAll(() => relayApp.close());
  it("sends the model's first words to Twilio while the model is still writing the rest", async () => {
    const firstTexts = await relayApp.seriesValue(
      'switchboard_turn_first_text_seconds_count{transport="relay"}',
    );
    const modelFirstTokens = await relayApp.seriesValue("switchboard_model_first_token_seconds_count");
    const modelWaited = await relayApp.seriesValue("switchboard_model_first_token_seconds_sum");
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([
      { waitMs: 300 },
      { text: "Sure, we deliver." },
      // Less than the filler's wait: a pause this long after a sentence is filled.
      { waitMs: 700 },
      { text: " Same day before noon." },
    ]);
    const sentAt = performance.now();
    relay.send(prompt("Do you deliver?"));
    const first = await relay.next();
    const firstAt = performance.now() - sentAt;
    expect(first).toEqual({ type: "text", token: "Sure, we deliver.", last: false });
    const rest = await relay.turn();
    const lastAt = performance.now() - sentAt;
    // The first words come with the model's first piece, well before its last.
    expect(firstAt).toBeGreaterThanOrEqual(290);
    expect(firstAt).toBeLessThan(900);
    expect(lastAt - firstAt).toBeGreaterThanOrEqual(600);
    expect(rest.messages.at(-1)).toEqual({ type: "text", token: "", last: true });
    const said = (first as { token: string }).token + rest.said;
    expect(said).toBe("Sure, we deliver. Same day before noon.");
    const transcript = (await callOf(owner)).transcript;
    expect(transcript.slice(1)).toMatchObject([
      { speaker: "caller", text: "Do you deliver?" },
      { speaker: "agent", text: said },
    ]);
    expect(await relayApp.seriesValue('switchboard_turn_first_text_seconds_count{transport="relay"}')).toBe(
      firstTexts + 1,
    );
    expect(await relayApp.seriesValue("switchboard_model_first_token_seconds_count")).toBe(
      modelFirstTokens + 1,
    );
    // The model's first piece came 300 ms after the request.
    const waited = (await relayApp.seriesValue("switchboard_model_first_token_seconds_sum")) - modelWaited;
    expect(waited).toBeGreaterThanOrEqual(0.29);
    expect(waited).toBeLessThan(0.9);
    relay.close();
  });

  it("stops the model when the caller speaks over it, and keeps only what the caller heard", async () => {
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([
      { text: "Yes, we deliver across town." },
      { waitMs: 3000 },
      { text: " Orders placed before noon arrive the same day." },
    ]);
    relay.send(prompt("Do you deliver?"));
    expect(await relay.next()).toEqual({ type: "text", token: "Yes, we deliver across town.", last: false });
    relay.send({
      type: "interrupt",
      utteranceUntilInterrupt: "Yes, we deliver",
      durationUntilInterruptMs: 900,
    });
    // The model's request is cancelled at once, not left to write the words nobody will hear.
    const cut = await Promise.race([
      relayApp.cutByClient.at(-1)!,
      new Promise<string>((resolve) => setTimeout(() => resolve("still streaming"), 1500)),
    ]);
    expect(cut).toBe(true);
    // Nothing more of the cut turn is said: what comes next is the question after silence.
    expect((await relay.turn()).said).toBe(SILENCE_PROMPT.english);
    const transcript = (await callOf(owner)).transcript;
    expect(transcript.slice(1, 3)).toMatchObject([
      { speaker: "caller", text: "Do you deliver?" },
      { speaker: "agent", text: "Yes, we deliver" },
    ]);
    // The call goes on on the model, which is told the words it sent before the caller cut in.
    relayApp.scripts.push([{ text: "You're welcome." }]);
    relay.send(prompt("Great, thanks"));
    expect((await relay.turn()).said).toBe("You're welcome.");
    const sent = JSON.parse(relayApp.model.requests.at(-1)!.body) as {
      messages: { role: string; content: string }[];
    };
    expect(sent.messages.slice(-3)).toMatchObject([
      { role: "user", content: "Do you deliver?" },
      { role: "assistant", content: "Yes, we deliver across town." },
      { role: "user", content: "Great, thanks" },
    ]);
    relay.close();
  });

  it("says a filler while the model is slow, then its words; only the words are in the transcript", async () => {
    const fillers = await relayApp.seriesValue("switchboard_fillers_spoken_total");
    const { owner, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    // Slower than the filler's 1.2 s, quicker than the 2 s after which a silent request is made again.
    relayApp.scripts.push([{ waitMs: 1600 }, { text: "We deliver every day." }]);
    const sentAt = performance.now();
    relay.send(prompt("Do you deliver on Sundays?"));
    const filler = await relay.next();
    const fillerAt = performance.now() - sentAt;
    expect(filler).toEqual({ type: "text", token: "One moment, please. ", last: false });
    expect(fillerAt).toBeLessThan(1700);
    const { said } = await relay.turn();
    expect(said).toBe("We deliver every day.");
    expect((await callOf(owner)).transcript[2]).toMatchObject({
      speaker: "agent",
      text: "We deliver every day.",
    });
    expect(await relayApp.seriesValue("switchboard_fillers_spoken_total")).toBe(fillers + 1);
    relay.close();
  });

  it("records the whole answer of a turn the caller hung up during, before the call ends", async () => {
    const { owner, callSid, relay } = await ringingCall(relayApp.on, FLORIST, "801");
    relayApp.scripts.push([
      { text: "Sure, we deliver." },
      { waitMs: 600 },
      { text: " Same day before noon." },
    ]);
    relay.send(prompt("Do you deliver?"));
    expect(await relay.next()).toMatchObject({ type: "text", token: "Sure, we deliver." });
    // Twilio reports the call over while the model is still writing the turn.
    const status = { CallSid: callSid, CallStatus: "completed", CallDuration: "30" };
    expect((await twilioPost(relayApp.on.app, "/api/voice/status", status)).statusCode).toBe(200);
    relay.close();
    const call = await callOf(owner);
    expect(call.status).toBe("completed");
    expect(call.transcript.slice(1)).toMatchObject([
      { speaker: "caller", text: "Do you deliver?" },
      { speaker: "agent", text: "Sure, we deliver. Same day before noon." },
    ]);
  });

  it("counts a turn the model failed, which the built-in engine answers", async () => {
    const failures = await relayApp.seriesValue("switchboard_model_failures_total");
    const { relay } = await ringingCall(relayApp.on, FLORIST, "801");
    // The request fails, and so does its retry.
    relayApp.scripts.push([{ error: "The server is overloaded." }], [{ error: "The server is overloaded." }]);
    relay.send(prompt("Do you deliver?"));
    const { said } = await relay.turn();
    expect(said).toMatch(/name/i);
    expect(await relayApp.seriesValue("switchboard_model_failures_total")).toBe(failures + 1);
    relay.close();
  });
});
