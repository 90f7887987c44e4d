import { describe, expect, it } from "vitest";
import {
  fakeModelPerTest,
  type ModelAnswer,
  type StreamStep,
  streamSteps,
} from "../../../../tests/support/fake-model";
import type { RecordedRequest } from "../../../../tests/support/http-stand-in";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import type { StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { createOpenAiChatModel } from "../../integrations/model/openai-chat-model";
import { createReplyCheck } from "./checked-reply";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON } from "./engine-test-support";
import type { Figure } from "./invented-figures";
import { createModelEngine } from "./model-engine";
import { readTurn, wholeTurn } from "./turn-stream";
import type { CallContext, CallState, KnowledgeMatch } from "./types";

// The model answers from what the business told the agent: the matches found for the caller's
// words are in its instructions, it looks up the rest with lookup_business_info, and a figure it
// makes up is never spoken — the caller hears that the agent does not know, and the owner gets the
// question.

const model = fakeModelPerTest();

const margherita: StoredKnowledgeFact = {
  id: "f1",
  ...serviceFact("Margherita pizza", 14, null, { description: "Tomato, mozzarella, basil" }),
};
const calzone: StoredKnowledgeFact = {
  ...margherita,
  id: "f2",
  name: "Calzone",
  price: { from: 16.5, to: null },
};
const matchOf = (fact: StoredKnowledgeFact): KnowledgeMatch => ({ source: "fact", fact });

const answersInTurn = (...scripts: StreamStep[][]): ModelAnswer => {
  const left = [...scripts];
  return (_request, response) => streamSteps(response, (left.length > 1 ? left.shift() : left[0]) ?? []);
};

type Body = { messages: { role: string; content: string | null }[] };
const bodyOf = (request: RecordedRequest | undefined): Body => JSON.parse(request?.body ?? "{}");

/** One caller turn on the model engine, checked as call-turns checks every reply. */
async function askedOnModel(baseUrl: string, callerText: string, context: Partial<CallContext> = {}) {
  const engine = createModelEngine({ model: createOpenAiChatModel({ baseUrl, model: "test-model" }) });
  const agent = agentProfile();
  const callContext: CallContext = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER, ...context };
  const greeting = await wholeTurn(engine.start(agent, callContext));
  const replaced: Figure[][] = [];
  const check = createReplyCheck({
    agent,
    before: greeting.state,
    callerText,
    context: callContext,
    language: "english",
    streaming: true,
    onReplaced: (figures) => replaced.push(figures),
  });
  const heard: string[] = [];
  const turn = await readTurn(
    check.checked(engine.respond(agent, greeting.state, callerText, check.context)),
    // A filler said while a slow machine runs the stand-in is not part of the reply.
    (event) => event.type === "text" && heard.push(event.text),
  );
  return { turn, heard: heard.join(""), replaced };
}

const transcriptOf = (state: CallState) => state.memory.transcript as { role: string; content: string }[];

describe("the model engine answering from what the business told it", () => {
  it("is given the matches for the caller's words and told never to state figures it was not given", async () => {
    const baseUrl = await model.start(answersInTurn([{ text: "A Margherita is $14." }]));
    const { heard } = await askedOnModel(baseUrl, "How much is a margherita?", {
      knowledge: [matchOf(margherita)],
    });
    expect(heard).toBe("A Margherita is $14.");
    const system = bodyOf(model.requests[0]).messages[0]?.content ?? "";
    expect(system).toContain("Margherita pizza; price 14");
    expect(system).toContain("Never state a price");
    expect(system).toContain("lookup_business_info");
  });

  it("does not speak a price the model made up: the caller hears it does not know, the owner gets the question", async () => {
    const baseUrl = await model.start(
      answersInTurn([{ text: "Sure! A calzone " }, { text: "is $18." }, { text: " Anything else?" }]),
    );
    const { heard, turn, replaced } = await askedOnModel(baseUrl, "How much is a calzone?", {
      knowledge: [matchOf(margherita)],
    });
    expect(heard).toBe(`Sure! A calzone is — ${UNKNOWN_ANSWER.english}`);
    expect(turn.say).toBe(heard);
    expect(replaced.flat().map((figure) => figure.said)).toEqual(["$18"]);
    expect(turn.state.unansweredQuestions).toEqual(["How much is a calzone?"]);
    // The model is not told on the next turn that it quoted a price.
    expect(transcriptOf(turn.state).at(-1)).toEqual({ role: "assistant", content: heard });
  });

  it("speaks the price the model looked up and quotes as found", async () => {
    const queries: string[] = [];
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "lookup_business_info", args: { query: "calzone price" } }],
        [{ text: "A calzone is $16.50." }],
      ),
    );
    const { heard, replaced, turn } = await askedOnModel(baseUrl, "How much is a calzone?", {
      knowledge: [matchOf(margherita)],
      lookupKnowledge: async (query) => {
        queries.push(query);
        return [matchOf(calzone)];
      },
    });
    expect(queries).toEqual(["calzone price"]);
    expect(bodyOf(model.requests[1]).messages.at(-1)).toMatchObject({
      role: "tool",
      content: expect.stringContaining("Calzone; price 16.5"),
    });
    expect(heard).toBe("A calzone is $16.50.");
    expect(replaced).toEqual([]);
    expect(turn.state.unansweredQuestions).toBeUndefined();
  });

  it("tells the model there is nothing on it when the agent has no knowledge to look in", async () => {
    const baseUrl = await model.start(
      answersInTurn(
        [{ toolCall: "lookup_business_info", args: { query: "gluten free" } }],
        [{ text: "I don't have that information, but I can pass your question to the team." }],
      ),
    );
    const { heard } = await askedOnModel(baseUrl, "Do you have gluten free crust?");
    expect(bodyOf(model.requests[1]).messages.at(-1)).toMatchObject({
      role: "tool",
      content: expect.stringContaining("Nothing found"),
    });
    expect(heard).toBe(UNKNOWN_ANSWER.english);
  });
});
