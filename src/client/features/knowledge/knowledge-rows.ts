import {
  type KnowledgeFact,
  type KnowledgeFactInput,
  KnowledgeFactSchema,
} from "../../../shared/api/knowledge";
import {
  KNOWLEDGE_FACT_KINDS,
  type KnowledgeFactKind,
  type PolicyTopic,
} from "../../../shared/catalog/knowledge";
import { checkForm } from "../../forms/form-validation";
import { createRandomId } from "../../random-id";

// The Knowledge editor's rows: each fact as the owner types it (every field as text, the price as
// "from" and an optional "to"), checked with the shared fact schema the server checks it with.

interface RowBase {
  /** The row's own id on screen (React's key, where focus goes); never sent. */
  rowId: string;
}
export type ServiceRow = RowBase & {
  kind: "service";
  name: string;
  description: string;
  priceFrom: string;
  priceTo: string;
  durationMinutes: string;
  availability: string;
};
export type FaqRow = RowBase & { kind: "faq"; question: string; answer: string };
export type PolicyRow = RowBase & { kind: "policy"; topic: PolicyTopic | ""; text: string };
export type StaffRow = RowBase & { kind: "staff"; name: string; role: string };
export type LocationRow = RowBase & { kind: "location"; address: string; directions: string };
export type KnowledgeRow = ServiceRow | FaqRow | PolicyRow | StaffRow | LocationRow;
export type RowOfKind<Kind extends KnowledgeFactKind> = Extract<KnowledgeRow, { kind: Kind }>;
/** The fields a row of a kind has, besides its id and kind. */
export type RowField<Kind extends KnowledgeFactKind> = Exclude<keyof RowOfKind<Kind>, "rowId" | "kind"> &
  string;

/** The sentence under each field of a row that does not pass, by field name. */
export type RowErrors = Partial<Record<string, string>>;

/** Each kind's fields in screen order; the first is where focus goes in a new row. */
export const ROW_FIELDS: { [Kind in KnowledgeFactKind]: readonly RowField<Kind>[] } = {
  service: ["name", "priceFrom", "priceTo", "durationMinutes", "description", "availability"],
  faq: ["question", "answer"],
  policy: ["topic", "text"],
  staff: ["name", "role"],
  location: ["address", "directions"],
};

const EMPTY_ROWS: { [Kind in KnowledgeFactKind]: Omit<RowOfKind<Kind>, "rowId"> } = {
  service: {
    kind: "service",
    name: "",
    description: "",
    priceFrom: "",
    priceTo: "",
    durationMinutes: "",
    availability: "",
  },
  faq: { kind: "faq", question: "", answer: "" },
  policy: { kind: "policy", topic: "", text: "" },
  staff: { kind: "staff", name: "", role: "" },
  location: { kind: "location", address: "", directions: "" },
};

/** A new row of `kind`, with any fields already known (the question of an Add-as-FAQ link). */
export function newRow<Kind extends KnowledgeFactKind>(
  kind: Kind,
  fields: Partial<Omit<RowOfKind<Kind>, "rowId" | "kind">> = {},
): RowOfKind<Kind> {
  return { ...EMPTY_ROWS[kind], ...fields, rowId: createRandomId() } as unknown as RowOfKind<Kind>;
}

const amountText = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

/** The row that shows a fact for editing. */
export function rowOfFact(fact: KnowledgeFact): KnowledgeRow {
  switch (fact.kind) {
    case "service":
      return newRow("service", {
        name: fact.name,
        description: fact.description,
        priceFrom: fact.price ? amountText(fact.price.from) : "",
        priceTo: fact.price?.to != null ? amountText(fact.price.to) : "",
        durationMinutes: fact.durationMinutes === null ? "" : String(fact.durationMinutes),
        availability: fact.availability,
      });
    case "faq":
      return newRow("faq", { question: fact.question, answer: fact.answer });
    case "policy":
      return newRow("policy", { topic: fact.topic, text: fact.text });
    case "staff":
      return newRow("staff", { name: fact.name, role: fact.role });
    case "location":
      return newRow("location", { address: fact.address, directions: fact.directions });
  }
}

/**
 * A typed amount as a number: "$1,250.50" is 1250.5. Anything else is NaN, which the schema refuses
 * in its own sentence.
 */
function typedNumber(text: string): number {
  const plain = text
    .trim()
    .replace(/^\$\s*/, "")
    .replaceAll(",", "");
  return plain === "" || !/^-?\d*\.?\d*$/.test(plain) ? Number.NaN : Number(plain);
}

/** What a row sends, before the schema's check. */
export function factInputOfRow(row: KnowledgeRow): KnowledgeFactInput {
  const { rowId: _rowId, ...fields } = row;
  switch (fields.kind) {
    case "service": {
      const { priceFrom, priceTo, durationMinutes, ...rest } = fields;
      const hasPrice = priceFrom.trim() !== "" || priceTo.trim() !== "";
      return {
        ...rest,
        price: hasPrice
          ? { from: typedNumber(priceFrom), to: priceTo.trim() === "" ? null : typedNumber(priceTo) }
          : null,
        durationMinutes: durationMinutes.trim() === "" ? null : typedNumber(durationMinutes),
      };
    }
    case "policy":
      // An unchosen topic is sent as it is, for the schema to ask for one.
      return fields as KnowledgeFactInput;
    default:
      return fields;
  }
}

/** The row's field an issue of the schema is about: a price's bounds are two fields of their own. */
function rowFieldOfPath(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === "price") return second === "to" ? "priceTo" : "priceFrom";
  return typeof first === "string" ? first : "";
}

type RowCheck = { ok: true; fact: KnowledgeFact } | { ok: false; errors: RowErrors };

/** Checks a row with the shared fact schema: the fact it makes, or the sentence under each field. */
export function checkRow(row: KnowledgeRow): RowCheck {
  const fields = ROW_FIELDS[row.kind] as readonly string[];
  const checked = checkForm(KnowledgeFactSchema, factInputOfRow(row), fields, rowFieldOfPath);
  return checked.ok ? { ok: true, fact: checked.request } : checked;
}

export type RowsCheck =
  | { ok: true; facts: KnowledgeFact[] }
  | { ok: false; errors: Record<string, RowErrors>; firstInvalid: { rowId: string; field: string } };

/**
 * Checks every row: the facts to save in screen order (group by group), or each row's errors and
 * where the keyboard goes first.
 */
export function checkRows(rows: readonly KnowledgeRow[]): RowsCheck {
  const facts: KnowledgeFact[] = [];
  const errors: Record<string, RowErrors> = {};
  let firstInvalid: { rowId: string; field: string } | undefined;
  const inScreenOrder = KNOWLEDGE_FACT_KINDS.flatMap((kind) => rows.filter((row) => row.kind === kind));
  for (const row of inScreenOrder) {
    const checked = checkRow(row);
    if (checked.ok) {
      facts.push(checked.fact);
      continue;
    }
    errors[row.rowId] = checked.errors;
    if (!firstInvalid) {
      const fields = ROW_FIELDS[row.kind] as readonly string[];
      const field = fields.find((name) => checked.errors[name] !== undefined) ?? fields[0] ?? "";
      firstInvalid = { rowId: row.rowId, field };
    }
  }
  return firstInvalid ? { ok: false, errors, firstInvalid } : { ok: true, facts };
}

/** What a row is called to a screen reader: its own words, else its kind and place. */
export function rowLabel(row: KnowledgeRow, position: number): string {
  const own = (() => {
    switch (row.kind) {
      case "service":
      case "staff":
        return row.name;
      case "faq":
        return row.question;
      case "policy":
        return row.text;
      case "location":
        return row.address;
    }
  })().trim();
  const words = own.length > 40 ? `${own.slice(0, 40).trimEnd()}…` : own;
  return words || `${KIND_NOUNS[row.kind]} ${position}`;
}

export const KIND_NOUNS: Record<KnowledgeFactKind, string> = {
  service: "Service",
  faq: "Question",
  policy: "Policy",
  staff: "Staff member",
  location: "Address",
};
