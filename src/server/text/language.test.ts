import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

describe("detectLanguage", () => {
  it.each([
    "Hola, quiero crear un agente",
    "Somos una panadería en Madrid",
    "¿Cuánto cuesta?",
    "Necesito que tome pedidos por teléfono",
    "sí",
    "gracias",
  ])("hears Spanish in %j", (text) => {
    expect(detectLanguage(text)).toBe("spanish");
  });

  it.each([
    "Hello, I want to create an agent",
    "We're a bakery in Brooklyn",
    "How much does it cost?",
    "yes",
    "thanks",
  ])("hears English in %j", (text) => {
    expect(detectLanguage(text)).toBe("english");
  });

  it.each(["Tony's Pizza", "9-5", "www.example.com", "ok"])("hears no language in %j", (text) => {
    expect(detectLanguage(text)).toBeUndefined();
  });
});
