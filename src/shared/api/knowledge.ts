import * as z from "zod/mini";
import {
  KNOWLEDGE_DOCUMENT_SOURCES,
  KNOWLEDGE_DOCUMENT_TEXT_MAX,
  KNOWLEDGE_FACTS_MAX,
  POLICY_TOPICS,
} from "../catalog/knowledge";
import { requiredText, trimmedText } from "./text-fields";

// What an agent knows, as the owner gives it: facts (each of one kind, with the fields that kind
// needs) and documents. The agent quotes facts exactly and says plainly when it does not know.

const optionalText = (label: string, max: number) =>
  z._default(trimmedText(max, `${label} is at most ${max} characters.`), "");

/** An amount in the business's own currency, to the cent: what the caller is quoted, exactly. */
const amount = z.number("Enter the price as a number, like 14 or 14.50.").check(
  z.minimum(0, "A price cannot be negative."),
  z.maximum(1_000_000, "Enter a price below 1,000,000."),
  z.refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    "Enter a price with at most two decimals.",
  ),
);

/** One price ("$14") or a range ("$80 to $120"). */
export const PriceSchema = z.strictObject({ from: amount, to: z._default(z.nullable(amount), null) }).check(
  z.refine(({ from, to }) => to === null || to > from, {
    message: "The upper price must be above the lower one.",
    path: ["to"],
  }),
);
export type Price = z.output<typeof PriceSchema>;

export const ServiceFactSchema = z.strictObject({
  kind: z.literal("service"),
  name: requiredText("Name", 120),
  description: optionalText("Description", 500),
  price: z._default(z.nullable(PriceSchema), null),
  /** How long it takes, for what can be booked. */
  durationMinutes: z._default(
    z.nullable(
      z
        .int("Enter the duration in whole minutes.")
        .check(
          z.minimum(1, "Enter at least 1 minute."),
          z.maximum(1440, "Enter at most 1440 minutes (a day)."),
        ),
    ),
    null,
  ),
  /** When it is offered ("weekends only", "lunch menu, 11 to 3"); empty when always. */
  availability: optionalText("Availability", 200),
});

export const FaqFactSchema = z.strictObject({
  kind: z.literal("faq"),
  question: requiredText("Question", 300),
  answer: requiredText("Answer", 1000),
});

export const PolicyFactSchema = z.strictObject({
  kind: z.literal("policy"),
  topic: z.enum(POLICY_TOPICS, "Choose what the policy is about."),
  text: requiredText("Policy", 1000),
});

export const StaffFactSchema = z.strictObject({
  kind: z.literal("staff"),
  name: requiredText("Name", 120),
  role: optionalText("Role", 120),
});

export const LocationFactSchema = z.strictObject({
  kind: z.literal("location"),
  address: requiredText("Address", 300),
  directions: optionalText("Directions", 1000),
});

export const KnowledgeFactSchema = z.discriminatedUnion("kind", [
  ServiceFactSchema,
  FaqFactSchema,
  PolicyFactSchema,
  StaffFactSchema,
  LocationFactSchema,
]);
export type KnowledgeFactInput = z.input<typeof KnowledgeFactSchema>;
export type KnowledgeFact = z.output<typeof KnowledgeFactSchema>;

/** A stored fact: its id, then the fact as the owner gave it. */
export type StoredKnowledgeFact = KnowledgeFact & { id: string };
export const StoredKnowledgeFactSchema = z.intersection(z.object({ id: z.string() }), KnowledgeFactSchema);

/** PUT …/knowledge/facts: the whole list as the owner saved it, in their order. */
export const SaveKnowledgeFactsRequestSchema = z.strictObject({
  facts: z
    .array(KnowledgeFactSchema)
    .check(z.maxLength(KNOWLEDGE_FACTS_MAX, `An agent can know at most ${KNOWLEDGE_FACTS_MAX} facts.`)),
});

/** POST …/knowledge/documents with JSON: text the owner pasted, under a name they chose. */
export const PasteKnowledgeDocumentRequestSchema = z.strictObject({
  name: requiredText("Name", 120),
  text: requiredText("Text", KNOWLEDGE_DOCUMENT_TEXT_MAX),
});

/**
 * POST …/knowledge/documents with a file's own content type: the file's name, whose extension
 * (.txt, .md, .pdf, .docx) says what it is. Left out for pasted text, which is named in its body.
 */
export const UploadKnowledgeDocumentQuerySchema = z.strictObject({
  name: z.optional(requiredText("File name", 200)),
});

/** A document as the owner sees it: the text the agent reads from it, for the owner to check. */
export const KnowledgeDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(KNOWLEDGE_DOCUMENT_SOURCES),
  bytes: z.number(),
  passages: z.number(),
  text: z.string(),
  createdAt: z.string(),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocumentSchema>;

export const KnowledgeResponseSchema = z.object({
  facts: z.array(StoredKnowledgeFactSchema),
  documents: z.array(KnowledgeDocumentSchema),
});
export type Knowledge = z.infer<typeof KnowledgeResponseSchema>;

export const KnowledgeDocumentParamsSchema = z.strictObject({
  id: z.uuid("Unknown agent."),
  documentId: z.uuid("Unknown document."),
});
