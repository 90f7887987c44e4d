import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE, type ApiKeyScope } from "../../shared/api/calls";
import type { Db } from "../db/client";
import { apiKeys, users } from "../db/schema";
import type { Clock } from "./clock";
import { DomainError } from "./domain-errors";
import { effectivePlan } from "./licence";
import type { Limit, RateLimiter } from "./rate-limiter";
import { sha256Hex } from "./secrets";
import type { SessionUser } from "./sessions";

// Enough of the key to recognise it in a list, far too little to use it.
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/** Why this owner may not use the API now, or null when they may: Plus counts only while its licence runs. */
function apiRefusal(user: SessionUser, now: Date): DomainError | null {
  if (effectivePlan(user, now) === "plus") return null;
  return new DomainError(user.subscriptionPlan === "plus" ? "PlusLicenceEnded" : "ApiAccessNeedsPlus");
}

type KeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: KeyRow) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** API keys for plus subscribers with a running licence, shown once and stored as a hash. */
// Each key's requests are counted per minute, so one runaway script cannot crowd out the owner's
// other keys, the screens or other owners.
const API_KEY_REQUESTS: Limit = { max: API_KEY_REQUESTS_PER_MINUTE, windowMs: 60_000 };

export function createApiKeyService({ db, clock, limiter }: { db: Db; clock: Clock; limiter: RateLimiter }) {
  return {
    async list(userId: string) {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt));
      return rows.map(toApiKey);
    },

    async create(user: SessionUser, name: string, scope: ApiKeyScope) {
      const refusal = apiRefusal(user, clock());
      if (refusal) throw refusal;
      const secret = `${API_KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
      const [row] = await db
        .insert(apiKeys)
        .values({
          userId: user.id,
          name,
          scope,
          prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
          keyHash: sha256Hex(secret),
          createdAt: clock(),
        })
        .returning();
      return { apiKey: toApiKey(row!), secret };
    },

    async revoke(userId: string, keyId: string): Promise<void> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: clock() })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) throw new DomainError("ApiKeyNotFound");
    },

    /**
     * The user a bearer key speaks for, and what the key may do; 401 for an unknown or revoked key,
     * 403 off the Plus plan or once its licence ended (the key is kept and works again after a renewal).
     */
    async userForKey(secret: string): Promise<{ user: SessionUser; scope: ApiKeyScope }> {
      const [row] = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, sha256Hex(secret)), isNull(apiKeys.revokedAt)));
      if (!row) throw new DomainError("ApiKeyInvalid");
      const refusal = apiRefusal(row.user, clock());
      if (refusal) throw refusal;
      const { allowed, retryAfterSeconds } = await limiter.hit(`api-key:${row.key.id}`, API_KEY_REQUESTS);
      if (!allowed) throw new DomainError("RateLimited", { action: "apiRequests", retryAfterSeconds });
      await db.update(apiKeys).set({ lastUsedAt: clock() }).where(eq(apiKeys.id, row.key.id));
      return { user: row.user, scope: row.key.scope };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
