import type * as z from "zod/mini";

/** Text read as JSON and then by a schema: the schema's verdict, or undefined when it is not JSON at all. */
export function parseJsonText<Schema extends z.ZodMiniType>(schema: Schema, text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return schema.safeParse(json);
}
