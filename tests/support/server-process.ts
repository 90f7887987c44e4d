import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../src/server/paths";
import { TEST_SECRETS_KEY } from "./test-secrets-key";

export type RunningServer = {
  url: string;
  /** The server process's id; an instance names itself by it (src/server/scheduled-work.ts). */
  pid: number | undefined;
  dataDir: string;
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it stands (durability tests). */
  kill(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function stopper(child: ChildProcess, signal: NodeJS.Signals): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
}

export async function startRawServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = fork(join(projectRoot, "bench/raw-server.ts"), [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ["--import", "tsx"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir: "",
    stop: stopper(child, "SIGTERM"),
    kill: stopper(child, "SIGKILL"),
  };
}

/** The built production server (dist/server/main.js) on a fresh data folder, `nodeFlags` given to node. */
export async function startAppServer(
  env: Record<string, string> = {},
  existingDataDir?: string,
  nodeFlags: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = existingDataDir ?? (await mkdtemp(join(tmpdir(), "switchboard-bench-")));
  const child = spawn(process.execPath, [...nodeFlags, join(projectRoot, "dist/server/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SECRETS_KEY: TEST_SECRETS_KEY,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Test and bench clients all sign up from 127.0.0.1.
      SIGNUPS_PER_HOUR_PER_ADDRESS: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error("the app server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid, dataDir, stop: stopper(child, "SIGTERM"), kill: stopper(child, "SIGKILL") };
}
