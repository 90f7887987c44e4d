// `npm run bench:engine`: the built-in call engine's own time per caller turn, without the server or
// the database, over whole calls as a caller makes them (a booking, a question, a goodbye).
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import {
  agentProfile,
  CALLER_NUMBER,
  FRIDAY_AFTERNOON,
} from "../src/server/services/call-engine/engine-test-support";
import { createOfflineEngine } from "../src/server/services/call-engine/offline-engine";
import { wholeTurn } from "../src/server/services/call-engine/turn-stream";

const CALLS = 1_000;
const LINES = [
  "Are you open right now?",
  "I'd like to book a table for four on Friday at 7 PM",
  "My name is Ana Ruiz",
  "Yes",
  "What's your website?",
  "That's all, thanks",
  "Sure",
];

const engine = createOfflineEngine();
const agent = agentProfile({
  workflowMode: true,
  reputationManagement: true,
  reviewUrl: "https://g.page/r/x",
});
const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
const timings: number[] = [];
for (let call = 0; call < CALLS; call++) {
  let { state } = await wholeTurn(engine.start(agent, context));
  for (const line of LINES) {
    const startedAt = performance.now();
    state = (await wholeTurn(engine.respond(agent, state, line, context))).state;
    timings.push(performance.now() - startedAt);
  }
}
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
const total = timings.reduce((sum, ms) => sum + ms, 0);
console.log(
  `Built-in engine: ${timings.length} turns in ${total.toFixed(0)} ms; per turn p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
);

// V8 drops a regular expression's compiled code when the garbage collector finds it unused for a
// while, so a server's first call after a quiet spell compiles the engine's patterns again, inside
// that call's turns. Full collections stand in for the quiet spell; the whole call is timed.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const plumber = agentProfile({ businessCategory: "construction", workflowMode: true });
const COLD_LINES = ["My basement is flooding, can someone come?", "I'm John Smith, 512 555 0199", "Yes"];
const coldFirst: number[] = [];
const coldCall: number[] = [];
for (let round = 0; round < 20; round++) {
  for (let collection = 0; collection < 6; collection++) collectGarbage();
  let { state } = await wholeTurn(engine.start(plumber, context));
  let callMs = 0;
  for (const [index, line] of COLD_LINES.entries()) {
    const startedAt = performance.now();
    state = (await wholeTurn(engine.respond(plumber, state, line, context))).state;
    const ms = performance.now() - startedAt;
    if (index === 0) coldFirst.push(ms);
    callMs += ms;
  }
  coldCall.push(callMs);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  `After a quiet spell (compiled patterns dropped): first turn median ${median(coldFirst).toFixed(1)} ms, max ${Math.max(...coldFirst).toFixed(1)} ms; whole ${COLD_LINES.length}-turn call median ${median(coldCall).toFixed(1)} ms`,
);
