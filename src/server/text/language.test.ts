import { describe, expect, it } from "vitest";
import { detectLanguage, languageRunsOf } from "./language";

describe("detectLanguage", () => {
  const HEARD = {
    Spanish: [
      "Hola, quiero crear un agente",
      "Somos una panadería en Madrid",
      "¿Cuánto cuesta?",
      "Necesito que tome pedidos por teléfono",
      "sí",
      "gracias",
    ],
    English: [
      "Hello, I want to create an agent",
      "We're a bakery in Brooklyn",
      "How much does it cost?",
      "yes",
      "thanks",
    ],
  };

  it.each(
    Object.entries(HEARD).flatMap(([language, texts]) => texts.map((text) => [language, text] as const)),
  )("hears %s in %j", (language, text) => {
    expect(detectLanguage(text)).toBe(language.toLowerCase());
  });

  it.each(["Tony's Pizza", "9-5", "www.example.com", "ok"])("hears no language in %j", (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });
});

describe("languageRunsOf", () => {
  it("cuts a bilingual greeting where its language changes", () => {
    expect(
      languageRunsOf(
        "Thank you for calling Desert Sun Family Clinic. How can I help you today? Gracias por llamar a Desert Sun Family Clinic; si lo prefiere, puede hablarme en español.",
        "english",
      ),
    ).toEqual([
      {
        language: "english",
        text: "Thank you for calling Desert Sun Family Clinic. How can I help you today?",
      },
      {
        language: "spanish",
        text: "Gracias por llamar a Desert Sun Family Clinic; si lo prefiere, puede hablarme en español.",
      },
    ]);
  });

  it("keeps a name's letters from changing a sentence's language, and a sentence with no sign in its run", () => {
    expect(languageRunsOf("Thank you, José García. Perfect. Goodbye!", "english")).toEqual([
      { language: "english", text: "Thank you, José García. Perfect. Goodbye!" },
    ]);
    expect(languageRunsOf("Gracias, Tom Hughes. ¿Algo más?", "spanish")).toEqual([
      { language: "spanish", text: "Gracias, Tom Hughes. ¿Algo más?" },
    ]);
  });

  it("gives a reply with no sign of a language the reply's own", () => {
    expect(languageRunsOf("6 1 7, 5 5 5.", "spanish")).toEqual([
      { language: "spanish", text: "6 1 7, 5 5 5." },
    ]);
  });
});
