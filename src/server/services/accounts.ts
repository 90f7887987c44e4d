import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PublicUser } from "../../shared/api/auth";
import { RESET_LINK_VALID_MINUTES } from "../../shared/catalog/accounts";
import { emailCodes, sessions, users } from "../db/schema";
import type { MailMessage } from "../integrations/mail/mailer";
import {
  forgotPasswordPageOf,
  passwordChangedMail,
  passwordResetMail,
  repeatedSignInFailuresMail,
  resetPasswordLink,
} from "./account-mails";
import { DomainError, type LimitedAction } from "./domain-errors";
import { effectivePlan } from "./licence";
import { verificationCodeMail } from "./mail-templates";
import { isCommonPassword } from "./passwords";
import type { Limit } from "./rate-limiter";
import { equalHashes, newVerificationCode, sha256Hex } from "./secrets";
import type { AccountDeps } from "./service-deps";
import type { SessionUser } from "./sessions";

// OWASP ASVS 2.7: codes expire in 10 minutes, 5 wrong tries per code.
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
export const CODE_SENDS_PER_EMAIL: Limit = { max: 5, windowMs: 60 * 60_000 };

// Verifying an email proves control of the mailbox, not of the password chosen at signup. So an
// account is nobody's until it is verified: a new signup with its email replaces it, and after a
// day it is as good as gone (its email and username are free again; scheduled work deletes it).
export const UNVERIFIED_ACCOUNT_HOURS = 24;

// OWASP ASVS 6.3.1: failed logins are throttled per account and address, so a stranger's
// guesses from elsewhere never lock the owner out; a much higher ceiling per account stops guessing
// spread over many addresses, and tells the owner by mail; and each address has its own limit.
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: Limit = { max: 5, windowMs: 15 * 60_000 };
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { max: 100, windowMs: 60 * 60_000 };
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { max: 30, windowMs: 15 * 60_000 };
// One warning per account while its ceiling's window lasts.
const FAILURE_WARNINGS_PER_ACCOUNT: Limit = { max: 1, windowMs: LOGIN_FAILURES_PER_ACCOUNT.windowMs };

export const RESET_REQUESTS_PER_EMAIL: Limit = { max: 5, windowMs: 60 * 60_000 };
export const RESET_REQUESTS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60_000 };
export const RESET_ATTEMPTS_PER_ADDRESS: Limit = { max: 20, windowMs: 15 * 60_000 };

export function toPublicUser(user: SessionUser, now: Date): PublicUser {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture,
    subscriptionPlan: effectivePlan(user, now),
    licenceExpiresAt: user.planExpiresAt?.toISOString() ?? null,
  };
}

type Deps = AccountDeps & {
  /** Told after every change to a user row, so remembered sessions show the change. */
  onUserChanged: (userId: string) => void;
  /** Sign-ups allowed from one client address in an hour (SIGNUPS_PER_HOUR_PER_ADDRESS). */
  signupsPerHourPerAddress: number;
  /** PUBLIC_URL: the base of links in mails; without it, the address the request came to. */
  publicUrl: string | undefined;
};

/** Where a request came from and arrived at, for limits and for links back to the site. */
export type RequestContext = { clientAddress: string; requestOrigin: string };

export function createAccountService({
  db,
  clock,
  hasher,
  mailer,
  limiter,
  onUserChanged,
  signupsPerHourPerAddress,
  publicUrl,
  log,
}: Deps) {
  const signupLimit: Limit = { max: signupsPerHourPerAddress, windowMs: 60 * 60_000 };
  const codeHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);
  const siteBase = (context: RequestContext) => publicUrl ?? context.requestOrigin;
  const unverifiedCutoff = () => new Date(clock().getTime() - UNVERIFIED_ACCOUNT_HOURS * 3_600_000);
  const expiredUnverified = (): SQL =>
    and(isNull(users.emailVerifiedAt), isNull(users.deletedAt), lte(users.createdAt, unverifiedCutoff()))!;
  // An account that can sign in, verify or be reset: not deleted, and verified or still within its day.
  const usable = (): SQL =>
    and(
      isNull(users.deletedAt),
      or(isNotNull(users.emailVerifiedAt), gt(users.createdAt, unverifiedCutoff())),
    )!;

  // Mails still on their way; closing the server waits for them so none is cut off half-written.
  const inBackground = new Set<Promise<void>>();

  /** Sends without holding up the answer, which then takes as long whether or not a mail goes. */
  function sendInBackground(message: () => Promise<MailMessage | null>, what: string): void {
    const sending = message()
      .then((mail) => (mail ? mailer.send(mail) : undefined))
      .catch((error: unknown) => log(`the ${what} mail could not be sent`, error))
      .finally(() => inBackground.delete(sending));
    inBackground.add(sending);
  }

  async function throttled(checks: [string, Limit][], hit: boolean, action: LimitedAction): Promise<void> {
    for (const [key, limit] of checks) {
      const state = hit ? await limiter.hit(key, limit) : await limiter.check(key, limit);
      if (!state.allowed) {
        throw new DomainError("RateLimited", { action, retryAfterSeconds: state.retryAfterSeconds });
      }
    }
  }

  /** Stores the account's one live code (or link) of `purpose`; a newer one replaces the older. */
  async function storeEmailCode(
    userId: string,
    purpose: (typeof emailCodes.$inferInsert)["purpose"],
    hash: string,
    validMinutes: number,
  ): Promise<void> {
    const now = clock();
    const values = {
      userId,
      purpose,
      codeHash: hash,
      failedAttempts: 0,
      expiresAt: new Date(now.getTime() + validMinutes * 60_000),
      createdAt: now,
    };
    await db
      .insert(emailCodes)
      .values(values)
      .onConflictDoUpdate({ target: [emailCodes.userId, emailCodes.purpose], set: values });
  }

  /** Issues a fresh code (the previous one stops working) and mails it. */
  async function sendVerificationCode(user: SessionUser): Promise<void> {
    await throttled([[`code-send:${user.email}`, CODE_SENDS_PER_EMAIL]], true, "codeSends");
    const code = newVerificationCode();
    await storeEmailCode(user.id, "verify-email", codeHash(user.id, code), CODE_VALID_MINUTES);
    await mailer.send(verificationCodeMail(user, code, CODE_VALID_MINUTES));
  }

  async function findByEmail(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), usable()));
    return user;
  }

  /** When the account's ceiling of failures is reached, its owner hears of it once per window. */
  async function warnOwnerOfRepeatedFailures(user: SessionUser, accountKey: string, context: RequestContext) {
    if ((await limiter.check(accountKey, LOGIN_FAILURES_PER_ACCOUNT)).allowed) return;
    const warning = await limiter.hit(`login-failure-warning:${user.id}`, FAILURE_WARNINGS_PER_ACCOUNT);
    if (!warning.allowed) return;
    const failures = {
      count: LOGIN_FAILURES_PER_ACCOUNT.max,
      windowMinutes: LOGIN_FAILURES_PER_ACCOUNT.windowMs / 60_000,
    };
    const forgotPasswordPage = forgotPasswordPageOf(siteBase(context));
    sendInBackground(
      async () => repeatedSignInFailuresMail(user, failures, forgotPasswordPage),
      "repeated sign-in failures",
    );
  }

  return {
    /** Resolves once every mail sent in the background has left (or failed and been logged). */
    async backgroundMailsSent(): Promise<void> {
      while (inBackground.size > 0) await Promise.allSettled([...inBackground]);
    },

    async signup(input: { username: string; email: string; password: string }, clientAddress: string) {
      if (isCommonPassword(input.password)) {
        throw new DomainError("CommonPassword", { field: "password" });
      }
      await throttled([[`signup:${clientAddress}`, signupLimit]], true, "signups");
      const passwordHash = await hasher.hash(input.password);
      const sameUsername = sql`lower(${users.username}) = lower(${input.username})`;
      // A refused signup rolls back, so an unverified account it would have replaced stays.
      const user = await db.transaction(async (tx) => {
        await tx
          .delete(users)
          .where(and(or(eq(users.email, input.email), sameUsername), expiredUnverified()));
        // The email's unverified account is replaced, not reused: a fresh row has a new id, so its
        // codes (bound to the id and deleted with the row) can never verify this signup. A username
        // held by another email's unverified account stays taken until that account verifies or
        // expires: otherwise any stranger could knock out a pending signup by taking its name.
        await tx
          .delete(users)
          .where(and(eq(users.email, input.email), isNull(users.emailVerifiedAt), isNull(users.deletedAt)));
        const [inserted] = await tx
          .insert(users)
          .values({ username: input.username, email: input.email, passwordHash, createdAt: clock() })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
        const [sameEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (sameEmail) throw new DomainError("EmailTaken");
        throw new DomainError("UsernameTaken");
      });
      try {
        await sendVerificationCode(user);
      } catch (error) {
        // Nothing half-written: an account whose code never left is removed again.
        await db.delete(users).where(eq(users.id, user.id));
        if (error instanceof DomainError) throw error;
        throw new DomainError("VerificationMailFailed");
      }
      return { email: user.email, accountId: user.id };
    },

    /**
     * `signedUpAs` is the account the verifying browser signed up (its pending-signup cookie): when
     * the email was signed up again since, a code mailed for that newer account does not verify it
     * from this browser, so a squatter who signs up again mid-way never gets a stranger verified
     * into an account whose password the squatter chose.
     */
    async verifyEmail(input: { email: string; code: string; signedUpAs?: string }): Promise<SessionUser> {
      const user = await findByEmail(input.email);
      if (!user) throw new DomainError("InvalidCode");
      if (input.signedUpAs && input.signedUpAs !== user.id && !user.emailVerifiedAt) {
        throw new DomainError("SignupReplaced");
      }
      if (user.emailVerifiedAt) throw new DomainError("AlreadyVerified");
      const now = clock();
      const codeOfUser = and(eq(emailCodes.userId, user.id), eq(emailCodes.purpose, "verify-email"));
      // The row is locked so two guesses at once cannot both escape the attempt count;
      // the transaction returns its verdict so a wrong guess is counted, not rolled back.
      const verdict = await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(emailCodes).where(codeOfUser).for("update");
        if (!stored) return { ok: false, error: "InvalidCode" } as const;
        if (stored.expiresAt <= now) {
          return { ok: false, error: "CodeExpired" } as const;
        }
        if (stored.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) {
          return { ok: false, error: "TooManyWrongCodes" } as const;
        }
        if (!equalHashes(stored.codeHash, codeHash(user.id, input.code))) {
          await tx
            .update(emailCodes)
            .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
            .where(codeOfUser);
          return { ok: false, error: "InvalidCode" } as const;
        }
        await tx.delete(emailCodes).where(codeOfUser);
        // Only the row the code was issued for: a signup that replaced it meanwhile is not verified.
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
          .returning();
        return verified
          ? ({ ok: true, user: verified } as const)
          : ({ ok: false, error: "InvalidCode" } as const);
      });
      if (!verdict.ok) throw new DomainError(verdict.error);
      return verdict.user;
    },

    async resendVerification(email: string): Promise<void> {
      const user = await findByEmail(email);
      // The same answer whether or not the address has an unverified account.
      if (!user || user.emailVerifiedAt) return;
      await sendVerificationCode(user);
    },

    async login(
      input: { username: string; password: string },
      context: RequestContext,
    ): Promise<SessionUser> {
      const identifier = input.username.toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(
            identifier.includes("@")
              ? eq(users.email, identifier)
              : sql`lower(${users.username}) = ${identifier}`,
            usable(),
          ),
        );
      // Counted against the account however it is named (username or email), and against the
      // name typed when there is no such account, so the limits answer alike for both.
      const account = user ? user.id : `unknown:${identifier}`;
      const accountKey = `login-failures:account:${account}`;
      const pairKey = `login-failures:account-address:${account}:${context.clientAddress}`;
      const checks: [string, Limit][] = [
        [pairKey, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS],
        [accountKey, LOGIN_FAILURES_PER_ACCOUNT],
        [`login-failures:address:${context.clientAddress}`, LOGIN_FAILURES_PER_ADDRESS],
      ];
      await throttled(checks, false, "signIns");
      let passwordMatches = false;
      if (user) passwordMatches = await hasher.verify(user.passwordHash, input.password);
      else await hasher.verifyDecoy(input.password);
      if (!user || !passwordMatches) {
        for (const [key, limit] of checks) await limiter.hit(key, limit);
        if (user) await warnOwnerOfRepeatedFailures(user, accountKey, context);
        throw new DomainError("WrongCredentials");
      }
      // The ceiling is left counting: the owner signing in does not end someone else's guessing.
      await limiter.reset(pairKey);
      if (!user.emailVerifiedAt) {
        await sendVerificationCode(user);
        throw new DomainError("EmailNotVerified", { email: user.email });
      }
      return user;
    },

    /**
     * Mails a reset link to a verified account's address. Unknown, unverified and verified
     * addresses get the same answer in the same time: the lookup runs for all, and the link is
     * stored and mailed after the answer (OWASP ASVS 6.3.8; verification stays separate).
     */
    async requestPasswordReset(email: string, context: RequestContext): Promise<void> {
      await throttled(
        [
          [`reset-request:address:${context.clientAddress}`, RESET_REQUESTS_PER_ADDRESS],
          [`reset-request:email:${email}`, RESET_REQUESTS_PER_EMAIL],
        ],
        true,
        "resetRequests",
      );
      const user = await findByEmail(email);
      const link = siteBase(context);
      sendInBackground(async () => {
        if (!user?.emailVerifiedAt) return null;
        const token = `${user.id}.${randomBytes(32).toString("base64url")}`;
        await storeEmailCode(user.id, "reset-password", sha256Hex(token), RESET_LINK_VALID_MINUTES);
        return passwordResetMail(user, resetPasswordLink(link, token), RESET_LINK_VALID_MINUTES);
      }, "password reset");
    },

    /**
     * Sets a new password with a reset link's token, used up in the same transaction that ends
     * every session of the account (OWASP ASVS 6.4.3 and 7.4.3: whoever held the old password is
     * signed out), and tells the owner by mail.
     */
    async resetPassword(input: { token: string; password: string }, context: RequestContext) {
      await throttled(
        [[`reset-attempts:address:${context.clientAddress}`, RESET_ATTEMPTS_PER_ADDRESS]],
        true,
        "resetAttempts",
      );
      const userId = input.token.slice(0, input.token.indexOf("."));
      const tokenHash = sha256Hex(input.token);
      const now = clock();
      const linkOfUser = and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, "reset-password"));
      const [stored] = await db.select().from(emailCodes).where(linkOfUser);
      if (!stored || !equalHashes(stored.codeHash, tokenHash)) throw new DomainError("ResetLinkNotValid");
      if (stored.expiresAt <= now) throw new DomainError("ResetLinkExpired");
      if (isCommonPassword(input.password)) {
        throw new DomainError("CommonPassword", { field: "password" });
      }
      const passwordHash = await hasher.hash(input.password);
      const user = await db.transaction(async (tx) => {
        // Deleting the link is what uses it: of two requests at once, one deletes it and one finds none.
        const used = await tx
          .delete(emailCodes)
          .where(and(linkOfUser, eq(emailCodes.codeHash, tokenHash), gt(emailCodes.expiresAt, now)))
          .returning({ userId: emailCodes.userId });
        if (used.length === 0) return null;
        const [changed] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), isNull(users.deletedAt)))
          .returning();
        if (!changed) return null;
        // The sessions service's own way of ending them cannot join this transaction; the change
        // feed below makes every instance forget them, as sessions.end does.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return changed;
      });
      if (!user) throw new DomainError("ResetLinkNotValid");
      onUserChanged(user.id);
      // The guesses at the old password no longer matter to the account's ceiling.
      await limiter.reset(`login-failures:account:${user.id}`);
      const forgotPasswordPage = forgotPasswordPageOf(siteBase(context));
      sendInBackground(
        async () => passwordChangedMail(user, { kind: "nowhere" }, forgotPasswordPage),
        "password changed",
      );
      return user;
    },

    /** Deletes unverified accounts past their day; signup, login and verification already ignore them. */
    async purgeExpiredUnverified(): Promise<void> {
      await db.delete(users).where(expiredUnverified());
    },

    async updateNames(userId: string, names: { firstName: string; lastName: string }): Promise<SessionUser> {
      const [user] = await db
        .update(users)
        .set({ firstName: names.firstName || null, lastName: names.lastName || null })
        .where(eq(users.id, userId))
        .returning();
      onUserChanged(userId);
      return user!;
    },

    async updatePicture(userId: string, profilePicture: string): Promise<SessionUser> {
      const [user] = await db.update(users).set({ profilePicture }).where(eq(users.id, userId)).returning();
      onUserChanged(userId);
      return user!;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
