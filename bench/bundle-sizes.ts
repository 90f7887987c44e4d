import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BuildManifest, staticClosure } from "../src/server/http/page-preloads";
import { hydrationModules } from "../src/server/http/prerendered-pages";
import { projectRoot } from "../src/server/paths";
import type { PageName } from "../src/shared/page-routes";
import { prerenderedFile } from "../src/shared/prerendered-pages";

// What a route loads before the visitor interacts with it (gzip). A page the app renders in the browser
// loads the entry and its static imports, plus the route's own lazy chunk and its imports. A page
// rendered at build time (docs/decisions/0030) loads what its HTML names: the page loader. What it
// hydrates with at the first interaction is shown beside it, against no budget.
export const ROUTE_BUDGETS: ReadonlyArray<{
  route: string;
  page: PageName;
  budgetKb: number;
  renderedAhead?: true;
}> = [
  { route: "/ (landing)", page: "landing-page", budgetKb: 60, renderedAhead: true },
  { route: "/login", page: "auth-page", budgetKb: 60, renderedAhead: true },
  { route: "/pricing", page: "pricing-page", budgetKb: 60, renderedAhead: true },
  { route: "/checkout", page: "checkout-page", budgetKb: 100 },
  { route: "/ (main screen)", page: "agent-builder-page", budgetKb: 200 },
];

/** The scripts, module links and stylesheets an HTML page names, as paths under the client's build folder. */
function filesNamedBy(html: string): { js: string[]; css: string[] } {
  const named = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ""));
  return {
    js: [
      ...named(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...named(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ],
    css: named(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g),
  };
}

export function routeSizes() {
  const distDir = join(projectRoot, "dist/client");
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as BuildManifest;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;
  const sum = (files: Iterable<string>) =>
    [...new Set(files)].reduce((total, file) => total + gzipKb(file), 0);
  return ROUTE_BUDGETS.map(({ route, page, budgetKb, renderedAhead }) => {
    const pageKey = `src/client/pages/${page}.tsx`;
    if (!manifest[pageKey]) throw new Error(`${pageKey} is not in the client build`);
    if (renderedAhead) {
      const named = filesNamedBy(readFileSync(join(distDir, prerenderedFile(page)), "utf8"));
      const atFirstInteraction = hydrationModules(manifest, page).map((url) => url.replace(/^\//, ""));
      return {
        route,
        budgetKb,
        jsKb: sum(named.js),
        cssKb: sum(named.css),
        hydrationKb: sum(atFirstInteraction),
      };
    }
    const chunks = staticClosure(manifest, pageKey, staticClosure(manifest, "index.html"));
    const js = [...chunks].map((key) => manifest[key]!.file);
    const css = [...chunks].flatMap((key) => manifest[key]!.css ?? []);
    return { route, budgetKb, jsKb: sum(js), cssKb: sum(css), hydrationKb: undefined };
  });
}
