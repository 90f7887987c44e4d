import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { unauthorized } from "../http/http-error";
import type { Metrics } from "../observability/metrics";

export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Prometheus scrapes GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`. The figures say how
 * busy and how healthy the instance is, so nobody else may read them; comparing digests takes the same
 * time whatever the token sent.
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = digest(token);
  app.get(METRICS_PATH, { config: { auth: "public" }, schema: { hide: true } }, async (request, reply) => {
    const [scheme, presented] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !presented || !timingSafeEqual(digest(presented), expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthorized("Send the metrics token as a bearer token.");
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
