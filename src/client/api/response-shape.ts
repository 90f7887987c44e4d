// The visitor's pages (landing, login, pricing, checkout) must load within 100 kB of
// gzipped script, which leaves no room for a schema library. The server serializes its answers
// through the shared zod schemas; on those pages the client checks the fields it
// relies on with these few guards, typed by the same schemas.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null;
}

export const isString = (value: unknown): value is string => typeof value === "string";

export const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);

/** Returns `body` typed as `T` when `check` accepts it; throws otherwise, as a schema's parse would. */
export function expectShape<T>(body: unknown, check: (body: JsonObject) => boolean, what: string): T {
  if (!isObject(body) || !check(body)) throw new Error(`The server's answer is not ${what}.`);
  return body as T;
}
