import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BuildManifest, staticClosure } from "../src/server/http/page-preloads";
import { projectRoot } from "../src/server/paths";

// What a route loads before it is interactive — the
// entry and its static imports, plus the route's own lazy chunk and its imports.
export const ROUTE_BUDGETS = [
  { route: "/ (landing)", page: "src/client/pages/landing-page.tsx", budgetKb: 100 },
  { route: "/login", page: "src/client/pages/auth-page.tsx", budgetKb: 100 },
  { route: "/pricing", page: "src/client/pages/pricing-page.tsx", budgetKb: 100 },
  { route: "/checkout", page: "src/client/pages/checkout-page.tsx", budgetKb: 100 },
  { route: "/ (main screen)", page: "src/client/pages/agent-builder-page.tsx", budgetKb: 200 },
] as const;

export function routeSizes() {
  const distDir = join(projectRoot, "dist/client");
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as BuildManifest;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(distDir, file))).length / 1024;
  return ROUTE_BUDGETS.map(({ route, page, budgetKb }) => {
    if (!manifest[page]) throw new Error(`${page} is not in the client build`);
    const chunks = staticClosure(manifest, page, staticClosure(manifest, "index.html"));
    const js = new Set([...chunks].map((key) => manifest[key]!.file));
    const css = new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []));
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
    return { route, budgetKb, jsKb: sum(js), cssKb: sum(css) };
  });
}
