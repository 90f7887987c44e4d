// `npm run bench:engine`: the built-in call engine's own time per caller turn, without the server or
// the database, over whole calls as a caller makes them (a booking, a question, a goodbye).
import { performance } from "node:perf_hooks";
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
