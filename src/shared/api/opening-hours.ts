import * as z from "zod/mini";
import { parseJsonText } from "./json-text";
import { trimmedText } from "./text-fields";

// An agent's opening hours as data: the week day by day, and dated exceptions (holidays, special
// hours). Owners write them in the form's week editor or as words the server reads once on save;
// every text shown to callers and owners is generated from this one shape.

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

export const RANGES_PER_DAY_MAX = 4;
export const EXCEPTIONS_MAX = 40;
/** Room for a full week and every exception written as JSON text in the agent's customHours. */
export const OPENING_HOURS_TEXT_MAX = 6000;

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * One opening, "HH:MM" on a 24-hour clock. Closing at or before the opening time runs past
 * midnight ("18:00"–"02:00"); the same time twice is the whole day.
 */
export const TimeRangeSchema = z.strictObject({
  opens: z.string().check(z.regex(CLOCK, "Write an opening time as HH:MM, from 00:00 to 23:59.")),
  closes: z.string().check(z.regex(CLOCK, "Write a closing time as HH:MM, from 00:00 to 23:59.")),
});
export type TimeRange = z.infer<typeof TimeRangeSchema>;

const DayHoursSchema = z
  .array(TimeRangeSchema)
  .check(z.maxLength(RANGES_PER_DAY_MAX, `A day has at most ${RANGES_PER_DAY_MAX} opening times.`));

export const HoursExceptionSchema = z.strictObject({
  date: z.string().check(
    z.regex(ISO_DATE, "Write an exception's date as YYYY-MM-DD."),
    z.refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), "That date does not exist."),
  ),
  /** Empty: closed all day. */
  hours: DayHoursSchema,
  /** What the day is, for the owner ("Christmas"); optional. */
  name: z._default(trimmedText(60, "An exception's name is at most 60 characters."), ""),
});
export type HoursException = z.infer<typeof HoursExceptionSchema>;

export const OpeningHoursSchema = z
  .strictObject({
    /** A day with hours is open then; an empty list is a day the owner says is closed; a day left out is closed too. */
    week: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, z.optional(DayHoursSchema)])) as {
        [day in WeekdayName]: z.ZodMiniOptional<typeof DayHoursSchema>;
      },
    ),
    exceptions: z
      .array(HoursExceptionSchema)
      .check(z.maxLength(EXCEPTIONS_MAX, `At most ${EXCEPTIONS_MAX} exceptions.`)),
  })
  .check(
    z.refine(
      ({ exceptions }) => new Set(exceptions.map(({ date }) => date)).size === exceptions.length,
      "Each exception date appears once.",
    ),
  );
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const EMPTY_OPENING_HOURS: OpeningHours = { week: {}, exceptions: [] };

/** Minutes since midnight of an "HH:MM" clock. */
export function minutesOf(clock: string): number {
  const [hour = "0", minute = "0"] = clock.split(":");
  return Number(hour) * 60 + Number(minute);
}

/**
 * Opening hours sent as JSON text in the agent's `customHours` field, or undefined when the text
 * is the owner's own words. A JSON object that is not a valid structure is an error, so a broken
 * editor never saves hours that silently mean nothing.
 */
export function openingHoursInText(
  text: string,
): { success: true; data: OpeningHours } | { success: false; problems: string[] } | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return undefined;
  const parsed = parseJsonText(OpeningHoursSchema, trimmed);
  // Words that merely start with a brace ("{closed for repairs}").
  if (parsed === undefined) return undefined;
  if (parsed.success) return parsed;
  return {
    success: false,
    problems: parsed.error.issues.map(
      ({ path, message }) => `Opening hours${path.length > 0 ? ` (${path.join(".")})` : ""}: ${message}`,
    ),
  };
}

export function openingHoursProblems(sent: ReturnType<typeof openingHoursInText>): string[] {
  return sent && !sent.success ? sent.problems : [];
}

// ---------------------------------------------------------------------------------------------
// The one written form of opening hours, in the style of the templates' hours:
// "Monday to Friday, 9:00 AM - 5:00 PM; Saturday, 10:00 AM - 2:00 PM; Closed Sunday".

/** Each weekday's name as owners and callers read it. */
export const WEEKDAY_TITLES: Record<WeekdayName, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export const ROUND_THE_CLOCK_TEXT = "Open 24 hours a day, 7 days a week";

/** "9:00 AM" from "09:00". */
export function clockText(clock: string): string {
  const minutes = minutesOf(clock);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.map(({ opens, closes }) => `${clockText(opens)} - ${clockText(closes)}`).join(", ");

/** "Monday to Friday and Sunday", "Saturday and Sunday": runs of three days or more read as a span. */
export function daysText(days: readonly WeekdayName[]): string {
  if (days.length === 7) return "Every day";
  const runs: WeekdayName[][] = [];
  for (const day of WEEKDAYS.filter((known) => days.includes(known))) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(run.at(-1)!) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [`${WEEKDAY_TITLES[run[0]!]} to ${WEEKDAY_TITLES[run.at(-1)!]}`]
      : run.map((day) => WEEKDAY_TITLES[day]),
  );
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The week as lines of days sharing the same hours, in the order their first day comes. */
export function weekLines(hours: OpeningHours): { days: WeekdayName[]; ranges: TimeRange[] }[] {
  const lines = new Map<string, { days: WeekdayName[]; ranges: TimeRange[] }>();
  for (const day of WEEKDAYS) {
    const ranges = hours.week[day];
    if (!ranges || ranges.length === 0) continue;
    const key = rangesText(ranges);
    const line = lines.get(key);
    if (line) line.days.push(day);
    else lines.set(key, { days: [day], ranges });
  }
  return [...lines.values()];
}

/** The days the owner marked closed (an empty list), as opposed to days simply left out. */
export function closedDays(hours: OpeningHours): WeekdayName[] {
  return WEEKDAYS.filter((day) => hours.week[day]?.length === 0);
}

export function isRoundTheClock(hours: OpeningHours): boolean {
  return WEEKDAYS.every((day) => {
    const ranges = hours.week[day];
    return ranges?.length === 1 && ranges[0]!.opens === ranges[0]!.closes && ranges[0]!.opens === "00:00";
  });
}

/** "December 25, 2026" from "2026-12-25", whatever the reader's timezone. */
export function dateText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** The hours in words, as the agent's answers, the mails and the form's preview show them. */
export function describeOpeningHours(hours: OpeningHours): string {
  const week = isRoundTheClock(hours)
    ? [ROUND_THE_CLOCK_TEXT]
    : [
        // The same hours all week read as the hours alone, like the templates' "11:00 AM - 10:00 PM".
        ...weekLines(hours).map(({ days, ranges }) =>
          days.length === 7 ? rangesText(ranges) : `${daysText(days)}, ${rangesText(ranges)}`,
        ),
        ...(closedDays(hours).length > 0 ? [`Closed ${daysText(closedDays(hours))}`] : []),
      ];
  const exceptions = [...hours.exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, hours: ranges, name }) => {
      const label = name ? `${dateText(date)} (${name})` : dateText(date);
      return `${label}: ${ranges.length === 0 ? "Closed" : rangesText(ranges)}`;
    });
  return [...week, ...exceptions].join("; ");
}
