import { and, eq, sql } from "drizzle-orm";
import type { PublicUser } from "../../shared/api/auth";
import type { Db } from "../db/client";
import { emailCodes, users } from "../db/schema";
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from "../http/http-error";
import type { Mailer } from "../integrations/mail/mailer";
import type { Clock } from "./clock";
import { verificationCodeMail } from "./mail-templates";
import { isCommonPassword, type PasswordHasher } from "./passwords";
import { type Limit, minutesSentence, type RateLimiter } from "./rate-limiter";
import { equalHashes, newVerificationCode, sha256Hex } from "./secrets";
import type { SessionUser } from "./sessions";

// DESIGN §6 (OWASP ASVS 2.7): codes expire in 10 minutes, 5 wrong tries per code.
export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
// DESIGN §6: failed logins limited per account and per client address; resend limited.
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { max: 30, windowMs: 15 * 60_000 };
export const CODE_SENDS_PER_EMAIL: Limit = { max: 5, windowMs: 60 * 60_000 };

const WRONG_CREDENTIALS = "Incorrect username or password.";
const INVALID_CODE = "Invalid verification code";

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture,
    subscriptionPlan: user.subscriptionPlan,
  };
}

type Deps = {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Told after every change to a user row, so remembered sessions show the change. */
  onUserChanged: (userId: string) => void;
  /** Sign-ups allowed from one client address in an hour (SIGNUPS_PER_HOUR_PER_ADDRESS). */
  signupsPerHourPerAddress: number;
};

export function createAccountService({
  db,
  clock,
  hasher,
  mailer,
  limiter,
  onUserChanged,
  signupsPerHourPerAddress,
}: Deps) {
  const signupLimit: Limit = { max: signupsPerHourPerAddress, windowMs: 60 * 60_000 };
  const codeHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

  /** Issues a fresh code (the previous one stops working) and mails it. */
  async function sendVerificationCode(user: SessionUser): Promise<void> {
    const sends = await limiter.hit(`code-send:${user.email}`, CODE_SENDS_PER_EMAIL);
    if (!sends.allowed) {
      throw tooManyRequests(
        `Too many codes were sent to this email. Try again ${minutesSentence(sends.retryAfterSeconds)}.`,
        sends.retryAfterSeconds,
      );
    }
    const code = newVerificationCode();
    const now = clock();
    const values = {
      userId: user.id,
      purpose: "verify-email" as const,
      codeHash: codeHash(user.id, code),
      failedAttempts: 0,
      expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
      createdAt: now,
    };
    await db
      .insert(emailCodes)
      .values(values)
      .onConflictDoUpdate({ target: [emailCodes.userId, emailCodes.purpose], set: values });
    await mailer.send(verificationCodeMail(user, code, CODE_VALID_MINUTES));
  }

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  return {
    async signup(input: { username: string; email: string; password: string }, clientAddress: string) {
      if (isCommonPassword(input.password)) {
        throw badRequest("This password is too common. Please choose another one.", "password");
      }
      const attempts = await limiter.hit(`signup:${clientAddress}`, signupLimit);
      if (!attempts.allowed) {
        throw tooManyRequests(
          `Too many sign-ups from this address. Try again ${minutesSentence(attempts.retryAfterSeconds)}.`,
          attempts.retryAfterSeconds,
        );
      }
      const passwordHash = await hasher.hash(input.password);
      const inserted = await db
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, createdAt: clock() })
        .onConflictDoNothing()
        .returning();
      const user = inserted[0];
      if (!user) {
        const [sameEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (sameEmail) throw conflict("An account with this email already exists. Sign in instead.", "email");
        throw conflict("This username is taken. Please choose another one.", "username");
      }
      try {
        await sendVerificationCode(user);
      } catch (error) {
        // Nothing half-written: an account whose code never left is removed again.
        await db.delete(users).where(eq(users.id, user.id));
        if (error instanceof HttpError) throw error;
        throw new HttpError(503, "We could not send the verification email. Please try again in a moment.");
      }
      return { email: user.email };
    },

    async verifyEmail(input: { email: string; code: string }): Promise<SessionUser> {
      const user = await findByEmail(input.email);
      if (!user) throw badRequest(INVALID_CODE, "code");
      if (user.emailVerifiedAt) throw badRequest("This email is already verified. Please sign in.", "code");
      const now = clock();
      const codeOfUser = and(eq(emailCodes.userId, user.id), eq(emailCodes.purpose, "verify-email"));
      // The row is locked so two guesses at once cannot both escape the attempt count;
      // the transaction returns its verdict so a wrong guess is counted, not rolled back.
      const verdict = await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(emailCodes).where(codeOfUser).for("update");
        if (!stored) return { ok: false, error: INVALID_CODE } as const;
        if (stored.expiresAt <= now) {
          return { ok: false, error: "This code has expired. Use Resend Code to get a new one." } as const;
        }
        if (stored.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) {
          return { ok: false, error: "Too many wrong codes. Use Resend Code to get a new one." } as const;
        }
        if (!equalHashes(stored.codeHash, codeHash(user.id, input.code))) {
          await tx
            .update(emailCodes)
            .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
            .where(codeOfUser);
          return { ok: false, error: INVALID_CODE } as const;
        }
        await tx.delete(emailCodes).where(codeOfUser);
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        return { ok: true, user: verified! } as const;
      });
      if (!verdict.ok) throw badRequest(verdict.error, "code");
      return verdict.user;
    },

    async resendVerification(email: string): Promise<void> {
      const user = await findByEmail(email);
      // The same answer whether or not the address has an unverified account.
      if (!user || user.emailVerifiedAt) return;
      await sendVerificationCode(user);
    },

    async login(input: { username: string; password: string }, clientAddress: string): Promise<SessionUser> {
      const identifier = input.username.toLowerCase();
      const accountKey = `login-failures:account:${identifier}`;
      const addressKey = `login-failures:address:${clientAddress}`;
      for (const [key, limit] of [
        [accountKey, LOGIN_FAILURES_PER_ACCOUNT],
        [addressKey, LOGIN_FAILURES_PER_ADDRESS],
      ] as const) {
        const state = await limiter.check(key, limit);
        if (!state.allowed) {
          throw tooManyRequests(
            `Too many failed sign-in attempts. Try again ${minutesSentence(state.retryAfterSeconds)}.`,
            state.retryAfterSeconds,
          );
        }
      }
      const [user] = await db
        .select()
        .from(users)
        .where(
          identifier.includes("@")
            ? eq(users.email, identifier)
            : sql`lower(${users.username}) = ${identifier}`,
        );
      let passwordMatches = false;
      if (user) passwordMatches = await hasher.verify(user.passwordHash, input.password);
      else await hasher.verifyDecoy(input.password);
      if (!user || !passwordMatches) {
        await limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
        await limiter.hit(addressKey, LOGIN_FAILURES_PER_ADDRESS);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await limiter.reset(accountKey);
      if (!user.emailVerifiedAt) {
        await sendVerificationCode(user);
        throw new HttpError(403, `Please verify your email first. We sent a new code to ${user.email}.`, {
          code: "email_not_verified",
          email: user.email,
        });
      }
      return user;
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
