import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_KEY_PREFIX } from "../../shared/api/calls";
import { SECURITY_SCHEMES } from "../../shared/api/contract";
import { SESSION_COOKIE } from "./session";

/**
 * The OpenAPI document built from the routes' contracts, with the security schemes their `auth`
 * names (contract-route.ts writes each operation's `security`), so it must be registered before them.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; version: string; description?: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info,
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.apiKey]: {
            type: "http",
            scheme: "bearer",
            description: `An API key made in Settings (Plus), sent as \`Authorization: Bearer ${API_KEY_PREFIX}…\`.`,
          },
          [SECURITY_SCHEMES.session]: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}
