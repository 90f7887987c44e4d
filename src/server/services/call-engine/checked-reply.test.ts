import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import { eventsOf } from "../../../../tests/support/streams";
import type { StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { createReplyCheck } from "./checked-reply";
import { agentProfile, CALLER_NUMBER, FRIDAY_AFTERNOON, NEW_CALL_STATE } from "./engine-test-support";
import type { Figure } from "./invented-figures";
import type { CallContext, KnowledgeMatch, TurnEvent, TurnStream } from "./types";

// What the caller hears of a reply, piece by piece: the words before a figure at once, a sentence
// with a figure once it is checked, and instead of a figure nobody gave the agent, that it does
// not know and will pass the question on.

const haircut: StoredKnowledgeFact = { id: "f1", ...serviceFact("Men's haircut", 14) };
const found: KnowledgeMatch[] = [{ source: "fact", fact: haircut }];

const before = NEW_CALL_STATE;

/** A turn whose words come in these pieces, each told to `heard` as the caller would hear it. */
async function* turnOf(pieces: string[], heard: string[][]): TurnStream {
  for (const piece of pieces) {
    heard.push([]);
    yield { type: "text", text: piece };
  }
  yield { type: "end", language: "english", state: before };
}

async function play(
  pieces: string[],
  {
    callerText = "How much is a haircut?",
    context = {} as Partial<CallContext>,
    state = before,
    streaming = true,
  } = {},
) {
  // What was spoken after each piece the engine wrote: heard[i] is what left after piece i.
  const heard: string[][] = [];
  const replaced: Figure[][] = [];
  const check = createReplyCheck({
    agent: agentProfile({ customHours: "", agentPurpose: "Haircuts and shaves." }),
    before: state,
    callerText,
    context: { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER, knowledge: found, ...context },
    language: "english",
    streaming,
    onReplaced: (figures) => replaced.push(figures),
  });
  const events: TurnEvent[] = [];
  for await (const event of check.checked(turnOf(pieces, heard))) {
    events.push(event);
    if (event.type === "text") (heard.at(-1) ?? []).push(event.text);
  }
  const end = events.at(-1);
  if (end?.type !== "end") throw new Error("the turn did not end");
  const said = events.flatMap((event) => (event.type === "text" ? [event.text] : [])).join("");
  return { said, heard, replaced, end };
}

describe("a reply checked before it is spoken", () => {
  it("speaks a reply without figures as it comes", async () => {
    const { said, heard } = await play(["Sure, we do ", "haircuts every day. ", "Anything else?"]);
    expect(said).toBe("Sure, we do haircuts every day. Anything else?");
    expect(heard[0]).toEqual(["Sure, we do"]);
    expect(heard[1]?.join("")).toBe(" haircuts every day.");
  });

  it("speaks a price the facts give, once its sentence is complete", async () => {
    const { said, heard, replaced } = await play(["A men's haircut ", "is $1", "4. Anything", " else?"]);
    // The words before the price are not held; the price waits for its sentence to end.
    expect(heard[0]).toEqual(["A men's haircut"]);
    expect(heard[1]).toEqual([" is"]);
    expect(heard[2]).toEqual([" $14.", " Anything"]);
    expect(said).toBe("A men's haircut is $14. Anything else?");
    expect(replaced).toEqual([]);
  });

  it("holds a word still arriving only when it may become part of a figure", async () => {
    const words = await play(["We are deli", "ghted to help."]);
    expect(words.heard[0]).toEqual(["We are deli"]);
    const price = await play(["A haircut is fo", "urteen dollars."]);
    expect(price.heard[0]).toEqual(["A haircut is"]);
    expect(price.said).toBe("A haircut is fourteen dollars.");
  });

  it("keeps only the question for the owner, not the caller's name and number said with it", async () => {
    const { end } = await play(["A shave is $25."], {
      callerText: "Hi, it's Dana Kowalski, my number is 617 555 0131. How much is a shave?",
    });
    expect(end.state.unansweredQuestions).toEqual(["How much is a shave?"]);
  });

  it("waits for a price's decimals before checking it", async () => {
    const { said, replaced } = await play(["A men's haircut is $14", ".50", " or so."]);
    expect(said).toBe(`A men's haircut is — ${UNKNOWN_ANSWER.english}`);
    expect(replaced[0]?.map((figure) => figure.value)).toEqual([1450]);
  });

  it("replaces a sentence with a price nobody gave and keeps the question for the owner", async () => {
    const { said, replaced, end } = await play(["We do shaves. ", "A shave is $25. ", "Want to book?"], {
      callerText: "How much is a shave?",
    });
    // The sentence came whole, so none of it was said.
    expect(said).toBe(`We do shaves. ${UNKNOWN_ANSWER.english}`);
    expect(replaced[0]?.map((figure) => figure.said)).toEqual(["$25"]);
    expect(end.state.unansweredQuestions).toEqual(["How much is a shave?"]);
  });

  it("says none of a sentence with an invented price when the reply is spoken only once whole", async () => {
    const { said } = await play(["Sure! A shave ", "is $25."], { streaming: false });
    expect(said).toBe(`Sure! ${UNKNOWN_ANSWER.english}`);
  });

  it("says a price it gives quoted as the facts give it", async () => {
    const { said, replaced } = await play(["A men's haircut is fourteen dollars."]);
    expect(said).toBe("A men's haircut is fourteen dollars.");
    expect(replaced).toEqual([]);
  });

  it("answers in the reply's language", async () => {
    const { said, end } = await play(["Un afeitado cuesta veinte dólares."], {
      callerText: "¿Cuánto cuesta un afeitado?",
    });
    expect(said).toBe(UNKNOWN_ANSWER.spanish);
    expect(end.language).toBe("spanish");
  });

  it("lets the agent say back a figure the caller gave earlier in the call", async () => {
    const first = await play(["Let me check."], { callerText: "Can you do it for 30 dollars?" });
    const { said } = await play(["Yes, we can do it for $30."], {
      callerText: "So is that a yes?",
      state: first.end.state,
    });
    expect(said).toBe("Yes, we can do it for $30.");
  });

  it("takes what the model looked up as a source", async () => {
    const shave: StoredKnowledgeFact = { ...haircut, id: "f2", name: "Shave", price: { from: 25, to: null } };
    const looked: string[] = [];
    const check = createReplyCheck({
      agent: agentProfile(),
      before,
      callerText: "How much is a shave?",
      context: {
        now: FRIDAY_AFTERNOON,
        callerNumber: CALLER_NUMBER,
        lookupKnowledge: async (query) => {
          looked.push(query);
          return [{ source: "fact", fact: shave }];
        },
      },
      language: "english",
      streaming: true,
    });
    async function* lookingUp(): TurnStream {
      await check.context.lookupKnowledge?.("shave price");
      yield { type: "text", text: "A shave is $25." };
      yield { type: "end", language: "english", state: before };
    }
    const events = await eventsOf(check.checked(lookingUp()));
    expect(looked).toEqual(["shave price"]);
    const said = events.flatMap((event) => (event.type === "text" ? [event.text] : [])).join("");
    expect(said).toBe("A shave is $25.");
  });
});
