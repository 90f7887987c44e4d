import type { KnowledgeFact } from "../../../shared/api/knowledge";
import type { BusinessCategory } from "../../../shared/catalog/agents";
import type { PolicyTopic } from "../../../shared/catalog/knowledge";
import type { ChatLanguage } from "../../text/language";
import { foldForMatching, wordsPattern } from "../../text/text-folding";
import { everyKnowledgeWord } from "./fact-clauses";

// The built-in assistant's word on the facts it added to the form: "I've added 2 menu items and a
// delivery policy to the form." The owner reviews them there, so the sentence only counts them.

/**
 * What the sentence counts a fact as: its kind, except that a restaurant's services are menu items and
 * an areas-served policy about delivery is a delivery policy.
 */
type Counted = "menu-item" | "service" | "faq" | "staff" | "location" | "delivery" | PolicyTopic;

type Noun = { one: string; many: string };

/** One language's sentence and the nouns it counts with. */
interface Wording {
  nouns: Record<Counted, Noun>;
  and: string;
  sentence: (listed: string) => string;
}

const WORDINGS: Record<ChatLanguage, Wording> = {
  english: {
    nouns: {
      "menu-item": { one: "a menu item", many: "menu items" },
      service: { one: "a service", many: "services" },
      faq: { one: "a question and answer", many: "questions and answers" },
      staff: { one: "a staff member", many: "staff members" },
      location: { one: "your address", many: "addresses" },
      delivery: { one: "a delivery policy", many: "delivery policies" },
      "areas-served": { one: "the area you serve", many: "service-area policies" },
      payment: { one: "a payment policy", many: "payment policies" },
      parking: { one: "parking details", many: "parking details" },
      cancellation: { one: "a cancellation policy", many: "cancellation policies" },
      insurance: { one: "the insurance you accept", many: "insurance details" },
      other: { one: "a policy", many: "policies" },
    },
    and: "and",
    sentence: (listed) => `I've added ${listed} to the form.`,
  },
  spanish: {
    nouns: {
      "menu-item": { one: "un plato del menú", many: "platos del menú" },
      service: { one: "un servicio", many: "servicios" },
      faq: { one: "una pregunta frecuente", many: "preguntas frecuentes" },
      staff: { one: "una persona del equipo", many: "personas del equipo" },
      location: { one: "su dirección", many: "direcciones" },
      delivery: { one: "una política de entrega", many: "políticas de entrega" },
      "areas-served": { one: "la zona que atiende", many: "políticas de zona" },
      payment: { one: "una política de pago", many: "políticas de pago" },
      parking: { one: "información de estacionamiento", many: "información de estacionamiento" },
      cancellation: { one: "una política de cancelación", many: "políticas de cancelación" },
      insurance: { one: "los seguros que acepta", many: "información de seguros" },
      other: { one: "una política", many: "políticas" },
    },
    and: "y",
    sentence: (listed) => `He añadido al formulario ${listed}.`,
  },
};

const DELIVERY = new RegExp(wordsPattern(everyKnowledgeWord((words) => words.deliveryWords)), "u");

function countedAs(fact: KnowledgeFact, category: BusinessCategory | undefined): Counted {
  switch (fact.kind) {
    case "service":
      return category === "restaurant" ? "menu-item" : "service";
    case "policy":
      return fact.topic === "areas-served" && DELIVERY.test(foldForMatching(fact.text))
        ? "delivery"
        : fact.topic;
    default:
      return fact.kind;
  }
}

/** "margherita, pepperoni, a delivery policy" → "I've added 2 menu items and a delivery policy to the form." */
export function factsAcknowledgement(
  facts: readonly KnowledgeFact[],
  category: BusinessCategory | undefined,
  language: ChatLanguage,
): string {
  const wording = WORDINGS[language];
  const counts = new Map<Counted, number>();
  for (const fact of facts) {
    const counted = countedAs(fact, category);
    counts.set(counted, (counts.get(counted) ?? 0) + 1);
  }
  const items = [...counts].map(([counted, count]) => {
    const noun = wording.nouns[counted];
    return count === 1 ? noun.one : `${count} ${noun.many}`;
  });
  const last = items.pop() ?? "";
  return wording.sentence(items.length > 0 ? `${items.join(", ")} ${wording.and} ${last}` : last);
}
