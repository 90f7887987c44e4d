import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { config as configureZod } from "zod/v4/core";
import { en } from "zod/v4/locales";
import { DomainError } from "../services/domain-errors";
import { httpErrorFor } from "./domain-error-answers";
import { HttpError } from "./http-error";

// Every error is { error, field? } with the right status, never a stack trace.
export function registerErrorHandling(app: FastifyInstance): void {
  // The shared schemas are built with zod/mini, which loads no language of its own: a rule without a
  // sentence of its own would answer "Invalid input". The API answers with zod's English ones.
  configureZod(en());
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError) return sendHttpError(reply, httpErrorFor(error));
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.split("/").filter(Boolean) ?? [];
      const field = error.validationContext === "body" ? path[0] : undefined;
      const message = issue?.message ?? "The request is not valid.";
      const unknownKeys = issue?.params?.keys;
      if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
        return reply.status(400).send({ error: `Unknown field: ${unknownKeys.join(", ")}.` });
      }
      return reply.status(400).send({
        error: path.length > 0 && field === undefined ? `${path.join(".")}: ${message}` : message,
        ...(field ? { field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: "The request body is too large." });
    if (status === 415) return reply.status(415).send({ error: "Send the request body as JSON." });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.message || "The request is not valid." });
    }
    // The method and path, never the query string or body (src/server/http/log-privacy.ts).
    request.log.error({ err: error, req: request }, "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  const { retryAfterSeconds, ...details } = error.details;
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  return reply.status(error.statusCode).send({ error: error.message, ...details });
}
