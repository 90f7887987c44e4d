import { describe, expect, it } from "vitest";
import type { KnowledgeFactInput, StoredKnowledgeFact } from "../../../shared/api/knowledge";
import { KnowledgeFactSchema } from "../../../shared/api/knowledge";
import { UNKNOWN_ANSWER } from "../../../shared/catalog/knowledge";
import { agentProfile, itPlaysEach, playCall } from "./engine-test-support";
import { answerFromKnowledge } from "./knowledge-answers";
import { createOfflineEngine } from "./offline-engine";
import type { AgentProfile, KnowledgeMatch, SpokenLanguage } from "./types";

// The caller's question answered from what the agent knows: the matches the search found, quoted
// exactly, only when they answer what was asked.

let ids = 0;
const fact = (input: KnowledgeFactInput): KnowledgeMatch => ({
  source: "fact",
  fact: { id: `fact-${++ids}`, ...KnowledgeFactSchema.parse(input) } as StoredKnowledgeFact,
});

const margherita = fact({ kind: "service", name: "Margherita pizza", price: { from: 14 } });
const calzone = fact({
  kind: "service",
  name: "Calzone",
  price: { from: 12.5 },
  availability: "weekends only",
});
const cleaning = fact({
  kind: "service",
  name: "Teeth cleaning",
  price: { from: 80, to: 120 },
  durationMinutes: 45,
});
const parking = fact({
  kind: "policy",
  topic: "parking",
  text: "Free parking in the lot behind the building.",
});
const delivery = fact({ kind: "faq", question: "Do you deliver?", answer: "Yes, within 3 miles, $4 fee." });
const owner = fact({ kind: "staff", name: "Tony Russo", role: "Owner and head chef" });
const address = fact({
  kind: "location",
  address: "214 Court Street, Brooklyn",
  directions: "Across from the F train's Carroll Street exit.",
});
const us = agentProfile();
const says = (say: string) => expect.objectContaining({ kind: "answered", say });

/** A question put to what the agent knows, and the answer it makes of its matches. */
type Asked = {
  knows: KnowledgeMatch[];
  asked: string;
  answer: unknown;
  language?: SpokenLanguage;
  agent?: AgentProfile;
};

const insurance = fact({ kind: "policy", topic: "insurance", text: "We accept Delta Dental and Cigna." });

const ANSWERS: [does: string, cases: Asked[]][] = [
  [
    "answers a yes-or-no question asked within a sentence that also makes a request",
    [
      {
        knows: [insurance],
        asked: "I wanted to know if you guys take Cigna, and if you do I'd like a cleaning next week",
        answer: says("We accept Delta Dental and Cigna."),
      },
      {
        knows: [insurance],
        asked: "Quería saber si aceptan Cigna, y necesito una cita para mi hija",
        language: "spanish",
        answer: says("We accept Delta Dental and Cigna."),
      },
    ],
  ],
  [
    "says a price exactly as stored, in the agent's country's currency",
    [
      { knows: [margherita], asked: "How much is a margherita?", answer: says("Margherita pizza is $14.") },
      {
        knows: [calzone],
        asked: "what's a calzone cost?",
        answer: says("Calzone is $12.50. Weekends only."),
      },
      {
        knows: [cleaning],
        asked: "how much do you charge for a cleaning?",
        answer: says("Teeth cleaning is from $80 to $120."),
      },
      {
        knows: [margherita],
        asked: "how much is a margherita",
        agent: agentProfile({ selectedCountry: "GB" }),
        answer: says("Margherita pizza is £14."),
      },
    ],
  ],
  [
    "frames the owner's words in Spanish for a Spanish call",
    [
      {
        knows: [cleaning],
        asked: "¿Cuánto cuesta la limpieza de teeth cleaning?",
        language: "spanish",
        answer: says("Teeth cleaning cuesta entre $80 y $120."),
      },
      {
        knows: [address],
        asked: "¿dónde están ubicados?",
        language: "spanish",
        answer: says("Estamos en 214 Court Street, Brooklyn."),
      },
    ],
  ],
  [
    "says how long it takes when asked, and yes to what the business does",
    [
      {
        knows: [cleaning],
        asked: "How long does a teeth cleaning take?",
        answer: says("Teeth cleaning takes about 45 minutes."),
      },
      {
        knows: [cleaning],
        asked: "Do you do teeth cleaning?",
        answer: says("Yes, we offer Teeth cleaning. It's from $80 to $120."),
      },
    ],
  ],
  [
    "does not say yes to a thing the business has only part of",
    [
      // At Tony's Pizza, "pizza" says nothing of which one.
      {
        knows: [margherita],
        asked: "Do you do gluten-free pizza?",
        answer: { kind: "not-known", closest: "" },
      },
      {
        knows: [calzone],
        asked: "Do you have a spinach calzone?",
        answer: { kind: "not-known", closest: "What I can tell you is that we have Calzone, at $12.50." },
      },
    ],
  ],
  [
    "answers from a question and answer, a policy, the staff and the address",
    [
      { knows: [delivery], asked: "do you guys deliver?", answer: says("Yes, within 3 miles, $4 fee.") },
      // Whether Park Slope is within 3 miles the agent cannot say: it says what it knows, and that it does not know.
      {
        knows: [delivery],
        asked: "do you guys deliver to Park Slope?",
        answer: expect.objectContaining({
          kind: "not-known",
          closest: "What I can tell you is this: Yes, within 3 miles, $4 fee.",
        }),
      },
      {
        knows: [parking],
        asked: "Where can I park?",
        answer: says("Free parking in the lot behind the building."),
      },
      { knows: [owner], asked: "who's the owner?", answer: says("Tony Russo is our owner and head chef.") },
      {
        knows: [address],
        asked: "how do I get there from the train?",
        answer: says("We're at 214 Court Street, Brooklyn. Across from the F train's Carroll Street exit."),
      },
    ],
  ],
  [
    "reads the lines of a passage that answer, not the whole passage",
    [
      {
        knows: [
          {
            source: "passage",
            documentName: "Lista de precios",
            text: "Conchas ........ $12 la docena\nTres leches (entero) ..... $38\nBolillos ...... $6 la docena",
          },
        ],
        asked: "¿Cuánto cuesta el pastel de tres leches?",
        language: "spanish",
        answer: says("Esto es lo que tengo: Tres leches (entero), $38."),
      },
    ],
  ],
  [
    "knows nothing of what no match speaks of",
    [
      {
        knows: [margherita, parking],
        asked: "Do you take Amex?",
        answer: expect.objectContaining({ kind: "not-known" }),
      },
      {
        knows: [],
        asked: "Do you have vegan cheese?",
        answer: expect.objectContaining({ kind: "not-known" }),
      },
    ],
  ],
];

describe("an answer from what the agent knows", () => {
  describe.each(ANSWERS)("%s", (_does, cases) => {
    it.each(cases)("asked $asked", ({ knows, asked, answer, language = "english", agent = us }) => {
      expect(answerFromKnowledge(knows, asked, agent, language)).toEqual(answer);
    });
  });
});

describe("a call that asks what the agent knows", () => {
  itPlaysEach([
    {
      does: "answers at the top of the call, then asks what else",
      caller: ["Hi, how much is a margherita pizza?"],
      context: { knowledge: [margherita, calzone] },
      last: "Margherita pizza is $14. Is there anything else I can help you with?",
    },
    {
      does: "answers in the middle of a message, then asks its question again",
      caller: ["I'd like to leave a message", "Actually, where can I park?"],
      context: { knowledge: [parking] },
      last: "Free parking in the lot behind the building. May I have your name, please?",
    },
    {
      does: "says it does not know, keeps the question and takes a message about it",
      caller: ["Do you take Amex?", "Maria Lopez", "Yes", "Please pass it on"],
      context: { knowledge: [margherita] },
      replies: { 0: `${UNKNOWN_ANSWER.english} May I have your name, please?` },
      state: {
        unansweredQuestions: ["Do you take Amex?"],
        message: expect.objectContaining({ reason: expect.stringContaining("Amex") }),
      },
    },
    {
      does: "answers a Spanish caller's 'banquetes' from the owner's English 'Catering'",
      agent: agentProfile({ language: "multilingual" }),
      caller: ["¿Cuánto cuestan los banquetes?"],
      context: {
        knowledge: [margherita, fact({ kind: "service", name: "Event catering", price: { from: 300 } })],
      },
      last: expect.stringMatching(/^Event catering cuesta \$300\./),
    },
    {
      does: "keeps only the question for the owner, not the name and number said with it",
      caller: ["Hi, this is Maria Lopez, 212 555 0199, do you take Amex?"],
      context: { knowledge: [margherita] },
      state: {
        unansweredQuestions: ["Do you take Amex?"],
        message: expect.objectContaining({ callerName: "Maria Lopez", callbackNumber: "2125550199" }),
      },
    },
    {
      does: "keeps only the question in Spanish, not the name said before it",
      agent: agentProfile({ language: "spanish" }),
      caller: ["Hola, me llamo Ana Ruiz. ¿Aceptan tarjeta American Express?"],
      state: { unansweredQuestions: ["¿Aceptan tarjeta American Express?"] },
    },
    {
      does: "says it does not know in Spanish, and keeps a question asked while taking a name",
      agent: agentProfile({ language: "spanish" }),
      caller: ["Quiero dejar un mensaje", "¿Aceptan tarjeta American Express?"],
      last: [expect.stringContaining(UNKNOWN_ANSWER.spanish), expect.stringMatching(/nombre/)],
      state: { unansweredQuestions: ["¿Aceptan tarjeta American Express?"] },
    },
  ]);

  const hygienist = fact({ kind: "staff", name: "Maria Gomez", role: "Dental hygienist" });
  const callOut = fact({ kind: "service", name: "Call-out fee", price: { from: 89 } });
  const areas = fact({ kind: "policy", topic: "areas-served", text: "We serve Oakland and Berkeley." });
  itPlaysEach([
    {
      does: "answers who a yes-or-no question asks for, not what is said of them after 'who'",
      caller: ["Is there a hygienist who does the cleanings?"],
      context: { knowledge: [cleaning, hygienist] },
      last: [expect.stringContaining("Maria Gomez"), expect.not.stringContaining(UNKNOWN_ANSWER.english)],
    },
    {
      does: "answers the price of coming out with the call-out fee",
      agent: agentProfile({ businessCategory: "construction" }),
      caller: ["What do you guys charge just to come out?"],
      context: { knowledge: [callOut] },
      last: expect.stringContaining("$89"),
    },
    {
      does: "answers whether it comes out to a town with the area served, not the call-out fee",
      agent: agentProfile({ businessCategory: "construction" }),
      caller: ["Do you come out to Berkeley?"],
      context: { knowledge: [callOut, areas] },
      last: [expect.stringContaining("We serve Oakland and Berkeley."), expect.not.stringContaining("$89")],
    },
  ]);

  it("takes a name, a number or a statement as what they are, not as questions", async () => {
    const call = await playCall(createOfflineEngine(), agentProfile(), [
      "I'd like to leave a message",
      "Maria Lopez",
      "Yes",
      "I want to know if my order from last night can be refunded",
    ]);
    expect(call.last.state.message?.callerName).toBe("Maria Lopez");
    expect(call.last.state.unansweredQuestions ?? []).toEqual([]);
  });
});

describe("an answer from what the owner's purpose states", () => {
  const clinic = agentProfile({
    businessName: "Harbor Family Dental",
    businessCategory: "healthcare",
    agentPurpose:
      "Book cleanings and check-ups. Tell callers with a broken tooth to come in first thing. We accept Delta Dental, MetLife and Cigna.",
  });

  itPlaysEach([
    {
      does: "answers from a sentence that states a fact of the business",
      agent: clinic,
      caller: ["Do you take Cigna?"],
      last: expect.stringContaining("We accept Delta Dental, MetLife and Cigna."),
    },
    {
      does: "answers the price of coming out with the service call fee the purpose states",
      agent: agentProfile({
        businessName: "Mile High Plumbing",
        businessCategory: "construction",
        agentPurpose: "Take service requests for repairs and leaks. Our service call fee is $89.",
      }),
      caller: ["Hi, how much do you charge just to come out?"],
      last: expect.stringContaining("Our service call fee is $89."),
    },
    {
      does: "never reads the agent's own instructions to a caller",
      agent: clinic,
      caller: ["What do you tell callers with a broken tooth?"],
      last: [expect.not.stringContaining("Tell callers"), expect.not.stringContaining("first thing")],
    },
  ]);
});
