import { expect, it } from "vitest";
import type { AssistantReply, ChatTurn } from "./assistant";
import { interview } from "./interviewer";

// For the interviewer's tests: a conversation played message by message, the questions a reply asks,
// and a test per conversation that checks what its replies must be.

export const FEE_QUESTION = "Creating it takes $25 from your balance — shall I create it?";

const QUESTION_MARKERS = [
  "What is the name of your business?",
  "What kind of business is it?",
  "What should your agent do when it answers your calls?",
  "Does that name work, or would you like a different one?",
  "What would you like to call your agent?",
  "¿Cómo se llama su negocio?",
  "¿Qué tipo de negocio es?",
  "¿Qué debe hacer su agente cuando conteste las llamadas?",
  "¿Le parece bien ese nombre o prefiere otro?",
  "¿Cómo le gustaría llamar a su agente?",
];

/** The owner's messages sent one after another, each with the conversation so far as history. */
export function converse(...messages: string[]): AssistantReply[] {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const reply = interview({ message, history });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.response });
    return reply;
  });
}

export const questionsIn = (response: string) =>
  QUESTION_MARKERS.filter((marker) => response.includes(marker));
export const last = (replies: AssistantReply[]): AssistantReply => replies.at(-1)!;

/** What one reply must be: each part given is checked, the rest is not. */
export type ReplyOutcome = {
  /** The reply's words, equal to each value or matcher given. */
  says?: unknown;
  /** The interview questions the reply asks, in order. */
  asks?: string[];
  /** The configuration the reply suggests, equal to what is given (matchers allowed; undefined for none). */
  config?: unknown;
};

/** A conversation as a test tells it: what the owner says, and what the replies must be. */
export type ScriptedInterview = {
  /** The test's name: what the interviewer does. */
  does: string;
  owner: readonly string[];
  /** The reply to each message, by the message's place (0 for the first). */
  replies?: Record<number, ReplyOutcome>;
  /** The reply to the last message. */
  last?: ReplyOutcome;
};

function expectReply(reply: AssistantReply | undefined, outcome: ReplyOutcome, where: string) {
  expect(reply, where).toBeDefined();
  const said = outcome.says === undefined ? [] : Array.isArray(outcome.says) ? outcome.says : [outcome.says];
  for (const each of said) expect(reply?.response, where).toEqual(each);
  if (outcome.asks)
    expect(questionsIn(reply?.response ?? ""), `the questions of ${where}`).toEqual(outcome.asks);
  if ("config" in outcome)
    expect(reply?.suggestedConfig, `the configuration of ${where}`).toEqual(outcome.config);
}

/** One test a conversation: each is played on the built-in interviewer and its replies checked. */
export function itInterviewsEach(interviews: readonly ScriptedInterview[]) {
  for (const { does, owner, replies = {}, last: lastReply } of interviews) {
    it(does, () => {
      const answered = converse(...owner);
      for (const [place, outcome] of Object.entries(replies)) {
        expectReply(answered[Number(place)], outcome, `the reply to message ${place}`);
      }
      if (lastReply) expectReply(answered.at(-1), lastReply, "the last reply");
    });
  }
}
