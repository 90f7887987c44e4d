import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agents, knowledgeDocuments, knowledgeFacts, knowledgePassages } from "../../src/server/db/schema";
import type { CallContext, ConversationEngine } from "../../src/server/services/call-engine/types";
import { factSearchText } from "../../src/server/services/knowledge-search";
import type { KnowledgeFact } from "../../src/shared/api/knowledge";
import { UNKNOWN_ANSWER } from "../../src/shared/catalog/knowledge";
import { createAgent, createOwner, grantDollars, testAppForFile } from "../support/test-app";

// A call's turns are answered knowing what the agent knows: before each turn the caller's words are
// searched in the agent's facts and passages, and the engine may look up other words.

const contexts: CallContext[] = [];
// The search's wait is made long: what is tested here is what the engine is given, not the
// machine's speed (a search too slow for its wait is services/call-turns.test.ts's).
const t = testAppForFile(
  { KNOWLEDGE_WAIT_MS: "30000" },
  {
    adjustIntegrations: (integrations) => {
      const engine = integrations.conversationEngine;
      const recording: ConversationEngine = {
        start: (agent, context) => engine.start(agent, context),
        respond: (agent, state, callerText, context, options) => {
          contexts.push(context);
          return engine.respond(agent, state, callerText, context, options);
        },
      };
      return { ...integrations, conversationEngine: recording };
    },
  },
);

const AREA_CODE = "214";

const cards: KnowledgeFact = { kind: "policy", topic: "payment", text: "We take Visa, Mastercard and cash." };
const calzone: KnowledgeFact = {
  kind: "service",
  name: "Calzone",
  description: "Ricotta, ham and mozzarella",
  price: { from: 12, to: null },
  durationMinutes: null,
  availability: "",
};

async function agentKnowing(facts: KnowledgeFact[], passages: string[], settings: object = {}) {
  const owner = await createOwner(t);
  await grantDollars(t, owner.username, 30);
  const agent = await createAgent(
    t,
    owner,
    {
      businessName: "Tony's Pizza",
      businessCategory: "restaurant",
      agentName: "Sofia",
      agentPurpose: "Answer questions about the menu",
      ...settings,
    },
    AREA_CODE,
  );
  const db = t.database.db;
  const [row] = await db.select({ userId: agents.userId }).from(agents).where(eq(agents.id, agent.id));
  const userId = row!.userId;
  if (facts.length > 0)
    await db.insert(knowledgeFacts).values(
      facts.map((fact, position) => ({
        agentId: agent.id,
        userId,
        position,
        kind: fact.kind,
        fact,
        searchText: factSearchText(fact),
      })),
    );
  if (passages.length === 0) return { owner, agent };
  const [document] = await db
    .insert(knowledgeDocuments)
    .values({ agentId: agent.id, userId, name: "Menu", type: "pasted", bytes: 1, text: passages.join("\n") })
    .returning();
  await db
    .insert(knowledgePassages)
    .values(
      passages.map((text, position) => ({ documentId: document!.id, agentId: agent.id, position, text })),
    );
  return { owner, agent };
}

describe("a call's turn and what the agent knows", () => {
  it("is answered with the agent's knowledge that matches the caller's words, and may look up more", async () => {
    const { owner, agent } = await agentKnowing(
      [cards, calzone],
      ["Gluten-free crusts are made in a separate oven."],
    );
    const started = await owner.post("/api/test-calls", { agentId: agent.id });
    const callId = started.json().call.id;

    contexts.length = 0;
    const turn = await owner.post(`/api/test-calls/${callId}/turn`, { text: "Do you take cards?" });
    expect(turn.statusCode).toBe(200);
    expect(contexts).toHaveLength(1);
    const [context] = contexts;
    expect(context!.knowledge?.[0]).toMatchObject({
      source: "fact",
      fact: { kind: "policy", topic: "payment" },
    });

    const lookedUp = await context!.lookupKnowledge!("is the crust gluten free?");
    expect(lookedUp[0]).toEqual({
      source: "passage",
      documentName: "Menu",
      text: "Gluten-free crusts are made in a separate oven.",
    });
  });

  it("finds nothing for words the agent knows nothing of, and never another agent's knowledge", async () => {
    await agentKnowing([calzone], []);
    const { owner, agent } = await agentKnowing([cards], []);
    const started = await owner.post("/api/test-calls", { agentId: agent.id });
    const callId = started.json().call.id;

    contexts.length = 0;
    await owner.post(`/api/test-calls/${callId}/turn`, { text: "How much is a calzone?" });
    expect(contexts[0]!.knowledge).toEqual([]);
    expect(await contexts[0]!.lookupKnowledge!("calzone")).toEqual([]);
  });

  it("checks the built-in engine's words too: hours it reads from the stored structure are said, not replaced", async () => {
    // No digit in the owner's words: the figures of the reply come from the hours as stored.
    const { owner, agent } = await agentKnowing([], [], {
      language: "spanish",
      customHours: "Open around the clock",
      customHoursEnabled: true,
    });
    const started = await owner.post("/api/test-calls", { agentId: agent.id });
    const callId = started.json().call.id;
    const say = async (text: string) =>
      (await owner.post(`/api/test-calls/${callId}/turn`, { text })).json().say as string;

    // "24 horas del día" says how often, as "24 hours a day" does: no duration the check would replace.
    const reply = await say("¿Cuál es su horario?");
    expect(reply).toContain("Abrimos las 24 horas del día, los 7 días de la semana.");
    expect(reply).not.toContain(UNKNOWN_ANSWER.spanish);
    expect(await say("¿Están abiertos ahora?")).toContain(
      "Abrimos las 24 horas del día, así que ahora mismo estamos abiertos.",
    );
  });
});
