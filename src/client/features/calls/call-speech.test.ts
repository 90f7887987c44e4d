import { describe, expect, it } from "vitest";
import { chooseSynthesisVoice, speechLanguageOf } from "./call-speech";

const voice = (name: string, lang: string, localService = true) => ({ name, lang, localService });

const macVoices = [
  voice("Samantha", "en-US"),
  voice("Alex", "en-US"),
  voice("Daniel", "en-GB"),
  voice("Paulina", "es-MX"),
  voice("Jorge", "es-ES"),
];

describe("the agent's voice in the browser", () => {
  it("speaks US English and US Spanish", () => {
    expect(speechLanguageOf("english")).toBe("en-US");
    expect(speechLanguageOf("spanish")).toBe("es-US");
  });

  it("picks a voice of the agent's gender in the agent's language", () => {
    expect(chooseSynthesisVoice(macVoices, "en-US", "female")?.name).toBe("Samantha");
    expect(chooseSynthesisVoice(macVoices, "en-US", "male")?.name).toBe("Alex");
    expect(chooseSynthesisVoice(macVoices, "es-US", "male")?.name).toBe("Jorge");
    expect(chooseSynthesisVoice(macVoices, "es-US", "female")?.name).toBe("Paulina");
  });

  it("reads 'Female' before 'Male' in a voice's name", () => {
    const voices = [voice("Microsoft Guy Online - English (Male)", "en-US"), voice("Some Female", "en-US")];
    expect(chooseSynthesisVoice(voices, "en-US", "female")?.name).toBe("Some Female");
    expect(chooseSynthesisVoice(voices, "en-US", "male")?.name).toBe("Microsoft Guy Online - English (Male)");
  });

  it("prefers the exact region when the gender is the same", () => {
    const voices = [voice("Karen", "en-AU"), voice("Samantha", "en_US")];
    expect(chooseSynthesisVoice(voices, "en-US", "female")?.name).toBe("Samantha");
  });

  it("falls back to any voice of the language when none has the agent's gender", () => {
    expect(chooseSynthesisVoice([voice("Samantha", "en-US")], "en-US", "male")?.name).toBe("Samantha");
    expect(chooseSynthesisVoice([voice("eSpeak", "en-US")], "en-US", "male")?.name).toBe("eSpeak");
  });

  it("prefers a voice of unknown gender over one of the other gender", () => {
    const voices = [voice("Samantha", "en-US"), voice("Robot", "en-US")];
    expect(chooseSynthesisVoice(voices, "en-US", "male")?.name).toBe("Robot");
  });

  it("has no voice to offer when the browser has none for the language", () => {
    expect(chooseSynthesisVoice(macVoices, "fr-FR", "female")).toBeNull();
    expect(chooseSynthesisVoice([], "en-US", "female")).toBeNull();
  });
});
