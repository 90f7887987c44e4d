import type { TransferHours, TransferTarget } from "../../src/shared/api/transfers";

/** An agent's fields that put callers asking for a person through to a manager at this number. */
export const managerAt = (number: string): { transferTargets: TransferTarget[] } => ({
  transferTargets: [{ label: "Manager", number, whenAsked: true, whenUrgent: false, rule: "" }],
});

/**
 * Transfer hours on one weekday only, the day after tomorrow on the agent's clock in `timezone`: a
 * call made at `now` is outside them, whatever the hour.
 */
export function transferHoursNotAt(now: Date, timezone: string): { transferHours: TransferHours } {
  const dayAfterTomorrow = new Date(now.getTime() + 2 * 86_400_000);
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: timezone })
    .format(dayAfterTomorrow)
    .toLowerCase();
  return {
    transferHours: {
      mode: "custom",
      hours: { week: { [weekday]: [{ opens: "09:00", closes: "17:00" }] }, exceptions: [] },
    },
  };
}
