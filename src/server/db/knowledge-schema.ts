import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import type { KnowledgeFact } from "../../shared/api/knowledge";
import { KNOWLEDGE_DOCUMENT_SOURCES, KNOWLEDGE_FACT_KINDS } from "../../shared/catalog/knowledge";
import { agentIdColumn, moment, ownerIdColumn, parentIdColumn } from "./owned-columns";
import { agents, users } from "./schema";

// What each agent knows. Facts and passages are searched with PostgreSQL's full-text search, the
// same on PGlite and on PostgreSQL: each row's words are indexed in English and in Spanish, so a
// caller is matched in either language whatever the agent's.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Accented letters and the letters they are searched as: "jalapeño" and "jalapeno", "dirección" and
 * "direccion" are one word to the search, as callers and speech recognition write either. Folded
 * with translate(), built in and immutable, the same on PGlite and PostgreSQL (unaccent is an
 * extension, and not immutable, so no generated column may use it). The caller's words are folded
 * the same way (services/knowledge-search.ts).
 */
export const ACCENTED = "áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ";
export const UNACCENTED = "aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC";

/** The row's words, accents folded, in both languages' forms ("cuestan" → "cuest", "pizzas" → "pizza"). */
const bothLanguages = (column: string) => {
  const folded = `translate(${column}, '${ACCENTED}', '${UNACCENTED}')`;
  return sql.raw(`to_tsvector('english', ${folded}) || to_tsvector('spanish', ${folded})`);
};

export const knowledgeFacts = pgTable(
  "knowledge_facts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentIdColumn(() => agents.id),
    userId: ownerIdColumn(() => users.id),
    /** The owner's order. */
    position: integer("position").notNull(),
    kind: text("kind", { enum: KNOWLEDGE_FACT_KINDS }).notNull(),
    /** The fact as the owner gave it, validated by KnowledgeFactSchema. */
    fact: jsonb("fact").$type<KnowledgeFact>().notNull(),
    /** The fact's words, written once when it is saved: what a caller's question is matched against. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(bothLanguages("search_text")),
  },
  (t) => [
    index("knowledge_facts_agent_idx").on(t.agentId, t.position),
    index("knowledge_facts_search_idx").using("gin", t.searchVector),
  ],
);

export const knowledgeDocuments = pgTable(
  "knowledge_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentIdColumn(() => agents.id),
    userId: ownerIdColumn(() => users.id),
    name: text("name").notNull(),
    type: text("type", { enum: KNOWLEDGE_DOCUMENT_SOURCES }).notNull(),
    /** The uploaded file's size, or the pasted text's in UTF-8. */
    bytes: integer("bytes").notNull(),
    /** The text read from it, shown back to the owner for checking. */
    text: text("text").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [index("knowledge_documents_agent_idx").on(t.agentId)],
);

export const knowledgePassages = pgTable(
  "knowledge_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: parentIdColumn("document_id", () => knowledgeDocuments.id),
    agentId: agentIdColumn(() => agents.id),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(bothLanguages("text")),
    /** The passage's embedding when an embeddings model is configured; ranked in the server. */
    embedding: real("embedding").array(),
    /**
     * The embeddings model that made `embedding`: vectors of another model are not comparable with
     * the query's, so they count as missing and are made again.
     */
    embeddingModel: text("embedding_model"),
  },
  (t) => [
    index("knowledge_passages_agent_idx").on(t.agentId),
    index("knowledge_passages_search_idx").using("gin", t.searchVector),
  ],
);
