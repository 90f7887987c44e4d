import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createOwner,
  createTestApp,
  grantDollars,
  type TestApp,
  testAppForFile,
  topUpWithCard,
} from "../support/test-app";
import {
  newCallSid,
  OFFLINE_TELEPHONY,
  TWILIO_SIGNED_ENV,
  TWILIO_TEST_PUBLIC_URL,
  twilioPost,
} from "../support/twilio-webhooks";

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
const t = testAppForFile({ METRICS_TOKEN, ...TWILIO_SIGNED_ENV }, OFFLINE_TELEPHONY);

// The agents here take numbers in area codes no other file uses, so files running at once on one
// PostgreSQL never race for a number.

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus' text format, or null when the series is not there. */
async function seriesValue(series: string): Promise<number | null> {
  const body = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
  const line = body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("answers Prometheus' text format to the bearer of the metrics token", async () => {
    const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain("# TYPE switchboard_calls_in_progress gauge");
    expect(answer.body).toContain("# TYPE switchboard_process_resident_memory_bytes gauge");
  });

  it("refuses a missing, wrong or differently presented token without showing a figure", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-the-same-sort-00",
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
      "Bearer",
    ]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(answer.json()).toEqual({ error: "Send the metrics token as a bearer token." });
      expect(answer.body).not.toContain("switchboard_");
    }
  });

  it("counts calls in progress while a test call is open", async () => {
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(
      t,
      owner,
      {
        businessName: "Metric Motors",
        businessCategory: "automotive",
        agentName: "Mo",
        agentPurpose: "Book repairs",
      },
      "615",
    );
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    // On a shared PostgreSQL other files' calls count too, so only a lower bound is certain.
    expect(await seriesValue("switchboard_calls_in_progress")).toBeGreaterThanOrEqual(1);
    expect((await owner.post(`/api/test-calls/${started.call.id}/end`)).statusCode).toBe(200);
  });

  it("times each turn's first words, by what carries the call, and lists the model's figures", async () => {
    const series = 'switchboard_turn_first_text_seconds_count{transport="browser"}';
    const seconds = 'switchboard_turn_first_text_seconds_sum{transport="browser"}';
    const before = (await seriesValue(series)) ?? 0;
    const secondsBefore = (await seriesValue(seconds)) ?? 0;
    const owner = await createOwner(t);
    await grantDollars(t, owner.username, 30);
    const agent = await createAgent(
      t,
      owner,
      {
        businessName: "Metric Bakery",
        businessCategory: "restaurant",
        agentName: "Bea",
        agentPurpose: "Answer questions",
      },
      // An area code no other file takes numbers in, so files running at once never race for one.
      "816",
    );
    const started = (await owner.post("/api/test-calls", { agentId: agent.id })).json();
    const sent = performance.now();
    const turn = await owner.post(`/api/test-calls/${started.call.id}/turn`, {
      text: "What are your hours?",
    });
    const requestSeconds = (performance.now() - sent) / 1000;
    expect(turn.statusCode).toBe(200);
    expect(await seriesValue(series)).toBe(before + 1);
    // The time recorded is the turn's own: more than nothing, and within the request that carried it.
    const recorded = ((await seriesValue(seconds)) ?? 0) - secondsBefore;
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThanOrEqual(requestSeconds);
    // The server's 5 ms budget for its part of a turn can be read from the buckets.
    for (const bound of ["0.001", "0.002", "0.005", "0.01", "0.02"]) {
      const bucket = `switchboard_turn_first_text_seconds_bucket{le="${bound}",transport="browser"}`;
      expect(await seriesValue(bucket)).not.toBeNull();
    }
    const body = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(body).toContain("# TYPE switchboard_model_first_token_seconds histogram");
    expect(body).toContain("# TYPE switchboard_model_failures_total counter");
    expect(body).toContain("# TYPE switchboard_fillers_spoken_total counter");
    expect(body).toContain("# TYPE switchboard_invented_figures_replaced_total counter");
    await owner.post(`/api/test-calls/${started.call.id}/end`);
  });

  it("counts each credited payment once, by what it paid for", async () => {
    const before = (await seriesValue('switchboard_payments_settled_total{purpose="top_up"}')) ?? 0;
    const owner = await createOwner(t);
    await topUpWithCard(t, owner, 30);
    await t.paymentEventsHandled();
    expect(await seriesValue('switchboard_payments_settled_total{purpose="top_up"}')).toBe(before + 1);
  });

  it("counts voice webhooks refused for their signature", async () => {
    const before = (await seriesValue('switchboard_webhook_refusals_total{source="twilio"}')) ?? 0;
    const params = { CallSid: newCallSid(), From: "+17025550111", To: "+17025550122" };
    const forged = await twilioPost(
      t,
      "/api/voice/incoming",
      params,
      twilio.getExpectedTwilioSignature("not-the-auth-token-at-all", TWILIO_TEST_PUBLIC_URL, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(await seriesValue('switchboard_webhook_refusals_total{source="twilio"}')).toBe(before + 1);
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it("is not served at all", async () => {
    const answer = await bare.app.inject({ method: "GET", url: "/metrics" });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("switchboard_");
  });
});
