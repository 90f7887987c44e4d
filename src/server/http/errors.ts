import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error";

// DESIGN §5: every error is { error, field? } with the right status, never a stack trace.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const { retryAfterSeconds, ...details } = error.details;
      if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message, ...details });
    }
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
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });
}
