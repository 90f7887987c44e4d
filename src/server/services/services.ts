import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Integrations } from "../integrations/create-integrations";
import { createAccountService } from "./accounts";
import { createAgentRequestService } from "./agent-requests";
import { createAgentService } from "./agents";
import { createApiKeyService } from "./api-keys";
import { createBillingService } from "./billing";
import { createConversationEngine } from "./call-engine/create-conversation-engine";
import { createCallService } from "./calls";
import type { Clock } from "./clock";
import { createConversationService } from "./conversations";
import { createNotificationService } from "./notifications";
import { createPasswordHasher } from "./passwords";
import { createPaymentSettingsService } from "./payment-settings";
import { createPaymentService } from "./payments";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";
import { createSupportService } from "./support";
import { createWeeklyReports } from "./weekly-reports";

export type ServiceDeps = {
  config: Config;
  database: Database;
  integrations: Integrations;
  clock: Clock;
  /** Where failures that must not stop a request are reported (a mail that did not go). */
  log: (message: string, error: unknown) => void;
};

export function createServices({ config, database, integrations, clock, log }: ServiceDeps) {
  const { mailer, telephony, assistant } = integrations;
  const db = database.db;
  const limiter = createRateLimiter(db, clock);
  const hasher = createPasswordHasher(config.passwordHashMemoryKiB);
  const sessions = createSessionService(db, clock, config.session, database.changes);
  const notifications = createNotificationService({ db, clock, mailer, log });
  const payments = createPaymentService({
    db,
    clock,
    processor: integrations.payments,
    mailer,
    onUserChanged: database.changes.changed,
    notifications,
  });
  return {
    limiter,
    sessions,
    assistant,
    telephony,
    accounts: createAccountService({
      db,
      clock,
      hasher,
      mailer,
      limiter,
      onUserChanged: database.changes.changed,
      signupsPerHourPerAddress: config.signupsPerHourPerAddress,
    }),
    agents: createAgentService({
      db,
      changes: database.changes,
      clock,
      telephony,
      afterDebit: payments.reconcileBalance,
      notifications,
    }),
    conversations: createConversationService({
      db,
      clock,
      // src/server/services/conversation-saves.ts: sharing statements pays on PostgreSQL only.
      maxSavesPerStatement: database.kind === "postgres" ? 50 : 1,
    }),
    billing: createBillingService({ db, changes: database.changes, afterDebit: payments.reconcileBalance }),
    agentRequests: createAgentRequestService({ db, mailer, supportEmail: config.mail.supportEmail }),
    payments,
    notifications,
    support: createSupportService({ db, clock, mailer, limiter, supportEmail: config.mail.supportEmail }),
    weeklyReports: createWeeklyReports({ db, clock, notifications }),
    apiKeys: createApiKeyService({ db, clock }),
    calls: createCallService({
      db,
      clock,
      engine: createConversationEngine(config, (error) => log("the model failed during a call", error)),
      telephony,
      mailer,
      reconcileBalance: payments.reconcileBalance,
      notifications,
      publicUrl: config.publicUrl,
    }),
    paymentSettings: createPaymentSettingsService({
      db,
      processor: integrations.payments,
      payments,
      limiter,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
