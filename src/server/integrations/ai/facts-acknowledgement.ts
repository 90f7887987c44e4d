import type { KnowledgeFact } from "../../../shared/api/knowledge";
import type { BusinessCategory } from "../../../shared/catalog/agents";
import type { PolicyTopic } from "../../../shared/catalog/knowledge";
import type { ChatLanguage } from "../../text/language";
import { foldForMatching, wordsPattern } from "../../text/text-folding";
import { everyKnowledgeWord } from "./fact-clauses";

// The built-in assistant's word on the facts it added to the form: "I've added 2 menu items and a
// delivery policy to the form." The owner reviews them there, so the sentence only counts them.

type Noun = { one: string; many: string };
type Wording = Record<ChatLanguage, Noun>;

const MENU_ITEM: Wording = {
  english: { one: "a menu item", many: "menu items" },
  spanish: { one: "un plato del menú", many: "platos del menú" },
};
const SERVICE: Wording = {
  english: { one: "a service", many: "services" },
  spanish: { one: "un servicio", many: "servicios" },
};
const FAQ: Wording = {
  english: { one: "a question and answer", many: "questions and answers" },
  spanish: { one: "una pregunta frecuente", many: "preguntas frecuentes" },
};
const STAFF: Wording = {
  english: { one: "a staff member", many: "staff members" },
  spanish: { one: "una persona del equipo", many: "personas del equipo" },
};
const LOCATION: Wording = {
  english: { one: "your address", many: "addresses" },
  spanish: { one: "su dirección", many: "direcciones" },
};
const POLICY: Record<PolicyTopic | "delivery", Wording> = {
  delivery: {
    english: { one: "a delivery policy", many: "delivery policies" },
    spanish: { one: "una política de entrega", many: "políticas de entrega" },
  },
  "areas-served": {
    english: { one: "the area you serve", many: "service-area policies" },
    spanish: { one: "la zona que atiende", many: "políticas de zona" },
  },
  payment: {
    english: { one: "a payment policy", many: "payment policies" },
    spanish: { one: "una política de pago", many: "políticas de pago" },
  },
  parking: {
    english: { one: "parking details", many: "parking details" },
    spanish: { one: "información de estacionamiento", many: "información de estacionamiento" },
  },
  cancellation: {
    english: { one: "a cancellation policy", many: "cancellation policies" },
    spanish: { one: "una política de cancelación", many: "políticas de cancelación" },
  },
  insurance: {
    english: { one: "the insurance you accept", many: "insurance details" },
    spanish: { one: "los seguros que acepta", many: "información de seguros" },
  },
  other: {
    english: { one: "a policy", many: "policies" },
    spanish: { one: "una política", many: "políticas" },
  },
};

const DELIVERY = new RegExp(wordsPattern(everyKnowledgeWord((words) => words.deliveryWords)), "u");

const AND: Record<ChatLanguage, string> = { english: "and", spanish: "y" };

function counted(noun: Noun, count: number): string {
  return count === 1 ? noun.one : `${count} ${noun.many}`;
}

/** "margherita, pepperoni, a delivery policy" → "I've added 2 menu items and a delivery policy to the form." */
export function factsAcknowledgement(
  facts: readonly KnowledgeFact[],
  category: BusinessCategory | undefined,
  language: ChatLanguage,
): string {
  const groups = new Map<Wording, number>();
  for (const fact of facts) {
    const wording =
      fact.kind === "service"
        ? category === "restaurant"
          ? MENU_ITEM
          : SERVICE
        : fact.kind === "policy"
          ? POLICY[
              fact.topic === "areas-served" && DELIVERY.test(foldForMatching(fact.text))
                ? "delivery"
                : fact.topic
            ]
          : fact.kind === "faq"
            ? FAQ
            : fact.kind === "staff"
              ? STAFF
              : LOCATION;
    groups.set(wording, (groups.get(wording) ?? 0) + 1);
  }
  const items = [...groups].map(([wording, count]) => counted(wording[language], count));
  const last = items.pop() ?? "";
  const listed = items.length > 0 ? `${items.join(", ")} ${AND[language]} ${last}` : last;
  return language === "spanish" ? `He añadido al formulario ${listed}.` : `I've added ${listed} to the form.`;
}
