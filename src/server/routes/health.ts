import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "../../shared/api/errors";
import { HealthResponseSchema } from "../../shared/api/health";
import type { Database } from "../db/client";

export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "ok while the database answers; 503 otherwise",
        response: { 200: HealthResponseSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const };
      } catch {
        return reply.status(503).send({ error: "The database is not reachable." });
      }
    },
  );
}
