// `npm run bench`: one run, one table. Throughput of our server against raw
// node:http measured side by side, and the landing page's JavaScript against
// its budget (issue 2 §5). Ratios, not timed assertions.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { projectRoot } from "../src/server/paths";
import { latestCodeFor } from "../tests/support/outbox";
import { type RunningServer, startAppServer, startRawServer } from "./servers";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const LANDING_JS_BUDGET_KB = 100;

type Measurement = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  // A short warm-up so the JIT and the database caches are in the state a running server has.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function signedInCookie(server: RunningServer): Promise<string> {
  const origin = server.url;
  const username = `bench_${Date.now()}`;
  const email = `${username}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  const signup = await post("/api/auth/signup", { username, email, password: "bench password 1" });
  if (signup.status !== 201) throw new Error(`bench signup failed: ${await signup.text()}`);
  const code = await latestCodeFor(join(server.dataDir, "outbox"), email);
  const verify = await post("/api/auth/verify-email", { email, code });
  const cookie = verify.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("bench verification gave no session cookie");
  return cookie;
}

function landingPageJavaScriptKb(): { files: string[]; gzipKb: number } {
  type Chunk = {
    file: string;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    src?: string;
  };
  const manifest = JSON.parse(
    readFileSync(join(projectRoot, "dist/client/.vite/manifest.json"), "utf8"),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const addWithStaticImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
  };
  addWithStaticImports("index.html");
  // The landing page itself is a lazy chunk that the entry requests at once for a visitor.
  addWithStaticImports("src/client/pages/landing-page.tsx");
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(projectRoot, "dist/client", file))).length,
    0,
  );
  return { files: [...files], gzipKb: bytes / 1024 };
}

const pad = (value: string, width: number) => value.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits).padStart(10);

async function main() {
  const databaseLabel = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
  const raw = await startRawServer();
  const rawResult = await measure("raw node:http hello world", raw.url);
  await raw.stop();

  const app = await startAppServer();
  const cookie = await signedInCookie(app);
  const results = [
    rawResult,
    await measure("GET /api/health", `${app.url}/api/health`),
    await measure("GET /api/auth/me (signed in)", `${app.url}/api/auth/me`, { cookie }),
  ];
  await app.stop();

  console.log(
    `\nServer throughput, ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${databaseLabel}`,
  );
  console.log(
    `${pad("endpoint", 32)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"errors".padStart(10)}${"vs raw".padStart(10)}`,
  );
  for (const r of results) {
    const ratio = r.requestsPerSecond / rawResult.requestsPerSecond;
    console.log(
      `${pad(r.name, 32)}${num(r.requestsPerSecond)}${num(r.p50, 1)}${num(r.p99, 1)}${num(r.errors)}${num(ratio, 2)}`,
    );
  }
  const landing = landingPageJavaScriptKb();
  console.log(
    `\nLanding page JavaScript before interactive: ${landing.gzipKb.toFixed(1)} kB gzip (budget ${LANDING_JS_BUDGET_KB} kB, ${(landing.gzipKb / LANDING_JS_BUDGET_KB).toFixed(2)} of it)`,
  );
  console.log(`  files: ${landing.files.join(", ")}`);
}

await main();
