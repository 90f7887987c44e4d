import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "./http-error";

/**
 * PostgreSQL stores no NUL character in text or jsonb, and a lone UTF-16 surrogate is not a
 * character at all (it turns into U+FFFD or an encoding error on the way to the database). A NUL,
 * a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's purpose.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Nesting beyond this is refused by every schema anyway; the walk stops rather than recurse without end.
const MAX_DEPTH = 64;

type Finding = { path: string[]; inName: boolean };

/** The path of the first string (or property name) in `value` that PostgreSQL could not store. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): Finding | undefined {
  if (typeof value === "string") return UNSTORABLE.test(value) ? { path, inName: false } : undefined;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  // Raw bodies (the Stripe webhook's signed bytes) are checked by their own route.
  if (Buffer.isBuffer(value)) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const name = String(key);
    if (UNSTORABLE.test(name)) return { path, inName: true };
    const found = findUnstorableText(item, [...path, name], depth + 1);
    if (found) return found;
  }
  return undefined;
}

const PARTS = [
  ["body", "The request body"],
  ["query", "The query string"],
  ["params", "The address"],
] as const;

/**
 * OWASP ASVS 1.2 and 2.2: every request (JSON, Twilio's form posts, query strings and path
 * parameters) is checked once, before any route's schema, so no route has to remember that a NUL
 * or a lone surrogate would fail in the database as a 500.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [part, whole] of PARTS) {
      const found = findUnstorableText(request[part]);
      if (!found) continue;
      const named = found.path.length > 0 ? found.path.join(".") : whole;
      const what = found.inName ? "a field name with a character" : "a character";
      throw badRequest(`${named} contains ${what} that is not allowed.`, found.path[0]);
    }
  });
}
