// `npm run bench:relay`: phone calls over ConversationRelay's WebSocket, as Twilio carries them. It
// opens RELAY_CALLS calls on one built server (PGlite, or PostgreSQL at DATABASE_URL), each signed as
// Twilio signs its handshake; every call says something, waits for the whole answer, then says the
// next thing after a pause drawn with a mean of 3 s, as callers do. It prints, from a prompt message
// to the first `text` token: p50 and p99 with the built-in engine, the same with a local streaming
// stand-in model whose first token comes after a fixed delay (and what the product adds to it), the
// server's memory per open call, and today's Gather webhook turn at the same rate for comparison.
// It asserts nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import WebSocket from "ws";
import { signUp } from "../tests/support/http-client";
import { chatChunkEvent } from "../tests/support/model-chunks";
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

/** A local OpenAI-compatible model that streams its first words after a fixed delay. */
async function startStreamingModel(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      setTimeout(() => {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(chatChunkEvent({ role: "assistant", content: "We close at ten tonight. " }));
        setTimeout(() => {
          response.end(
            `${chatChunkEvent({ content: "Anything else I can help with?" })}${chatChunkEvent({}, "stop")}data: [DONE]\n\n`,
          );
        }, MODEL_REST_MS);
      }, MODEL_FIRST_TOKEN_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

async function residentBytes(server: RunningServer): Promise<number> {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await answer.text())
    .split("\n")
    .find((text) => text.startsWith("switchboard_process_resident_memory_bytes "));
  return Number(line?.split(" ")[1]);
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

async function relayRun(label: string, env: Record<string, string>, dataDir: string, agentNumbers: string[]) {
  progress(`${label}: opening ${CALLS} calls`);
  const server = await startAppServer({ ...SERVER_ENV, ...env }, dataDir);
  try {
    const before = await residentBytes(server);
    const sockets: WebSocket[] = [];
    for (let index = 0; index < CALLS; index++) {
      const callSid = `CA${label.padEnd(6, "0").slice(0, 6)}${String(index).padStart(26, "0")}`;
      sockets.push(await openCall(server, callSid, agentNumbers[index % agentNumbers.length]!));
    }
    await sleep(1000);
    const open = await residentBytes(server);
    progress(`${label}: the calls talk for ${SECONDS} s`);
    const { firstToken, unanswered } = await talk(sockets, SECONDS);
    for (const socket of sockets) socket.close();
    return {
      label,
      prompts: firstToken.length,
      unanswered,
      p50: percentile(firstToken, 50),
      p99: percentile(firstToken, 99),
      kibPerCall: (open - before) / 1024 / CALLS,
    };
  } finally {
    await server.stop();
  }
}

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
const rows = [
  await relayRun("engine", {}, setupServer.dataDir, agentNumbers),
  await relayRun(
    "model",
    { AI_BASE_URL: model.baseUrl, AI_API_KEY: "bench" },
    setupServer.dataDir,
    agentNumbers,
  ),
];
model.server.close();

// Today's Gather webhook turn, at the rate the relay calls above send prompts.
const rate = Math.round((CALLS * 1000) / MEAN_PAUSE_MS);
const gather = await startAppServer({ ...SERVER_ENV, VOICE_TRANSPORT: "gather" }, setupServer.dataDir);
const gatherTurns = await (async () => {
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
})();
await removeUserFromSharedDatabase(owner.username);

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
    `${name.padEnd(34)}${String(row.prompts).padStart(9)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${String(row.unanswered).padStart(12)}${row.kibPerCall.toFixed(0).padStart(10)}`,
  );
}
const modelRow = rows[1]!;
console.log(
  `added to the model's first token: p50 ${(modelRow.p50 - MODEL_FIRST_TOKEN_MS).toFixed(1)} ms, p99 ${(modelRow.p99 - MODEL_FIRST_TOKEN_MS).toFixed(1)} ms (its whole reply takes ${MODEL_FIRST_TOKEN_MS + MODEL_REST_MS} ms)`,
);
console.log(
  `Gather webhook turn, built-in engine, ${rate}/s: p50 ${gatherTurns.p50.toFixed(1)} ms, p99 ${gatherTurns.p99.toFixed(1)} ms (the whole reply, which Twilio then speaks), errors ${gatherTurns.errors}`,
);
