import type { Db } from "../db/client";
import type { Mailer } from "../integrations/mail/mailer";
import type { PaymentProcessor } from "../integrations/payments/payments";
import type { Clock } from "./clock";
import type { NotificationService } from "./notifications";
import type { PasswordHasher } from "./passwords";
import type { RateLimiter } from "./rate-limiter";

// What the services are built on, named once: each service's own Deps adds what only it needs.

/** Where a failure that must not stop a request is reported (a mail that did not go). */
export type FailureLog = (message: string, error: unknown) => void;

/** The database and the time, which every service with state reads. */
export type StoreDeps = { db: Db; clock: Clock };

/** A service that moves money at the processor and tells the owner about it. */
export type MoneyDeps = StoreDeps & { processor: PaymentProcessor; notifications: NotificationService };

/** A service that checks passwords and mails about the account, within rate limits. */
export type AccountDeps = StoreDeps & {
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FailureLog;
};
