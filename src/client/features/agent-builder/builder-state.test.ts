import { describe, expect, it } from "vitest";
import type { Conversation } from "../../../shared/api/conversations";
import { createChatMessage } from "../chat/chat-messages";
import { configurationPrefill } from "./agent-matching";
import {
  agentLoaded,
  agentSaved,
  agentWith,
  builderAfter,
  LUIGIS_CONFIGURATION as CONFIGURATION,
  formSaved,
  heard,
  withNumberPicked as withPhone,
} from "./agent-test-support";
import {
  agentFieldsOf,
  type BuilderState,
  builderReducer,
  canCreateAgent,
  createInitialState,
  formHoldsUnsavedValues,
  missingForCreation,
  unappliedSettingsOf,
} from "./builder-state";

const agent = agentWith({
  id: "5b0c4f4e-8a4c-4a53-9d2f-0a4a8f1b2c3d",
  sessionId: "session-a",
  conversationId: "conversation-a",
  agentIntro: "Ciao!",
  language: "multilingual",
  voice: "male",
  timezone: "Mars/Olympus_Mons",
  customHours: "Mon-Fri 9-5",
  customHoursEnabled: true,
  reputationManagement: true,
});

describe("the builder state", () => {
  it("clears the number when the owner switches between buying one and entering their own, keeping the country", () => {
    const own = builderReducer(withPhone(builderAfter()), {
      type: "numberSourceChosen",
      numberSource: "brought",
    });
    expect(own.phone).toMatchObject({ numberSource: "brought", phoneNumber: "" });
    expect(own.phone.country).toBe(withPhone(builderAfter()).phone.country);
    const typed = builderReducer(own, { type: "phoneNumberChosen", phoneNumber: "+12125550199" });
    const moved = builderReducer(typed, {
      type: "countryChosen",
      country: "GB",
      countryName: "United Kingdom",
    });
    expect(moved.phone).toMatchObject({ numberSource: "brought", country: "GB", phoneNumber: "" });
    expect(agentFieldsOf({ ...typed, configuration: CONFIGURATION }, null)).toMatchObject({
      phoneNumber: "+12125550199",
      numberSource: "brought",
    });
  });

  it("clears the area code and number when the country changes", () => {
    const state = builderReducer(withPhone(builderAfter()), {
      type: "countryChosen",
      country: "GB",
      countryName: "United Kingdom",
    });
    expect(state.phone).toEqual({
      numberSource: "bought",
      country: "GB",
      countryName: "United Kingdom",
      areaCode: "",
      areaLocation: "",
      phoneNumber: "",
    });
  });

  it("clears the number when the area code changes", () => {
    const state = builderReducer(withPhone(builderAfter()), {
      type: "areaCodeChosen",
      areaCode: "718",
      areaLocation: "New York, NY (Brooklyn)",
    });
    expect(state.phone.areaCode).toBe("718");
    expect(state.phone.phoneNumber).toBe("");
    expect(state.phone.country).toBe("US");
  });

  it("offers Create Agent only with category, purpose, business name, agent name and phone", () => {
    const configured = builderAfter(formSaved());
    expect(canCreateAgent(configured)).toBe(false);
    expect(missingForCreation(configured)).toEqual(["phone number"]);
    const ready = withPhone(configured);
    expect(canCreateAgent(ready)).toBe(true);
    expect(missingForCreation(builderAfter())).toEqual([
      "business category",
      "agent purpose",
      "business name",
      "agent name",
      "phone number",
    ]);
  });

  it("marks the agent as existing and clears the form once it is saved", () => {
    const ready = withPhone(builderAfter(formSaved()));
    const saved = builderReducer(ready, agentSaved());
    expect(saved.isAgentCreated).toBe(true);
    expect(saved.configuration.businessName).toBe("");
    expect(saved.phone.phoneNumber).toBe("+12125550100");
    expect(canCreateAgent(saved)).toBe(false);
  });

  it("holds the setup panel's changes to a live agent until they are applied, and only those", () => {
    const ready = withPhone(builderAfter(formSaved()));
    // Before the agent exists, the panel's settings are part of what Create Agent makes.
    const beforeCreation = builderReducer(ready, { type: "settingsChanged", settings: { voice: "male" } });
    expect(unappliedSettingsOf(beforeCreation)).toEqual({});
    const saved = builderReducer(ready, agentSaved());
    expect(unappliedSettingsOf(saved)).toEqual({});
    const changed = builderReducer(saved, {
      type: "settingsChanged",
      settings: { voice: "male", timezone: "America/Chicago" },
    });
    expect(unappliedSettingsOf(changed)).toEqual({ voice: "male", timezone: "America/Chicago" });
    // Changing it back leaves nothing to apply.
    const undone = builderReducer(changed, {
      type: "settingsChanged",
      settings: { voice: "female", timezone: "America/New_York" },
    });
    expect(unappliedSettingsOf(undone)).toEqual({});
    const applied = builderReducer(changed, agentSaved({ voice: "male", timezone: "America/Chicago" }));
    expect(unappliedSettingsOf(applied)).toEqual({});
  });

  it("ignores late results that belong to another session", () => {
    const state = createInitialState("current", []);
    const message = createChatMessage("assistant", "late");
    expect(builderReducer(state, { type: "messageAdded", sessionId: "previous", message })).toBe(state);
    expect(builderReducer(state, { type: "agentSaved", sessionId: "previous", agent: agentWith({}) })).toBe(
      state,
    );
    expect(
      builderReducer(state, { type: "conversationSaved", sessionId: "previous", conversationId: "c" }),
    ).toBe(state);
  });

  it("keeps the owner's hours from the assistant's suggestions in the setup and the rest for the form", () => {
    const state = builderAfter(
      heard({ businessName: "Luigi's", agentName: "  ", customHours: "Tue-Sun 5-11 PM" }),
    );
    expect(state.suggestions).toEqual({ businessName: "Luigi's", customHours: "Tue-Sun 5-11 PM" });
    expect(state.settings.customHoursEnabled).toBe(true);
    expect(state.settings.customHours).toBe("Tue-Sun 5-11 PM");
    expect(state.configuration.businessName).toBe("");
  });

  it("sets the language and timezone the owner named in the setup, and keeps that timezone", () => {
    const named = builderReducer(
      withPhone(builderAfter()),
      heard({ language: "spanish", timezone: "America/Chicago" }),
    );
    expect(named.settings).toMatchObject({ language: "spanish", timezone: "America/Chicago" });
    // A later area code no longer moves it.
    const moved = builderReducer(named, {
      type: "areaCodeChosen",
      areaCode: "213",
      areaLocation: "Los Angeles, CA",
    });
    expect(moved.settings.timezone).toBe("America/Chicago");
  });

  it("takes the timezone of a number the owner brings from its area code, unless the owner chose one", () => {
    const own = builderReducer(withPhone(builderAfter()), {
      type: "numberSourceChosen",
      numberSource: "brought",
    });
    const chicago = builderReducer(own, { type: "phoneNumberChosen", phoneNumber: "+13125550199" });
    expect(chicago.settings.timezone).toBe("America/Chicago");
    const unknown = builderReducer(own, { type: "phoneNumberChosen", phoneNumber: "+19995550199" });
    expect(unknown.settings.timezone).toBe(own.settings.timezone);
    const chosen = builderReducer(own, { type: "settingsChanged", settings: { timezone: "America/Denver" } });
    const kept = builderReducer(chosen, { type: "phoneNumberChosen", phoneNumber: "+13125550199" });
    expect(kept.settings.timezone).toBe("America/Denver");
  });

  it("puts a field the owner stated again back in the form, even when the assistant's understanding is unchanged", () => {
    const repeated = { businessName: "Luigi's", agentName: "Emma" };
    // The owner saved the form with another name, then says "Agent name: Emma" once more.
    const saved = builderAfter(heard(repeated), formSaved({ ...CONFIGURATION, agentName: "Lina" }));
    const unstated = builderReducer(saved, heard(repeated));
    expect(configurationPrefill(unstated, []).agentName).toBe("Lina");
    const stated = builderReducer(saved, heard(repeated, ["agentName"]));
    expect(configurationPrefill(stated, []).agentName).toBe("Emma");
    expect(configurationPrefill(stated, []).businessName).toBe("Luigi's");
  });

  it("loads a history item's messages, phone and location", () => {
    const conversation: Conversation = {
      id: "conversation-b",
      sessionId: "session-b",
      phoneNumber: "+442079460000",
      numberSource: "bought",
      selectedCountry: "GB",
      countryName: "United Kingdom",
      areaCode: "20",
      areaLocation: "London",
      messages: [createChatMessage("user", "Hello")],
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    const state = builderReducer(withPhone(builderAfter()), {
      type: "conversationLoaded",
      conversation,
    });
    expect(state.sessionId).toBe("session-b");
    expect(state.messages).toEqual(conversation.messages);
    expect(state.phone).toEqual({
      numberSource: "bought",
      country: "GB",
      countryName: "United Kingdom",
      areaCode: "20",
      areaLocation: "London",
      phoneNumber: "+442079460000",
    });
    expect(state.savedConversationId).toBe("conversation-b");
  });

  it("loads a history item's own number as the owner's own, not one to buy", () => {
    const conversation: Conversation = {
      id: "conversation-c",
      sessionId: "session-c",
      phoneNumber: "+13105550142",
      numberSource: "brought",
      selectedCountry: "US",
      countryName: "United States",
      areaCode: "",
      areaLocation: "",
      messages: [createChatMessage("user", "Use my own number")],
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    const state = builderAfter({ type: "conversationLoaded", conversation });
    expect(state.phone.numberSource).toBe("brought");
    expect(state.phone.phoneNumber).toBe("+13105550142");
  });

  it("loads an agent's fields, falling back to the default timezone for an unknown one", () => {
    const state = builderAfter(agentLoaded(agent, agent.sessionId));
    expect(state.isAgentCreated).toBe(true);
    expect(state.configuration.agentIntro).toBe("Ciao!");
    expect(state.settings).toMatchObject({
      language: "multilingual",
      voice: "male",
      timezone: "America/New_York",
    });
    expect(state.phone.phoneNumber).toBe(agent.phoneNumber);
  });

  it("builds the agent fields, leaving out hours that are switched off", () => {
    const ready = withPhone(builderAfter(formSaved()));
    const withHoursOff = builderReducer(ready, {
      type: "settingsChanged",
      settings: { customHours: "9-5", customHoursEnabled: false },
    });
    expect(agentFieldsOf(withHoursOff, "conversation-a")).toMatchObject({
      sessionId: "s",
      conversationId: "conversation-a",
      phoneNumber: "+12125550100",
      selectedCountry: "US",
      businessCategory: "restaurant",
      customHours: "",
      customHoursEnabled: false,
    });
  });

  it("sets the timezone from the area code until the owner picks one", () => {
    const pick = (state: BuilderState, country: "US" | "GB", countryName: string, areaCode: string) =>
      [
        { type: "countryChosen", country, countryName } as const,
        { type: "areaCodeChosen", areaCode, areaLocation: "" } as const,
      ].reduce(builderReducer, state);
    const leeds = pick(builderAfter(), "GB", "United Kingdom", "113");
    expect(leeds.settings.timezone).toBe("Europe/London");
    // Another country's area code moves it again.
    const chicago = pick(leeds, "US", "United States", "312");
    expect(chicago.settings.timezone).toBe("America/Chicago");

    const chosen = builderReducer(chicago, { type: "settingsChanged", settings: { timezone: "Asia/Tokyo" } });
    expect(pick(chosen, "GB", "United Kingdom", "113").settings.timezone).toBe("Asia/Tokyo");
    // Other settings leave the timezone free to follow.
    const voiceOnly = builderAfter({ type: "settingsChanged", settings: { voice: "male" } });
    expect(pick(voiceOnly, "US", "United States", "415").settings.timezone).toBe("America/Los_Angeles");
  });

  it("keeps a saved agent's timezone, and a template's own, when the area code changes", () => {
    const loaded = builderAfter(agentLoaded(agentWith({ timezone: "Europe/Dublin" })));
    const moved = builderReducer(loaded, { type: "areaCodeChosen", areaCode: "213", areaLocation: "" });
    expect(moved.settings.timezone).toBe("Europe/Dublin");

    const template = (timezone: "Asia/Tokyo" | "America/New_York") =>
      builderReducer(createInitialState("s", []), {
        type: "sessionStarted",
        sessionId: "t",
        messages: [],
        settings: { ...createInitialState("x", []).settings, timezone },
      });
    const area = { type: "areaCodeChosen", areaCode: "113", areaLocation: "" } as const;
    const gb = { type: "countryChosen", country: "GB", countryName: "United Kingdom" } as const;
    expect([gb, area].reduce(builderReducer, template("Asia/Tokyo")).settings.timezone).toBe("Asia/Tokyo");
    expect([gb, area].reduce(builderReducer, template("America/New_York")).settings.timezone).toBe(
      "Europe/London",
    );
  });

  it("brings a resumed chat's messages back without touching the number, settings or form", () => {
    const draft = builderReducer(withPhone(builderAfter()), formSaved());
    const messages = [createChatMessage("user", "We are Luigi's.")];
    const resumed = builderReducer(draft, { type: "chatResumed", messages, conversationId: "c-1" });
    expect(resumed).toEqual({ ...draft, messages, savedConversationId: "c-1" });
    expect(canCreateAgent(resumed)).toBe(true);
  });

  it("tells when the assistant's understanding waits in the form, until the owner saves it", () => {
    const understood = builderAfter(heard({ businessName: "Luigi's", customHours: "9-5" }));
    const waitsInTheForm = (state: BuilderState) =>
      formHoldsUnsavedValues(state, configurationPrefill(state, []));
    expect(waitsInTheForm(understood)).toBe(true);
    expect(waitsInTheForm(builderReducer(understood, formSaved()))).toBe(false);
    // Hours go straight to the setup; they leave nothing waiting in the form.
    const hoursOnly = builderAfter(heard({ customHours: "9-5" }));
    expect(waitsInTheForm(hoursOnly)).toBe(false);
  });
});
