// What an agent may know about its business, and how much of it: the owner's facts (services and
// menu items, questions and answers, policies, staff, where to find the business) and documents
// (a price list, a menu, an FAQ page) split into passages the agent searches during a call.

export const KNOWLEDGE_FACT_KINDS = ["service", "faq", "policy", "staff", "location"] as const;
export type KnowledgeFactKind = (typeof KNOWLEDGE_FACT_KINDS)[number];

/** What a policy is about; "other" is any policy the owner names in its text. */
export const POLICY_TOPICS = [
  "payment",
  "parking",
  "cancellation",
  "insurance",
  "areas-served",
  "other",
] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number];

export const KNOWLEDGE_FACTS_MAX = 500;
export const KNOWLEDGE_DOCUMENTS_MAX = 20;
export const KNOWLEDGE_DOCUMENT_BYTES_MAX = 5 * 1024 * 1024;
/** Text pasted or extracted from one document, at most: a long menu or price list fits many times. */
export const KNOWLEDGE_DOCUMENT_TEXT_MAX = 200_000;

/** The files an owner may upload, by extension, with the content type the browser sends for each. */
export const KNOWLEDGE_DOCUMENT_TYPES = {
  txt: "text/plain",
  md: "text/markdown",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type KnowledgeFileType = keyof typeof KNOWLEDGE_DOCUMENT_TYPES;
/** Where a document's text came from: one of the file types, or pasted by the owner. */
export const KNOWLEDGE_DOCUMENT_SOURCES = ["txt", "md", "pdf", "docx", "pasted"] as const satisfies readonly (
  | KnowledgeFileType
  | "pasted"
)[];

/** The sentence a caller hears when the agent does not know, and the question goes into the message. */
export const UNKNOWN_ANSWER = {
  english: "I don't have that information, but I can pass your question to the team.",
  spanish: "No tengo esa información, pero puedo pasarle su pregunta al equipo.",
} as const;
