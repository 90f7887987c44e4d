// Builds what is not built: the client (Vite) and the server (esbuild bundle),
// each only when a source it depends on is newer than its output.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const force = process.argv.includes("--force");

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

function isStale(output, inputs) {
  const outputPath = join(root, output);
  return force || !existsSync(outputPath) || statSync(outputPath).mtimeMs < newestMtime(inputs);
}

const shared = ["src/shared", "package-lock.json", "tsconfig.json"];

// The server sends these instead of the originals to browsers that accept them
// (@fastify/static preCompressed): the built assets never change, so they are
// compressed once, at the strongest settings, instead of on every request.
async function precompress(dir) {
  const { brotliCompressSync, constants, gzipSync } = await import("node:zlib");
  const { readFileSync, writeFileSync } = await import("node:fs");
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const source = readFileSync(join(dir, name));
    if (source.length < 1024) continue;
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
  }
}

if (isStale("dist/client/index.html", ["src/client", "index.html", "public", "vite.config.ts", ...shared])) {
  const { build } = await import("vite");
  await build({ root, logLevel: "warn" });
  const { prerenderPages } = await import("./prerender.mjs");
  await prerenderPages(root);
  await precompress(join(root, "dist/client/assets"));
  console.log("built the client into dist/client");
}

if (isStale("dist/server/main.js", ["src/server", ...shared])) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [join(root, "src/server/main.ts")],
    outfile: join(root, "dist/server/main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  console.log("built the server into dist/server");
}
