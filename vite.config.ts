import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The repository root, whatever the working directory of the process that loads this file.
const projectRoot = fileURLToPath(new URL(".", import.meta.url));

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the first line of every chunk: its
 * functions are compiled while it streams in, off the main thread, instead of one at a time on first
 * call in the middle of the page's first render (docs/decisions/0012). It runs after Vite's
 * own rewriting, which puts a line of its own first in chunks with lazy imports.
 */
function compileHints(): Plugin {
  return {
    name: "switchboard:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
        }
      },
    },
  };
}

/**
 * Vite's helper for lazy imports fetches the chunks and styles each import lists before it. Since
 * decision 0012 every list is empty (`modulePreload.resolveDependencies` below), and there is one
 * stylesheet, the entry's, so the helper only wrapped each import, yet every page loaded its 0.9 kB
 * chunk. It is replaced by a plain call (docs/decisions/0030). A lazy chunk with a stylesheet of its own
 * would need the real helper, so the build stops if one appears.
 */
function plainLazyImports(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "switchboard:plain-lazy-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      return id === helperId ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && !output.isEntry && (output.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(
            `${output.fileName} has a stylesheet of its own, which only Vite's preload helper loads.`,
          );
        }
      }
    },
  };
}

// Shared code under this size (source bytes, before minifying) is copied into each page that uses it; a
// larger library (zod, Radix's overlay primitives) stays one chunk that pages share (docs/decisions/0014).
const SHARED_CHUNK_INLINE_LIMIT_BYTES = 64 * 1024;

export default defineConfig({
  root: projectRoot,
  publicDir: "public",
  plugins: [plainLazyImports(), react(), tailwindcss(), compileHints()],
  resolve: {
    // The browser's zod never tries eval, which the Content-Security-Policy refuses (src/client/zod-without-eval.ts).
    // The browser uses zod's small functional build only; the shared schemas are written with it.
    alias: [
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL("src/client/zod-without-eval.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The landing-page size benchmark reads dist/client/.vite/manifest.json to find the chunks it loads.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      // Required by Inline Common Chunks; the client's entry exports nothing that a signature could keep.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A page's small shared chunks are copied into the page's own chunk, so a page is one request
          // after the entry instead of up to 38 (docs/decisions/0014). Rolldown's runtime keeps
          // one instance of each copied module. The only stylesheet is the entry's, which is never inlined.
          experimentalInlineCommonChunks: { maxSize: SHARED_CHUNK_INLINE_LIMIT_BYTES },
        },
      },
    },
    // The server names every chunk of the page it sends (decision 0012), so the client's lazy imports
    // carry no lists of their own: the lists of all pages made up 1.2 kB of the entry (gzip), which every
    // page pays for. A page reached in the app is mostly one chunk anyway (decision 0014); the few large
    // shared chunks it imports are fetched as its code asks for them.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
  },
});
