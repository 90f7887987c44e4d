// `npx tsx bench/model-first-token.ts`: how long the chat model takes to hand on the first words of
// a streamed reply, and a call turn of the model engine its first piece of speech (the system
// prompt, the tools, the speakable text included), against a local stand-in model that sends its
// first chunk at once and the rest 20 ms later. It prints the median and the 90th percentile; it
// asserts nothing.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAiChatModel } from "../src/server/integrations/model/openai-chat-model";
import {
  agentProfile,
  CALLER_NUMBER,
  FRIDAY_AFTERNOON,
} from "../src/server/services/call-engine/engine-test-support";
import { createModelEngine } from "../src/server/services/call-engine/model-engine";
import { wholeTurn } from "../src/server/services/call-engine/turn-stream";
import { chatChunkEvent } from "../tests/support/model-chunks";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const REST_DELAY_MS = 20;

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write(chatChunkEvent({ role: "assistant", content: "We're open" }));
    setTimeout(() => {
      response.end(
        `${chatChunkEvent({ content: " until 10 PM tonight." })}${chatChunkEvent({}, "stop")}data: [DONE]\n\n`,
      );
    }, REST_DELAY_MS);
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
const model = createOpenAiChatModel({ baseUrl, model: "bench-model" });
const messages = [{ role: "user" as const, content: "Are you open tonight?" }];

const firstWords: number[] = [];
const wholeReplies: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const startedAt = performance.now();
  let first: number | undefined;
  for await (const event of model.stream({ messages, timeoutMs: 5000 })) {
    if (event.type === "text") first ??= performance.now() - startedAt;
  }
  firstWords.push(first ?? Number.NaN);
  wholeReplies.push(performance.now() - startedAt);
}

const engine = createModelEngine({ model });
const agent = agentProfile();
const context = { now: FRIDAY_AFTERNOON, callerNumber: CALLER_NUMBER };
const { state } = await wholeTurn(engine.start(agent, context));
const firstPieces: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const startedAt = performance.now();
  let first: number | undefined;
  for await (const event of engine.respond(agent, state, "Are you open tonight?", context)) {
    if (event.type === "text") first ??= performance.now() - startedAt;
  }
  firstPieces.push(first ?? Number.NaN);
}
server.close();

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`${ROUNDS} streamed replies from a local stand-in model`);
console.log(`first words: median ${ms(percentile(firstWords, 0.5))}, p90 ${ms(percentile(firstWords, 0.9))}`);
console.log(
  `a call turn's first piece of speech: median ${ms(percentile(firstPieces, 0.5))}, p90 ${ms(percentile(firstPieces, 0.9))}`,
);
console.log(
  `whole reply: median ${ms(percentile(wholeReplies, 0.5))}, p90 ${ms(percentile(wholeReplies, 0.9))} (${REST_DELAY_MS} ms of it the model's pause)`,
);
