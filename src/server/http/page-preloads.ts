// docs/decisions/0012: the page sent for a path names the code of the screen it will show, so the
// browser fetches that code beside the entry script, and the client's lazy import finds it already
// linked instead of appending a <link> per chunk on the main thread while the page starts.

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) that name what a module loads. */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

import { routePath } from "../../shared/catalog/route-path";

type PageModule = `src/client/pages/${string}.tsx`;

/**
 * Which page module each path of src/client/app.tsx renders, for a visitor and for a signed-in
 * owner; `path` ending in `/*` covers everything below it. page-preloads.test.ts checks this
 * table against the routes of app.tsx.
 */
export const PAGE_MODULES_BY_PATH: readonly { path: string; visitor: PageModule; signedIn: PageModule }[] = [
  // Spec 001 §2: `/` is the landing page for visitors and the main screen for signed-in owners.
  {
    path: "/",
    visitor: "src/client/pages/landing-page.tsx",
    signedIn: "src/client/pages/agent-builder-page.tsx",
  },
  // A visitor at /dashboard is sent to /login.
  {
    path: "/dashboard",
    visitor: "src/client/pages/auth-page.tsx",
    signedIn: "src/client/pages/agent-builder-page.tsx",
  },
  ...(
    [
      ["/login", "auth-page"],
      ["/signup", "auth-page"],
      ["/auth", "auth-page"],
      ["/pricing", "pricing-page"],
      ["/checkout-upgrade", "checkout-upgrade-page"],
      ["/checkout", "checkout-page"],
      ["/checkout/*", "checkout-page"],
      ["/add-balance", "add-balance-page"],
      ["/settings", "settings-page"],
      ["/upgrade", "upgrade-page"],
      ["/upgrade-success", "upgrade-success-page"],
      ["/agent-templates", "agent-templates-page"],
      ["/help-support", "help-support-page"],
      ["/documentation", "documentation-page"],
      ["/notifications", "notifications-page"],
      ["/calls", "calls-page"],
    ] as const
  ).map(([path, page]) => {
    const module: PageModule = `src/client/pages/${page}.tsx`;
    return { path, visitor: module, signedIn: module };
  }),
];

export const NOT_FOUND_PAGE_MODULE: PageModule = "src/client/pages/not-found-page.tsx";

/** The page module a path shows; wouter matches paths without regard to case or a trailing slash. */
export function pageModuleFor(pathname: string, signedIn: boolean): PageModule {
  const path = routePath(pathname);
  const route = PAGE_MODULES_BY_PATH.find((entry) =>
    entry.path.endsWith("/*") ? path.startsWith(entry.path.slice(0, -1)) : path === entry.path,
  );
  if (!route) return NOT_FOUND_PAGE_MODULE;
  return signedIn ? route.signedIn : route.visitor;
}

/**
 * Decision 0015: the data a page asks the server for as it starts, named in the page so the browser
 * fetches it beside the page's code instead of after that code has run. Only pages that are shown to
 * signed-in owners alone are listed: a visitor would be answered 401. The session lookup of every
 * signed-in page is added by `sessionLookupPreload`.
 */
const PAGE_START_REQUESTS: Partial<Record<PageModule, readonly string[]>> = {
  // The sidebar's and the chat's agents, and the phone picker's countries (spec 000 §4).
  "src/client/pages/agent-builder-page.tsx": ["/api/active-bots", "/api/countries"],
};

/**
 * A preload the client's GET of `path` takes over. The client sends credentials with every call (spec
 * 000 §7), and the browser hands a preload only to a fetch of the same credentials mode.
 */
function fetchPreloadLink(path: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`;
}

/**
 * The session lookup a signed-in page makes as it starts, although the page carries the session: the
 * lookup is always stale (spec 000 §9; decision 0013). A visitor's page names nothing, since its
 * lookup is answered 401.
 */
export function sessionLookupPreload(signedIn: boolean): string {
  return signedIn ? fetchPreloadLink("/api/auth/me") : "";
}

/** `key` and every module it imports statically, as manifest keys (the bench sums their sizes too). */
export function staticClosure(
  manifest: BuildManifest,
  key: string,
  into: Set<string> = new Set(),
): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * For each page module: the <link> tags for the data it asks for as it starts, its chunk, the chunks
 * it imports and their styles, less what index.html already loads. Built once, when the server starts.
 */
export function pagePreloadLinks(manifest: BuildManifest): Map<string, string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The client build manifest has no entry.");
  const loadedByEntry = staticClosure(manifest, entryKey, new Set());
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const links = new Map<string, string>();
  const pages = new Set(PAGE_MODULES_BY_PATH.flatMap((route) => [route.visitor, route.signedIn]));
  pages.add(NOT_FOUND_PAGE_MODULE);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`${page} is not in the client build manifest.`);
    const chunks = [...staticClosure(manifest, page, new Set())].filter((key) => !loadedByEntry.has(key));
    const styles = new Set(
      chunks.flatMap((key) => manifest[key]?.css ?? []).filter((s) => !entryStyles.has(s)),
    );
    // `crossorigin` as Vite writes it: a module fetch is a CORS request, and a preload is only
    // reused by a fetch of the same mode. A low priority lets the styles and the entry script,
    // which the first paint waits for, go first on a slow connection.
    const tags = [
      ...(PAGE_START_REQUESTS[page] ?? []).map(fetchPreloadLink),
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...chunks.map(
        (key) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key]!.file}">`,
      ),
    ];
    links.set(page, tags.join(""));
  }
  return links;
}
