import { sql } from "drizzle-orm";
import type { KnowledgeFact, StoredKnowledgeFact } from "../../shared/api/knowledge";
import type { PolicyTopic } from "../../shared/catalog/knowledge";
import { type Db, rowsOf, type TurnRead } from "../db/client";
import { ACCENTED, UNACCENTED } from "../db/knowledge-schema";
import { withOtherNamesOfCharge } from "./call-engine/knowledge-words";
import type { KnowledgeMatch } from "./call-engine/types";

// Finding what an agent knows that answers a caller's words: PostgreSQL full-text search over the
// agent's facts and document passages, in English and Spanish at once, best match first. The
// caller's words are joined with OR: "how much is a margherita?" must find "Margherita, $14"
// though "much" is nowhere in it; ranking puts the rows that share the most words first. A thing
// the caller names by another of its names ("just to come out") is searched by all of them.
// Measured on realistic phrasings, and why each rule: docs/decisions/0026.

export const KNOWLEDGE_MATCHES_PER_TURN = 4;

/** The words of a policy's topic in both languages, so "do you take cards?" finds a payment policy. */
const TOPIC_WORDS: Record<PolicyTopic, string> = {
  payment: "payment pay cards card cash pago pagar tarjeta efectivo",
  parking: "parking park aparcamiento estacionamiento estacionar",
  cancellation: "cancellation cancel cancelación cancelar",
  insurance: "insurance insurer seguro aseguradora",
  "areas-served": "areas served area serve deliver service zona zonas servicio",
  other: "",
};

/** A fact's words, as they are searched: every text field, and a policy's topic in both languages. */
export function factSearchText(fact: KnowledgeFact): string {
  switch (fact.kind) {
    case "service":
      return [fact.name, fact.description, fact.availability].join(" ");
    case "faq":
      return [fact.question, fact.answer].join(" ");
    case "policy":
      return [TOPIC_WORDS[fact.topic], fact.text].join(" ");
    case "staff":
      return [fact.name, fact.role].join(" ");
    case "location":
      return ["address where located location dirección donde ubicados", fact.address, fact.directions].join(
        " ",
      );
  }
}

/** Words found in no row's text but kept in a question: "where" and "dónde" ask for the location. */
const QUESTION_WORDS_KEPT = ["where", "donde"];

/**
 * The caller's words as one tsquery, in one statement: accents folded as the rows' are; each word
 * in its English and its Spanish form; a word either language does not search ("for", "de", "you")
 * left out, since in the other language's form it would match nearly every row; and a form of four
 * letters or more matched as a prefix, so "deliver" finds "delivery" and "open" finds "opening".
 */
function callerQuery(words: string) {
  return sql`
    select string_agg(distinct quote_literal(form) || case when length(form) >= 4 then ':*' else '' end, ' | ')::tsquery as words
    from (
      select unnest(ts_lexize('english_stem', token) || ts_lexize('spanish_stem', token)) as form
      from ts_parse('default', lower(translate(${words}::text, ${ACCENTED}, ${UNACCENTED}))) as part
      where part.tokid in (
          select tokid from ts_token_type('default')
          where alias in ('asciiword', 'word', 'asciihword', 'hword', 'hword_asciipart', 'hword_part'))
        and (part.token in (${sql.join(
          QUESTION_WORDS_KEPT.map((word) => sql`${word}`),
          sql`, `,
        )})
          or (ts_lexize('english_stem', token) <> '{}' and ts_lexize('spanish_stem', token) <> '{}'))
    ) forms`;
}

type MatchRow = {
  source: "fact" | "passage";
  id: string;
  fact: KnowledgeFact | null;
  text: string | null;
  document_name: string | null;
  rank: number;
};

/** A match and the row it came from ("fact:<id>", "passage:<id>"), to combine it with other rankings. */
export type RankedMatch = { key: string; match: KnowledgeMatch };

/** The agent's facts and passages that best match the caller's words, best first. */
export async function searchKnowledge(
  db: Db,
  agentId: string,
  words: string,
  limit = KNOWLEDGE_MATCHES_PER_TURN,
): Promise<KnowledgeMatch[]> {
  return (await rankedKnowledge(db, agentId, words, limit)).map((ranked) => ranked.match);
}

/** The one statement a turn's search runs: the agent's best-matching facts and passages, best first. */
export function knowledgeSearchStatement(agentId: string, words: string, limit: number) {
  return sql`
      with query as (${callerQuery(withOtherNamesOfCharge(words))})
      select * from (
        select 'fact' as source, f.id, f.fact, null as text, null as document_name,
               ts_rank(f.search_vector, query.words) as rank
        from knowledge_facts f, query
        where f.agent_id = ${agentId} and f.search_vector @@ query.words
        union all
        select 'passage', p.id, null, p.text, d.name, ts_rank(p.search_vector, query.words)
        from knowledge_passages p join knowledge_documents d on d.id = p.document_id, query
        where p.agent_id = ${agentId} and p.search_vector @@ query.words
      ) matches
      order by rank desc, source, id
      limit ${limit}`;
}

/** As `searchKnowledge`, each match with the row it came from. */
export async function rankedKnowledge(
  db: Db,
  agentId: string,
  words: string,
  limit = KNOWLEDGE_MATCHES_PER_TURN,
): Promise<RankedMatch[]> {
  return rankedMatches(await rowsOf(db, knowledgeSearchStatement(agentId, words, limit)));
}

/** The search a turn's first words wait for, by the statement's name (Database.turnRead). */
export async function searchKnowledgeForTurn(
  read: TurnRead,
  agentId: string,
  words: string,
): Promise<KnowledgeMatch[]> {
  const statement = knowledgeSearchStatement(agentId, words, KNOWLEDGE_MATCHES_PER_TURN);
  return rankedMatches(await read("knowledge-search", statement)).map((ranked) => ranked.match);
}

function rankedMatches(rows: readonly Record<string, unknown>[]): RankedMatch[] {
  return (rows as readonly MatchRow[]).map((row) => ({
    key: `${row.source}:${row.id}`,
    match:
      row.source === "fact"
        ? { source: "fact", fact: { id: row.id, ...(row.fact as KnowledgeFact) } as StoredKnowledgeFact }
        : { source: "passage", documentName: row.document_name ?? "", text: row.text ?? "" },
  }));
}
