// docs/decisions/0012: the page sent for a path names the code of the screen it will show, so the
// browser fetches that code beside the entry script, and the client's lazy import finds it already
// linked instead of appending a <link> per chunk on the main thread while the page starts.

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) that name what a module loads. */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

import { listAgents } from "../../shared/api/contracts/agents";
import { listCountries } from "../../shared/api/contracts/phone";
import { visitorEndpoints } from "../../shared/api/contracts/visitor-endpoints";
import { NOT_FOUND_PAGE, PAGE_NAMES, type PageName, pageFor } from "../../shared/page-routes";

type PageModule = `src/client/pages/${PageName}.tsx`;

const pageModule = (page: PageName): PageModule => `src/client/pages/${page}.tsx`;

export const NOT_FOUND_PAGE_MODULE: PageModule = pageModule(NOT_FOUND_PAGE);

/** The page module a path shows, by the app's one route table (src/shared/page-routes.ts). */
export function pageModuleFor(pathname: string, signedIn: boolean): PageModule {
  return pageModule(pageFor(pathname, signedIn));
}

/**
 * Decision 0015: the data a page asks the server for as it starts, named in the page so the browser
 * fetches it beside the page's code instead of after that code has run. Only pages that are shown to
 * signed-in owners alone are listed: a visitor would be answered 401. The session lookup of every
 * signed-in page is added by `sessionLookupPreload`.
 */
const PAGE_START_REQUESTS: Partial<Record<PageModule, readonly string[]>> = {
  // The sidebar's and the chat's agents, and the phone picker's countries.
  "src/client/pages/agent-builder-page.tsx": [listAgents.path, listCountries.path],
};

/**
 * A preload the client's GET of `path` takes over. The client sends credentials with every call,
 * and the browser hands a preload only to a fetch of the same credentials mode.
 */
function fetchPreloadLink(path: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`;
}

/**
 * The session lookup a signed-in page makes as it starts, although the page carries the session: the
 * lookup is always stale (docs/decisions/0013). A visitor's page names nothing, since its
 * lookup is answered 401.
 */
export function sessionLookupPreload(signedIn: boolean): string {
  return signedIn ? fetchPreloadLink(visitorEndpoints.currentUser.path) : "";
}

/** The manifest key of the app's entry, the script index.html loads. */
export function entryKeyOf(manifest: BuildManifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The client build manifest has no entry.");
  return entryKey;
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
  const entryKey = entryKeyOf(manifest);
  const loadedByEntry = staticClosure(manifest, entryKey, new Set());
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const links = new Map<string, string>();
  for (const page of PAGE_NAMES.map(pageModule)) {
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
