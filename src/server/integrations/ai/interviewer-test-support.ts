import type { AssistantReply, ChatTurn } from "./assistant";
import { interview } from "./interviewer";

// For the interviewer's tests: a conversation played message by message, and the questions a reply asks.

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
