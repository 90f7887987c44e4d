// Timings of the client's behaviour.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 2000;
export const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SIDEBAR_BREAKPOINT_PX = 768;
export const AUTH_REDIRECT_DELAY_MS = 2000;
