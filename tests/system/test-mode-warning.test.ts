import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../src/server/paths";
import { freePort } from "../support/server-process";
import { TEST_SECRETS_KEY } from "../support/test-secrets-key";

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start within 60 s");
}

// Without Stripe's keys the product still starts in production, pays through the offline test
// processor, and says so once in its log so no operator mistakes it for real payments.
describe("payments in test mode", () => {
  it("starts in production without Stripe keys and logs one warning that no real money moves", async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), "switchboard-test-mode-"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("STRIPE_")));
    const child = spawn(process.execPath, [join(projectRoot, "dist/server/main.js")], {
      env: {
        ...env,
        NODE_ENV: "production",
        SECRETS_KEY: TEST_SECRETS_KEY,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(url, child);
      expect(await (await fetch(`${url}/api/payments/config`)).json()).toEqual({
        processor: "offline",
        publishableKey: null,
      });
      const warnings = output
        .split("\n")
        .filter((line) => line.includes("offline test processor"))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
      expect(warnings[0]!.msg).toMatch(/^Payments run on the offline test processor: no real money moves\./);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
