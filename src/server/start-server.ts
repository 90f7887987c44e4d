import { buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase, pgliteDirFor } from "./db/client";
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

  // Issue 7 §4: on SIGTERM stop accepting, finish requests in flight, close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    clearInterval(weeklyReportTimer);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return app;
}
