// The npm registry this project's machines reach serves only the Linux builds of
// some platform-specific optional packages (Biome's CLI, Tailwind's oxide), so
// `npm install` cannot record the others and `npm ci` then refuses the lock file
// as out of sync. This adds the missing entries, marked optional with their
// platform, so `npm ci` skips them on Linux as it would with a complete lock file.
// Run it after any `npm install` that changes these packages.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const suffix = name.split("/")[1].replace(/^(cli|oxide)-/, "");
  const [os, cpu, extra] = suffix.split("-");
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const entry = { os: [os], cpu: [cpu] };
  if (extra === "musl") entry.libc = ["musl"];
  if (extra === "gnu" || extra === "gnueabihf") entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/^@(biomejs|tailwindcss)\//.test(dependency)) continue;
    const key = `node_modules/${dependency}`;
    if (packages[key] || packages[`${path}/${key}`]) continue;
    packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(dependency),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries to package-lock.json`);
