// docs/decisions/0030: after the client is built, the visitor pages of src/shared/prerendered-pages.ts
// are rendered to HTML, each sent with the page loader (src/client/page-loader.ts) in place of the app.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The loader is bundled on its own (esbuild), not as a second entry of the client's build: Rolldown
 * would move what the two share into a chunk of its own, and every page would load it.
 */
async function buildPageLoader(root) {
  const { build } = await import("esbuild");
  const assets = join(root, "dist/client/assets");
  const result = await build({
    entryPoints: [join(root, "src/client/page-loader.ts")],
    outdir: assets,
    entryNames: "[name]-[hash]",
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    // V8 compiles it while it streams in, as it does every chunk of the app (decision 0012).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    metafile: true,
    logLevel: "warning",
  });
  const [output] = Object.keys(result.metafile.outputs);
  return `/${relative(join(root, "dist/client"), join(root, output)).split("\\").join("/")}`;
}

/** Renders the pages with the app's own components, built for Node by Vite, into the client's build folder. */
export async function prerenderPages(root) {
  const loader = await buildPageLoader(root);
  const { build } = await import("vite");
  const outDir = join(root, "dist/prerender");
  await build({
    root,
    logLevel: "warn",
    build: {
      ssr: "src/client/prerender.tsx",
      outDir,
      emptyOutDir: true,
      manifest: false,
      // One file, whose exports are what the build calls.
      rolldownOptions: { preserveEntrySignatures: "strict", output: { codeSplitting: false } },
    },
  });
  const { renderPrerenderedPages } = await import(pathToFileURL(join(outDir, "prerender.js")).href);
  const indexHtml = readFileSync(join(root, "dist/client/index.html"), "utf8");
  const loaderTag = `<script type="module" crossorigin src="${loader}"></script>`;
  for (const { file, html } of await renderPrerenderedPages(indexHtml, loaderTag)) {
    const path = join(root, "dist/client", file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
}
