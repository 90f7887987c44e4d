import { describe, expect, it } from "vitest";
import { foldForMatching } from "../../text/text-folding";
import { type CallClock, correctDayAndTime, dayAndTimeAnswer, findDayAndTime } from "./day-and-time";
import { FRIDAY_AFTERNOON } from "./engine-test-support";

// What callers say about when they want something, read on the agent's wall clocks: the words
// kept for the read-back, and the day and time they mean ("2026-01-17 17:00").

const NEW_YORK: CallClock = { timezone: "America/New_York", now: FRIDAY_AFTERNOON };

const utteranceOf = (text: string) => ({ original: text, folded: foldForMatching(text) });

function read(text: string, clock = NEW_YORK) {
  const found = findDayAndTime(utteranceOf(text), clock);
  if (!found) return undefined;
  const { meant } = found;
  const clockTime =
    meant?.minuteOfDay === undefined
      ? ""
      : ` ${String(Math.floor(meant.minuteOfDay / 60)).padStart(2, "0")}:${String(meant.minuteOfDay % 60).padStart(2, "0")}`;
  return {
    words: found.value,
    meant: meant ? `${meant.date}${clockTime}` : undefined,
    instant: meant?.instant,
  };
}

describe("days and times callers say, on Friday 16 January 2026 at 2:30 PM in New York", () => {
  it.each([
    // English
    ["Can I book for next Friday at 7:30?", "next Friday at 7:30", "2026-01-23 07:30"],
    ["tomorrow around 5", "tomorrow around 5", "2026-01-17 17:00"],
    ["this Saturday evening", "this Saturday evening", "2026-01-17"],
    ["the 14th at noon", "the 14th at noon", "2026-02-14 12:00"],
    ["on the 20th", "the 20th", "2026-01-20"],
    ["the 3rd of February at 9", "the 3rd of February at 9", "2026-02-03 09:00"],
    ["December 31st at 8 PM", "December 31st at 8 PM", "2026-12-31 20:00"],
    ["Sunday the 18th at 1 PM", "Sunday the 18th at 1 PM", "2026-01-18 13:00"],
    ["the day after tomorrow at 10 AM", "the day after tomorrow at 10 AM", "2026-01-18 10:00"],
    ["tonight at 7", "tonight at 7", "2026-01-16 19:00"],
    ["sometime next week, maybe Tuesday afternoon?", "next week, maybe Tuesday afternoon", "2026-01-20"],
    ["could we say at 7 tonight", "at 7 tonight", "2026-01-16 19:00"],
    ["at five", "at five", "2026-01-16 17:00"],
    ["around five thirty", "around five thirty", "2026-01-16 17:30"],
    ["by 6", "by 6", "2026-01-16 18:00"],
    ["I need it next Tuesday morning", "next Tuesday morning", "2026-01-20"],
    ["at 9 in the morning", "at 9 in the morning", "2026-01-17 09:00"],
    ["first thing in the morning", "first thing in the morning", undefined],
    ["I can do 4:15 on Thursday", "4:15 on Thursday", "2026-01-22 16:15"],
    ["7:30 tomorrow", "7:30 tomorrow", "2026-01-17 07:30"],
    ["the morning of the 20th", "the morning of the 20th", "2026-01-20"],
    ["in half an hour", "in half an hour", "2026-01-16 15:00"],
    ["in 20 minutes", "in 20 minutes", "2026-01-16 14:50"],
    ["next week", "next week", "2026-01-23"],
    ["sometime in March", "in March", undefined],
    // "In" there is the verb's: "come in", "pop in".
    ["could we come in tomorrow at 10?", "tomorrow at 10", "2026-01-17 10:00"],
    ["can I come in on Friday at 4", "Friday at 4", "2026-01-16 16:00"],
    ["I'll pop in tonight at 7", "tonight at 7", "2026-01-16 19:00"],
    // Spanish
    ["mañana a las cinco", "mañana a las cinco", "2026-01-17 17:00"],
    // Said on a Friday afternoon: tonight's 7:30, the next to come.
    ["el viernes a las 7 y media", "el viernes a las 7 y media", "2026-01-16 19:30"],
    ["a las cinco de la tarde", "a las cinco de la tarde", "2026-01-16 17:00"],
    ["hoy a las 8 de la noche", "hoy a las 8 de la noche", "2026-01-16 20:00"],
    ["pasado mañana a las 10", "pasado mañana a las 10", "2026-01-18 10:00"],
    ["mañana por la tarde a las 5", "mañana por la tarde a las 5", "2026-01-17 17:00"],
    ["el sábado por la mañana", "el sábado por la mañana", "2026-01-17"],
    ["el próximo lunes a las 9", "el próximo lunes a las 9", "2026-01-19 09:00"],
    ["la semana que viene", "la semana que viene", "2026-01-23"],
    ["el 14 de febrero", "el 14 de febrero", "2026-02-14"],
    ["a la una", "a la una", "2026-01-17 13:00"],
    ["en 20 minutos", "en 20 minutos", "2026-01-16 14:50"],
  ])("%s", (said, words, meant) => {
    expect(read(said)).toMatchObject({ words, meant });
  });

  describe("an hour without AM or PM is the next one a business would book", () => {
    it.each([
      // A restaurant booking "at 5" is for dinner, not 5 in the morning.
      ["at 5", "2026-01-16 17:00"],
      ["tomorrow at 5", "2026-01-17 17:00"],
      // 11 AM has passed at 2:30 PM: the next 11 o'clock is tonight's.
      ["Can we come at 11?", "2026-01-16 23:00"],
      // From 7 on, a time with a day and no part of the day is read as said: 8 in the morning.
      ["tomorrow at 8", "2026-01-17 08:00"],
      ["the 14th at noon", "2026-02-14 12:00"],
    ])("%s", (said, meant) => {
      expect(read(said)?.meant).toBe(meant);
    });

    it.each([
      // Said on Friday 16 January at 2:30 PM.
      ["this Friday at 6", "2026-01-16 18:00"],
      ["Friday at 8 in the morning", "2026-01-23 08:00"],
      ["on Wednesday at 3", "2026-01-21 15:00"],
      ["January 10", "2027-01-10"],
      ["December 31st at 8 PM", "2026-12-31 20:00"],
    ])("a day already past is the next one to come: %s", (said, meant) => {
      expect(read(said)?.meant).toBe(meant);
    });

    it("a time already past today, with no day said, is tomorrow's", () => {
      // 1:30 AM on Saturday: "at 1 in the afternoon" is later today; "at 1 AM" has just gone.
      const lateNight = { ...NEW_YORK, now: new Date("2026-01-17T06:30:00Z") };
      expect(read("at 1 in the afternoon", lateNight)?.meant).toBe("2026-01-17 13:00");
      expect(read("at 1 AM", lateNight)?.meant).toBe("2026-01-18 01:00");
    });
  });

  describe("the agent's timezone and its daylight-saving changes", () => {
    it("reads 'tomorrow' on the agent's calendar, not the server's", () => {
      // 7:30 PM UTC on Friday is 6:30 AM on Saturday in Sydney.
      const sydney = { timezone: "Australia/Sydney", now: FRIDAY_AFTERNOON };
      expect(read("tomorrow at 9", sydney)).toMatchObject({
        meant: "2026-01-18 09:00",
        instant: new Date("2026-01-17T22:00:00Z"),
      });
    });

    it("a time on the day clocks go forward is in summer time", () => {
      // Saturday 7 March 2026, 3 PM in New York (UTC-5); Sunday the clocks go forward (UTC-4).
      const beforeTheChange = { ...NEW_YORK, now: new Date("2026-03-07T20:00:00Z") };
      expect(read("tonight at 9", beforeTheChange)?.instant).toEqual(new Date("2026-03-08T02:00:00Z"));
      expect(read("tomorrow at 5", beforeTheChange)?.instant).toEqual(new Date("2026-03-08T21:00:00Z"));
    });

    it("Madrid's Saturday evening after its clocks go forward", () => {
      const madrid = { timezone: "Europe/Madrid", now: new Date("2026-03-27T12:00:00Z") };
      expect(read("el sábado a las 8 de la noche", madrid)).toMatchObject({
        meant: "2026-03-28 20:00",
        instant: new Date("2026-03-28T19:00:00Z"),
      });
    });
  });

  describe("numbers that are not times", () => {
    it.each([
      "I live at 4 Elm Street",
      "a table for 4",
      "my 2018 Toyota Camry",
      "call me back on 212 555 0147",
      "it's a 5 minute job",
      "la 1 de la calle Mayor",
    ])("%s", (said) => {
      expect(read(said)).toBeUndefined();
    });
  });
});

describe("words that are not a day or time", () => {
  // A name given while the agent waits for a day must not be taken as the day.
  it.each([
    "April Jones speaking",
    "my name is June",
    "Marzo Pérez",
    "I need a second opinion",
    "I'd like to book now",
    "Is that The Night Owl?",
    "Good morning, I'd like to book a table",
    "We'll be there for a day or two",
    "Ahora mismo no puedo",
  ])("%s", (said) => {
    expect(read(said)).toBeUndefined();
  });

  it("a day said of what has happened is never the day wanted, and one said after it is", () => {
    expect(read("my tooth has hurt since Monday")).toBeUndefined();
    expect(read("tiene fiebre desde hace dos días")).toBeUndefined();
    expect(read("He's had a fever since yesterday, could we come in tomorrow at 10?")).toMatchObject({
      words: "tomorrow at 10",
      meant: "2026-01-17 10:00",
    });
    expect(read("mi hijo tiene fiebre desde ayer y quería una cita para mañana")).toMatchObject({
      words: "para mañana",
      meant: "2026-01-17",
    });
  });

  it("a month said with its lead is a month", () => {
    expect(read("in April")?.words).toBe("in April");
    expect(read("para marzo")?.words).toBe("para marzo");
  });
});

describe("the answer to 'what day and time?'", () => {
  const answer = (said: string) => dayAndTimeAnswer(utteranceOf(said), [], NEW_YORK);

  it("keeps words about time that name no day in the caller's words", () => {
    expect(answer("Whenever suits you")).toBe("Whenever suits you");
    expect(answer("As soon as possible")).toBe("As soon as possible");
    expect(answer("end of the day")).toBe("end of the day");
    expect(answer("en media hora")).toBe("en media hora");
  });

  it("is no answer when the caller says nothing about time", () => {
    expect(answer("can you book me in")).toBeUndefined();
  });
});

describe("a corrected day or time", () => {
  it.each([
    ["tonight at 7", "at 9 PM", "tonight at 9 PM"],
    ["tomorrow around 5", "Saturday", "Saturday around 5"],
    ["el viernes a las 7 y media", "a las ocho", "el viernes a las ocho"],
    ["next Friday at 7:30", "next Saturday at noon", "next Saturday at noon"],
  ])("%s, corrected with %s, is %s", (previous, correction, corrected) => {
    expect(correctDayAndTime(previous, correction, NEW_YORK)).toBe(corrected);
  });
});
