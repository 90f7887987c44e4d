// Prices and limits. Money is integer cents inside.
export const AGENT_CREATION_FEE_CENTS = 2500;
export const MIN_TOP_UP_DOLLARS = 10;
// Each screen has the amounts the product gives it: the chat screen's Balance Manager, which sizes a
// top-up for agents and calls ($50 by default), and the Add Balance page's packages ($10 by default).
// Both pay on /add-balance, with a saved card or a new one.
export const DEFAULT_BALANCE_MANAGER_TOP_UP_DOLLARS = 50;
export const BALANCE_MANAGER_PRESETS_DOLLARS = [50, 100, 250, 500, 1000] as const;
export const ADD_BALANCE_PACKAGES_DOLLARS = [10, 25, 50, 100] as const;
export const MOST_POPULAR_PACKAGE_DOLLARS = 50;
export const BALANCE_REFRESH_MS = 30_000;
export const LOOKUP_CACHE_MS = 5 * 60_000;

export const PLAN_AGENT_LIMITS = { simple: 5, plus: Number.POSITIVE_INFINITY } as const;
export const LICENCE_PRICE_CENTS = { simple: 2500, plus: 3900 } as const;
export const PLUS_PLAN_YEARLY_CENTS = 5000;
export const UPGRADE_FEE_CENTS = 2500;

// What a call costs per started minute.
export const USAGE_RATES = {
  voicePerMinuteCents: 1,
  aiPerMinuteCents: 10,
  smsPer100CharactersCents: 5,
  workflowItemCents: 8,
} as const;

export const centsToDollars = (cents: number) => cents / 100;
/**
 * "1,234.50": en-US digit grouping with `decimals` places, written by hand. The first use of Intl
 * (toLocaleString included) costs Chromium 60–200 ms on Lighthouse's throttled phone, which the main
 * screen would pay while it loads (src/client/dates.ts does the same for dates).
 */
export function groupedNumber(value: number, decimals: number): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** "$25" for whole dollars, "$25.50" otherwise. */
export const formatDollars = (cents: number) => `$${groupedNumber(cents / 100, cents % 100 === 0 ? 0 : 2)}`;

// Each auto-recharge adds $10; the trigger limit is at least $10 (default 10).
export const AUTO_RECHARGE_AMOUNT_CENTS = 1000;
export const DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS = 10;
export const MIN_AUTO_RECHARGE_LIMIT_DOLLARS = 10;
