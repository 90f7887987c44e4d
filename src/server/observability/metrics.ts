import { count, isNull } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client";
import { calls } from "../db/schema";

// The server's own part of a turn is held to 5 ms at p99, so the small buckets read that share;
// a caller notices a wait from about 300 ms, and a filler is due at 1.2 s.
const SPEECH_WAIT_BUCKETS = [
  0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10,
];

/**
 * What an operator watches on a running instance, in Prometheus' text format (GET /metrics). Each
 * instance keeps its own counters; calls in progress are read from the database, so every instance
 * reports the same figure for the whole deployment.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "switchboard_" });
  return {
    registry,
    callsInProgress: new Gauge({
      name: "switchboard_calls_in_progress",
      help: "Calls that have started and not ended, phone and browser test calls alike",
      registers: [registry],
      async collect() {
        const [row] = await db.select({ open: count() }).from(calls).where(isNull(calls.endedAt));
        this.set(row?.open ?? 0);
      },
    }),
    webhookRefusals: new Counter({
      name: "switchboard_webhook_refusals_total",
      help: "Webhook requests refused because their signature was missing or did not match",
      labelNames: ["source"] as const,
      registers: [registry],
    }),
    paymentsSettled: new Counter({
      name: "switchboard_payments_settled_total",
      help: "Payments credited, by what they paid for",
      labelNames: ["purpose"] as const,
      registers: [registry],
    }),
    turnFirstText: new Histogram({
      name: "switchboard_turn_first_text_seconds",
      help: "Time from the caller's words reaching the server to the first piece of the agent's answer ready (a filler counts), by what carries the call",
      labelNames: ["transport"] as const,
      buckets: SPEECH_WAIT_BUCKETS,
      registers: [registry],
    }),
    modelFirstToken: new Histogram({
      name: "switchboard_model_first_token_seconds",
      help: "Time from a call turn's request to the AI model to the model's first streamed event",
      buckets: SPEECH_WAIT_BUCKETS,
      registers: [registry],
    }),
    modelFailures: new Counter({
      name: "switchboard_model_failures_total",
      help: "Call turns the AI model failed, answered by the built-in engine instead",
      registers: [registry],
    }),
    inventedFiguresReplaced: new Counter({
      name: "switchboard_invented_figures_replaced_total",
      help: "Agent replies not spoken because they stated a price, percentage, duration or phone number found in none of the agent's facts, its configuration or the caller's words; the caller heard that the agent does not know instead",
      registers: [registry],
    }),
    fillersSpoken: new Counter({
      name: "switchboard_fillers_spoken_total",
      help: "Fillers spoken to a caller while the agent's words were not ready",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
