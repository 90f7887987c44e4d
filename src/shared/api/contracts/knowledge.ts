import { AgentParamsSchema } from "../agents";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  KnowledgeDocumentParamsSchema,
  KnowledgeDocumentSchema,
  KnowledgeResponseSchema,
  PasteKnowledgeDocumentRequestSchema,
  SaveKnowledgeFactsRequestSchema,
  UploadKnowledgeDocumentQuerySchema,
} from "../knowledge";
import { ownerErrors } from "./owner-errors";

// What an agent knows about its business. An API key reads it; changing it is the owner's, signed in,
// like every other change an API key cannot make but deleting an agent. A file is uploaded to the same path as pasted text,
// with the file's own content type and its name in the query: raw bytes, not JSON, which
// routes/knowledge.ts lets through to the same route beside the pasted text's JSON.

export const getKnowledge = defineContract({
  method: "GET",
  path: "/api/active-bots/:id/knowledge",
  auth: "owner-or-key",
  tags: ["knowledge"],
  summary: "What an agent knows: its facts and its documents with their extracted text",
  params: AgentParamsSchema,
  response: { 200: KnowledgeResponseSchema, ...ownerErrors },
});

export const saveKnowledgeFacts = defineContract({
  method: "PUT",
  path: "/api/active-bots/:id/knowledge/facts",
  auth: "owner-or-key",
  tags: ["knowledge"],
  summary: "Replace an agent's facts (services, menu items, FAQs, policies, staff, location) with this list",
  params: AgentParamsSchema,
  body: SaveKnowledgeFactsRequestSchema,
  response: { 200: KnowledgeResponseSchema, ...ownerErrors },
});

export const pasteKnowledgeDocument = defineContract({
  method: "POST",
  path: "/api/active-bots/:id/knowledge/documents",
  auth: "owner-or-key",
  tags: ["knowledge"],
  summary:
    "Add a document the agent searches during calls: pasted text as JSON, or a .txt, .md, .pdf or .docx file (at most 5 MB) sent as the body with its own content type and ?name=<file name>",
  params: AgentParamsSchema,
  query: UploadKnowledgeDocumentQuerySchema,
  body: PasteKnowledgeDocumentRequestSchema,
  response: { 201: KnowledgeDocumentSchema, ...ownerErrors, 413: ApiErrorSchema, 415: ApiErrorSchema },
});

export const deleteKnowledgeDocument = defineContract({
  method: "DELETE",
  path: "/api/active-bots/:id/knowledge/documents/:documentId",
  auth: "owner-or-key",
  tags: ["knowledge"],
  summary: "Remove a document and its passages from what the agent knows",
  params: KnowledgeDocumentParamsSchema,
  response: { 200: KnowledgeResponseSchema, ...ownerErrors },
});
