import { describe, expect, it } from "vitest";
import { keptAtCallEnd } from "./call-end";
import { agentProfile, CALLER_NUMBER, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// What the built-in engine keeps as a message's reason: what the caller wants, in their words.

const engine = createOfflineEngine();

describe("the reason of a message", () => {
  // The message's reason is what the owner reads in the call log and the mail, so it
  // is what the caller wants, never "yes" or "please pass it on" said to the agent.
  const CATERING = "Catering for 40 people on December 12th";
  const SOFIA =
    "Hi, this is Sofia Rossi, my number is 201 555 0199, I'm calling about catering for 40 people on December 12th";
  const sofiasMessage = { callerName: "Sofia Rossi", callbackNumber: "2015550199", reason: CATERING };

  it("is taken from the sentence that gives the name and number, without asking for it again", async () => {
    const call = await playCall(engine, agentProfile(), ["I'd like to leave a message", SOFIA]);
    expect(call.last.say).not.toContain("what would you like me to tell them");
    expect(call.last.say).toContain(
      "Thank you, Sofia Rossi. I'll pass your message on, and Tony's Pizza will call you back on the number ending in 0 1 9 9.",
    );
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is taken from a yes to the offer of a message that gives the name, number and reason", async () => {
    const call = await playCall(engine, agentProfile({ businessWebsite: "" }), [
      "What's your website?",
      `Yes please. ${SOFIA}`,
    ]);
    expect(call.replies[0]).toContain("Would you like to leave a message");
    expect(call.last.say).not.toContain("can't help");
    expect(call.last.say).toContain("Thank you, Sofia Rossi.");
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is what the caller first asked for, not the words that lead up to a Spanish number", async () => {
    const taqueria = agentProfile({
      businessName: "Taquería El Güero",
      language: "spanish",
      agentPurpose: "Contestar preguntas y tomar mensajes para el dueño",
    });
    const request =
      "Buenas, quería ver si me pueden preparar comida para una fiesta, como para cincuenta personas, el sábado.";
    const call = await playCall(engine, taqueria, [
      request,
      "Me llamo Ernesto Salinas y mi celular es el 213 555 0192.",
      "No, es todo. Gracias.",
    ]);
    const kept = keptAtCallEnd(call.last.state);
    expect(kept).toMatchObject({ callerName: "Ernesto Salinas", callbackNumber: "2135550192" });
    expect(kept?.reason).toMatch(/comida para una fiesta, como para cincuenta personas, el sábado/);
    expect(kept?.reason).not.toMatch(/celular/i);
  });

  it("is taken when said before the name and number in the same sentence", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Can I leave a message?",
      "I'm calling about catering for 40 people on December 12th. My name is Sofia Rossi and my number is 201 555 0199.",
    ]);
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is taken when said in the request that starts the message, before the name and number", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'm calling about catering for 40 people on December 12th, can I leave a message?",
      "Sofia Rossi",
      "Yes",
      "Yes please pass it on",
    ]);
    expect(call.replies[2]).toBe("And what would you like me to tell them?");
    expect(call.last.say).toContain("Thank you, Sofia Rossi.");
    expect(call.last.state.message).toEqual({ ...sofiasMessage, callbackNumber: CALLER_NUMBER });
  });

  it.each(["Yes please pass it on", "Yes", "Please pass that on, thanks", "Just pass it along please"])(
    "is never the reply %j to 'what would you like me to tell them?'",
    async (reply) => {
      const call = await playCall(engine, agentProfile(), [
        "I'd like to leave a message",
        "Sofia Rossi",
        "Yes",
        reply,
      ]);
      expect(call.replies[2]).toBe("And what would you like me to tell them?");
      expect(call.last.say).toBe("Sorry, I didn't catch that. And what would you like me to tell them?");
      expect(keptAtCallEnd(call.last.state)?.reason).not.toMatch(/pass|yes|that's it/i);
    },
  );

  it("is not an acknowledgement once the caller has given the reason", async () => {
    const call = await playCall(engine, agentProfile(), [
      "I'd like to leave a message",
      SOFIA,
      "Yes please pass it on",
    ]);
    expect(call.last.state.message).toEqual(sofiasMessage);
    expect(call.last.say).not.toContain("can't help");
    expect(call.last.say).not.toContain("May I have your name");
  });

  it("is the caller's latest request, not an unrelated question asked before it", async () => {
    const call = await playCall(engine, agentProfile(), [
      "Do you sell car tyres?",
      "No",
      "do you have a pet llama?",
      SOFIA,
      "Thanks, bye",
    ]);
    expect(call.replies[1]).toBe("No problem. Can I help you with anything else?");
    expect(call.last.hangUp).toBe(true);
    expect(call.last.state.message).toEqual(sofiasMessage);
  });

  it("is the request that followed a declined offer, when the caller hangs up before saying more", async () => {
    const call = await playCall(engine, agentProfile(), [
      "do you have a pet llama?",
      "No",
      "I'm calling about catering for 40 people on December 12th",
      "Sofia Rossi, 201 555 0199",
    ]);
    expect(call.last.say).toBe("And what would you like me to tell them?");
    expect(keptAtCallEnd(call.last.state)).toEqual({ ...sofiasMessage, partial: true });
  });
});
