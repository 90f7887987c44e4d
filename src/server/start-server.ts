import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase, pgliteDirFor } from "./db/client";
import type { ClientServing } from "./http/client-assets";
import { createIntegrations } from "./integrations/create-integrations";
import { systemClock } from "./services/clock";
import { WEEKLY_REPORT_CHECK_INTERVAL_MS } from "./services/weekly-reports";

/** config -> deps -> buildApp -> listen, shared by `npm start` and `npm run dev`. */
export async function startServer(config: Config, client: ClientServing) {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  let log: (line: string) => void = (line) => console.log(line);
  const integrations = createIntegrations(config, database, systemClock, (line) => log(line));
  const app = await buildApp({ config, database, integrations, clock: systemClock, client });
  log = (line) => app.log.info(line);
  await app.listen({ host: config.host, port: config.port });

  // Issue 5 §4: every instance looks for due weekly reports; the database makes each go once.
  const sendWeeklyReports = () =>
    app.services.weeklyReports
      .sendDueReports()
      .catch((error) => app.log.error({ err: error }, "weekly reports failed"));
  void sendWeeklyReports();
  const weeklyReportTimer = setInterval(sendWeeklyReports, WEEKLY_REPORT_CHECK_INTERVAL_MS);
  weeklyReportTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    clearInterval(weeklyReportTimer);
    await closeGracefully(app, database);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return app;
}

// Long enough for any request's own work (the assistant's model has 20 s), short enough for a deploy.
const HANDLER_DRAIN_MS = 25_000;

/** Issue 7 §4: stop accepting, let the requests in flight finish, then close the database. */
export async function closeGracefully(app: FastifyInstance, database: Database): Promise<void> {
  await app.close();
  await app.handlersFinished(HANDLER_DRAIN_MS);
  await database.close();
}
