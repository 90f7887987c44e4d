import { Agent, request } from "node:http";

export type OpenLoopRequest = {
  method: "POST" | "GET";
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type OpenLoopResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

/**
 * A voice turn is measured at 200 requests a second. Phone calls are independent callers,
 * so turns arrive as a Poisson process: each request is sent at its own moment, whether or not
 * earlier ones have answered (an open loop). autocannon's rate mode instead sends each second's
 * quota as one burst at the top of the second, which measures a queue we would never see
 * (docs/decisions/0008). Latency runs from the moment a request was due, so a late timer here
 * counts against the server, never for it.
 */
export async function openLoopLoad(options: {
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  nextRequest: () => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  // Enough sockets that a slow answer never holds back the next caller.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const meanGapMs = 1000 / options.ratePerSecond;
  const start = performance.now();
  const end = start + options.durationSeconds * 1000;
  const inFlight: Promise<void>[] = [];

  const send = (dueAt: number) => {
    const next = options.nextRequest();
    return new Promise<void>((resolve) => {
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          method: next.method,
          path: next.path,
          headers:
            next.body === undefined
              ? next.headers
              : { ...next.headers, "content-length": Buffer.byteLength(next.body) },
          agent,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - dueAt);
            if ((response.statusCode ?? 500) >= 400) errors++;
            resolve();
          });
        },
      );
      outgoing.on("error", () => {
        errors++;
        resolve();
      });
      outgoing.end(next.body);
    });
  };

  let dueAt = start;
  while (true) {
    // Exponential gaps between arrivals make a Poisson process with the asked mean rate.
    dueAt += -Math.log(1 - Math.random()) * meanGapMs;
    if (dueAt >= end) break;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requestsPerSecond: latencies.length / options.durationSeconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors,
  };
}
