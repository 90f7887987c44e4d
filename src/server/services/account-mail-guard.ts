import { DomainError, type LimitedAction } from "./domain-errors";
import type { Limit, RateLimiter } from "./rate-limiter";

/**
 * Forms that mail a confirmation write only to the signed-in owner's own, verified address, so
 * they cannot be used to send our mail to anyone else. Answers that address.
 */
export function ownAddressOnly(user: { email: string }, given: string, field: string): string {
  if (given.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new DomainError("NotOwnAddress", { email: user.email, field });
  }
  return user.email;
}

/** Limits per account and per client address for a form that sends mail. */
export function requestLimits(
  limiter: RateLimiter,
  options: { key: string; perUser: Limit; perAddress: Limit; action: LimitedAction },
) {
  return {
    async hit(userId: string, clientAddress: string): Promise<void> {
      const byUser = await limiter.hit(`${options.key}:user:${userId}`, options.perUser);
      const byAddress = await limiter.hit(`${options.key}:address:${clientAddress}`, options.perAddress);
      const refused = [byUser, byAddress].filter((state) => !state.allowed);
      if (refused.length === 0) return;
      const retryAfterSeconds = Math.max(...refused.map((state) => state.retryAfterSeconds));
      throw new DomainError("RateLimited", { action: options.action, retryAfterSeconds });
    },
  };
}
