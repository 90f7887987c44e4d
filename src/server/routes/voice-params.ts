import type { FastifyRequest } from "fastify";

/** A voice webhook's form parameters: Twilio sends only text, so anything else is left out. */
export function paramsOf(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
