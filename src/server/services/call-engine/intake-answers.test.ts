import { describe, expect, it } from "vitest";
import { agentProfile, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// In workflow mode callers give a request's details their own way: several in one sentence, corrected at
// the read-back, with a question in between, in Spanish, or not at all; the intake follows them.

const engine = createOfflineEngine();

describe("workflow mode: how the caller gives details", () => {
  const restaurant = agentProfile({ workflowMode: true });

  it("takes several details from one sentence and asks only for what is missing", async () => {
    const call = await playCall(engine, restaurant, [
      "Hi, a table for six tomorrow at 8 PM under the name Patel please",
    ]);
    expect(call.last.say).toBe(
      "I can help with that. Let me check I have that right: a table for 6 tomorrow at 8 PM, under the name Patel, with a call back on the number ending in 0 1 4 7. Is that correct?",
    );
  });

  it("changes a detail the caller corrects at the read-back", async () => {
    const call = await playCall(engine, restaurant, [
      "I'd like to book a table for 2 tonight at 7",
      "Kim",
      "No, make it four people",
      "Yes",
    ]);
    expect(call.replies[2]).toContain(
      "a table for 4 tonight at 7, under the name Kim, with a call back on the number ending in 0 1 4 7. Is that correct?",
    );
    expect(call.last.state.workflowItems[0]?.details.partySize).toBe("4");
  });

  it("asks what to change after a plain no", async () => {
    const call = await playCall(engine, restaurant, [
      "Book a table for 2 tonight at 7",
      "Kim",
      "No",
      "At 9 PM",
      "Yes",
    ]);
    expect(call.replies[2]).toBe("Sorry about that. What would you like to change?");
    expect(call.replies[3]).toContain("a table for 2 tonight at 9 PM");
    expect(call.last.state.workflowItems).toHaveLength(1);
  });

  it("cancels the intake when the caller changes their mind", async () => {
    const call = await playCall(engine, restaurant, ["Book a table please", "Never mind"]);
    expect(call.last.say).toContain("No problem, I've cancelled that.");
    expect(call.last.state.workflowItems).toEqual([]);
  });

  it("answers a question asked in the middle of an intake, then asks again", async () => {
    const call = await playCall(engine, restaurant, ["Book a table for 2", "Are you open on Sunday?"]);
    expect(call.last.say).toContain("On Sunday we're open 11 AM to 10 PM.");
    expect(call.last.say).toMatch(/What day and time would you like\?$/);
  });

  it("runs the intake in Spanish", async () => {
    const call = await playCall(engine, agentProfile({ workflowMode: true, language: "spanish" }), [
      "Quiero reservar una mesa para cuatro el viernes a las 9 de la noche",
      "A nombre de Javier",
      "Sí",
    ]);
    expect(call.replies[0]).toBe("Con gusto le ayudo con eso. ¿Me puede decir su nombre, por favor?");
    expect(call.replies[1]).toBe(
      "Permítame confirmar: una mesa para 4 el viernes a las 9 de la noche, a nombre de Javier, con devolución de llamada al número que termina en 0 1 4 7. ¿Es correcto?",
    );
    expect(call.last.say).toContain("Anoté su reserva de mesa");
    expect(call.last.state.workflowItems[0]?.kind).toBe("table-booking");
  });

  it("takes a time said in words, in English and in Spanish", async () => {
    const english = await playCall(engine, restaurant, [
      "Can I get a table for two tomorrow around five thirty?",
      "Lee",
    ]);
    expect(english.last.say).toBe(
      "Let me check I have that right: a table for 2 tomorrow around five thirty, under the name Lee, with a call back on the number ending in 0 1 4 7. Is that correct?",
    );
    const spanish = await playCall(engine, agentProfile({ workflowMode: true, language: "spanish" }), [
      "Quiero reservar una mesa para dos",
      "Mañana a las cinco de la tarde",
      "A nombre de Lucía",
    ]);
    expect(spanish.last.say).toBe(
      "Permítame confirmar: una mesa para 2 mañana a las cinco de la tarde, a nombre de Lucía, con devolución de llamada al número que termina en 0 1 4 7. ¿Es correcto?",
    );
  });

  it("ends a property where the day and time the caller wants begin", async () => {
    const agency = agentProfile({
      businessCategory: "real-estate",
      businessName: "Harbor Homes",
      workflowMode: true,
    });
    const call = await playCall(engine, agency, [
      "Could I view the townhouse on Oak Lane around 5 tomorrow?",
      "Tom Baker",
    ]);
    expect(call.last.say).toBe(
      "Let me check I have that right: a viewing of the townhouse on Oak Lane around 5 tomorrow, for Tom Baker, with a call back on the number ending in 0 1 4 7. Is that correct?",
    );
  });

  it("keeps the caller's words when they name no day the agent can read", async () => {
    const call = await playCall(engine, restaurant, [
      "I'd like to book a table for two",
      "Whenever you have space after work",
      "Lee",
      "Yes",
    ]);
    expect(call.last.state.workflowItems[0]?.details.when).toBe("Whenever you have space after work");
  });

  it("recognises a request by the trade's own words, without 'book'", async () => {
    const garage = agentProfile({
      businessCategory: "automotive",
      businessName: "Main Street Auto",
      workflowMode: true,
    });
    const call = await playCall(engine, garage, ["My Honda Civic is making a strange noise"]);
    expect(call.last.say).toBe("I can help with that. What day and time would suit you best?");
  });

  it("asks again when the answer to 'what day and time?' is not a time", async () => {
    const call = await playCall(engine, restaurant, [
      "Book a table for 2",
      "Can you just put me down?",
      "Any evening next week",
    ]);
    expect(call.replies[1]).toBe("Sorry, I didn't catch that. What day and time would you like?");
    expect(call.replies[2]).toBe("May I have your name, please?");
  });

  it("records the item and ends the call on 'yes, that's all, bye' to the read-back", async () => {
    const call = await playCall(engine, restaurant, [
      "A table for 2 tonight at 7 under Kim",
      "Yes, that's all, bye",
    ]);
    expect(call.last.state.workflowItems).toHaveLength(1);
    expect(call.last.say).toContain("I've noted your table booking");
    expect(call.last.say).toContain("Goodbye!");
    expect(call.last.hangUp).toBe(true);
  });

  it("keeps 'that's it' out of the detail it ends", async () => {
    const call = await playCall(engine, restaurant, [
      "I want to order takeout",
      "Just a large pepperoni, that's it",
    ]);
    expect(call.last.say).toBe("May I have your name, please?");
    const more = await playCall(engine, restaurant, [
      "I want to order takeout",
      "Just a large pepperoni, that's it",
      "Ana",
      "in 20 minutes",
    ]);
    expect(more.last.say).toContain("just a large pepperoni, for pickup in 20 minutes, under the name Ana");
  });

  it("takes a message instead when workflow mode is off", async () => {
    const call = await playCall(engine, agentProfile({ workflowMode: false }), [
      "I'd like to book a table for 4 tonight",
    ]);
    expect(call.last.say).toContain("I can take a message");
    expect(call.last.state.workflowItems).toEqual([]);
  });
});
