// A local OpenAI-compatible chat model for the relay benchmark, run as a process of its own (forked
// by bench/relay.ts) so that neither the server's nor the callers' work delays its timers: its first
// words leave MODEL_FIRST_TOKEN_MS after a request has arrived, the rest MODEL_REST_MS later. It
// keeps how late its own first words were against that delay, which the benchmark reports beside
// what the product adds, so the model's lateness is never counted as the product's.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chatChunkEvent } from "../tests/support/model-chunks";

const FIRST_TOKEN_MS = Number(process.env.MODEL_FIRST_TOKEN_MS ?? 300);
const REST_MS = Number(process.env.MODEL_REST_MS ?? 200);

/** Late by this many milliseconds, one per request answered since the last report. */
let lateness: number[] = [];
let cpuAtReport = process.cpuUsage();

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    const due = performance.now() + FIRST_TOKEN_MS;
    setTimeout(() => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chatChunkEvent({ role: "assistant", content: "We close at ten tonight. " }));
      lateness.push(performance.now() - due);
      setTimeout(() => {
        response.end(
          `${chatChunkEvent({ content: "Anything else I can help with?" })}${chatChunkEvent({}, "stop")}data: [DONE]\n\n`,
        );
      }, REST_MS);
    }, FIRST_TOKEN_MS);
  });
});

server.listen(0, "127.0.0.1", () => {
  process.send?.({ type: "ready", port: (server.address() as AddressInfo).port });
});

process.on("message", (message: { type: string }) => {
  if (message.type === "report") {
    const sorted = lateness.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    const cpu = process.cpuUsage(cpuAtReport);
    process.send?.({
      type: "report",
      requests: sorted.length,
      lateP50: at(0.5),
      lateP99: at(0.99),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    });
    lateness = [];
    cpuAtReport = process.cpuUsage();
  } else if (message.type === "stop") {
    server.close();
    process.exit(0);
  }
});
