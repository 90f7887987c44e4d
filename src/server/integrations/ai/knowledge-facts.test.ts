import { describe, expect, it } from "vitest";
import { serviceFact } from "../../../../tests/support/knowledge-facts";
import { KnowledgeFactSchema } from "../../../shared/api/knowledge";
import { extractKnowledgeFacts } from "./knowledge-facts";

// What the owner writes in the chat becomes facts for the form, in their words and at their prices.

const policy = (topic: string, text: string) => ({ kind: "policy", topic, text });
const staff = (name: string, role: string) => ({ kind: "staff", name, role });

describe("the facts an owner's message gives", () => {
  it("reads menu items and a delivery policy from one sentence", () => {
    expect(
      extractKnowledgeFacts("margherita is $14, pepperoni $16, we deliver within 3 miles for $4"),
    ).toEqual([
      serviceFact("Margherita", 14),
      serviceFact("Pepperoni", 16),
      policy("areas-served", "We deliver within 3 miles for $4."),
    ]);
  });

  it.each([
    ["a cleaning costs $120", serviceFact("Cleaning", 120)],
    ["haircuts from $35 to $60", serviceFact("Haircuts", 35, 60)],
    ["fillings $150-$300", serviceFact("Fillings", 150, 300)],
    [
      "oil change: $49.99, takes about 30 minutes",
      serviceFact("Oil change", 49.99, null, { durationMinutes: 30 }),
    ],
    ["A crown is $1,200.", serviceFact("Crown", 1200)],
    ["we charge $120 for a cleaning", serviceFact("Cleaning", 120)],
    ["$14 for a margherita", serviceFact("Margherita", 14)],
    ["large pizzas are 18 dollars", serviceFact("Large pizzas", 18)],
    ["our brunch plate is €9", serviceFact("Brunch plate", 9)],
    ["the tasting menu is 45 euros", serviceFact("Tasting menu", 45)],
    ["pepperoni 16.50", serviceFact("Pepperoni", 16.5)],
    ["Our prices: margherita $14", serviceFact("Margherita", 14)],
    ["margherita ($14)", serviceFact("Margherita", 14)],
    ["margherita - $14", serviceFact("Margherita", 14)],
    ["color treatments between $80 and $120", serviceFact("Color treatments", 80, 120)],
    ["tutoring is $40 an hour", serviceFact("Tutoring", 40, null, { description: "$40 an hour" })],
    ["massages from $60", serviceFact("Massages", 60, null, { description: "From $60" })],
    [
      "a deep cleaning costs $200 and takes about an hour and a half",
      serviceFact("Deep cleaning", 200, null, { durationMinutes: 90 }),
    ],
    ["a 45-minute facial is $85", serviceFact("45-minute facial", 85, null, { durationMinutes: 45 })],
    ["brunch is $25, weekends only", serviceFact("Brunch", 25, null, { availability: "weekends only" })],
    ["we also do calzones", serviceFact("Calzones", null)],
    ["la limpieza cuesta 120 dólares", serviceFact("Limpieza", 120)],
    ["corte de pelo: 25 €", serviceFact("Corte de pelo", 25)],
    ["los cortes desde $35 hasta $60", serviceFact("Cortes", 35, 60)],
    ["el masaje cuesta $60 y dura una hora", serviceFact("Masaje", 60, null, { durationMinutes: 60 })],
    ["también hacemos calzones", serviceFact("Calzones", null)],
  ])("reads a service: %s", (message, fact) => {
    expect(extractKnowledgeFacts(message)).toEqual([fact]);
  });

  it("reads several prices in one sentence joined by 'and' as several items", () => {
    expect(extractKnowledgeFacts("Margherita is $14 and pepperoni is $16.")).toEqual([
      serviceFact("Margherita", 14),
      serviceFact("Pepperoni", 16),
    ]);
  });

  it("lists what the owner offers without a price as services with no price", () => {
    expect(extractKnowledgeFacts("We also do calzones, salads and wings.")).toEqual([
      serviceFact("Calzones", null),
      serviceFact("Salads", null),
      serviceFact("Wings", null),
    ]);
  });

  it.each([
    ["we take cash and all major cards", "payment", "We take cash and all major cards."],
    ["We accept cash, Visa and Mastercard.", "payment", "We accept cash, Visa and Mastercard."],
    ["cash only", "payment", "Cash only."],
    ["free parking behind the building", "parking", "Free parking behind the building."],
    ["24 hours notice to cancel", "cancellation", "24 hours notice to cancel."],
    [
      "please cancel at least 24 hours ahead, otherwise we charge $25",
      "cancellation",
      "Please cancel at least 24 hours ahead, otherwise we charge $25.",
    ],
    ["we accept Delta Dental and Aetna", "insurance", "We accept Delta Dental and Aetna."],
    ["we take most insurance plans", "insurance", "We take most insurance plans."],
    ["we deliver within 3 miles for $4", "areas-served", "We deliver within 3 miles for $4."],
    ["delivery is free over $30", "areas-served", "Delivery is free over $30."],
    ["returns within 30 days with a receipt", "other", "Returns within 30 days with a receipt."],
    ["aceptamos efectivo y tarjetas", "payment", "Aceptamos efectivo y tarjetas."],
    ["hay estacionamiento gratis atrás", "parking", "Hay estacionamiento gratis atrás."],
    ["para cancelar avise con 24 horas", "cancellation", "Para cancelar avise con 24 horas."],
    ["entregamos a domicilio a 5 km por 3 €", "areas-served", "Entregamos a domicilio a 5 km por 3 €."],
    ["aceptamos seguros Aetna y Cigna", "insurance", "Aceptamos seguros Aetna y Cigna."],
  ])("reads a policy: %s", (message, topic, text) => {
    expect(extractKnowledgeFacts(message)).toEqual([policy(topic, text)]);
  });

  it.each([
    ["Dr. Patel is our hygienist", staff("Dr. Patel", "hygienist")],
    ["ask for Maria, the manager", staff("Maria", "manager")],
    ["Maria is the manager.", staff("Maria", "manager")],
    ["Our head chef is Luca Rossi", staff("Luca Rossi", "head chef")],
    ["ask for Tom", staff("Tom", "")],
    ["la Dra. Pérez es nuestra dentista", staff("Dra. Pérez", "dentista")],
    ["pregunte por María, la gerente", staff("María", "gerente")],
  ])("reads a person: %s", (message, fact) => {
    expect(extractKnowledgeFacts(message)).toEqual([fact]);
  });

  it.each([
    ["we're at 12 Main Street, next to the bank", "12 Main Street", "Next to the bank"],
    [
      "We are located at 450 Oak Ave, Suite 4, Austin, TX 78701.",
      "450 Oak Ave, Suite 4, Austin, TX 78701",
      "",
    ],
    ["our address is 88 Elm Road across from the park", "88 Elm Road", "Across from the park"],
    ["estamos en Calle Mayor 12, junto al banco", "Calle Mayor 12", "Junto al banco"],
  ])("reads the address: %s", (message, address, directions) => {
    expect(extractKnowledgeFacts(message)).toEqual([{ kind: "location", address, directions }]);
  });

  it.each([
    ["Do you deliver? Yes, within 3 miles.", "Do you deliver?", "Yes, within 3 miles."],
    [
      "Q: Do you have gluten-free crust? A: Yes, for $2 more.",
      "Do you have gluten-free crust?",
      "Yes, for $2 more.",
    ],
    [
      "If someone asks whether we take walk-ins, tell them yes, before 3 pm.",
      "We take walk-ins?",
      "Yes, before 3 pm.",
    ],
    [
      "¿Tienen estacionamiento? Sí, gratis detrás del local.",
      "¿Tienen estacionamiento?",
      "Sí, gratis detrás del local.",
    ],
  ])("reads a question the owner answers: %s", (message, question, answer) => {
    expect(extractKnowledgeFacts(message)).toEqual([{ kind: "faq", question, answer }]);
  });

  it.each([
    "Bright Smile Dental is a dental clinic in Austin, open Monday to Friday 8am-5pm. The agent should book cleanings and answer insurance questions. Call her Emma.",
    "We're Tony's Pizza in Brooklyn, a pizzeria. I want it to take orders.",
    "How much does it cost?",
    "Can the agent answer questions about parking?",
    "We're open 11.30 to 10, seven days a week.",
    "We're at capacity most weekends.",
    "Agent name: Emma",
    "yes, create it",
    "it's $25 to create an agent?",
    "We're Petal & Stem, a flower shop open 9am to 7pm. I want it to take orders for deliveries.",
    "Somos Inmobiliaria del Sol, vendemos y alquilamos casas.",
    "$0.01 per minute",
    "Zona horaria: Madrid",
    "Prices go from 10 to 15 dollars",
    "an insurance agency for dental practices",
  ])("finds no fact where the owner gives none: %s", (message) => {
    expect(extractKnowledgeFacts(message)).toEqual([]);
  });

  it("reads a whole description of a pizzeria, every fact valid for the form", () => {
    const facts = extractKnowledgeFacts(
      "Margherita is $14, pepperoni $16. We also do calzones. We deliver within 3 miles for $4. We take cash and all major cards. Ask for Maria, the manager. We're at 12 Main Street, next to the bank.",
    );
    expect(facts).toEqual([
      serviceFact("Margherita", 14),
      serviceFact("Pepperoni", 16),
      serviceFact("Calzones", null),
      policy("areas-served", "We deliver within 3 miles for $4."),
      policy("payment", "We take cash and all major cards."),
      staff("Maria", "manager"),
      { kind: "location", address: "12 Main Street", directions: "Next to the bank" },
    ]);
    for (const fact of facts) expect(KnowledgeFactSchema.safeParse(fact).success).toBe(true);
  });
});
