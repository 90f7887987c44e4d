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

describe("the hours of the day the caller asks about", () => {
  // The week the evaluation asked about: Monday to Friday 8 to 6, Saturday 9 to 1, Sunday left out;
  // the owner entered Christmas closed and a short Christmas Eve.
  const garage: OpeningHours = {
    week: {
      monday: [{ opens: "08:00", closes: "18:00" }],
      tuesday: [{ opens: "08:00", closes: "18:00" }],
      wednesday: [{ opens: "08:00", closes: "18:00" }],
      thursday: [{ opens: "08:00", closes: "18:00" }],
      friday: [{ opens: "08:00", closes: "18:00" }],
      saturday: [{ opens: "09:00", closes: "13:00" }],
    },
    exceptions: [
      { date: "2026-12-24", hours: [{ opens: "08:00", closes: "12:00" }], name: "Christmas Eve" },
      { date: "2026-12-25", hours: [], name: "Christmas" },
      { date: "2026-07-20", hours: [], name: "Staff training" },
    ],
  };
  const english = agentProfile({ customHours: JSON.stringify(garage), openingHours: garage });
  const spanish = { ...english, language: "spanish" as const };
  // Wednesday 15 July 2026, 10 AM in New York (summer time, UTC-4).
  const WEDNESDAY_MORNING = new Date("2026-07-15T14:00:00Z");
  const reply = async (agent: typeof english, question: string, now = WEDNESDAY_MORNING) =>
    (await playCall(engine, agent, [question], { now })).last.say;

  it.each([
    ["Are you open on Sunday?", "On Sunday we're closed."],
    ["you guys open sunday?", "On Sunday we're closed."],
    ["Are you open Saturday?", "On Saturday we're open 9 AM to 1 PM."],
    ["What time do you close on Saturday?", "On Saturday we're open 9 AM to 1 PM."],
    ["Are you open tomorrow?", "Tomorrow, Thursday, we're open 8 AM to 6 PM."],
    ["Are you open this weekend?", "On Saturday we're open 9 AM to 1 PM. On Sunday we're closed."],
    ["Are you closed on Christmas Day?", "On Christmas Day we're closed."],
    ["What are your hours on Christmas Eve?", "On Christmas Eve we're open 8 AM to noon."],
    [
      "Are you open on New Year's Day?",
      "I don't have special hours for New Year's Day. It falls on a Friday, and on Fridays we're open 8 AM to 6 PM.",
    ],
  ])("answers %j in English: %j", async (question, answer) => {
    const said = await reply(english, question);
    expect(said).toContain(answer);
    // Never the week's other line for a day it does not cover.
    expect(said).not.toContain("other days");
  });

  it("answers the days the owner entered by name, and says now for today", async () => {
    // Monday the 20th is the owner's "Staff training" day, closed though Mondays open.
    expect(await reply(english, "are you open monday?")).toContain("On Monday we're closed.");
    expect(await reply(english, "Is the shop open during staff training?")).toContain(
      "On Monday we're closed.",
    );
    expect(await reply(english, "Are you open today?")).toContain("Yes, we're open right now, until 6 PM.");
  });

  it.each([
    ["¿Abren el domingo?", "El domingo estamos cerrados."],
    ["¿Están abiertos el sábado?", "El sábado abrimos de 9 de la mañana a 1 de la tarde."],
    ["¿Abren mañana?", "Mañana jueves abrimos de 8 de la mañana a 6 de la tarde."],
    [
      "¿Abren este fin de semana?",
      "El sábado abrimos de 9 de la mañana a 1 de la tarde. El domingo estamos cerrados.",
    ],
    ["¿Abren en Navidad?", "En Navidad estamos cerrados."],
    ["¿Abren en Nochebuena?", "En Nochebuena abrimos de 8 de la mañana a 12 del mediodía."],
  ])("answers %j in Spanish: %j", async (question, answer) => {
    expect(await reply(spanish, question)).toContain(answer);
  });

  it("reads the week with every day that has no hours said to be closed", async () => {
    expect(await reply(english, "What are your hours?")).toContain(
      "We're open Monday to Friday, 8 AM to 6 PM and Saturday, 9 AM to 1 PM. We're closed on Sunday.",
    );
    expect(await reply(spanish, "¿Cuál es su horario?")).toContain("Cerramos los domingos.");
  });

  it("takes a day named right after an answer about the hours as asking that day's hours", async () => {
    const second = async (agent: typeof english, words: string[]) =>
      (await playCall(engine, agent, words, { now: WEDNESDAY_MORNING })).replies[1];
    expect(await second(english, ["Are you open Sunday?", "What about Saturday?"])).toContain(
      "On Saturday we're open 9 AM to 1 PM.",
    );
    expect(await second(english, ["What time do you close today?", "And Saturday, till when?"])).toContain(
      "On Saturday we're open 9 AM to 1 PM.",
    );
    expect(await second(spanish, ["¿Abren el domingo?", "¿Y el sábado?"])).toContain(
      "El sábado abrimos de 9 de la mañana a 1 de la tarde.",
    );
    // After another answer, a day alone asks nothing about the hours.
    expect(await second(english, ["Where are you located?", "What about Saturday?"])).not.toContain(
      "On Saturday we're open",
    );
  });

  it("takes the days on the agent's clock, not the server's", async () => {
    // Saturday 18 July 2026 at 11 PM in New York is already Sunday in UTC.
    const saturdayNight = new Date("2026-07-19T03:00:00Z");
    expect(await reply(english, "Are you open tomorrow?", saturdayNight)).toContain(
      "Tomorrow, Sunday, we're closed.",
    );
  });
});
