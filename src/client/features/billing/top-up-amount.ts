import { MIN_TOP_UP_DOLLARS } from "../../../shared/catalog/billing";

/** A top-up is a whole number of dollars, at least $10; lower or unreadable values become 10. */
export function normalizeTopUpAmount(input: string | number): number {
  const amount = Math.floor(typeof input === "number" ? input : Number(input.trim() || Number.NaN));
  if (!Number.isSafeInteger(amount) || amount < MIN_TOP_UP_DOLLARS) return MIN_TOP_UP_DOLLARS;
  return amount;
}

export function addBalancePath(amount: number): string {
  return `/add-balance?amount=${normalizeTopUpAmount(amount)}`;
}
