import { type PageName, routeFor } from "./page-routes";

/**
 * docs/decisions/0030: the visitor pages rendered to HTML when the client is built, so their text paints
 * before any script runs. Each is sent with a small loader instead of the app, and React takes the page
 * over at the visitor's first interaction. Read by the build (src/client/prerender.tsx) and the server
 * (src/server/http/prerendered-pages.ts); the client's entry never imports it.
 */
export interface PrerenderedPage {
  /** The route of the table (src/shared/page-routes.ts) whose visitor page is rendered ahead. */
  path: string;
  page: PageName;
  /** Query parameters that change what the page first shows: with one, the app renders the page itself. */
  changedBy?: readonly string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: "/", page: "landing-page" },
  // A paid licence (`?payment=success`) opens the signup form instead.
  { path: "/login", page: "auth-page", changedBy: ["payment"] },
  { path: "/pricing", page: "pricing-page" },
];

/** Where the build writes a rendered page, under the client's build folder; a dot folder is not served as a file. */
export function prerenderedFile(page: PageName): string {
  return `.prerendered/${page}.html`;
}

/**
 * The page rendered ahead for a request, if any. A signed-in owner never gets one: the pages differ for
 * them (the main screen at `/`, a Dashboard link on the pricing page, home from the login page).
 */
export function prerenderedPageFor(
  pathname: string,
  search: URLSearchParams,
  signedIn: boolean,
): PrerenderedPage | undefined {
  if (signedIn) return undefined;
  const route = routeFor(pathname);
  const page = PRERENDERED_PAGES.find((entry) => entry.path === route?.path);
  if (!page || page.changedBy?.some((name) => search.has(name))) return undefined;
  return page;
}
