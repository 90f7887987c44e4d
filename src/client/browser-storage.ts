import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from "../shared/catalog/accounts";

// Spec 000 §2 (session id) and spec 001 §3 (pendingSubscriptionPlan): the keys the specs name.
const SESSION_ID_KEY = "sessionId";
const PENDING_SUBSCRIPTION_PLAN_KEY = "pendingSubscriptionPlan";

// Storage throws when the browser blocks it (private modes, disabled cookies); the app then works without it.
function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

const sessionStore = () => window.sessionStorage;
const localStore = () => window.localStorage;

function randomUuid(): string {
  // crypto.randomUUID exists only in secure contexts (https or localhost).
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The client session id of this tab, created on first use (spec 001 §2: generated on load). */
export function getOrCreateClientSessionId(): string {
  const existing = readStorage(sessionStore, SESSION_ID_KEY);
  if (existing) return existing;
  const created = randomUuid();
  writeStorage(sessionStore, SESSION_ID_KEY, created);
  return created;
}

export function isSubscriptionPlan(value: string | null): value is SubscriptionPlan {
  return value !== null && (SUBSCRIPTION_PLANS as readonly string[]).includes(value);
}

export function readPendingSubscriptionPlan(): SubscriptionPlan | null {
  const stored = readStorage(localStore, PENDING_SUBSCRIPTION_PLAN_KEY);
  return isSubscriptionPlan(stored) ? stored : null;
}

export function savePendingSubscriptionPlan(plan: SubscriptionPlan): void {
  writeStorage(localStore, PENDING_SUBSCRIPTION_PLAN_KEY, plan);
}

export function clearPendingSubscriptionPlan(): void {
  writeStorage(localStore, PENDING_SUBSCRIPTION_PLAN_KEY, null);
}
