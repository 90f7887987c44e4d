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
    agents: createAgentService({ db, clock, telephony }),
    conversations: createConversationService({ db, clock }),
    billing: createBillingService({ db }),
    agentRequests: createAgentRequestService({ db, mailer, supportEmail: config.mail.supportEmail }),
    payments: createPaymentService({ db, clock, processor: integrations.payments }),
  };
}

export type Services = ReturnType<typeof createServices>;
