import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpStandIn, sendJson, startHttpStandIn } from "../support/http-stand-in";
import { readOutbox, textPartOf } from "../support/outbox";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";

// When the model fails mid-call the caller hears a polite
// sentence and a message is taken, and the owner gets an agentErrors mail.
let model: HttpStandIn;
let t: TestApp;
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) =>
    sendJson(response, 500, { error: { message: "overloaded" } }),
  );
  t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_API_KEY: "test-key" });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

describe("a model failure during a call", () => {
  it("is never silence: the agent apologises, takes a message, and the owner is told once", async () => {
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
      "617",
    );
    const started = await owner.post("/api/test-calls", { agentId: agent.id });
    const callId = started.json().call.id;
    const say = async (text: string) => (await owner.post(`/api/test-calls/${callId}/turn`, { text })).json();
    const first = await say("Can I book a cleaning next Tuesday?");
    expect(first.say).toMatch(/sorry/i);
    expect(first.say).toMatch(/message/i);
    await say("Maria Lopez");
    const mails = (await readOutbox(t.outboxDir)).filter(
      (mail) =>
        mail.to === owner.email && mail.subject === "Harbor Dental AI Assistant had a problem during a call",
    );
    expect(mails).toHaveLength(1);
    // A browser test call has no caller number: the mail says what it was.
    expect(textPartOf(mails[0]!)).toContain(
      "Harbor Dental AI Assistant could not reach its AI model during a test call from your browser.",
    );
  });
});
