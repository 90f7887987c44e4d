// `npm run bench:relay`: phone calls over ConversationRelay's WebSocket, as Twilio carries them. It
// opens RELAY_CALLS calls on one built server (PGlite, or PostgreSQL at DATABASE_URL), each signed as
// Twilio signs its handshake; every call says something, waits for the whole answer, then says the
// next thing after a pause drawn with a mean of 3 s, as callers do. It prints, from a prompt message
// to the first `text` token: p50 and p99 with the built-in engine, the same with a local streaming
// stand-in model whose first token comes after a fixed delay (and what the product adds to it), the
// server's memory per open call, and today's Gather webhook turn at the same rate for comparison.
// The server, the stand-in model and the callers are three processes, so the model's timers and the
// callers' work are not the server's; each one's CPU time and event-loop delay during the talk are
// printed beside the figures, with the server's own histogram of the same turns. It asserts nothing.
import { fork } from "node:child_process";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import WebSocket from "ws";
import { projectRoot } from "../src/server/paths";
import { signUp } from "../tests/support/http-client";
import { type RunningServer, startAppServer } from "../tests/support/server-process";
import { removeUserFromSharedDatabase } from "../tests/support/shared-database";
import { openLoopLoad } from "./open-loop-load";
import { createAgents, rotatingVoiceTurns, signedIncomingCall } from "./setup";

const CALLS = Number(process.env.RELAY_CALLS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MEAN_PAUSE_MS = 3000;
const MODEL_FIRST_TOKEN_MS = 300;
const MODEL_REST_MS = 200;
const AGENTS = 20;
const PUBLIC_URL = "https://bench.switchboard.test";
const AUTH_TOKEN = "bench-twilio-auth-token-0000";
const METRICS_TOKEN = "bench-metrics-token-0000000000";
const RELAY_PATH = "/api/voice/relay";
// RELAY_CPU_PROFILE=<folder>: the server of each relay run writes a V8 CPU profile there as it stops.
const PROFILE_DIR = process.env.RELAY_CPU_PROFILE;
// RELAY_SERVER_FLAGS="--max-semi-space-size=32": node flags for the relay runs' server, to try V8 settings.
const SERVER_FLAGS = (process.env.RELAY_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
const SERVER_ENV = {
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  PUBLIC_URL,
  METRICS_TOKEN,
  // A caller in this bench is never silent for long; the silence prompts are tested elsewhere.
  RELAY_SILENCE_MS: "120000",
  RELAY_STATUS_WAIT_MS: "0",
  LOG_LEVEL: "error",
};
const PROMPTS = [
  "What time do you close tonight?",
  "Do you have a table for four on Friday?",
  "Where are you located?",
  "Can I order a large pizza for pickup?",
  "Is there parking nearby?",
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const pause = () => -Math.log(1 - Math.random()) * MEAN_PAUSE_MS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ModelReport = { requests: number; lateP50: number; lateP99: number; cpuSeconds: number };

/** The stand-in model (bench/stand-in-model.ts) in a process of its own. */
async function startStreamingModel() {
  const child = fork(join(projectRoot, "bench/stand-in-model.ts"), [], {
    env: {
      ...process.env,
      MODEL_FIRST_TOKEN_MS: String(MODEL_FIRST_TOKEN_MS),
      MODEL_REST_MS: String(MODEL_REST_MS),
    },
    execArgv: ["--import", "tsx"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`the stand-in model exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** How late its first words were, and its CPU time, since the last report. */
    report: () =>
      new Promise<ModelReport>((resolve) => {
        child.once("message", (message: ModelReport) => resolve(message));
        child.send({ type: "report" });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send({ type: "stop" });
      }),
  };
}

/** The server's figures that the benchmark reads from its /metrics. */
type ServerFigures = {
  residentBytes: number;
  callsInProgress: number;
  cpuSeconds: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** The relay turns' first-text histogram: cumulative count at each bucket's bound (seconds). */
  firstText: Map<number, number>;
};

/**
 * The server's own view, from /metrics. Reading it also starts the event loop's delay afresh
 * (prom-client resets that histogram on each read), so a read before the talk and one after it
 * give the talk's delay.
 */
async function serverFigures(server: RunningServer): Promise<ServerFigures> {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const lines = (await answer.text()).split("\n");
  const value = (name: string) => Number(lines.find((text) => text.startsWith(`${name} `))?.split(" ")[1]);
  const firstText = new Map<number, number>();
  for (const line of lines) {
    const bucket = line.match(
      /^switchboard_turn_first_text_seconds_bucket\{le="([^"]+)",transport="relay"\} (\d+)/,
    );
    if (bucket && bucket[1] !== "+Inf") firstText.set(Number(bucket[1]), Number(bucket[2]));
  }
  return {
    residentBytes: value("switchboard_process_resident_memory_bytes"),
    callsInProgress: value("switchboard_calls_in_progress"),
    cpuSeconds: value("switchboard_process_cpu_seconds_total"),
    loopDelayP99Ms: value("switchboard_nodejs_eventloop_lag_p99_seconds") * 1000,
    loopDelayMaxMs: value("switchboard_nodejs_eventloop_lag_max_seconds") * 1000,
    firstText,
  };
}

/** The share of the talk's relay turns the server had its first words ready for within each bound. */
function servedWithin(before: ServerFigures, after: ServerFigures): string {
  const count = (figures: ServerFigures, le: number) => figures.firstText.get(le) ?? 0;
  const bounds = [...after.firstText.keys()].filter((le) => le <= 0.05);
  const total =
    count(after, Math.max(...after.firstText.keys())) -
    count(before, Math.max(...before.firstText.keys(), 0));
  return bounds
    .map(
      (le) =>
        `${le * 1000} ms ${((100 * (count(after, le) - count(before, le))) / Math.max(1, total)).toFixed(1)}%`,
    )
    .join(", ");
}

/** One call: Twilio's incoming webhook, then the signed socket and its setup. */
async function openCall(server: RunningServer, callSid: string, to: string) {
  const incoming = signedIncomingCall(PUBLIC_URL, AUTH_TOKEN, callSid, to);
  const answered = await fetch(`${server.url}/api/voice/incoming`, { method: "POST", ...incoming });
  if (!(await answered.text()).includes("<ConversationRelay"))
    throw new Error("the call was not connected to the relay");
  const wssUrl = `${PUBLIC_URL.replace(/^http/, "ws")}${RELAY_PATH}`;
  const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}${RELAY_PATH}`, {
    headers: { "x-twilio-signature": getExpectedTwilioSignature(AUTH_TOKEN, wssUrl, {}) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(
    JSON.stringify({
      type: "setup",
      sessionId: `VX${callSid.slice(2)}`,
      callSid,
      from: "+17025550123",
      to,
      direction: "inbound",
    }),
  );
  return socket;
}

/** Every call talks until the time is up; the times from each prompt to its first token. */
async function talk(
  sockets: WebSocket[],
  seconds: number,
): Promise<{ firstToken: number[]; unanswered: number }> {
  const firstToken: number[] = [];
  let unanswered = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    sockets.map(async (socket, index) => {
      await sleep(pause());
      let turn = index;
      while (performance.now() < end) {
        const sentAt = performance.now();
        const answered = new Promise<boolean>((resolve) => {
          let first = true;
          const timer = setTimeout(() => {
            socket.off("message", onMessage);
            resolve(false);
          }, 15_000);
          function onMessage(data: WebSocket.RawData) {
            const reply = JSON.parse(data.toString()) as { type: string; last?: boolean };
            if (reply.type !== "text") return;
            if (first) firstToken.push(performance.now() - sentAt);
            first = false;
            if (reply.last) {
              clearTimeout(timer);
              socket.off("message", onMessage);
              resolve(true);
            }
          }
          socket.on("message", onMessage);
        });
        socket.send(
          JSON.stringify({
            type: "prompt",
            voicePrompt: PROMPTS[turn++ % PROMPTS.length],
            lang: "en-US",
            last: true,
          }),
        );
        if (!(await answered)) unanswered++;
        await sleep(pause());
      }
    }),
  );
  return { firstToken: firstToken.sort((a, b) => a - b), unanswered };
}

const progress = (text: string) => process.stderr.write(`${text}\n`);

type RelayRow = {
  label: "engine" | "model";
  prompts: number;
  unanswered: number;
  p50: number;
  p99: number;
  kibPerCall: number;
  server: {
    cpuSeconds: number;
    cpuMsPerPrompt: number;
    loopDelayP99Ms: number;
    loopDelayMaxMs: number;
    within: string;
  };
  callers: { cpuSeconds: number; loopDelayP99Ms: number; loopDelayMaxMs: number };
  model?: ModelReport;
};

async function relayRun(
  label: RelayRow["label"],
  env: Record<string, string>,
  dataDir: string,
  agentNumbers: string[],
  model?: Awaited<ReturnType<typeof startStreamingModel>>,
): Promise<RelayRow> {
  progress(`${label}: opening ${CALLS} calls`);
  const profile = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const server = await startAppServer({ ...SERVER_ENV, ...env }, dataDir, [...SERVER_FLAGS, ...profile]);
  try {
    const before = await serverFigures(server);
    const sockets: WebSocket[] = [];
    for (let index = 0; index < CALLS; index++) {
      const callSid = `CA${label.padEnd(6, "0").slice(0, 6)}${String(index).padStart(26, "0")}`;
      sockets.push(await openCall(server, callSid, agentNumbers[index % agentNumbers.length]!));
    }
    await sleep(1000);
    const open = await serverFigures(server);
    await model?.report();
    progress(`${label}: the calls talk for ${SECONDS} s`);
    const callerLoop = monitorEventLoopDelay({ resolution: 10 });
    callerLoop.enable();
    const callerCpu = process.cpuUsage();
    const { firstToken, unanswered } = await talk(sockets, SECONDS);
    const callerCpuUsed = process.cpuUsage(callerCpu);
    callerLoop.disable();
    const talked = await serverFigures(server);
    for (const socket of sockets) socket.close();
    // Each closed socket ends and bills its call; the server stops once they are ended, so that
    // its stop is not 500 calls' ends at once.
    for (let waited = 0; waited < 120 && (await serverFigures(server)).callsInProgress > 0; waited++) {
      await sleep(1000);
    }
    return {
      label,
      prompts: firstToken.length,
      unanswered,
      p50: percentile(firstToken, 50),
      p99: percentile(firstToken, 99),
      kibPerCall: (open.residentBytes - before.residentBytes) / 1024 / CALLS,
      server: {
        cpuSeconds: talked.cpuSeconds - open.cpuSeconds,
        cpuMsPerPrompt: ((talked.cpuSeconds - open.cpuSeconds) * 1000) / Math.max(1, firstToken.length),
        loopDelayP99Ms: talked.loopDelayP99Ms,
        loopDelayMaxMs: talked.loopDelayMaxMs,
        within: servedWithin(open, talked),
      },
      callers: {
        cpuSeconds: (callerCpuUsed.user + callerCpuUsed.system) / 1e6,
        loopDelayP99Ms: callerLoop.percentile(99) / 1e6,
        loopDelayMaxMs: callerLoop.max / 1e6,
      },
      ...(model ? { model: await model.report() } : {}),
    };
  } finally {
    await server.stop();
  }
}

/** Today's Gather webhook turn, at the rate the relay calls send prompts. */
async function gatherRun(dataDir: string, agentNumbers: string[], rate: number) {
  const gather = await startAppServer({ ...SERVER_ENV, VOICE_TRANSPORT: "gather" }, dataDir);
  try {
    const callSids = Array.from(
      { length: CALLS },
      (_, index) => `CAgather${String(index).padStart(26, "0")}`,
    );
    for (const [index, callSid] of callSids.entries()) {
      const to = agentNumbers[index % agentNumbers.length]!;
      const incoming = signedIncomingCall(PUBLIC_URL, AUTH_TOKEN, callSid, to);
      await fetch(`${gather.url}/api/voice/incoming`, { method: "POST", ...incoming });
    }
    return await openLoopLoad({
      url: gather.url,
      ratePerSecond: rate,
      durationSeconds: SECONDS,
      nextRequest: rotatingVoiceTurns(PUBLIC_URL, AUTH_TOKEN, callSids),
    });
  } finally {
    await gather.stop();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(9);

function printRelay(rows: RelayRow[], gather: Awaited<ReturnType<typeof gatherRun>>, rate: number) {
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `\nConversationRelay: ${CALLS} open calls on one instance (${database}), a prompt after a pause of mean ${MEAN_PAUSE_MS / 1000} s, ${SECONDS} s`,
  );
  console.log(
    `${"engine".padEnd(34)}${"prompts".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"unanswered".padStart(12)}${"KiB/call".padStart(10)}`,
  );
  for (const row of rows) {
    const name =
      row.label === "model" ? `stand-in model (first token ${MODEL_FIRST_TOKEN_MS} ms)` : "built-in engine";
    console.log(
      `${name.padEnd(34)}${String(row.prompts).padStart(9)}${ms(row.p50)}${ms(row.p99)}${String(row.unanswered).padStart(12)}${row.kibPerCall.toFixed(0).padStart(10)}`,
    );
  }
  const modelRow = rows.find((row) => row.label === "model");
  if (modelRow?.model) {
    console.log(
      `added to the model's first token: p50 ${(modelRow.p50 - MODEL_FIRST_TOKEN_MS).toFixed(1)} ms, p99 ${(modelRow.p99 - MODEL_FIRST_TOKEN_MS).toFixed(1)} ms (its whole reply takes ${MODEL_FIRST_TOKEN_MS + MODEL_REST_MS} ms); the model's own first words were late by p50 ${modelRow.model.lateP50.toFixed(1)} ms, p99 ${modelRow.model.lateP99.toFixed(1)} ms over ${modelRow.model.requests} requests`,
    );
  }
  console.log("during the talk (CPU seconds; event-loop delay p99 / max ms):");
  for (const row of rows) {
    const model = row.model ? `, model ${row.model.cpuSeconds.toFixed(1)} s` : "";
    console.log(
      `  ${row.label}: server ${row.server.cpuSeconds.toFixed(1)} s (${row.server.cpuMsPerPrompt.toFixed(2)} ms a prompt), ${row.server.loopDelayP99Ms.toFixed(1)} / ${row.server.loopDelayMaxMs.toFixed(1)}; callers ${row.callers.cpuSeconds.toFixed(1)} s, ${row.callers.loopDelayP99Ms.toFixed(1)} / ${row.callers.loopDelayMaxMs.toFixed(1)}${model}`,
    );
    console.log(`  ${row.label}: the server had its first words ready within ${row.server.within}`);
  }
  console.log(
    `Gather webhook turn, built-in engine, ${rate}/s: p50 ${gather.p50.toFixed(1)} ms, p99 ${gather.p99.toFixed(1)} ms (the whole reply, which Twilio then speaks), errors ${gather.errors}`,
  );
}

export async function relayBench() {
  progress(`creating ${AGENTS} agents`);
  // Numbers come from the built-in catalogue; with Twilio's settings they would be bought from Twilio.
  const setupServer = await startAppServer({ LOG_LEVEL: "error" });
  const { owner, agentNumbers } = await (async () => {
    try {
      const owner = await signUp(setupServer);
      return { owner, agentNumbers: await createAgents(owner, AGENTS) };
    } finally {
      await setupServer.stop();
    }
  })();
  const model = await startStreamingModel();
  const rows: RelayRow[] = [];
  try {
    rows.push(await relayRun("engine", {}, setupServer.dataDir, agentNumbers));
    const modelEnv = { AI_BASE_URL: model.baseUrl, AI_API_KEY: "bench" };
    rows.push(await relayRun("model", modelEnv, setupServer.dataDir, agentNumbers, model));
  } finally {
    await model.stop();
  }
  const rate = Math.round((CALLS * 1000) / MEAN_PAUSE_MS);
  const gather = await gatherRun(setupServer.dataDir, agentNumbers, rate);
  await removeUserFromSharedDatabase(owner.username);
  printRelay(rows, gather, rate);
}

if (import.meta.url === `file://${process.argv[1]}`) await relayBench();
