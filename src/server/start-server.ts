import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { startBookingNoticeWorker } from "./booking-notice-worker";
import type { Config } from "./config";
import { type Database, openDatabase, pgliteDirFor } from "./db/client";
import type { ClientServing } from "./http/client-assets";
import { errorForLog, redactLogText } from "./http/log-privacy";
import { createIntegrations } from "./integrations/create-integrations";
import { startScheduledWork } from "./scheduled-work";
import { systemClock } from "./services/clock";
import { startWebhookWorker } from "./webhook-worker";

/** config -> deps -> buildApp -> listen, shared by `npm start` and `npm run dev`. */
export async function startServer(config: Config, client: ClientServing) {
  // Until the app (and its logger) exists, lines go to the console, redacted as the logger's are.
  let log: (line: string) => void = (line) => console.log(redactLogText(line));
  let logError: (message: string, error: unknown) => void = (message, error) =>
    console.error(redactLogText(message), errorForLog(error).stack);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
    (message, error) => logError(message, error),
  );
  const integrations = createIntegrations(
    config,
    database,
    systemClock,
    (line) => log(line),
    (message, error) => logError(message, error),
  );
  const app = await buildApp({ config, database, integrations, clock: systemClock, client });
  // Webhook signing secrets stored in plain before they were sealed are sealed once, here.
  await app.services.webhooks.sealPlainSigningSecrets();
  log = (line) => app.log.info(line);
  logError = (message, error) => app.log.error({ err: error }, message);
  if (integrations.payments.kind === "offline") {
    // Said once at start so an operator never mistakes the test processor for real payments.
    app.log.warn(
      "Payments run on the offline test processor: no real money moves. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take card payments.",
    );
  }
  await app.listen({ host: config.host, port: config.port });

  const stopScheduledWork = startScheduledWork(app, database, {
    intervalMs: config.scheduledWorkIntervalMs,
    clock: systemClock,
  });
  const stopWebhookWorker = startWebhookWorker(app);
  const stopBookingNoticeWorker = startBookingNoticeWorker(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await stopScheduledWork();
    await stopWebhookWorker();
    await stopBookingNoticeWorker();
    await closeGracefully(app, database);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return app;
}

// Long enough for any request's own work (the assistant's model has 20 s), short enough for a deploy.
const HANDLER_DRAIN_MS = 25_000;

/** Stop accepting, let the requests in flight finish, then close the database. */
export async function closeGracefully(app: FastifyInstance, database: Database): Promise<void> {
  await app.close();
  await app.handlersFinished(HANDLER_DRAIN_MS);
  await database.close();
}
