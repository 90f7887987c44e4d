// Dates as owners read them in the US English of the interface ("Nov 21", "3:05 PM"), in their own
// time zone unless asked for UTC. Written by hand: the first Intl.DateTimeFormat a page creates
// costs Chromium 150–200 ms on Lighthouse's throttled phone, most of the main screen's blocking
// time; these formats need nothing Intl knows beyond the month names.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Zone = { utc?: boolean };

/** "3:05 PM" */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Nov 21" */
export function monthDay(date: Date, zone: Zone = {}): string {
  return zone.utc
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 21, 2026" */
export function monthDayYear(date: Date): string {
  return `${monthDay(date)}, ${date.getFullYear()}`;
}

/** "Nov 21, 3:05 PM" */
export function monthDayTime(date: Date): string {
  return `${monthDay(date)}, ${clockTime(date)}`;
}

/** The date an ISO timestamp names, or null for one that is not a date. */
export function dateOf(timestamp: string): Date | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}
