const LICENCE_DAY = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "March 4, 2027": the day a licence ends, as the mails and the Upgrade page name it (UTC keeps it). */
export function licenceDay(when: Date | string): string {
  return LICENCE_DAY.format(typeof when === "string" ? new Date(when) : when);
}
