// Bookings read on the wall clock of their agent's timezone, where the business and its callers are,
// whatever the owner's browser says. This page is its own chunk, so Intl's cost stays off the main screen.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone: timezone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        weekday: "short",
        hour: "numeric",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      // A zone this browser does not know reads as UTC rather than breaking the page.
      formatter = partsFormat("UTC");
    }
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** A moment on a wall clock: its date ("2026-12-25"), weekday name ("Fri") and time ("09:30"). */
export interface WallTime {
  date: string;
  weekday: string;
  time: string;
}

export function wallTimeIn(timezone: string, moment: Date): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of partsFormat(timezone).formatToParts(moment)) parts[part.type] = part.value;
  const hour = parts.hour === "24" ? "00" : (parts.hour ?? "00").padStart(2, "0");
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? "",
    time: `${hour}:${parts.minute}`,
  };
}

/** The moment at `date` ("2026-12-25") and `time` ("09:30") on the wall clocks of `timezone`. */
export function momentAt(timezone: string, date: string, time: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at a guess, corrected once more for a guess on the other side of a change.
  let guess = wanted;
  for (let round = 0; round < 2; round++) {
    const seen = wallTimeIn(timezone, new Date(guess));
    guess += wanted - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(guess);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Fri, Dec 25" for a date "2026-12-25". */
export function dayTitle(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = day.toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });
  return `${weekday}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "9:30 AM" for "09:30". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** The date `days` after `date`, both as "2026-12-25". */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Today in the browser, as "2026-12-25", and the moment it began: the list shows bookings from then on. */
export function todayHere(): { date: string; from: string } {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const date = `${midnight.getFullYear()}-${String(midnight.getMonth() + 1).padStart(2, "0")}-${String(midnight.getDate()).padStart(2, "0")}`;
  return { date, from: midnight.toISOString() };
}
