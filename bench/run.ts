// `npm run bench`: one run, one table, then the knowledge search's and the phone relay's benchmarks.
// Throughput and latency of our server against raw node:http measured side by
// side on this machine, and each route's JavaScript against its budget. It
// prints ratios; it asserts nothing, so a busy machine cannot make it flaky.
import autocannon from "autocannon";
import { signUp } from "../tests/support/http-client";
import { startAppServer, startRawServer } from "../tests/support/server-process";
import { removeUserFromSharedDatabase } from "../tests/support/shared-database";
import { routeSizes } from "./bundle-sizes";
import { knowledgeBench } from "./knowledge-search";
import { openLoopLoad } from "./open-loop-load";
import { relayBench } from "./relay";
import { createAgents, rotatingVoiceTurns, signedIncomingCall, twentyMessageConversation } from "./setup";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const VOICE_RATE = 200;
const PUBLIC_URL = "https://bench.switchboard.test";
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "bench-twilio-auth-token-0000",
  PUBLIC_URL,
};

type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The endpoint's answer body, which raw node:http sends as well in the paired rounds. */
  answerBytes: number;
  /** Raw node:http sending an answer of the same size, in the round paired with this one. */
  raw: Round | undefined;
  ratio: number;
};
type Target = Omit<autocannon.Options, "url" | "connections" | "duration"> & { url: string };
type Round = { requestsPerSecond: number; p50: number; p99: number; errors: number };

// This machine's speed drifts by a third within a minute (other tenants), so each endpoint is
// measured in rounds that alternate with raw node:http; each round gives a ratio, and the table
// shows the round with the median ratio. Drift then moves both sides of a ratio together.
const ROUNDS = 3;

async function load(target: Target, durationSeconds: number): Promise<Round> {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function median<T>(items: T[], by: (item: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

/** The size of the target's answer body, from one request made as the load makes them. */
async function answerBytes(target: Target): Promise<number> {
  const [template = {}] = target.requests ?? [];
  const base = { method: target.method ?? "GET", headers: target.headers ?? {}, ...template };
  const request = typeof template.setupRequest === "function" ? template.setupRequest(base, {}) : base;
  const response = await fetch(new URL(request.path ?? "", target.url), {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as string | undefined,
  });
  return (await response.arrayBuffer()).byteLength;
}

function createMeasurer(rawUrl: string) {
  return {
    async measure(name: string, target: Target): Promise<Measurement> {
      // Docs/decisions/0011: the yardstick sends as many bytes as the endpoint does, so the ratio
      // measures what our server adds, not what the loopback costs to carry a larger answer.
      const bytes = await answerBytes(target);
      const raw = { url: `${rawUrl}/?bytes=${bytes}` };
      // A short warm-up, so the JIT and the database caches are in a running server's state.
      await load(target, 1);
      const rounds: (Round & { raw: Round; ratio: number })[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const rawRound = await load(raw, DURATION_S);
        const ours = await load(target, DURATION_S);
        rounds.push({ ...ours, raw: rawRound, ratio: ours.requestsPerSecond / rawRound.requestsPerSecond });
      }
      return { name, answerBytes: bytes, ...median(rounds, (round) => round.ratio) };
    },
  };
}

async function main() {
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
  const raw = await startRawServer();
  const { measure } = createMeasurer(raw.url);

  const app = await startAppServer();
  const owner = await signUp(app);
  const agentNumbers = await createAgents(owner, 20);
  const conversations = Array.from({ length: CONNECTIONS }, (_, index) =>
    JSON.stringify(twentyMessageConversation(`bench-session-${index}`)),
  );
  let conversationTurn = 0;
  const nextConversation = () => conversations[conversationTurn++ % conversations.length]!;
  const signedIn = { cookie: owner.cookie, origin: app.url };
  const results: Measurement[] = [
    await measure("GET /api/health", { url: `${app.url}/api/health` }),
    await measure("GET /api/auth/me", { url: `${app.url}/api/auth/me`, headers: signedIn }),
    await measure("GET /api/balance", { url: `${app.url}/api/balance`, headers: signedIn }),
    await measure("GET /api/active-bots (20)", { url: `${app.url}/api/active-bots`, headers: signedIn }),
    // Owners' chats being saved: 50 conversations of 20 messages, taken in turn. One conversation
    // saved by 50 connections at once would measure a row lock that one chat never contends for.
    await measure("POST /api/conversations (20)", {
      url: `${app.url}/api/conversations`,
      requests: [
        {
          method: "POST",
          path: "/api/conversations",
          headers: { ...signedIn, "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: nextConversation() }),
        },
      ],
    }),
  ];
  await app.stop();

  // The voice webhooks need Twilio's auth token and the public URL to check signatures;
  // the agents made above answer on the same data.
  const voice = await startAppServer(TWILIO, app.dataDir);
  const callSids = Array.from({ length: 400 }, (_, index) => `CA${String(index).padStart(32, "0")}`);
  for (const [index, callSid] of callSids.entries()) {
    const incoming = signedIncomingCall(
      PUBLIC_URL,
      TWILIO.TWILIO_AUTH_TOKEN,
      callSid,
      agentNumbers[index % agentNumbers.length]!,
    );
    await fetch(`${voice.url}/api/voice/incoming`, { method: "POST", ...incoming });
  }
  const nextTurn = rotatingVoiceTurns(PUBLIC_URL, TWILIO.TWILIO_AUTH_TOKEN, callSids);
  // Its capacity, comparable with raw node:http: as many turns as 50 connections can send. Measured
  // first, so the server has answered thousands of turns, as the other endpoints' have, before the
  // latency target is measured; the calls' transcripts have grown by then, as a longer call's would.
  const capacity = await measure("POST /api/voice/turn (most)", {
    url: voice.url,
    requests: [
      {
        method: "POST",
        path: "/api/voice/turn",
        setupRequest: (request) => ({ ...request, ...nextTurn() }),
      },
    ],
  });
  const voiceLoad = (durationSeconds: number) =>
    openLoopLoad({ url: voice.url, ratePerSecond: VOICE_RATE, durationSeconds, nextRequest: nextTurn });
  await voiceLoad(1);
  // The target: latency at 200 independent turns a second.
  // A fixed rate has no ratio to raw node:http; the next row has.
  results.push(
    {
      name: `POST /api/voice/turn @${VOICE_RATE}/s`,
      ...(await voiceLoad(DURATION_S)),
      answerBytes: Number.NaN,
      raw: undefined,
      ratio: Number.NaN,
    },
    capacity,
  );
  await voice.stop();
  await raw.stop();
  await removeUserFromSharedDatabase(owner.username);

  console.log(
    `\nServer: ${CONNECTIONS} connections (voice: Poisson arrivals at ${VOICE_RATE} req/s), ${ROUNDS} rounds of ${DURATION_S} s alternating with raw node:http, database: ${database}`,
  );
  // The first row is raw node:http as paired with GET /api/health, whose answer is as small as its own.
  const smallest = results[0]!.raw!;
  const rows = [
    { name: "raw node:http", ...smallest, answerBytes: results[0]!.answerBytes, raw: smallest, ratio: 1 },
    ...results,
  ];
  console.log(
    `${"endpoint".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}${"answer B".padStart(10)}${"raw req/s".padStart(11)}${"vs raw".padStart(8)}`,
  );
  const shown = (value: number, digits = 0) => (Number.isNaN(value) ? "-" : value.toFixed(digits));
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(34)}${shown(r.requestsPerSecond).padStart(9)}${shown(r.p50, 1).padStart(9)}${shown(r.p99, 1).padStart(9)}${String(r.errors).padStart(8)}${shown(r.answerBytes).padStart(10)}${shown(r.raw?.requestsPerSecond ?? Number.NaN).padStart(11)}${shown(r.ratio, 2).padStart(8)}`,
    );
  }
  console.log(
    "vs raw: against raw node:http sending an answer of the same size, in alternating rounds (docs/decisions/0011).",
  );

  console.log("\nClient: what each route loads before the first interaction (gzip)");
  console.log(
    `${"route".padEnd(20)}${"JS kB".padStart(9)}${"CSS kB".padStart(9)}${"budget".padStart(9)}${"of budget".padStart(11)}${"hydration JS kB".padStart(17)}`,
  );
  for (const size of routeSizes()) {
    console.log(
      `${size.route.padEnd(20)}${size.jsKb.toFixed(1).padStart(9)}${size.cssKb.toFixed(1).padStart(9)}${String(size.budgetKb).padStart(9)}${(size.jsKb / size.budgetKb).toFixed(2).padStart(11)}${(size.hydrationKb === undefined ? "-" : size.hydrationKb.toFixed(1)).padStart(17)}`,
    );
  }
  console.log(
    "hydration: what a page rendered at build time fetches at the first interaction (docs/decisions/0030).",
  );
}

await main();
await knowledgeBench();
// Phone calls over ConversationRelay: 500 open calls, the built-in engine and a stand-in model.
await relayBench();
