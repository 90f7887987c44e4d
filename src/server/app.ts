import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type ClientServing, registerClientAssets } from "./http/client-assets";
import { registerErrorHandling } from "./http/errors";
import { registerJsonBodyParser } from "./http/json-body";
import { countHandlersInFlight } from "./http/requests-in-flight";
import { responseSerializerCompiler } from "./http/response-serializer";
import { registerSameOriginCheck } from "./http/same-origin";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerOwnChangesVisible, sessionTokenOf } from "./http/session";
import type { Integrations } from "./integrations/create-integrations";
import { agentRoutes } from "./routes/agents";
import { assistantRoutes } from "./routes/assistant";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { callRoutes } from "./routes/calls";
import { conversationRoutes } from "./routes/conversations";
import { healthRoutes } from "./routes/health";
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from "./routes/payments";
import { phoneRoutes } from "./routes/phone";
import { supportRoutes } from "./routes/support";
import { VOICE_WEBHOOK_PATHS, voiceRoutes } from "./routes/voice";
import { toPublicUser } from "./services/accounts";
import type { Clock } from "./services/clock";
import { createServices, type Services } from "./services/services";

export type AppDeps = {
  config: Config;
  database: Database;
  integrations: Integrations;
  clock: Clock;
  client: ClientServing;
  logger?: boolean;
};

// DESIGN §6: every body is bounded; the largest legitimate one is a 256 kB picture
// sent as a base64 data URL.
const BODY_LIMIT_BYTES = 512 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    /** The rules of the product, exposed so tests can arrange state through them. */
    services: Services;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  countHandlersInFlight(app);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    devMode: deps.client.kind === "dev",
    https: deps.config.publicUrl?.startsWith("https://") ?? false,
    stripe: deps.integrations.payments.kind === "stripe",
  });
  registerSameOriginCheck(app, {
    publicUrl: deps.config.publicUrl,
    exemptPaths: new Set([STRIPE_WEBHOOK_PATH, ...VOICE_WEBHOOK_PATHS]),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Switchboard API",
        version: "1.0.0",
        description: "AI agents that answer business phone calls.",
      },
    },
    transform: jsonSchemaTransform,
  });

  const services = createServices({
    ...deps,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.decorate("services", services);
  registerOwnChangesVisible(app, deps.database.changes);
  healthRoutes(app, deps.database);
  authRoutes(app, services);
  conversationRoutes(app, services);
  agentRoutes(app, services);
  billingRoutes(app, services);
  phoneRoutes(app, services);
  supportRoutes(app, services);
  callRoutes(app, services, deps.database.db);
  voiceRoutes(app, services, { config: deps.config, db: deps.database.db });
  assistantRoutes(app, services);
  paymentRoutes(app, services, {
    db: deps.database.db,
    processor: deps.integrations.payments,
    publishableKey: deps.integrations.stripePublishableKey,
    offlineProcessor: deps.integrations.offlineProcessor,
  });
  deps.integrations.offlineProcessor?.onEvent(services.payments.handleEvent);
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await registerClientAssets(app, deps.client, {
    sessionUser: async (request) => {
      const token = sessionTokenOf(request);
      const user = token ? await services.sessions.userFor(token) : null;
      return user ? toPublicUser(user) : null;
    },
  });
  return app;
}
