import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../../../shared/api/opening-hours";
import { localTimeIn } from "../wall-clock";
import { businessHoursOf, openStatusAt } from "./business-hours";
import { agentProfile, playCall } from "./engine-test-support";
import { createOfflineEngine } from "./offline-engine";

// Calls answer from the hours stored as data: each weekday's own ranges, a day the week leaves
// out is closed, and a dated exception overrides its weekday.

const engine = createOfflineEngine();

// A shop whose every weekday differs, closed on Sunday by leaving it out, with two exceptions.
const shop: OpeningHours = {
  week: {
    monday: [{ opens: "09:00", closes: "17:00" }],
    tuesday: [{ opens: "10:00", closes: "18:00" }],
    wednesday: [
      { opens: "08:00", closes: "12:00" },
      { opens: "13:00", closes: "19:00" },
    ],
    thursday: [{ opens: "11:00", closes: "20:00" }],
    friday: [{ opens: "12:00", closes: "22:00" }],
    saturday: [{ opens: "07:30", closes: "13:30" }],
  },
  exceptions: [
    { date: "2026-01-19", hours: [], name: "Holiday" },
    { date: "2026-01-24", hours: [{ opens: "15:00", closes: "16:00" }], name: "" },
  ],
};

async function ask(question: string, at: string): Promise<string> {
  const agent = agentProfile({ customHours: JSON.stringify(shop), openingHours: shop });
  const { last } = await playCall(engine, agent, [question], { now: new Date(at) });
  return last.say;
}

const statusAt = (at: string) =>
  openStatusAt(
    businessHoursOf({ customHours: "", customHoursEnabled: true, openingHours: shop }),
    localTimeIn("America/New_York", new Date(at)),
  );

describe("hours stored as data", () => {
  // The week of 12 January 2026 in New York (winter time, UTC-5); Monday the 12th has no exception.
  it.each([
    ["Monday 8:59 AM", "2026-01-12T13:59:00Z", "closed", "today at 9 AM"],
    ["Monday 9 AM", "2026-01-12T14:00:00Z", "open", "5 PM"],
    ["Tuesday 9:30 AM", "2026-01-13T14:30:00Z", "closed", "today at 10 AM"],
    ["Tuesday 5:59 PM", "2026-01-13T22:59:00Z", "open", "6 PM"],
    ["Wednesday at lunch", "2026-01-14T17:30:00Z", "closed", "today at 1 PM"],
    ["Wednesday afternoon", "2026-01-14T18:30:00Z", "open", "7 PM"],
    ["Thursday 10:30 AM", "2026-01-15T15:30:00Z", "closed", "today at 11 AM"],
    ["Friday 9 PM", "2026-01-17T02:00:00Z", "open", "10 PM"],
    ["Saturday 7:30 AM", "2026-01-17T12:30:00Z", "open", "1:30 PM"],
  ])("on %s, the agent says we're %s (%s)", async (_when, at, state, when) => {
    const reply = await ask("Are you open right now?", at);
    if (state === "open") expect(reply).toContain(`Yes, we're open right now, until ${when}.`);
    else expect(reply).toContain(`We're closed right now. We open again ${when}.`);
  });

  it("is closed all day on a day the week leaves out, and names the next day with hours", async () => {
    // Sunday 18 January 2026, noon: Monday the 19th is a holiday, so Tuesday is next.
    expect(await ask("Are you open right now?", "2026-01-18T17:00:00Z")).toContain(
      "We're closed right now. We open again on Tuesday at 10 AM.",
    );
    expect(statusAt("2026-01-11T17:00:00Z")).toMatchObject({ kind: "closed", opensAt: { daysAhead: 1 } });
  });

  it("follows a dated exception over its weekday", async () => {
    // Monday 19 January 2026 at 10 AM: closed for the holiday, though Mondays open at 9.
    expect(statusAt("2026-01-19T15:00:00Z")).toMatchObject({ kind: "closed" });
    // Saturday 24 January 2026: open 3 to 4 PM only.
    expect(await ask("Are you open right now?", "2026-01-24T13:00:00Z")).toContain(
      "We're closed right now. We open again today at 3 PM.",
    );
    expect(await ask("Are you open right now?", "2026-01-24T20:30:00Z")).toContain(
      "Yes, we're open right now, until 4 PM.",
    );
  });

  it("reads the week aloud from the data, day by day", async () => {
    expect(await ask("What are your hours?", "2026-01-12T14:00:00Z")).toContain(
      "We're open Monday, 9 AM to 5 PM, Tuesday, 10 AM to 6 PM",
    );
  });

  it("opens past midnight and is round the clock when every day is the whole day", () => {
    const bar: OpeningHours = { week: { friday: [{ opens: "18:00", closes: "02:00" }] }, exceptions: [] };
    const hours = businessHoursOf({ customHours: "", customHoursEnabled: true, openingHours: bar });
    // Saturday 17 January 2026, 1 AM in New York.
    expect(
      openStatusAt(hours, localTimeIn("America/New_York", new Date("2026-01-17T06:00:00Z"))),
    ).toMatchObject({
      kind: "open",
      closesAt: { minuteOfDay: 120, daysAhead: 0 },
    });
    const always: OpeningHours = {
      week: Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
          day,
          [{ opens: "00:00", closes: "00:00" }],
        ]),
      ),
      exceptions: [],
    };
    expect(businessHoursOf({ customHours: "", customHoursEnabled: true, openingHours: always })).toEqual({
      kind: "always-open",
    });
  });
});
