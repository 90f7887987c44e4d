import { describe, expect, it } from "vitest";
import type { BusinessCategory } from "../../../shared/catalog/agents";
import { prepareUtterance } from "./caller-intents";
import { type EmergencyKind, emergencyIn } from "./emergencies";
import { agentProfile, FRIDAY_AFTERNOON, PLUMBER } from "./engine-test-support";
import { numberForSpeech, type OwnerInstruction, ownerInstruction } from "./owner-instructions";
import type { AgentProfile, SpokenLanguage } from "./types";

// Emergencies as callers say them, in English and Spanish, for the kinds of business that get them;
// and the same words when nothing is happening: negated, or asked about as a service.

const kindOf = (category: BusinessCategory, words: string, aboutPets = false) =>
  emergencyIn(category, prepareUtterance(words), aboutPets)?.kind;

const SAID: readonly [BusinessCategory, string, EmergencyKind][] = [
  ["construction", "Water's pouring through my ceiling!", "home"],
  ["construction", "Yeah hi, I've got a pipe that burst in my basement, there's water everywhere.", "home"],
  ["construction", "Sewage is coming up through the drain in my basement floor", "home"],
  ["construction", "We've got no heat and it's freezing in here", "home"],
  ["construction", "Se me reventó un tubo en la cocina", "home"],
  ["construction", "Hay agua por todas partes, se está inundando el sótano", "home"],
  ["construction", "Se me está inundando el baño, el agua no para de salir", "home"],
  ["construction", "There's a burning smell coming from my fuse box", "electrical"],
  ["construction", "The outlet in the kitchen is sparking", "electrical"],
  ["construction", "Huele a gas en toda la casa", "danger"],
  ["real-estate", "I can smell gas in the hallway of my apartment", "danger"],
  ["healthcare", "My husband is having chest pain and his left arm is numb", "life"],
  ["healthcare", "She can't breathe, her lips are turning blue", "life"],
  ["healthcare", "Mi hijo no puede respirar bien, tiene los labios morados", "life"],
  ["healthcare", "Creo que a mi papá le está dando un infarto", "life"],
  ["healthcare", "My son knocked out his front tooth", "medical"],
  ["healthcare", "Her face is really swollen since last night", "medical"],
  ["healthcare", "A mi hija se le rompió un diente jugando fútbol", "medical"],
  ["healthcare", "My dog ate rat poison", "pet"],
  ["healthcare", "Mi perro comió chocolate, ¿qué hago?", "pet"],
  ["healthcare", "My cat got hit by a car", "pet"],
  ["healthcare", "She isn't breathing properly", "pet"],
  ["automotive", "I've broken down on the highway near exit 12", "auto"],
  ["automotive", "My brakes just failed on the way home", "auto"],
  ["automotive", "Me quedé varado en la autopista", "auto"],
  ["legal", "My son was arrested last night", "legal"],
  ["legal", "I have court tomorrow morning and no lawyer", "legal"],
  ["legal", "A mi esposo lo detuvieron esta mañana", "legal"],
  ["fitness", "A lady in the class has collapsed and isn't breathing properly", "life"],
  ["construction", "Please help, my husband got a shock off the cooker and he's not answering me", "life"],
  ["restaurant", "There's a fire in the kitchen next door", "danger"],
  ["other", "It's an emergency, please have someone call me", "general"],
  ["other", "Es urgente, necesito hablar con alguien", "general"],
];

const NOT_EMERGENCIES: readonly [BusinessCategory, string][] = [
  ["construction", "Is there an emergency fee if you come out at night?"],
  ["construction", "Do you fix burst pipes?"],
  ["construction", "How much do you charge for flooding cleanups?"],
  ["construction", "No leak or anything, I just want a quote for a new water heater"],
  ["construction", "There's no gas smell, I just want the boiler serviced"],
  ["construction", "¿Cuánto cobran por arreglar una tubería rota?"],
  ["healthcare", "No emergency, just a checkup for my daughter"],
  ["healthcare", "My son's baby tooth fell out, is that normal?"],
  ["healthcare", "It's not urgent, I'd like to book a cleaning"],
  ["healthcare", "I'd like to book a check-up, I've had some back pain"],
  ["healthcare", "No es urgente, quiero una cita para la próxima semana"],
  ["automotive", "I need bodywork after an accident last month"],
  ["legal", "I'd like to talk about child custody"],
  ["restaurant", "Can I book a table for four on Friday?"],
  ["fitness", "Do you do a breathing class?"],
];

describe("emergencies in the caller's words", () => {
  it.each(SAID)("recognises a %s emergency: %s", (category, words, kind) => {
    expect(kindOf(category, words, words.startsWith("She isn't"))).toBe(kind);
  });

  it.each(NOT_EMERGENCIES)("hears no emergency for a %s business: %s", (category, words) => {
    expect(kindOf(category, words)).toBeUndefined();
  });

  it("keeps to the kinds a business is called about: a burst pipe is no emergency of a law firm", () => {
    expect(kindOf("legal", "A pipe burst in my kitchen")).toBeUndefined();
    expect(kindOf("construction", "My son was arrested")).toBeUndefined();
  });
});

describe("the owner's instruction for emergencies, from the agent's purpose", () => {
  const dental = agentProfile({
    businessCategory: "healthcare",
    agentPurpose:
      "Book cleanings. For a dental emergency after hours, tell the caller to call Dr. Chen's emergency line at 617-555-0142.",
    customHours: "Monday to Friday 8am to 5pm",
  });
  const vet = agentProfile({
    businessCategory: "healthcare",
    businessName: "Paws Clinic",
    agentPurpose:
      "Book appointments for pets. After hours, send emergencies to the Northside Animal ER at 612 555 0163.",
    customHours: "",
    customHoursEnabled: false,
  });
  const clinica = agentProfile({
    language: "spanish",
    businessCategory: "healthcare",
    agentPurpose:
      "Agendar citas. En caso de emergencia, dígales que vayan a urgencias del Hospital San José.",
  });
  const clinic = agentProfile({
    businessCategory: "healthcare",
    agentPurpose:
      "Take appointment requests. For chest pain or trouble breathing, tell the caller to hang up and call 911.",
  });
  // Friday 16 January 2026, 11:15 PM in New York: the dental office is closed.
  const night = new Date("2026-01-17T04:15:00Z");
  const says = (say: string, callsEmergencyNumber = false) => ({ say, callsEmergencyNumber });

  it.each<[string, AgentProfile, Date, SpokenLanguage, EmergencyKind, OwnerInstruction | undefined]>([
    [
      "turns the owner's words into words for the caller, without the agent's own tasks",
      PLUMBER,
      FRIDAY_AFTERNOON,
      "english",
      "home",
      says("Please shut off the main water valve. Our on-call plumber will call back within 30 minutes."),
    ],
    [
      "reads a number to call digit by digit, in the groups it was written in",
      dental,
      night,
      "english",
      "medical",
      says("Please call Dr. Chen's emergency line at 6 1 7, 5 5 5, 0 1 4 2."),
    ],
    // "After hours": while the office is open the owner's instruction does not hold.
    [
      "keeps an after-hours instruction to the hours the office is closed",
      dental,
      FRIDAY_AFTERNOON,
      "english",
      "medical",
      undefined,
    ],
    [
      "follows where the owner sends emergencies",
      vet,
      FRIDAY_AFTERNOON,
      "english",
      "pet",
      says("Please call the Northside Animal ER at 6 1 2, 5 5 5, 0 1 6 3."),
    ],
    [
      "in the caller's language gives the number the owner sends emergencies to",
      vet,
      FRIDAY_AFTERNOON,
      "spanish",
      "pet",
      says("Para una emergencia, Paws Clinic indica llamar al 6 1 2, 5 5 5, 0 1 6 3."),
    ],
    [
      "reads a Spanish owner's instruction to one caller, as usted",
      clinica,
      FRIDAY_AFTERNOON,
      "spanish",
      "medical",
      says("Por favor, vaya a urgencias del Hospital San José."),
    ],
    [
      "reads every verb of a Spanish owner's instruction to one caller, not only the first",
      agentProfile({
        language: "spanish",
        businessCategory: "construction",
        agentPurpose: "Si huele a gas, dígales que salgan de la casa y llamen al 911.",
      }),
      FRIDAY_AFTERNOON,
      "spanish",
      "danger",
      says("Por favor, salga de la casa y llame al 911.", true),
    ],
    [
      "finds none in a purpose that gives none",
      agentProfile(),
      FRIDAY_AFTERNOON,
      "english",
      "general",
      undefined,
    ],
    [
      "keeps an instruction for named emergencies to those: chest pain's 911",
      clinic,
      FRIDAY_AFTERNOON,
      "english",
      "life",
      says("Please hang up and call 911.", true),
    ],
    [
      "keeps an instruction for named emergencies to those: not a broken tooth's",
      clinic,
      FRIDAY_AFTERNOON,
      "english",
      "medical",
      undefined,
    ],
  ])("%s", (_does, agent, now, language, kind, instruction) => {
    expect(ownerInstruction(agent, now, language, kind)).toEqual(instruction);
  });

  it("keeps a title's full stop inside the instruction, however the owner wrote the title", () => {
    const written = (purpose: string) =>
      ownerInstruction(
        agentProfile({ businessCategory: "healthcare", agentPurpose: purpose }),
        night,
        "english",
        "medical",
      );
    expect(written("In an emergency, tell the caller to call DR. Chen at 617-555-0142.")).toEqual(
      says("Please call DR. Chen at 6 1 7, 5 5 5, 0 1 4 2."),
    );
    expect(
      written("Exams from $89.50. In an emergency, tell them to page Prof. Ruiz at 617-555-0199."),
    ).toEqual(says("Please page Prof. Ruiz at 6 1 7, 5 5 5, 0 1 9 9."));
  });

  it("reads a written number in the groups it was written in", () => {
    expect(numberForSpeech("(212) 555-0100")).toBe("2 1 2, 5 5 5, 0 1 0 0");
  });
});
