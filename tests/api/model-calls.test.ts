import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StreamStep, streamSteps } from "../support/fake-model";
import { type HttpStandIn, startHttpStandIn } from "../support/http-stand-in";
import { readOutbox } from "../support/outbox";
import { createAgent, createOwner, createTestApp, grantDollars, type TestApp } from "../support/test-app";

// A typed test call on a model that streams its words and calls its tools: the caller gets the
// whole reply, the message the model took is stored with the call, and its end_call hangs up.

const replies: StreamStep[][] = [];
let model: HttpStandIn;
let t: TestApp;
beforeAll(async () => {
  model = await startHttpStandIn((_request, response) => streamSteps(response, replies.shift() ?? []));
  t = await createTestApp({ AI_BASE_URL: model.baseUrl });
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
});
