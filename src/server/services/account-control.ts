import { and, eq, or } from "drizzle-orm";
import type { AccountSession, ChangePasswordRequest, DeleteAccountRequest } from "../../shared/api/account";
import type { ChangeFeed } from "../db/change-feed";
import {
  agentRequests,
  agents,
  apiKeys,
  calls,
  conversations,
  emailCodes,
  type LEDGER_KINDS,
  ledgerEntries,
  licenceReminders,
  licenceRenewals,
  notificationSettings,
  payments,
  sessions as sessionRows,
  supportRequests,
  userSettings,
  users,
  weeklyReportRuns,
} from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import type { PaymentProcessor } from "../integrations/payments/payments";
import type { Telephony } from "../integrations/telephony/telephony";
import { accountDeletedMail } from "./account-control-mails";
import { exportAccountData } from "./account-export";
import { forgotPasswordPageOf, passwordChangedMail } from "./account-mails";
import type { RequestContext } from "./accounts";
import { describeDevice } from "./device-description";
import { DomainError } from "./domain-errors";
import { ledger } from "./ledger";
import { isCommonPassword } from "./passwords";
import type { Limit } from "./rate-limiter";
import type { AccountDeps } from "./service-deps";
import type { SessionService } from "./sessions";

// OWASP ASVS 6.3.1: the current password asked before a change or a deletion is guessed no faster
// than a login's.
export const PASSWORD_CONFIRMATIONS_PER_ACCOUNT: Limit = { max: 5, windowMs: 15 * 60_000 };

// What a deleted account's ledger rows say instead of their descriptions, which could name a caller's
// number or an agent the owner named after themselves.
const ANONYMOUS_LEDGER_DESCRIPTIONS: Record<(typeof LEDGER_KINDS)[number], string> = {
  top_up: "Balance top-up",
  grant: "Credit",
  agent_creation: "Agent creation fee",
  creation_prepayment: "Agent creation fee paid ahead",
  upgrade: "Upgrade to Plus",
  auto_recharge: "Auto-recharge",
  call_usage: "Call usage",
  refund: "Refund",
  licence_renewal: "Licence renewal",
  card_refund: "Card refund",
  dispute: "Card dispute",
  debt_repayment: "Debt repayment",
  booking_sms: "Booking text",
};

/** A value no argon2 verification accepts, so a deleted account can never be signed in to. */
const UNUSABLE_PASSWORD_HASH = "account deleted: no password opens it";

type Deps = AccountDeps & {
  /** PUBLIC_URL: the base of links in mails; without it, the address the request came to. */
  publicUrl: string | undefined;
  sessions: SessionService;
  telephony: Telephony;
  processor: PaymentProcessor;
  changes: ChangeFeed;
};

/** The owner's control over their own account: password, sessions, their data, the account itself. */
export function createAccountControlService(deps: Deps) {
  const { db, clock, hasher, mailer, limiter, sessions, telephony, processor, changes, log } = deps;

  async function liveUser(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt) throw new DomainError("AccountGone");
    return user;
  }

  /** Checks the owner's current password, at most 5 wrong tries per account in 15 minutes. */
  async function confirmPassword(
    userId: string,
    passwordHash: string,
    password: string,
    field: "password" | "currentPassword",
  ) {
    const key = `password-confirmation:${userId}`;
    const state = await limiter.check(key, PASSWORD_CONFIRMATIONS_PER_ACCOUNT);
    if (!state.allowed) {
      throw new DomainError("RateLimited", {
        action: "passwordConfirmations",
        retryAfterSeconds: state.retryAfterSeconds,
      });
    }
    if (!(await hasher.verify(passwordHash, password))) {
      await limiter.hit(key, PASSWORD_CONFIRMATIONS_PER_ACCOUNT);
      throw new DomainError("WrongCurrentPassword", { field });
    }
    await limiter.reset(key);
  }

  async function sendMail(message: Parameters<Mailer["send"]>[0], what: string) {
    // The change has happened already; a mail that cannot leave is logged, not turned into a failure.
    await mailer.send(message).catch((error: unknown) => log(`could not send the ${what} mail`, error));
  }

  /** Detaches every saved card at the processor; true when none is left there. */
  async function detachSavedCards(customerId: string): Promise<boolean> {
    for (const card of await processor.listSavedCards(customerId)) {
      // A card removed meanwhile (by the owner elsewhere, or at the processor) is already gone:
      // the listing below is what decides.
      await processor.removeSavedCard(customerId, card.id).catch(() => undefined);
    }
    return (await processor.listSavedCards(customerId)).length === 0;
  }

  return {
    /** OWASP ASVS 6.2.2, 6.2.3: the current password, then the signup rules for the new one. */
    async changePassword(
      userId: string,
      currentToken: string,
      input: Required<ChangePasswordRequest>,
      context: Pick<RequestContext, "requestOrigin">,
    ): Promise<{ endedSessions: number }> {
      const user = await liveUser(userId);
      await confirmPassword(user.id, user.passwordHash, input.currentPassword, "currentPassword");
      if (input.newPassword === input.currentPassword) {
        throw new DomainError("SamePassword");
      }
      if (isCommonPassword(input.newPassword)) {
        throw new DomainError("CommonPassword", { field: "newPassword" });
      }
      const passwordHash = await hasher.hash(input.newPassword);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      // OWASP ASVS 7.4.3: whoever knew the old password is signed out everywhere but here.
      const endedSessions = await sessions.endAllFor(user.id, currentToken);
      const forgotPasswordPage = forgotPasswordPageOf(deps.publicUrl ?? context.requestOrigin);
      const signedIn = { kind: "here", endedElsewhere: endedSessions } as const;
      await sendMail(passwordChangedMail(user, signedIn, forgotPasswordPage), "password changed");
      return { endedSessions };
    },

    async listSessions(userId: string, currentToken: string): Promise<AccountSession[]> {
      const owned = await sessions.listFor(userId, currentToken);
      return owned.map((session) => ({
        id: session.publicId,
        device: describeDevice(session.userAgent),
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.isCurrent,
      }));
    },

    /** Another owner's session is answered exactly like a missing one. */
    async endSession(userId: string, publicId: string): Promise<void> {
      if (!(await sessions.endOwned(userId, publicId))) throw new DomainError("SessionAlreadyEnded");
    },

    async endAllSessions(userId: string): Promise<void> {
      await sessions.endAllFor(userId);
    },

    exportData: (userId: string) => exportAccountData(db, clock, userId),

    /**
     * Deletes the account: agents, numbers, saved cards, and everything personal go; the user row
     * stays as an anonymised tombstone so its balance and ledger still add up.
     *
     * Order: the outside calls come first and the database last. Releasing a number and detaching a
     * card are safe to repeat (an already released number or detached card counts as done), so when
     * one fails nothing in the database has changed: the account is whole, its owner can still sign
     * in and simply asks again. Were the database first, a failure afterwards would leave a deleted
     * account holding numbers and cards that nothing points to any more. All database changes are
     * one transaction, so the account is never half deleted there either.
     */
    async deleteAccount(userId: string, input: DeleteAccountRequest): Promise<void> {
      const user = await liveUser(userId);
      await confirmPassword(user.id, user.passwordHash, input.password, "password");

      if (user.paymentCustomerId) {
        const detached = await detachSavedCards(user.paymentCustomerId).catch((error: unknown) => {
          log("could not detach saved cards while deleting an account", error);
          return false;
        });
        if (!detached) throw new DomainError("OutsideServiceUnavailable", { service: "paymentProcessor" });
      }
      // A number the owner brought stays in the account; only bought ones are released.
      const ownAgents = await db
        .select({ phoneNumber: agents.phoneNumber })
        .from(agents)
        .where(and(eq(agents.userId, user.id), eq(agents.numberSource, "bought")));
      const released = new Set<string>();
      for (const { phoneNumber } of ownAgents) {
        try {
          await telephony.releaseNumber(phoneNumber);
          released.add(phoneNumber);
        } catch (error) {
          log("could not release a number while deleting an account", error);
          throw new DomainError("OutsideServiceUnavailable", { service: "phoneCarrier" });
        }
      }

      const now = clock();
      const placeholder = `deleted-${user.id}`;
      const agentsRemoved = await db.transaction(async (tx) => {
        // Agent creation locks this row first: an agent being created now is either committed and
        // removed here, or waits and finds the account gone.
        await ledger.lockAccount(tx, user.id);
        const removed = await tx
          .delete(agents)
          .where(eq(agents.userId, user.id))
          .returning({ phoneNumber: agents.phoneNumber, numberSource: agents.numberSource });
        for (const table of [
          conversations,
          calls,
          apiKeys,
          userSettings,
          notificationSettings,
          supportRequests,
          agentRequests,
          sessionRows,
          emailCodes,
          weeklyReportRuns,
          licenceReminders,
          licenceRenewals,
        ]) {
          await tx.delete(table).where(eq(table.userId, user.id));
        }
        for (const [kind, description] of Object.entries(ANONYMOUS_LEDGER_DESCRIPTIONS)) {
          await tx
            .update(ledgerEntries)
            .set({ description })
            .where(
              and(
                eq(ledgerEntries.userId, user.id),
                eq(ledgerEntries.kind, kind as (typeof LEDGER_KINDS)[number]),
              ),
            );
        }
        await tx
          .update(payments)
          .set({ email: null })
          .where(or(eq(payments.userId, user.id), eq(payments.linkedUserId, user.id)));
        await tx
          .update(users)
          .set({
            username: placeholder,
            email: `${placeholder}@deleted.invalid`,
            passwordHash: UNUSABLE_PASSWORD_HASH,
            // emailVerifiedAt stays: a tombstone must never look like an abandoned unverified signup,
            // which is removed with everything that cascades from it, the ledger included.
            firstName: null,
            lastName: null,
            profilePicture: null,
            paymentCustomerId: null,
            planExpiresAt: null,
            deletedAt: now,
          })
          .where(eq(users.id, user.id));
        return removed;
      });
      // Each instance forgets the account's sessions, balance and agents through the change feed;
      // this one at once.
      changes.changed(user.id);

      // An agent created between the release above and the transaction still had its number.
      const unreleased = agentsRemoved.filter(
        (agent) => agent.numberSource === "bought" && !released.has(agent.phoneNumber),
      );
      for (const { phoneNumber } of unreleased) {
        await telephony
          .releaseNumber(phoneNumber)
          .catch((error: unknown) => log(`could not release ${phoneNumber} of a deleted account`, error));
      }
      // A payment that was saving a card while the account went may have left one behind.
      if (user.paymentCustomerId) {
        await detachSavedCards(user.paymentCustomerId).catch((error: unknown) =>
          log("could not detach saved cards after deleting an account", error),
        );
      }
      await sendMail(accountDeletedMail(user), "account deleted");
    },
  };
}

export type AccountControlService = ReturnType<typeof createAccountControlService>;
