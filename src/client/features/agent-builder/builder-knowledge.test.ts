import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import type { KnowledgeFact } from "../../../shared/api/knowledge";
import { builderAfter, formSaved, LUIGIS_CONFIGURATION } from "./agent-test-support";
import { type BuilderAction, builderReducer } from "./builder-state";

const MARGHERITA = serviceFact("Margherita", 14);
const CARDS: KnowledgeFact = { kind: "policy", topic: "payment", text: "Cash and all major cards." };

const suggested = (...facts: KnowledgeFact[]): BuilderAction => ({
  type: "factsSuggested",
  sessionId: "s",
  facts,
});

describe("facts the assistant reads from the chat", () => {
  it("wait in the form for the owner's review, and are the agent's once the form is saved", () => {
    const state = builderAfter(suggested(MARGHERITA, CARDS));
    expect(state.suggestedFacts).toEqual([MARGHERITA, CARDS]);
    expect(state.knowledge).toEqual([]);
    // The owner removed the policy in the form before saving.
    const saved = builderReducer(state, {
      type: "configurationSubmitted",
      configuration: LUIGIS_CONFIGURATION,
      knowledge: [MARGHERITA],
    });
    expect(saved.knowledge).toEqual([MARGHERITA]);
    expect(saved.suggestedFacts).toEqual([]);
  });

  it("are not added twice when the assistant says them again, even after the owner removed them", () => {
    const state = builderAfter(
      suggested(MARGHERITA),
      suggested({ ...MARGHERITA, name: "margherita" }, CARDS),
      { type: "configurationSubmitted", configuration: LUIGIS_CONFIGURATION, knowledge: [] },
      suggested(MARGHERITA, CARDS),
    );
    expect(state.suggestedFacts).toEqual([]);
    expect(state.knowledge).toEqual([]);
  });

  it("are taken as they are when the owner's yes in the chat creates the agent", () => {
    const state = builderAfter(suggested(CARDS), {
      type: "configurationSubmitted",
      configuration: LUIGIS_CONFIGURATION,
    });
    expect(state.knowledge).toEqual([CARDS]);
  });

  it("of another chat are ignored, and a new chat starts with none", () => {
    expect(
      builderAfter({ type: "factsSuggested", sessionId: "other", facts: [CARDS] }).suggestedFacts,
    ).toEqual([]);
    const restarted = builderAfter(suggested(CARDS), {
      type: "sessionStarted",
      sessionId: "t",
      messages: [],
    });
    expect(restarted.suggestedFacts).toEqual([]);
  });

  it("leave the builder once the agent has them", () => {
    const state = builderAfter(suggested(CARDS), formSaved(), { type: "knowledgeSaved", sessionId: "s" });
    expect(state.knowledge).toEqual([]);
  });
});
