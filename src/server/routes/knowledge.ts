import type { FastifyError, FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import {
  deleteKnowledgeDocument,
  getKnowledge,
  pasteKnowledgeDocument,
  saveKnowledgeFacts,
} from "../../shared/api/contracts/knowledge";
import { KNOWLEDGE_DOCUMENT_BYTES_MAX, KNOWLEDGE_DOCUMENT_TYPES } from "../../shared/catalog/knowledge";
import { route } from "../http/contract-route";
import { ACCEPTED_FILES, httpErrorFor } from "../http/domain-error-answers";
import { badRequest, HttpError } from "../http/http-error";
import { DomainError } from "../services/domain-errors";
import type { Services } from "../services/services";

/**
 * The content types a file may arrive with: each accepted type's own, and the generic ones some
 * browsers send for Markdown. The file's name and bytes decide what it is (services/document-text.ts).
 */
export const KNOWLEDGE_UPLOAD_CONTENT_TYPES = [
  ...Object.values(KNOWLEDGE_DOCUMENT_TYPES),
  "text/x-markdown",
  "application/octet-stream",
];

// What an agent knows: its facts and documents. A document is pasted text (JSON) or a file posted
// to the same path as raw bytes with its own content type. The route keeps every other route's
// floor: the app's same-origin check refuses a cookie-signed post from another site whatever its
// content type, and the owner is authenticated before a byte of the body is read.
export function knowledgeRoutes(app: FastifyInstance, services: Services): void {
  const { knowledge } = services;

  route(app, getKnowledge, async (request) => knowledge.read(request.owner.id, request.params.id));

  route(app, saveKnowledgeFacts, async (request) =>
    knowledge.saveFacts(request.owner.id, request.params.id, request.body.facts),
  );

  route(app, deleteKnowledgeDocument, async (request) =>
    knowledge.removeDocument(request.owner.id, request.params.id, request.params.documentId),
  );

  app.register(async (documents) => {
    // Files are read as bytes here only, up to the file limit; JSON keeps the app's own limit.
    documents.removeContentTypeParser("text/plain");
    documents.addContentTypeParser(
      KNOWLEDGE_UPLOAD_CONTENT_TYPES,
      { parseAs: "buffer", bodyLimit: KNOWLEDGE_DOCUMENT_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    // The contract's body schema is the pasted text's; a file's bytes are checked by the service.
    documents.setValidatorCompiler((schema) => {
      const validate = validatorCompiler(schema as Parameters<typeof validatorCompiler>[0]);
      if (schema.httpPart !== "body") return validate;
      return (data: unknown) => (Buffer.isBuffer(data) ? { value: data } : validate(data));
    });
    documents.setErrorHandler((error: FastifyError, request) => {
      const isJson = /^application\/json\b/i.test(request.headers["content-type"] ?? "");
      if (error.statusCode === 413 && !isJson) throw httpErrorFor(new DomainError("DocumentTooLarge"));
      if (error.statusCode === 415) throw new HttpError(415, ACCEPTED_FILES, { field: "file" });
      // Everything else is answered as on every other route.
      throw error;
    });

    route(documents, pasteKnowledgeDocument, async (request, reply) => {
      const body: unknown = request.body;
      if (Buffer.isBuffer(body)) {
        const fileName = request.query.name;
        if (fileName === undefined) {
          throw badRequest("Name the file in the address, like ?name=menu.pdf.", "name");
        }
        const document = await knowledge.addUploadedDocument(request.owner.id, request.params.id, {
          fileName,
          bytes: body,
        });
        return reply.status(201).send(document);
      }
      const document = await knowledge.addPastedDocument(request.owner.id, request.params.id, request.body);
      return reply.status(201).send(document);
    });
  });
}
