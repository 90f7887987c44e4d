import { routePath } from "./catalog/route-path";

/**
 * The pages of the app, each a module of src/client/pages and its own chunk. The client renders this
 * table as its routes; the server names, for the page a path shows, that page's code in the HTML it
 * sends (docs/decisions/0012). Plain data only: the client's entry carries it, and no page's code.
 */
export const PAGE_NAMES = [
  "landing-page",
  "agent-builder-page",
  "auth-page",
  "reset-password-page",
  "pricing-page",
  "checkout-upgrade-page",
  "checkout-page",
  "add-balance-page",
  "settings-page",
  "upgrade-page",
  "upgrade-success-page",
  "agent-templates-page",
  "help-support-page",
  "documentation-page",
  "notifications-page",
  "calls-page",
  "bookings-page",
  "account-page",
  "terms-page",
  "privacy-page",
  "not-found-page",
] as const;

/** A module of src/client/pages, by its file name without `.tsx`. */
export type PageName = (typeof PAGE_NAMES)[number];

/** The main screen: what a signed-in owner sees at `/` and `/dashboard`. */
export const MAIN_SCREEN_PAGE = "agent-builder-page" satisfies PageName;

/** A page a visitor can be shown: any but the main screen, which is for signed-in owners only. */
export type VisitorPageName = Exclude<PageName, typeof MAIN_SCREEN_PAGE>;

/** The page of any path that no route matches. */
export const NOT_FOUND_PAGE = "not-found-page" satisfies VisitorPageName;

export interface PageRoute {
  /** As wouter matches it: in any case, without a trailing slash; `/*` at the end covers all below. */
  path: string;
  /** The page a visitor sees, or the path a visitor is sent to. */
  visitor: VisitorPageName | { redirectTo: string };
  /** A signed-in owner sees the main screen here instead. */
  mainScreenWhenSignedIn?: true;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "/", visitor: "landing-page", mainScreenWhenSignedIn: true },
  { path: "/login", visitor: "auth-page" },
  { path: "/signup", visitor: "auth-page" },
  { path: "/auth", visitor: "auth-page" },
  { path: "/reset-password", visitor: "reset-password-page" },
  { path: "/dashboard", visitor: { redirectTo: "/login" }, mainScreenWhenSignedIn: true },
  { path: "/pricing", visitor: "pricing-page" },
  { path: "/checkout-upgrade", visitor: "checkout-upgrade-page" },
  { path: "/checkout", visitor: "checkout-page" },
  { path: "/checkout/*", visitor: "checkout-page" },
  { path: "/add-balance", visitor: "add-balance-page" },
  { path: "/settings", visitor: "settings-page" },
  { path: "/upgrade", visitor: "upgrade-page" },
  { path: "/upgrade-success", visitor: "upgrade-success-page" },
  { path: "/agent-templates", visitor: "agent-templates-page" },
  { path: "/help-support", visitor: "help-support-page" },
  { path: "/documentation", visitor: "documentation-page" },
  { path: "/notifications", visitor: "notifications-page" },
  { path: "/calls", visitor: "calls-page" },
  { path: "/bookings", visitor: "bookings-page" },
  { path: "/account", visitor: "account-page" },
  { path: "/terms", visitor: "terms-page" },
  { path: "/privacy", visitor: "privacy-page" },
];

/** The route a path matches, as wouter matches it; none for a path the app does not know. */
export function routeFor(pathname: string): PageRoute | undefined {
  const path = routePath(pathname);
  return PAGE_ROUTES.find((entry) =>
    entry.path.endsWith("/*") ? path.startsWith(entry.path.slice(0, -1)) : path === entry.path,
  );
}

/** The page a path shows to a visitor or to a signed-in owner, following a visitor's redirect. */
export function pageFor(pathname: string, signedIn: boolean): PageName {
  const route = routeFor(pathname);
  if (!route) return NOT_FOUND_PAGE;
  if (signedIn && route.mainScreenWhenSignedIn) return MAIN_SCREEN_PAGE;
  return typeof route.visitor === "string" ? route.visitor : pageFor(route.visitor.redirectTo, signedIn);
}
