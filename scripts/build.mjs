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

if (isStale("dist/client/index.html", ["src/client", "index.html", "public", "vite.config.ts", ...shared])) {
  const { build } = await import("vite");
  await build({ root, logLevel: "warn" });
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
