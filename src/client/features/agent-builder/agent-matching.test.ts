import { describe, expect, it } from "vitest";
import { createAgentSavedMessage, createChatMessage } from "../chat/chat-messages";
import {
  configurationPrefill,
  findAgentForForm,
  findAgentToUpdate,
  isAgentOfConversationDeleted,
  matchCriteriaOf,
} from "./agent-matching";
import {
  agentLoaded,
  agentWith,
  builderAfter,
  formSaved,
  heard,
  LUIGIS_CONFIGURATION,
} from "./agent-test-support";
import { agentChangesOf, builderReducer, createInitialState } from "./builder-state";

describe("findAgentToUpdate: which saved agent a description updates", () => {
  const byConversation = agentWith({ conversationId: "c1", phoneNumber: "+12125550101" });
  const bySession = agentWith({ sessionId: "s1", phoneNumber: "+12125550102" });
  const byPhoneAndName = agentWith({ phoneNumber: "+12125550103", businessName: "Luigi's" });
  const agents = [byPhoneAndName, bySession, byConversation];

  it("prefers the conversation, then the session, then phone number plus business name", () => {
    const criteria = {
      conversationId: "c1",
      sessionId: "s1",
      phoneNumber: "+12125550103",
      businessName: "Luigi's",
    };
    expect(findAgentToUpdate(agents, criteria)).toBe(byConversation);
    expect(findAgentToUpdate(agents, { ...criteria, conversationId: null })).toBe(bySession);
    expect(findAgentToUpdate(agents, { ...criteria, conversationId: null, sessionId: "other" })).toBe(
      byPhoneAndName,
    );
  });

  it("still finds an agent saved once from this builder, whose form is cleared after the save", () => {
    let state = createInitialState("another-session", []);
    state = builderReducer(state, { type: "phoneNumberChosen", phoneNumber: "+12125550103" });
    state = builderReducer(state, {
      type: "agentSaved",
      sessionId: "another-session",
      agent: byPhoneAndName,
    });
    expect(state.configuration.businessName).toBe("");
    expect(findAgentToUpdate(agents, matchCriteriaOf(state))).toBe(byPhoneAndName);
  });

  it("needs both the phone number and the business name for the last rule", () => {
    const criteria = {
      conversationId: null,
      sessionId: "other",
      phoneNumber: "+12125550103",
      businessName: "Mario's",
    };
    expect(findAgentToUpdate(agents, criteria)).toBeUndefined();
    expect(findAgentToUpdate(agents, { ...criteria, businessName: " luigi's " })).toBe(byPhoneAndName);
    expect(findAgentToUpdate(agents, { ...criteria, businessName: "" })).toBeUndefined();
  });
});

describe("the configuration form's pre-fill", () => {
  it("uses an agent of the session or the phone number, else the assistant's suggestions", () => {
    const agent = agentWith({ sessionId: "other", phoneNumber: "+12125550100", agentName: "Existing" });
    const state = builderAfter({ type: "phoneNumberChosen", phoneNumber: "+12125550100" });
    expect(findAgentForForm([agent], { sessionId: "s", phoneNumber: "+12125550100" })).toBe(agent);
    expect(configurationPrefill(state, [agent]).agentName).toBe("Existing");

    const suggested = builderAfter(heard({ businessName: "Bella", businessCategory: "beauty" }));
    expect(configurationPrefill(suggested, [agent])).toMatchObject({
      businessName: "Bella",
      businessCategory: "beauty",
      agentName: "",
    });
  });
});

describe("the form's pre-fill from the assistant", () => {
  it("keeps the owner's corrections when the assistant repeats itself and shows what it newly understood", () => {
    const state = builderAfter(
      heard({ businessName: "Luigi's", agentName: "Luigi's AI Assistant", businessCategory: "restaurant" }),
      formSaved({ ...LUIGIS_CONFIGURATION, agentPurpose: "Book tables." }),
      heard({ businessName: "Luigi's", agentName: "Luigi's AI Assistant", agentPurpose: "Take orders." }),
    );
    expect(state.suggestions).toEqual({ agentPurpose: "Take orders." });
    expect(configurationPrefill(state, [])).toMatchObject({
      agentName: "Lina",
      agentPurpose: "Take orders.",
    });
  });

  it("puts what the assistant newly understood over an existing agent's fields", () => {
    const agent = agentWith({ sessionId: "s", agentName: "Lina", agentPurpose: "Book tables." });
    const state = builderAfter(heard({ agentPurpose: "Take takeout orders too." }));
    expect(configurationPrefill(state, [agent])).toMatchObject({
      agentName: "Lina",
      agentPurpose: "Take takeout orders too.",
    });
  });
});

describe("the deleted-agent banner", () => {
  const chat = (count: number, withSavedAgent: boolean) => [
    ...Array.from({ length: count - 1 }, (_, index) =>
      createChatMessage(index % 2 ? "user" : "assistant", "hi"),
    ),
    withSavedAgent ? createAgentSavedMessage("Lina is now live!") : createChatMessage("assistant", "hi"),
  ];

  it("shows from 8 messages with a saved conversation whose agent no longer exists", () => {
    const input = { agents: [], messages: chat(8, true), savedConversationId: "c1", sessionId: "s1" };
    expect(isAgentOfConversationDeleted(input)).toBe(true);
    expect(isAgentOfConversationDeleted({ ...input, messages: chat(7, true) })).toBe(false);
    expect(isAgentOfConversationDeleted({ ...input, savedConversationId: null })).toBe(false);
    expect(isAgentOfConversationDeleted({ ...input, agents: [agentWith({ conversationId: "c1" })] })).toBe(
      false,
    );
    expect(isAgentOfConversationDeleted({ ...input, agents: [agentWith({ sessionId: "s1" })] })).toBe(false);
  });

  it("stays hidden when no agent was ever saved from the conversation", () => {
    expect(
      isAgentOfConversationDeleted({
        agents: [],
        messages: chat(9, false),
        savedConversationId: "c1",
        sessionId: "s",
      }),
    ).toBe(false);
  });
});

describe("updating an agent", () => {
  const agent = agentWith({
    sessionId: "s",
    agentName: "Old name",
    reviewUrl: "https://g.page/r/luigis",
    timezone: "America/Chicago",
    customHours: "Mon-Fri 9-5",
    customHoursEnabled: true,
  });
  const renamed = (state: ReturnType<typeof createInitialState>) =>
    builderReducer(state, {
      type: "configurationSubmitted",
      configuration: { ...configurationPrefill(state, [agent]), agentName: "New name" },
    });

  it("sends only the fields the owner changed, never the agent's other settings", () => {
    const loaded = builderAfter(agentLoaded(agent));
    expect(agentChangesOf(renamed(loaded), agent)).toEqual({ agentName: "New name" });
    const rezoned = builderReducer(renamed(loaded), {
      type: "settingsChanged",
      settings: { timezone: "America/Denver" },
    });
    expect(agentChangesOf(rezoned, agent)).toEqual({ agentName: "New name", timezone: "America/Denver" });
  });

  it("never sends the setup panel's defaults for an agent whose fields this chat did not load", () => {
    const fresh = builderAfter({ type: "phoneNumberChosen", phoneNumber: agent.phoneNumber });
    expect(agentChangesOf(renamed(fresh), agent)).toEqual({ agentName: "New name" });
  });
});
