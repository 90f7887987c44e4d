// `node scripts/build.mjs && npx tsx bench/idle-connections.ts`: one run, one table.
// The built server with its default timeouts while 1,000 clients connect and send nothing:
// how fast GET /api/health answers meanwhile, and how many of the idle connections the server
// closed, and when. It prints what it measured; it asserts nothing.
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { startAppServer } from "../tests/support/server-process";

const IDLE_CONNECTIONS = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 1000);
const DURATION_S = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
// Paced rather than back to back: the figure is the latency an ordinary visitor sees, not capacity.
const HEALTH_INTERVAL_MS = 10;

type Sample = { at: number; ms: number };

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function health(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: url.hostname, port: url.port, path: "/api/health", agent }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(res.statusCode),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

// The connections the bench itself closed at the end, still open.
const closedByBench = new WeakSet<Socket>();

/** Opens a connection that never sends a byte; resolves with when the server closed it, if it did. */
function idleConnection(url: URL, sockets: Socket[], startedAt: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    sockets.push(socket);
    // Read whatever the server answers (its 408), or the end of the stream would never be seen.
    socket.resume();
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(closedByBench.has(socket) ? undefined : performance.now() - startedAt));
  });
}

const server = await startAppServer({ LOG_LEVEL: "error" });
try {
  const url = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  await health(url, agent);
  const sockets: Socket[] = [];
  const startedAt = performance.now();
  const closings = Array.from({ length: IDLE_CONNECTIONS }, () => idleConnection(url, sockets, startedAt));
  let openAt = IDLE_CONNECTIONS;
  let closedCount = 0;
  for (const closing of closings) {
    void closing.then((at) => {
      if (at !== undefined) closedCount++;
      openAt--;
    });
  }

  const samples: Sample[] = [];
  const failures: unknown[] = [];
  const samplesWhileAllOpen: number[] = [];
  while (performance.now() - startedAt < DURATION_S * 1000) {
    const tick = performance.now();
    try {
      const ms = await health(url, agent);
      samples.push({ at: tick - startedAt, ms });
      if (openAt === IDLE_CONNECTIONS) samplesWhileAllOpen.push(ms);
    } catch (error) {
      failures.push(error);
    }
    const wait = HEALTH_INTERVAL_MS - (performance.now() - tick);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  for (const socket of sockets) {
    if (socket.destroyed) continue;
    closedByBench.add(socket);
    socket.destroy();
  }
  const closedAt = (await Promise.all(closings)).filter((at): at is number => at !== undefined);
  agent.destroy();

  const all = samples.map((sample) => sample.ms);
  const format = (ms: number) => (Number.isNaN(ms) ? "-" : ms.toFixed(1));
  console.log(
    `Server: built, production, default timeouts; ${IDLE_CONNECTIONS} idle connections for ${DURATION_S} s; GET /api/health every ${HEALTH_INTERVAL_MS} ms on one kept-alive connection`,
  );
  console.log("GET /api/health                       requests  errors  p50 ms  p99 ms  max ms");
  for (const [name, values, errors] of [
    ["while all idle connections were open", samplesWhileAllOpen, 0],
    [`over the whole ${DURATION_S} s`, all, failures.length],
  ] as const) {
    console.log(
      `${name.padEnd(38)}${String(values.length).padStart(8)}${String(errors).padStart(8)}${format(percentile(values, 50)).padStart(8)}${format(percentile(values, 99)).padStart(8)}${format(Math.max(...values)).padStart(8)}`,
    );
  }
  console.log(
    `idle connections closed by the server: ${closedCount} of ${IDLE_CONNECTIONS}; first after ${format(Math.min(...closedAt) / 1000)} s, median ${format(percentile(closedAt, 50) / 1000)} s, last ${format(Math.max(...closedAt) / 1000)} s`,
  );
} finally {
  await server.stop();
}
