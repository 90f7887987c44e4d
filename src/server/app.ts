import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { OPENAPI_DOCUMENT_PATH } from "../shared/api/contract";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type ClientServing, registerClientAssets } from "./http/client-assets";
import { registerErrorHandling } from "./http/errors";
import { registerJsonBodyParser } from "./http/json-body";
import { privateLoggerOptions } from "./http/log-privacy";
import { registerOpenApi } from "./http/openapi";
import { countHandlersInFlight } from "./http/requests-in-flight";
import { responseSerializerCompiler } from "./http/response-serializer";
import { registerRouteAuth } from "./http/route-auth";
import { registerSameOriginCheck } from "./http/same-origin";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerOwnChangesVisible, sessionTokenOf } from "./http/session";
import { guardConnections, slowClientOptions } from "./http/slow-clients";
import { registerStorableTextCheck } from "./http/storable-text";
import type { Integrations } from "./integrations/create-integrations";
import { accountRoutes } from "./routes/account";
import { agentRoutes } from "./routes/agents";
import { assistantRoutes } from "./routes/assistant";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { bookingRoutes } from "./routes/bookings";
import { calendarRoutes } from "./routes/calendars";
import { callRoutes } from "./routes/calls";
import { conversationRoutes } from "./routes/conversations";
import { healthRoutes } from "./routes/health";
import { knowledgeRoutes } from "./routes/knowledge";
import { licenceRoutes } from "./routes/licence";
import { metricsRoutes } from "./routes/metrics";
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from "./routes/payments";
import { phoneRoutes } from "./routes/phone";
import { supportRoutes } from "./routes/support";
import { createTestCallLines, testCallRelayRoutes } from "./routes/test-call-relay";
import { VOICE_WEBHOOK_PATHS, voiceRoutes } from "./routes/voice";
import { voiceRelayRoutes } from "./routes/voice-relay";
import { webhookRoutes } from "./routes/webhooks";
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
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
};

// Every body is bounded; the largest legitimate one is a 256 kB picture
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
    logger: deps.logger === false ? false : privateLoggerOptions(deps.config.logLevel, deps.logStream),
    // Production logs no line per request, only what went wrong (README: NODE_ENV).
    logController: new LogController({ disableRequestLogging: deps.config.env === "production" }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    ...slowClientOptions(deps.config.http),
  });
  guardConnections(app, deps.config.http);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerStorableTextCheck(app);
  countHandlersInFlight(app);

  await app.register(fastifyCookie);
  // ConversationRelay's calls arrive as WebSockets (routes/voice-relay.ts); a frame is a sentence or two.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  registerSecurityHeaders(app, {
    devMode: deps.client.kind === "dev",
    https: deps.config.publicUrl?.startsWith("https://") ?? false,
    stripe: deps.integrations.payments.kind === "stripe",
  });
  registerSameOriginCheck(app, {
    publicUrl: deps.config.publicUrl,
    exemptPaths: new Set([STRIPE_WEBHOOK_PATH, ...VOICE_WEBHOOK_PATHS]),
  });

  await registerOpenApi(app, {
    title: "Switchboard API",
    version: "1.0.0",
    description: "AI agents that answer business phone calls.",
  });

  const services = createServices({
    ...deps,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.decorate("services", services);
  // Closing waits for mails still being written, before the database and the outbox go away.
  app.addHook("preClose", () => services.accounts.backgroundMailsSent());
  app.addHook("preClose", () => services.bookingNotices.backgroundSent());
  registerOwnChangesVisible(app, deps.database.changes);
  registerRouteAuth(app, services);
  healthRoutes(app, deps.database);
  authRoutes(app, services);
  accountRoutes(app, services);
  conversationRoutes(app, services);
  agentRoutes(app, services);
  knowledgeRoutes(app, services);
  bookingRoutes(app, services);
  calendarRoutes(app, services);
  billingRoutes(app, services);
  phoneRoutes(app, services);
  supportRoutes(app, services);
  const testCallLines = createTestCallLines();
  callRoutes(app, services, { testCallLines });
  testCallRelayRoutes(app, services, { publicUrl: deps.config.publicUrl, lines: testCallLines });
  voiceRoutes(app, services, { config: deps.config });
  voiceRelayRoutes(app, services, { config: deps.config });
  assistantRoutes(app, services);
  licenceRoutes(app, services);
  webhookRoutes(app, services);
  paymentRoutes(app, services, {
    licenceCheckoutsPerHourPerAddress: deps.config.signupsPerHourPerAddress,
    processor: deps.integrations.payments,
    publishableKey: deps.integrations.stripePublishableKey,
    offlineProcessor: deps.integrations.offlineProcessor,
  });
  deps.integrations.offlineProcessor?.onEvent(services.payments.handleEvent);
  if (deps.config.metricsToken) metricsRoutes(app, services.metrics, deps.config.metricsToken);
  app.get(OPENAPI_DOCUMENT_PATH, { config: { auth: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerClientAssets(app, deps.client, {
    sessionUser: async (request) => {
      const token = sessionTokenOf(request);
      const user = token ? await services.sessions.userFor(token) : null;
      return user ? toPublicUser(user, deps.clock()) : null;
    },
  });
  return app;
}
