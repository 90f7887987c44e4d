// Spec 001 §9: how long each commerce page waits before it moves on.
export const PRICING_HARD_NAVIGATION_FALLBACK_MS = 100;
export const CHECKOUT_SUCCESS_REDIRECT_MS = 2000;
export const INVALID_PLAN_REDIRECT_MS = 2000;
export const TOP_UP_SUCCESS_REDIRECT_MS = 1000;
export const TOP_UP_PENDING_CREDIT_REDIRECT_MS = 1500;
export const UPGRADE_SUCCESS_REDIRECT_MS = 1500;
export const UPGRADE_SUCCESS_PAGE_REDIRECT_SECONDS = 5;
