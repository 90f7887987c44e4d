import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../integrations/mail/mailer";
import { createAccountService } from "./accounts";
import type { Clock } from "./clock";
import { createPasswordHasher } from "./passwords";
import { createRateLimiter } from "./rate-limiter";
import { createSessionService } from "./sessions";

export type ServiceDeps = { config: Config; database: Database; mailer: Mailer; clock: Clock };

export function createServices({ config, database, mailer, clock }: ServiceDeps) {
  const db = database.db;
  const limiter = createRateLimiter(db, clock);
  const hasher = createPasswordHasher(config.passwordHashMemoryKiB);
  return {
    limiter,
    sessions: createSessionService(db, clock, config.session),
    accounts: createAccountService({ db, clock, hasher, mailer, limiter }),
  };
}

export type Services = ReturnType<typeof createServices>;
