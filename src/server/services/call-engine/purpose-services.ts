import { foldForMatching } from "../../text/text-folding";
import type { KnowledgeReply } from "./knowledge-answers";
import { sentencesOf } from "./knowledge-text";
import {
  byThingKeys,
  KNOWLEDGE_PATTERNS,
  keysCovered,
  SERVICE_VERBS,
  sameWord,
  topicKeys,
  yesNoObject,
} from "./knowledge-words";
import { instructionInSentence } from "./owner-instructions";
import { answerLine } from "./spoken-words";
import type { AgentProfile, SpokenLanguage } from "./types";

// "Do you guys do payroll?" answered from the work the owner's purpose lists ("…tax returns,
// bookkeeping, payroll and IRS letters"): the thing asked about is one of the purpose's items, in a
// sentence that does not say the business does not do it.

// The items of a purpose's lists: "furnace, boiler and air conditioning repairs" has three.
const ITEM_BREAK = new RegExp(`[,:;()]|${KNOWLEDGE_PATTERNS.listJoin.source}`, "u");

/** The purpose's words for the thing a yes-or-no question asks about, said back: "Yes, … can help with payroll." */
export function purposeServiceReply(
  question: string,
  agent: Pick<AgentProfile, "agentPurpose" | "businessName">,
  language: SpokenLanguage,
): Extract<KnowledgeReply, { kind: "answered" }> | undefined {
  // "payroll for small businesses" asks about payroll: what follows a preposition only narrows it.
  const object = yesNoObject(byThingKeys(foldForMatching(question)))?.split(KNOWLEDGE_PATTERNS.narrowing)[0];
  const ownName = topicKeys(agent.businessName);
  const keys = topicKeys(object ?? "").filter(
    (key) => !SERVICE_VERBS.has(key) && !ownName.some((word) => sameWord(key, word)),
  );
  if (keys.length === 0) return undefined;
  const found = sentencesOf(agent.agentPurpose)
    .filter((sentence) => !KNOWLEDGE_PATTERNS.negation.test(foldForMatching(sentence)))
    .flatMap((sentence) => sentence.split(ITEM_BREAK).map((part) => ({ sentence, item: part.trim() })))
    .find(({ item }) => keysCovered(keys, item).length === keys.length);
  if (!found) return undefined;
  const { item, sentence } = found;
  // "Take room reservation requests": the task's verb is the agent's, not the business's.
  const task = KNOWLEDGE_PATTERNS.purposeTask.exec(foldForMatching(item));
  // The last item of a sentence is said without its full stop: "…with catering requests.", once.
  const named = (task ? item.slice(task[0].length).trim() : item).replace(/[.!?…]+$/u, "");
  const thing = /^\p{Lu}\p{Ll}/u.test(named) ? named.charAt(0).toLowerCase() + named.slice(1) : named;
  // "Towing: give the caller Dale's Towing at …": the owner says what the caller is to do about it.
  const instruction = instructionInSentence(sentence, agent, language)?.replace(/\.$/, "");
  const say = instruction
    ? answerLine(language, "forThing", {
        thing,
        instruction: instruction.charAt(0).toLowerCase() + instruction.slice(1),
      })
    : answerLine(language, "helpsWithThing", { business: agent.businessName, thing });
  return { kind: "answered", say, kinds: new Set(["passage"]), partly: false, offersMessage: true };
}
