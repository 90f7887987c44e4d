import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import { agentProfile, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// Callers correct a detail they gave, at the read-back or right after answering a question, in
// their own words; the corrected detail is the one read back and kept, and nothing else is lost.

const engine = createOfflineEngine();
const restaurant = agentProfile({ workflowMode: true });
const spanishRestaurant = agentProfile({ workflowMode: true, language: "spanish" });

const itemOf = (call: Awaited<ReturnType<typeof playCall>>) => call.last.state.workflowItems[0]?.details;

describe("a number of people corrected", () => {
  it("takes a bare number said as a correction at the read-back", async () => {
    const call = await playCall(engine, restaurant, [
      "A table for three on Saturday at 8 please",
      "Maria Gomez",
      "Oh actually, make it six",
      "Yes",
    ]);
    expect(call.replies[2]).toContain("a table for 6 on Saturday at 8, under the name Maria Gomez");
    expect(itemOf(call)).toMatchObject({ partySize: "6", name: "Maria Gomez" });
  });

  it("takes it right after another answer and asks the question again", async () => {
    const call = await playCall(engine, restaurant, [
      "Could I book a table for two tomorrow at 7?",
      "Sorry, change that to three, my brother is coming",
      "Lee",
      "Yes",
    ]);
    expect(call.replies[1]).toContain("May I have your name, please?");
    expect(call.replies[2]).toContain("a table for 3 tomorrow at 7, under the name Lee");
    expect(itemOf(call)).toMatchObject({ partySize: "3", name: "Lee" });
  });

  it("takes it in Spanish", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Quiero reservar una mesa para dos el sábado a las nueve",
      "A nombre de Lucía Ortega",
      "No, mejor para cinco",
      "Sí",
    ]);
    expect(call.replies[2]).toContain("una mesa para 5");
    expect(itemOf(call)).toMatchObject({ partySize: "5", name: "Lucía Ortega" });
  });

  it("does not take a number said for the time asked as the number of people", async () => {
    const call = await playCall(engine, restaurant, [
      "Book a table for 4",
      "Sorry, 8",
      "Tonight at 8",
      "Kim",
    ]);
    expect(call.replies[1]).not.toContain("I've changed that");
    expect(call.last.say).toContain("a table for 4 tonight at 8, under the name Kim");
  });

  it("takes it in Spanish right after another answer", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Quiero reservar una mesa para dos mañana a las ocho",
      "No, perdón, somos cuatro",
      "Rosa Díaz",
    ]);
    expect(call.replies[1]).toBe("Entendido, lo he cambiado. ¿Me puede decir su nombre, por favor?");
    expect(call.last.say).toContain("una mesa para 4 mañana a las ocho, a nombre de Rosa Díaz");
  });

  it("changes the amount in an order in the caller's words", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Quiero pedir dos pizzas grandes para recoger a las siete",
      "Perdón, que sean cuatro pizzas",
      "Carmen Ruiz",
    ]);
    expect(call.last.say).toContain("cuatro pizzas grandes");
    expect(call.last.say).not.toContain("dos pizzas");
  });
});

describe("a day or time corrected", () => {
  it("keeps the day said, not the one the caller takes back", async () => {
    const call = await playCall(engine, restaurant, [
      "Book a table for 4 on Friday at 7",
      "Priya",
      "No wait, Saturday not Friday",
      "Yes",
    ]);
    expect(call.replies[2]).toContain("a table for 4 on Saturday at 7,");
    expect(itemOf(call)?.when).toMatch(/^Saturday/);
  });

  it("keeps the day when only the hour is corrected, in Spanish", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Una mesa para cuatro el viernes a las siete, por favor",
      "Soy Andrés",
      "Mejor a las ocho",
    ]);
    expect(call.last.say).toMatch(/viernes a las ocho/);
  });

  it("takes a new day said right after another answer", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for two on Wednesday at 6 please",
      "Actually, make it Thursday instead of Wednesday",
      "Omar",
    ]);
    expect(call.last.say).toContain("a table for 2 on Thursday at 6, under the name Omar");
  });
});

describe("a name corrected", () => {
  it("takes a first name spelled out in place of the one heard", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for two tonight at 8",
      "Ann Smith",
      "No, it's Anne, A-N-N-E",
      "Yes",
    ]);
    expect(call.replies[2]).toContain("under the name Anne Smith");
    expect(itemOf(call)?.name).toBe("Anne Smith");
  });

  it("takes a last name corrected by its letter", async () => {
    const call = await playCall(engine, restaurant, [
      "A table for 2 tomorrow at 7, my name is Ana Lopes",
      "Sorry, it's Lopez with a z",
      "Yes",
    ]);
    expect(itemOf(call)?.name).toBe("Ana Lopez");
  });

  it("takes the whole name the caller gives after a first name", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for 2 tomorrow at 7",
      "Jake",
      "Oh, Jake Russo",
      "Yes",
    ]);
    expect(itemOf(call)?.name).toBe("Jake Russo");
  });

  it("takes a surname corrected in Spanish", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Una mesa para dos mañana a las nueve",
      "Juan Peres",
      "No, mi apellido es Pérez, con zeta",
      "Sí",
    ]);
    expect(itemOf(call)?.name).toBe("Juan Pérez");
  });
});

describe("a number corrected", () => {
  it("keeps the number the caller corrects to in the same sentence", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message for the owner",
      "Dana Wu",
      "It's 646 555 0192, no sorry, that's my work line, 646 555 0129",
      "Please call me about the party booking",
    ]);
    expect(call.last.state.message?.callbackNumber).toBe("6465550129");
  });

  it("keeps the number said, not the one taken back", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for 2 tomorrow at 7, my name is Dana Wu",
      "Sorry, my number is 646 555 0129, not 0192",
      "Yes",
    ]);
    expect(itemOf(call)?.callbackNumber).toBe("6465550129");
  });
});

describe("a plain no at the read-back", () => {
  it("asks what to change and loses nothing when the answer is unclear", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for 4 on Saturday at 8",
      "Ruth Cole",
      "No",
      "Hmm, let me think",
      "Yes",
    ]);
    expect(call.replies[2]).toBe("Sorry about that. What would you like to change?");
    expect(call.replies[3]).toContain("a table for 4 on Saturday at 8, under the name Ruth Cole");
    expect(itemOf(call)).toMatchObject({ partySize: "4", name: "Ruth Cole" });
  });
});

describe("what the caller says after a correction", () => {
  it("takes a name said with a number as the caller's, not as the answer to another question", async () => {
    const garage = agentProfile({
      businessCategory: "automotive",
      businessName: "Eastside Auto",
      workflowMode: true,
    });
    const call = await playCall(engine, garage, [
      "Can I bring my car in Tuesday for an oil change?",
      "Actually, make it Wednesday",
      "Sam Ortiz, 646 555 0129",
      "A 2019 Toyota Corolla",
    ]);
    expect(call.replies[1]).toContain("Got it, I've changed that.");
    expect(call.last.say).toContain("Wednesday");
    expect(call.last.say).toContain("Sam Ortiz");
    expect(call.last.say).toContain("2019 Toyota Corolla");
    expect(call.last.say).not.toContain("Tuesday");
  });
});

describe("the caller says which detail to change", () => {
  it("asks for the detail named and keeps the rest", async () => {
    const call = await playCall(engine, restaurant, [
      "Table for 4 tonight at 7",
      "Ruth Cole",
      "No",
      "The time",
      "9 PM",
    ]);
    expect(call.replies[3]).toBe("What day and time would you like?");
    expect(call.last.say).toContain("a table for 4 tonight at 9 PM, under the name Ruth Cole");
  });

  it("asks for another number in Spanish", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Una mesa para dos mañana a las nueve, a nombre de Elena Soto",
      "No",
      "El teléfono",
      "646 555 0129",
    ]);
    expect(call.replies[2]).toBe("¿A qué número le podemos devolver la llamada?");
    expect(call.last.say).toContain(
      "a nombre de Elena Soto, con devolución de llamada al número que termina en 0 1 2 9",
    );
  });
});

describe("a correction after the request was taken", () => {
  it("changes the number of a message already passed on", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message",
      "Dana Wu",
      "Yes",
      "Please call me about the party",
      "Sorry, actually my number is 646 555 0129",
    ]);
    expect(call.last.say).toContain("I've changed that");
    expect(call.last.say).toContain("0 1 2 9");
    expect(call.last.state.message).toMatchObject({ callerName: "Dana Wu", callbackNumber: "6465550129" });
  });

  it("changes a booking already noted, in Spanish", async () => {
    const call = await playCall(engine, spanishRestaurant, [
      "Una mesa para dos mañana a las nueve, a nombre de Elena Soto",
      "Sí",
      "Perdón, mejor para tres",
    ]);
    expect(call.last.say).toContain("una mesa para 3 mañana a las nueve");
    expect(call.last.state.workflowItems).toHaveLength(1);
    expect(itemOf(call)).toMatchObject({ partySize: "3", name: "Elena Soto" });
  });
});

describe("a corrected request the caller does not confirm", () => {
  it("keeps the corrected details for the owner, not the words taken back", async () => {
    const call = await playCall(engine, agentProfile({ language: "spanish" }), [
      "Quiero pedir dos pizzas grandes para recoger a las siete",
      "No, perdón, que sean tres pizzas",
      "A nombre de Carmen Ruiz",
    ]);
    const kept = keptAtCallEnd(call.last.state);
    expect(kept?.reason).toMatch(/^Tres pizzas grandes, para recoger a las siete, a nombre de Carmen Ruiz/);
    expect(kept?.reason).not.toMatch(/dos pizzas/i);
  });
});
