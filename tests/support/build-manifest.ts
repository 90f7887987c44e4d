import type { BuildManifest } from "../../src/server/http/page-preloads";
import { PAGE_NAMES } from "../../src/shared/page-routes";

// For tests of what the server makes of the client build: a manifest in the shape Vite writes,
// without building the client.

/** A page's module, as the build manifest names it. */
export const pageModule = (name: string) => `src/client/pages/${name}.tsx`;

/**
 * The manifest of a build: the entry and the runtime chunk it imports, an icons chunk, every page
 * module of the table importing the entry, and the chunks and page imports a test adds.
 */
export function buildManifest(
  chunks: BuildManifest = {},
  pageImports: Record<string, string[]> = {},
): BuildManifest {
  return {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_runtime.js"],
      css: ["assets/index-1.css"],
    },
    "_runtime.js": { file: "assets/runtime-1.js" },
    "_icons.js": { file: "assets/icons-1.js", imports: ["_runtime.js"] },
    ...chunks,
    ...Object.fromEntries(
      PAGE_NAMES.map((name) => [
        pageModule(name),
        { file: `assets/${name}-1.js`, imports: pageImports[name] ?? ["index.html"] },
      ]),
    ),
  };
}
