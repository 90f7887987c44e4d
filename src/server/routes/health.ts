import type { FastifyInstance } from "fastify";
import { health } from "../../shared/api/contracts/health";
import type { Database } from "../db/client";
import { route } from "../http/contract-route";

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, health, async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ok" as const };
    } catch {
      return reply.status(503).send({ error: "The database is not reachable." });
    }
  });
}
