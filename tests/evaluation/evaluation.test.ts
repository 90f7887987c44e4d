import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineTelephony } from "../../src/server/integrations/telephony/offline-telephony";
import { testAppForFile } from "../support/test-app";
import { BUSINESSES } from "./businesses";
import { type BusinessSetup, GATHER_ENV, playCall, setUpBusiness } from "./call-runner";
import { SCRIPTED_CALLS } from "./calls";
import { type CheckResult, callReport, checkIds, passRateTable, scoreCall } from "./scoring";

// The evaluation set: scripted calls to the built-in engine (no model configured) through the
// real <Gather> webhooks, each scored by its checks. Checks the engine is known to fail are listed
// in known-gaps.json: a check failing that is not listed is a regression, and a listed check that
// now passes must leave the list. `EVAL_UPDATE_GAPS=1 npx vitest run tests/evaluation` rewrites it;
// `EVAL_VERBOSE=1` prints each call's transcript, what was kept and its checks.

const KNOWN_GAPS_FILE = join(import.meta.dirname, "known-gaps.json");
const knownGaps: string[] = JSON.parse(readFileSync(KNOWN_GAPS_FILE, "utf8"));

const t = testAppForFile(GATHER_ENV, {
  // Numbers come from the offline catalogue; only the webhooks' signatures involve Twilio here.
  adjustIntegrations: (integrations) => ({
    ...integrations,
    telephony: createOfflineTelephony({
      smsOutboxDir: `${t?.outboxDir ?? "/tmp"}-sms`,
      log: () => undefined,
    }),
  }),
});

describe("the evaluation set of scripted calls", () => {
  const setups = new Map<string, BusinessSetup>();
  beforeAll(async () => {
    const ready = await Promise.all(BUSINESSES.map((business) => setUpBusiness(t, business)));
    for (const setup of ready) setups.set(setup.business.key, setup);
  });

  it("is a set worth running: 60 calls or more across 10 businesses or more, each call checked", () => {
    expect(SCRIPTED_CALLS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SCRIPTED_CALLS.map((call) => call.business)).size).toBeGreaterThanOrEqual(10);
    const ids = SCRIPTED_CALLS.flatMap(checkIds);
    expect(new Set(ids).size).toBe(ids.length);
    for (const call of SCRIPTED_CALLS) expect(call.checks.length, call.id).toBeGreaterThan(0);
    const unknownGaps = knownGaps.filter((id) => !ids.includes(id));
    expect(unknownGaps, "known gaps naming no check of the set").toEqual([]);
  });

  it("passes every check not listed as a known gap, and fails every one listed", {
    timeout: 120_000,
  }, async () => {
    const results: CheckResult[] = [];
    for (const call of SCRIPTED_CALLS) {
      const setup = setups.get(call.business);
      if (!setup) throw new Error(`${call.id}: no business ${call.business}`);
      const outcome = await playCall(t, setup, call);
      const scored = scoreCall(call, outcome, setup.business);
      results.push(...scored);
      if (process.env.EVAL_VERBOSE === "1") console.log(callReport(call, outcome, scored));
    }
    console.log(
      `Evaluation set: ${SCRIPTED_CALLS.length} calls, ${results.length} checks\n${passRateTable(results)}`,
    );

    const failing = results.filter((result) => !result.passed);
    if (process.env.EVAL_UPDATE_GAPS === "1") {
      writeFileSync(
        KNOWN_GAPS_FILE,
        `${JSON.stringify(
          failing.map((result) => result.id),
          null,
          2,
        )}\n`,
      );
      return;
    }
    const regressions = failing
      .filter((result) => !knownGaps.includes(result.id))
      .map((result) => `${result.id}: ${result.why}`);
    const nowPassing = results
      .filter((result) => result.passed && knownGaps.includes(result.id))
      .map((result) => result.id);
    expect(
      { regressions, nowPassing },
      "regressions: checks failing that are not known gaps; nowPassing: known gaps that pass now, " +
        "to remove from tests/evaluation/known-gaps.json",
    ).toEqual({ regressions: [], nowPassing: [] });
  });
});
