import fastJson from "fast-json-stringify";
import type { FastifyReply } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type $ZodType, toJSONSchema } from "zod/v4/core";

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the route's
 * shared zod response schema (one contract). Like the zod serializer,
 * it writes only the fields the schema names, so nothing unlisted leaves the
 * server; it does so about twice as fast, which matters on every request
 * A schema JSON Schema cannot express falls back to zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = (routeSchema) => {
  try {
    const jsonSchema = toJSONSchema(routeSchema.schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(routeSchema);
  }
};

/**
 * For an answer built from a remembered value (docs/decisions/0008): its JSON is written once per
 * value, by the same serializer the route's schema gets, and sent as bytes until the cache lets
 * the value go. An owner's 20 agents take longer to write than the rest of the request.
 */
export function serializedOncePerValue<T extends object>(schema: $ZodType<T>) {
  const serialize = responseSerializerCompiler({ schema, method: "GET", url: "", httpStatus: "200" });
  const written = new WeakMap<T, Buffer>();
  return (reply: FastifyReply, value: T): FastifyReply => {
    let body = written.get(value);
    if (!body) {
      body = Buffer.from(serialize(value));
      written.set(value, body);
    }
    return reply.type("application/json; charset=utf-8").send(body);
  };
}
