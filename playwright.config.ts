import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { TEST_SECRETS_KEY } from "./tests/support/test-secrets-key";

// One server for the whole run, on its own data folder; the tests read the
// offline mail outbox from it (tests/e2e/support.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "switchboard-e2e-"));
const port = Number(process.env.E2E_PORT ?? 5123);
// The local Cal.com (tests/e2e/calcom-stand-in-server.ts) the server books in, a thousand ports up.
const calcomPort = port + 1000;

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: false,
  workers: 1,
  // A test that fails once fails: a flaky test is a bug to find, not to retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx tests/e2e/calcom-stand-in-server.ts",
      // It answers 401 to a request without a key: up.
      url: `http://127.0.0.1:${calcomPort}/v2/event-types`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_CALCOM_PORT: String(calcomPort) },
    },
    {
      command: "node dist/server/main.js",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        SECRETS_KEY: TEST_SECRETS_KEY,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        // Every browser test buys a licence and signs up from 127.0.0.1; a shared PostgreSQL keeps the
        // counts between runs.
        SIGNUPS_PER_HOUR_PER_ADDRESS: "100000",
        CALCOM_API_URL: `http://127.0.0.1:${calcomPort}`,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
