import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Integrations } from "../integrations/create-integrations";
import { createAccountService } from "./accounts";
import { createAgentRequestService } from "./agent-requests";
import { createAgentService } from "./agents";
import { createBillingService } from "./billing";
import type { Clock } from "./clock";
import { createConversationService } from "./conversations";
import { createPasswordHasher } from "./passwords";
import { createPaymentSettingsService } from "./payment-settings";
import { createPaymentService } from "./payments";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";

export type ServiceDeps = { config: Config; database: Database; integrations: Integrations; clock: Clock };

export function createServices({ config, database, integrations, clock }: ServiceDeps) {
  const { mailer, telephony, assistant } = integrations;
  const db = database.db;
  const limiter = createRateLimiter(db, clock);
  const hasher = createPasswordHasher(config.passwordHashMemoryKiB);
  const sessions = createSessionService(db, clock, config.session, {
    cacheInMemory: database.kind === "pglite",
  });
  const payments = createPaymentService({
    db,
    clock,
    processor: integrations.payments,
    mailer,
    onUserChanged: sessions.forgetUser,
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
      onUserChanged: sessions.forgetUser,
    }),
    agents: createAgentService({ db, clock, telephony, afterDebit: payments.checkAutoRecharge }),
    conversations: createConversationService({ db, clock }),
    billing: createBillingService({ db, afterDebit: payments.checkAutoRecharge }),
    agentRequests: createAgentRequestService({ db, mailer, supportEmail: config.mail.supportEmail }),
    payments,
    paymentSettings: createPaymentSettingsService({
      db,
      processor: integrations.payments,
      payments,
      limiter,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
