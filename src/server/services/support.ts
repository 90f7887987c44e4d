import { randomBytes } from "node:crypto";
import type { SupportIssueType } from "../../shared/catalog/support";
import type { Db } from "../db/client";
import { supportRequests } from "../db/schema";
import { tooManyRequests } from "../http/http-error";
import type { Mailer } from "../integrations/mail/mailer";
import type { Clock } from "./clock";
import { supportConfirmationMail, supportRequestMail } from "./mail-templates";
import { type Limit, minutesSentence, type RateLimiter } from "./rate-limiter";

// Issue 5 §2: a few requests an hour per user.
export const SUPPORT_REQUESTS_PER_USER: Limit = { max: 5, windowMs: 60 * 60_000 };

// A reference a person can read out on the phone: no 0/O or 1/I to confuse.
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference(): string {
  const bytes = randomBytes(8);
  return `SR-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

type Deps = { db: Db; clock: Clock; mailer: Mailer; limiter: RateLimiter; supportEmail: string };

export function createSupportService({ db, clock, mailer, limiter, supportEmail }: Deps) {
  return {
    /** Issue 5 §2: kept with a reference, mailed to the support inbox, confirmed to the user. */
    async submit(
      user: { id: string; username: string; firstName: string | null },
      input: { name: string; email: string; issueType: SupportIssueType; message: string },
    ): Promise<string> {
      const allowed = await limiter.hit(`support-request:${user.id}`, SUPPORT_REQUESTS_PER_USER);
      if (!allowed.allowed) {
        throw tooManyRequests(
          `You have sent several support requests in the last hour. Try again ${minutesSentence(allowed.retryAfterSeconds)}, or reply to our last email.`,
          allowed.retryAfterSeconds,
        );
      }
      const reference = newReference();
      const request = { ...input, name: input.name || user.username, reference };
      await db.insert(supportRequests).values({ ...request, userId: user.id, createdAt: clock() });
      await mailer.send(supportRequestMail(supportEmail, request));
      await mailer.send(supportConfirmationMail(input.email, user, request));
      return reference;
    },
  };
}
