import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ANSWER } from "../../src/shared/catalog/knowledge";
import { addFaqPath } from "../../src/shared/knowledge-links";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { htmlPartOf, readOutbox, textPartOf } from "../support/outbox";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";

// A typed test call on a model that streams its words and calls its tools: the caller gets the
// whole reply, the message the model took is stored with the call, and its end_call hangs up.

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
const PUBLIC_URL = "https://switchboard.example.com";
const replies: StreamStep[][] = [];
let model: HttpStandIn;
let t: TestApp;
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => streamSteps(response, replies.shift() ?? []));
  t = await createTestApp({ AI_BASE_URL: model.baseUrl, METRICS_TOKEN, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

describe("a call on the model", () => {
  it("stores the message the model's tool took, and hangs up when the model ends the call", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(
      t,
      owner,
      {
        businessName: "Harbor Dental",
        businessCategory: "healthcare",
        agentName: "Maya",
        agentPurpose: "Book appointment requests",
      },
      "617",
    );
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    const say = async (text: string) =>
      (await owner.post(`/api/test-calls/${started.call.id}/turn`, { text })).json();

    replies.push([
      { text: "Thank you, Ana." },
      { text: " I'll pass your message on." },
      {
        toolCall: "take_message",
        args: { callerName: "Ana Lee", callbackNumber: "617 555 0199", reason: "Moving her cleaning" },
      },
    ]);
    const first = await say("This is Ana Lee, 617 555 0199, I need to move my cleaning");
    expect(first.say).toBe("Thank you, Ana. I'll pass your message on.");
    expect(first.ended).toBe(false);

    replies.push([{ text: "Goodbye!" }, { toolCall: "end_call" }]);
    const last = await say("That's all, bye");
    expect(last.say).toBe("Goodbye!");
    expect(last.ended).toBe(true);
    expect(last.call.status).toBe("completed");
    expect(last.call.message).toEqual({
      callerName: "Ana Lee",
      callbackNumber: "+16175550199",
      reason: "Moving her cleaning",
    });
    const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.to === owner.email);
    expect(mails.map((mail) => mail.subject)).toContain("New message for Harbor Dental from Ana Lee");
  });

  it("never says a price the agent was not given: the caller hears it does not know, the owner gets the question", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(
      t,
      owner,
      {
        businessName: "Harbor Pizza",
        businessCategory: "restaurant",
        agentName: "Pia",
        agentPurpose: "Take takeout orders",
      },
      "617",
    );
    const replaced = async () => {
      const metrics = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const line = metrics.body
        .split("\n")
        .find((row) => row.startsWith("switchboard_invented_figures_replaced_total "));
      return Number(line?.split(" ")[1] ?? Number.NaN);
    };
    const before = await replaced();
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    const say = async (text: string) =>
      (await owner.post(`/api/test-calls/${started.call.id}/turn`, { text })).json();

    replies.push([{ text: "A large calzone is $18." }, { text: " Anything else?" }]);
    const answer = await say("How much is a large calzone?");
    expect(answer.say).toBe(UNKNOWN_ANSWER.english);
    expect(await replaced()).toBe(before + 1);

    replies.push([{ text: "Goodbye!" }, { toolCall: "end_call" }]);
    expect((await say("OK, bye")).ended).toBe(true);
    // No message was taken: the call log still shows the question the team is to answer.
    const detail = (await owner.get(`/api/calls/${started.call.id}`)).json();
    expect(detail.message).toBeNull();
    expect(detail.unansweredQuestions).toEqual(["How much is a large calzone?"]);
    const mail = (await readOutbox(t.outboxDir)).find(
      (sent) => sent.to === owner.email && sent.subject.startsWith("Unanswered questions for Harbor Pizza"),
    );
    const link = `${PUBLIC_URL}${addFaqPath(agent.id, "How much is a large calzone?")}`;
    expect(textPartOf(mail!)).toContain(`- "How much is a large calzone?" Add as FAQ: ${link}`);
    expect(htmlPartOf(mail!)).toContain(`<a href="${link.replaceAll("&", "&#38;")}"`);
    expect(htmlPartOf(mail!)).toContain("Add as FAQ</a>");
  });

  it("passes the question the agent could not answer to the team in the message the caller leaves", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(
      t,
      owner,
      {
        businessName: "Harbor Barbers",
        businessCategory: "beauty",
        agentName: "Bo",
        agentPurpose: "Take messages for the barbers",
      },
      "617",
    );
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    const say = async (text: string) =>
      (await owner.post(`/api/test-calls/${started.call.id}/turn`, { text })).json();

    replies.push([{ text: "A beard trim is $25." }]);
    expect((await say("How much is a beard trim?")).say).toBe(UNKNOWN_ANSWER.english);
    replies.push([
      { text: "I'll pass it on, Sam." },
      {
        toolCall: "take_message",
        args: {
          callerName: "Sam Ortiz",
          callbackNumber: "617 555 0142",
          reason: "Wants the price of a beard trim",
        },
      },
    ]);
    await say("Yes please, I'm Sam Ortiz, 617 555 0142");
    replies.push([{ text: "Goodbye!" }, { toolCall: "end_call" }]);
    expect((await say("Thanks, bye")).ended).toBe(true);

    const detail = (await owner.get(`/api/calls/${started.call.id}`)).json();
    expect(detail.message).toEqual({
      callerName: "Sam Ortiz",
      callbackNumber: "+16175550142",
      reason: "Wants the price of a beard trim",
      unansweredQuestions: ["How much is a beard trim?"],
    });
    expect(detail.unansweredQuestions).toEqual(["How much is a beard trim?"]);
    const mail = (await readOutbox(t.outboxDir)).find(
      (sent) => sent.to === owner.email && sent.subject.includes("Harbor Barbers"),
    );
    expect(textPartOf(mail!)).toContain('- "How much is a beard trim?"');
  });
});
