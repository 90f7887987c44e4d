import { randomBytes } from "node:crypto";
import type { SupportIssueType } from "../../shared/catalog/support";
import type { Db } from "../db/client";
import { supportRequests } from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import { ownAddressOnly, requestLimits } from "./account-mail-guard";
import type { Clock } from "./clock";
import { supportConfirmationMail, supportRequestMail } from "./mail-templates";
import type { Limit, RateLimiter } from "./rate-limiter";

// A few requests an hour per user, and per address for the accounts one client could open.
export const SUPPORT_REQUESTS_PER_USER: Limit = { max: 5, windowMs: 60 * 60_000 };
export const SUPPORT_REQUESTS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60_000 };

// A reference a person can read out on the phone: no 0/O or 1/I to confuse.
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReference(): string {
  const bytes = randomBytes(8);
  return `SR-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

type Deps = { db: Db; clock: Clock; mailer: Mailer; limiter: RateLimiter; supportEmail: string };

export function createSupportService({ db, clock, mailer, limiter, supportEmail }: Deps) {
  const limits = requestLimits(limiter, {
    key: "support-request",
    perUser: SUPPORT_REQUESTS_PER_USER,
    perAddress: SUPPORT_REQUESTS_PER_ADDRESS,
    action: "supportRequests",
  });
  return {
    /**
     * Kept with a reference, mailed to the support inbox, confirmed to the user at their
     * own address, never at another one.
     */
    async submit(
      user: { id: string; username: string; email: string; firstName: string | null },
      input: { name: string; email: string; issueType: SupportIssueType; message: string },
      clientAddress: string,
    ): Promise<string> {
      const email = ownAddressOnly(user, input.email, "email");
      await limits.hit(user.id, clientAddress);
      const reference = newReference();
      const request = { ...input, email, name: input.name || user.username, reference };
      await db.insert(supportRequests).values({ ...request, userId: user.id, createdAt: clock() });
      await mailer.send(supportRequestMail(supportEmail, request));
      await mailer.send(supportConfirmationMail(email, user, request));
      return reference;
    },
  };
}
