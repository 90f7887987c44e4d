import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from "../shared/catalog/accounts";
import { createRandomId } from "./random-id";

// The storage keys of the tab's session id and of a plan paid for before signup.
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

/** The client session id of this tab, or null before anything made one. */
export function readClientSessionId(): string | null {
  return readStorage(sessionStore, SESSION_ID_KEY);
}

/** The client session id of this tab, created on first use. */
export function getOrCreateClientSessionId(): string {
  const existing = readClientSessionId();
  if (existing) return existing;
  const created = createRandomId();
  writeStorage(sessionStore, SESSION_ID_KEY, created);
  return created;
}

/** Makes a session the tab's session (a new chat, a loaded conversation), so a reload returns to it. */
export function rememberClientSessionId(sessionId: string): void {
  writeStorage(sessionStore, SESSION_ID_KEY, sessionId);
}

/** A value of this tab's session storage; null when absent or when storage is blocked. */
export function readTabStorageItem(key: string): string | null {
  return readStorage(sessionStore, key);
}

/** Keeps a value for this tab only (null removes it); gone when the tab closes. */
export function writeTabStorageItem(key: string, value: string | null): void {
  writeStorage(sessionStore, key, value);
}

/** A stored JSON text as a value; undefined when there is none or it is not JSON. */
export function parseStoredJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Signing out leaves nothing of the owner's in the tab: neither the chat's session id nor the builder's draft. */
export function clearTabStorage(): void {
  try {
    sessionStore().clear();
  } catch {
    // Storage is blocked, so it holds nothing.
  }
}

/** A value of the browser's local storage; null when absent or when storage is blocked. */
export function readLocalStorageItem(key: string): string | null {
  return readStorage(localStore, key);
}

export function removeLocalStorageItem(key: string): void {
  writeStorage(localStore, key, null);
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
