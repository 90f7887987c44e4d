import { describe, expect, it } from "vitest";
import { fakeModelPerTest, type StreamStep, streamSteps } from "../../../../tests/support/fake-model";
import type { TransferTarget } from "../../../shared/api/transfers";
import { createOpenAiChatModel } from "../../integrations/model/openai-chat-model";
import { agentProfile, MANAGER_LINE, playCall } from "./engine-test-support";
import { createModelEngine } from "./model-engine";
import { createOfflineEngine } from "./offline-engine";

// An owner's several people: the one a caller names, the one an emergency goes to, the one an
// owner's rule in plain words sends a call to, and no one outside the hours transfers are tried.

const offline = createOfflineEngine();
const line = (fields: Partial<TransferTarget>): TransferTarget => ({
  ...MANAGER_LINE,
  whenAsked: false,
  ...fields,
});
const ACCOUNTS = line({ label: "Accounts", number: "+15125550111" });
const EVENTS = line({
  label: "Events manager",
  number: "+15125550122",
  rule: "catering and private parties",
});
const EMERGENCY = line({ label: "Emergency line", number: "+13035550133", whenUrgent: true });

const pizzeria = agentProfile({ transferTargets: [MANAGER_LINE, ACCOUNTS, EVENTS] });
const plumber = agentProfile({
  businessName: "Mile High Plumbing",
  businessCategory: "construction",
  agentPurpose: "Take service requests for repairs and leaks.",
  timezone: "America/Denver",
  transferTargets: [EMERGENCY],
});
// Saturday 17 January 2026, 11 AM in New York.
const SATURDAY_MORNING = new Date("2026-01-17T16:00:00Z");
const WEEKDAYS_NINE_TO_FIVE = {
  mode: "custom" as const,
  hours: {
    week: Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => [
        day,
        [{ opens: "09:00", closes: "17:00" }],
      ]),
    ),
    exceptions: [],
  },
};

describe("the built-in engine chooses whom to ring", () => {
  it("rings the person the caller names, or else whoever takes callers asking for a person", async () => {
    const named = await playCall(offline, pizzeria, [
      "Could I talk to someone in accounts about an invoice?",
    ]);
    expect(named.last.transfer).toMatchObject({ label: "Accounts", number: "+15125550111" });
    expect(named.last.say).toBe("I'll put you through to the Accounts now, one moment.");

    const anyone = await playCall(offline, pizzeria, ["Can I speak to a real person?"]);
    expect(anyone.last.transfer).toMatchObject({ label: "Manager", number: "+15125550100" });
  });

  it("puts a call through by the owner's rule, but not for the business's everyday calls", async () => {
    const party = await playCall(offline, pizzeria, [
      "Hi, I'd like to ask about catering for my daughter's wedding.",
    ]);
    expect(party.last.transfer).toMatchObject({ label: "Events manager" });
    expect(party.last.transfer?.summary).toContain("catering for my daughter's wedding");

    const order = await playCall(offline, pizzeria, ["I'd like to place a takeout order please."]);
    expect(order.last.transfer).toBeUndefined();
  });

  it("puts an emergency through to the emergency line at once, after what to do", async () => {
    const call = await playCall(offline, plumber, [
      "A pipe burst in my basement and there's water everywhere!",
    ]);
    expect(call.last.transfer).toMatchObject({ label: "Emergency line", number: "+13035550133" });
    expect(call.last.say).toContain("I'll put you through to the Emergency line now, one moment.");
  });

  it("without an emergency line, an emergency is still an urgent message", async () => {
    const call = await playCall(offline, agentProfile({ ...plumber, transferTargets: [MANAGER_LINE] }), [
      "A pipe burst in my basement and there's water everywhere!",
    ]);
    expect(call.last.transfer).toBeUndefined();
    expect(call.last.say).toMatch(/urgent/);
  });

  it("outside the transfer hours, says no one takes calls now and takes a message instead", async () => {
    const agent = agentProfile({ transferTargets: [MANAGER_LINE], transferHours: WEEKDAYS_NINE_TO_FIVE });
    const weekend = await playCall(offline, agent, ["Can I speak to the manager?", "Maria Lopez"], {
      now: SATURDAY_MORNING,
    });
    expect(weekend.replies[0]).toBe(
      "The Manager isn't taking calls at this hour, but I can take a message and have someone call you back. May I have your name, please?",
    );
    expect(weekend.last.transfer).toBeUndefined();
    expect(weekend.last.state.soFar?.callerName ?? weekend.last.state.message?.callerName).toBe(
      "Maria Lopez",
    );

    const weekday = await playCall(offline, agent, ["Can I speak to the manager?"]);
    expect(weekday.last.transfer).toMatchObject({ label: "Manager" });
  });

  it("with transfers during opening hours, rings only while the business is open", async () => {
    const agent = agentProfile({
      customHours: "Monday to Friday 11 AM to 10 PM",
      transferTargets: [MANAGER_LINE],
      transferHours: { mode: "opening-hours" },
    });
    const closed = await playCall(offline, agent, ["Can I speak to the manager?"], { now: SATURDAY_MORNING });
    expect(closed.last.transfer).toBeUndefined();
    const open = await playCall(offline, agent, ["Can I speak to the manager?"]);
    expect(open.last.transfer).toMatchObject({ label: "Manager" });
  });

  it("tells a Spanish-speaking caller in Spanish", async () => {
    const agent = agentProfile({
      language: "spanish",
      transferTargets: [{ ...MANAGER_LINE, label: "el encargado" }],
      transferHours: WEEKDAYS_NINE_TO_FIVE,
    });
    const call = await playCall(offline, agent, ["¿Puedo hablar con el encargado?"], {
      now: SATURDAY_MORNING,
    });
    expect(call.last.say).toMatch(
      /^el encargado no atiende llamadas a esta hora, pero puedo tomarle un mensaje/i,
    );
  });
});

const model = fakeModelPerTest();
const engineOn = (baseUrl: string) =>
  createModelEngine({ model: createOpenAiChatModel({ baseUrl, model: "test-model" }) });
const twoSteps = (first: StreamStep[], second: StreamStep[]) => {
  let answered = 0;
  return (_request: unknown, response: Parameters<typeof streamSteps>[0]) =>
    streamSteps(response, answered++ === 0 ? first : second);
};
const systemPrompt = (body: string | undefined): string =>
  JSON.parse(body ?? "{}").messages?.[0]?.content ?? "";

describe("the model engine chooses whom to ring", () => {
  it("is told each person's calls and rings the one it names", async () => {
    const baseUrl = await model.start(
      twoSteps(
        [
          { text: "Let me put you through to our events manager." },
          { toolCall: "transfer_call", args: { person: "Events manager", reason: "Catering for a wedding" } },
        ],
        [],
      ),
    );
    const call = await playCall(engineOn(baseUrl), pizzeria, ["Do you do catering for weddings?"]);
    const prompt = systemPrompt(model.requests[0]?.body);
    expect(prompt).toContain("- Events manager: the owner's rule: catering and private parties");
    expect(prompt).toContain("- Manager: callers who ask to speak to a person");
    expect(call.last.transfer).toMatchObject({ label: "Events manager", number: "+15125550122" });
  });

  it("is told the emergency line, and its transfer of an emergency rings that line", async () => {
    const baseUrl = await model.start(
      twoSteps(
        [
          {
            text: "Turn off the main water valve if you can. I'll put you through to our emergency line now.",
          },
          {
            toolCall: "transfer_call",
            args: { person: "Emergency line", reason: "A burst pipe flooding the basement" },
          },
        ],
        [],
      ),
    );
    const agent = agentProfile({ ...plumber, transferTargets: [MANAGER_LINE, EMERGENCY] });
    const call = await playCall(engineOn(baseUrl), agent, [
      "A pipe burst in my basement and there's water everywhere!",
    ]);
    const prompt = systemPrompt(model.requests[0]?.body);
    expect(prompt).toContain("- Emergency line: emergencies");
    expect(prompt).toContain("- Manager: callers who ask to speak to a person");
    expect(call.last.transfer).toMatchObject({
      label: "Emergency line",
      number: "+13035550133",
      reason: "A burst pipe flooding the basement",
    });
    expect(call.last.transfer?.summary).toContain("A burst pipe flooding the basement");
    expect(call.last.say).toContain("I'll put you through to our emergency line now.");
  });

  it("is refused a person the owner does not have, and a transfer outside the transfer hours", async () => {
    const unknown = await model.start(
      twoSteps(
        [{ toolCall: "transfer_call", args: { person: "Chef", reason: "A complaint" } }],
        [{ text: "I can take a message for the chef." }],
      ),
    );
    const call = await playCall(engineOn(unknown), pizzeria, ["Can I talk to the chef?"]);
    expect(call.last.transfer).toBeUndefined();
    expect(model.requests[1]?.body).toContain("name one of: Manager; Accounts; Events manager.");
  });

  it("outside the transfer hours, the tool is refused with the reason", async () => {
    const baseUrl = await model.start(
      twoSteps(
        [{ toolCall: "transfer_call", args: { reason: "A refund" } }],
        [{ text: "No one can take calls right now. May I take a message?" }],
      ),
    );
    const agent = agentProfile({ transferTargets: [MANAGER_LINE], transferHours: WEEKDAYS_NINE_TO_FIVE });
    const call = await playCall(engineOn(baseUrl), agent, ["Can I speak to the manager?"], {
      now: SATURDAY_MORNING,
    });
    expect(call.last.transfer).toBeUndefined();
    expect(systemPrompt(model.requests[0]?.body)).toContain("No one takes transferred calls at this hour");
    expect(model.requests[1]?.body).toContain("no one takes transferred calls at this hour");
  });
});
