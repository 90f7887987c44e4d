import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the route's
 * shared zod response schema (DESIGN §1.6: one contract). Like the zod serializer,
 * it writes only the fields the schema names, so nothing unlisted leaves the
 * server; it does so about twice as fast, which matters on every request
 * (issue 7 §1). A schema JSON Schema cannot express falls back to zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  try {
    const jsonSchema = z.toJSONSchema(routeSchema.schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(routeSchema);
  }
};
