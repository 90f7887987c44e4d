// docs/decisions/0030: the visitor pages the build rendered to HTML (src/client/prerender.tsx). Each
// carries the page loader instead of the app; the server adds the list of modules the page hydrates
// with, which the loader fetches at the visitor's first interaction, never before.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_CODE_ELEMENT_ID } from "../../shared/page-hydration";
import type { PageName } from "../../shared/page-routes";
import { PRERENDERED_PAGES, prerenderedFile } from "../../shared/prerendered-pages";
import { type BuildManifest, entryKeyOf, staticClosure } from "./page-preloads";

/**
 * The modules `page` hydrates with, as URLs: the app's entry first (the module the loader imports),
 * then what the entry imports, the page's chunk and what it imports, so all are fetched at once.
 */
export function hydrationModules(manifest: BuildManifest, page: PageName): string[] {
  const entryKey = entryKeyOf(manifest);
  const pageKey = `src/client/pages/${page}.tsx`;
  if (!manifest[pageKey]) throw new Error(`${pageKey} is not in the client build manifest.`);
  const entryChunks = staticClosure(manifest, entryKey, new Set());
  const chunks = staticClosure(manifest, pageKey, new Set(entryChunks));
  return [...chunks].map((key) => `/${manifest[key]!.file}`);
}

/** The list of modules as a data block the loader reads; a data block is never run, so the CSP stays as it is. */
export function pageCodeElement(modules: readonly string[]): string {
  const json = JSON.stringify(modules).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${json}</script>`;
}

/**
 * Each rendered page, with its modules named and any stylesheet of its own linked (the entry's is
 * already in it), read once when the server starts. A build without them is refused, as one without
 * index.html is.
 */
export function prerenderedPageHtml(dir: string, manifest: BuildManifest): Map<PageName, string> {
  const pages = new Map<PageName, string>();
  const entryStyles = new Set(
    [...staticClosure(manifest, entryKeyOf(manifest), new Set())].flatMap((key) => manifest[key]?.css ?? []),
  );
  for (const { page } of PRERENDERED_PAGES) {
    const file = join(dir, prerenderedFile(page));
    if (!existsSync(file)) throw new Error(`The client build lacks ${file}: run npm run build.`);
    const pageStyles = [...staticClosure(manifest, `src/client/pages/${page}.tsx`, new Set())]
      .flatMap((key) => manifest[key]?.css ?? [])
      .filter((style) => !entryStyles.has(style))
      .map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`);
    const tags = [...pageStyles, pageCodeElement(hydrationModules(manifest, page))].join("");
    pages.set(page, readFileSync(file, "utf8").replace("</head>", `${tags}</head>`));
  }
  return pages;
}
