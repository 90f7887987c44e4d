import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeCodeOfStatus,
  TEST_CALL_AGENT_PAUSED,
  TEST_CALL_LINE_TAKEN,
  TEST_CALL_RELAY_PATH,
} from "../../src/shared/api/contracts/calls";
import { connectLine, refusedUpgrade } from "../support/fake-conversation-relay";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import {
  createAgent,
  createOwner,
  createTestApp,
  grantDollars,
  type Owner,
  type TestApp,
  testAppForFile,
} from "../support/test-app";
import { managerAt } from "../support/transfer-targets";

// The browser's test call over ConversationRelay's messages: the app listens on a real port and
// the test plays the page's part over a real WebSocket, its handshake carrying the owner's session
// cookie and the page's origin as a browser's does.

const FLORIST = {
  businessName: "Desert Bloom Florist",
  businessCategory: "retail",
  agentName: "Desert Bloom AI Assistant",
  agentPurpose: "Answer questions about flowers and delivery",
  customHours: "9:00 AM - 6:00 PM",
  customHoursEnabled: true,
};

const t = testAppForFile();

type On = { app: TestApp; port: number };
let on: On;
beforeAll(async () => {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  on = { app: t, port: (t.app.server.address() as AddressInfo).port };
});

const lineUrl = (where: On, agentId: string) =>
  `ws://127.0.0.1:${where.port}${TEST_CALL_RELAY_PATH}?agentId=${encodeURIComponent(agentId)}`;
/** What a page of this site sends with its handshake. */
const pageHeaders = (where: On, cookie: string) => ({ cookie, origin: `http://127.0.0.1:${where.port}` });

async function ownerWithAgent(where: On = on, dollars = 30) {
  const owner = await createOwner(where.app);
  await grantDollars(where.app, owner.username, dollars);
  // An area code of this file's own: on a shared PostgreSQL, files running side by side would race
  // for the same first free number.
  return { owner, agent: await createAgent(where.app, owner, FLORIST, "602") };
}

const prompt = (voicePrompt: string) => ({ type: "prompt", voicePrompt, lang: "en-US", last: true });

/** A test call as the page opens it: the call named, then the agent's greeting, a sentence a token. */
async function openTestCall(where: On = on) {
  const { owner, agent } = await ownerWithAgent(where);
  const line = await connectLine(lineUrl(where, agent.id), pageHeaders(where, owner.cookie));
  const opened = await line.next();
  if (opened.type !== "call") throw new Error(`the line opened with ${JSON.stringify(opened)}`);
  const greeting = await line.turn();
  return { owner, agent, line, callId: opened.callId, greeting };
}

const callOf = async (owner: Owner, callId: string) => (await owner.get(`/api/calls/${callId}`)).json();
const spokenTurns = (call: { transcript: { speaker: string; text: string }[] }) =>
  call.transcript.map((turn) => [turn.speaker, turn.text]);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("opening a test call line", () => {
  it("refuses a handshake without the owner's session", async () => {
    const { agent } = await ownerWithAgent();
    expect(await refusedUpgrade(lineUrl(on, agent.id), { origin: `http://127.0.0.1:${on.port}` })).toBe(401);
  });

  it("refuses another site's page, even with the owner's cookie", async () => {
    const { owner, agent } = await ownerWithAgent();
    const crossSite = { cookie: owner.cookie, origin: "https://attacker.example" };
    expect(await refusedUpgrade(lineUrl(on, agent.id), crossSite)).toBe(403);
    // A browser always names the page's origin; a handshake naming none is not taken as this site's.
    expect(await refusedUpgrade(lineUrl(on, agent.id), { cookie: owner.cookie })).toBe(403);
    expect(await refusedUpgrade(lineUrl(on, agent.id), { ...crossSite, origin: "not an origin" })).toBe(403);
  });

  it("refuses another owner's agent and an agent id that is none", async () => {
    const { agent } = await ownerWithAgent();
    const stranger = await createOwner(t);
    expect(await refusedUpgrade(lineUrl(on, agent.id), pageHeaders(on, stranger.cookie))).toBe(404);
    expect(await refusedUpgrade(lineUrl(on, "not-an-id"), pageHeaders(on, stranger.cookie))).toBe(400);
  });

  it("names the call, then speaks the agent's greeting a sentence at a time, the last marked", async () => {
    const { owner, callId, greeting, line } = await openTestCall();
    expect(greeting.tokens.length).toBeGreaterThan(0);
    expect(greeting.messages.at(-1)).toMatchObject({ type: "text", last: true });
    expect(greeting.said).toMatch(/Desert Bloom/);
    const call = await callOf(owner, callId);
    expect(call).toMatchObject({ status: "in_progress", callerNumber: "browser" });
    expect(spokenTurns(call)).toEqual([["agent", greeting.said]]);
    line.close();
  });

  it("closes a paused agent's line with its own code and says why", async () => {
    const { owner, agent } = await ownerWithAgent(on, 25); // the agent's $25 leaves $0: it pauses
    const line = await connectLine(lineUrl(on, agent.id), pageHeaders(on, owner.cookie));
    const { code, reason } = await line.closed();
    expect(code).toBe(TEST_CALL_AGENT_PAUSED);
    expect(reason).toMatch(/paused/);
    expect((await owner.get("/api/calls")).json().calls).toEqual([]);
  });

  it("takes one line per owner: a second closes with its own code, and no typed call starts either", async () => {
    const { owner, agent, line, callId } = await openTestCall();
    const second = await connectLine(lineUrl(on, agent.id), pageHeaders(on, owner.cookie));
    const { code, reason } = await second.closed();
    expect(code).toBe(TEST_CALL_LINE_TAKEN);
    expect(reason).toMatch(/already open/);
    const typed = await owner.post("/api/test-calls", { agentId: agent.id });
    expect(typed.statusCode).toBe(409);
    // The first line goes on.
    line.send(prompt("What are your hours?"));
    expect((await line.turn()).said).toMatch(/9(:00)? ?AM|9 a\.m\./i);
    line.close();
    // Once it closes, the owner may call again.
    await eventually(
      async () => (await callOf(owner, callId)).status,
      (status) => status === "completed",
    );
    const again = await connectLine(lineUrl(on, agent.id), pageHeaders(on, owner.cookie));
    expect((await again.next()).type).toBe("call");
    again.close();
  });
});

describe("a test call on the line", () => {
  it("answers typed words in tokens, the last marked, and keeps both sides in the transcript", async () => {
    const { owner, callId, line, greeting } = await openTestCall();
    // Words still being spoken are no turn; only the whole prompt is answered.
    line.send({ ...prompt("What are your"), last: false });
    line.send(prompt("What are your hours?"));
    const { messages, said } = await line.turn();
    expect(messages.every((message) => message.type === "text" || message.type === "language")).toBe(true);
    expect(messages.at(-1)).toMatchObject({ type: "text", last: true });
    expect(said).toMatch(/9(:00)? ?AM|9 a\.m\./i);
    expect(spokenTurns(await callOf(owner, callId))).toEqual([
      ["agent", greeting.said],
      ["caller", "What are your hours?"],
      ["agent", said],
    ]);
    line.close();
  });

  it("keeps only what the owner heard when they spoke over the agent", async () => {
    const { owner, callId, line } = await openTestCall();
    line.send(prompt("Where are you located and what are your hours?"));
    const { said } = await line.turn();
    const heard = said.slice(0, Math.ceil(said.length / 2)).trim();
    line.send({ type: "interrupt", utteranceUntilInterrupt: heard, durationUntilInterruptMs: 1200 });
    line.send(prompt("Do you deliver?"));
    await line.turn();
    const texts = (await callOf(owner, callId)).transcript.map((turn: { text: string }) => turn.text);
    expect(texts[2]).toBe(heard);
    expect(texts[3]).toBe("Do you deliver?");
    line.close();
  });

  it("ignores frames that are not the caller's messages, and a setup naming a phone call", async () => {
    const { owner, callId, line } = await openTestCall();
    line.send("not json at all");
    line.send({ type: "prompt", last: true });
    line.send({ type: "prompt", voicePrompt: "a\u0000b" });
    line.send({
      type: "setup",
      sessionId: "VX1",
      callSid: "CA00000000000000000000000000000001",
      from: "+17025550111",
      to: "+17025550100",
    });
    expect(await line.quietFor(300)).toBe(true);
    line.send(prompt("Do you deliver?"));
    expect((await line.turn()).said.length).toBeGreaterThan(0);
    expect(spokenTurns(await callOf(owner, callId)).slice(1, 2)).toEqual([["caller", "Do you deliver?"]]);
    line.close();
  });

  it("closes the line with the typed call's sentence when a turn is longer than a typed turn may be", async () => {
    const { owner, callId, line } = await openTestCall();
    line.send(prompt("a ".repeat(600)));
    const { code, reason } = await line.closed();
    expect(code).toBe(closeCodeOfStatus(400));
    expect(reason).toBe("At most 1000 characters a turn.");
    const call = await eventually(
      () => callOf(owner, callId),
      (found) => found.status === "completed",
    );
    expect(spokenTurns(call).map(([speaker]) => speaker)).toEqual(["agent"]);
  });

  it("closes the line when a page sends turns faster than anyone talks, answering those it took", async () => {
    const { owner, callId, line } = await openTestCall();
    for (let sent = 0; sent < 20; sent++) line.send(prompt(`Do you deliver to zone ${sent}?`));
    const { code, reason } = await line.closed();
    expect(code).toBe(closeCodeOfStatus(429));
    expect(reason).toMatch(/too many turns/i);
    const call = await eventually(
      () => callOf(owner, callId),
      (found) => found.status === "completed",
    );
    const asked = spokenTurns(call).filter(([speaker]) => speaker === "caller");
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(5);
  });

  it("ends the call when the line closes: the call log shows it completed and billed", async () => {
    const { owner, callId, line } = await openTestCall();
    const before = (await owner.get("/api/balance")).json().balance as number;
    line.close();
    const call = await eventually(
      () => callOf(owner, callId),
      (found) => found.status === "completed",
    );
    expect(call.status).toBe("completed");
    expect(call.cost.total).toBeGreaterThan(0);
    // The first minute was billed when the agent answered; closing adds nothing for an empty call.
    expect((await owner.get("/api/balance")).json().balance).toBe(before);
  });

  it("closes the line after the agent's goodbye", async () => {
    const { owner, callId, line } = await openTestCall();
    line.send(prompt("That's all, thank you. Goodbye!"));
    const { said } = await line.turn();
    expect(said).toMatch(/bye/i);
    expect(await line.next()).toMatchObject({ type: "end" });
    // The server closes the line as Twilio would, and the call is over.
    expect((await line.closed()).code).toBe(1000);
    expect((await callOf(owner, callId)).status).toBe("completed");
  });

  it("shows whom the line would ring for a caller who asks for a person, without dialling, then closes", async () => {
    const owner = await createOwner(on.app);
    await grantDollars(on.app, owner.username, 30);
    const withManager = { ...FLORIST, ...managerAt("+16025550100") };
    const agent = await createAgent(on.app, owner, withManager, "602");
    const line = await connectLine(lineUrl(on, agent.id), pageHeaders(on, owner.cookie));
    await line.next();
    await line.turn();
    line.send(prompt("Can I speak to the manager about a wedding order?"));
    expect((await line.turn()).said).toBe("I'll put you through to the Manager now, one moment.");
    expect((await line.turn()).said).toBe(
      "Would now ring Manager at +1 602 555 0100, who would hear: A caller is calling Desert Bloom Florist and says: Can I speak to the manager about a wedding order?",
    );
    expect(await line.next()).toMatchObject({ type: "end" });
    expect((await line.closed()).code).toBe(1000);
  });
});

describe("a test call with a model that streams its words", () => {
  const scripts: StreamStep[][] = [];
  let model: HttpStandIn;
  let streaming: On;
  beforeAll(async () => {
    model = await startHttpStandIn((_request, response) => streamSteps(response, scripts.shift() ?? []));
    const app = await createTestApp({ AI_BASE_URL: model.baseUrl });
    await app.app.listen({ host: "127.0.0.1", port: 0 });
    streaming = { app, port: (app.app.server.address() as AddressInfo).port };
  });
  afterAll(async () => {
    await streaming.app.close();
    await model.close();
  });

  it("sends the words as they come, and an interrupted turn ends with an empty last token", async () => {
    const { owner, callId, line } = await openTestCall(streaming);
    scripts.push([{ text: "Yes, we deliver across town." }, { waitMs: 3000 }, { text: " Every day." }]);
    line.send(prompt("Do you deliver?"));
    expect(await line.next()).toEqual({ type: "text", token: "Yes, we deliver across town.", last: false });
    line.send({
      type: "interrupt",
      utteranceUntilInterrupt: "Yes, we deliver",
      durationUntilInterruptMs: 900,
    });
    // The page is told at once that the turn it was hearing is over, and nothing more of it comes.
    expect(await line.next(1500)).toEqual({ type: "text", token: "", last: true });
    expect(await line.quietFor(500)).toBe(true);
    const transcript = await eventually(
      async () => spokenTurns(await callOf(owner, callId)),
      (turns) => turns.length === 3,
    );
    expect(transcript.slice(1)).toEqual([
      ["caller", "Do you deliver?"],
      ["agent", "Yes, we deliver"],
    ]);
    line.close();
  });
});
