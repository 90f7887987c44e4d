import { Plus, X } from "lucide-react";
import { useId } from "react";
import {
  describeOpeningHours,
  EXCEPTIONS_MAX,
  type HoursException,
  type OpeningHours,
  RANGES_PER_DAY_MAX,
  type TimeRange,
  WEEKDAY_TITLES,
  WEEKDAYS,
  type WeekdayName,
} from "../../../shared/api/opening-hours";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";

// The week day by day (closed, or open with one or more opening times) and dated exceptions.
// Native time and date inputs keep it usable from the keyboard and on a phone's own pickers.

const OFFICE_HOURS: TimeRange = { opens: "09:00", closes: "17:00" };

/** A week to start the editor from: Monday to Friday 9 to 5, the weekend closed. */
export const STARTING_WEEK: OpeningHours = {
  week: Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === "saturday" || day === "sunday" ? [] : [OFFICE_HOURS]]),
  ),
  exceptions: [],
};

/** A time of day; clearing it keeps the time it had, since an opening time cannot be empty. */
function TimeInput({ label, time, onTime }: { label: string; time: string; onTime: (time: string) => void }) {
  return (
    <Input
      type="time"
      aria-label={label}
      className="w-32"
      required
      value={time}
      onChange={(event) => event.target.value && onTime(event.target.value)}
    />
  );
}

function TimeRangeInputs({
  label,
  range,
  onChange,
  onRemove,
}: {
  label: string;
  range: TimeRange;
  onChange: (range: TimeRange) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TimeInput
        label={`${label} opens`}
        time={range.opens}
        onTime={(opens) => onChange({ ...range, opens })}
      />
      <span aria-hidden="true">–</span>
      <TimeInput
        label={`${label} closes`}
        time={range.closes}
        onTime={(closes) => onChange({ ...range, closes })}
      />
      <Button variant="ghost" size="icon" aria-label={`Remove ${label} opening time`} onClick={onRemove}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function RangesEditor({
  label,
  ranges,
  onChange,
}: {
  label: string;
  ranges: readonly TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {ranges.map((range, index) => (
        <TimeRangeInputs
          // Ranges have no identity of their own; their place in the day is what the owner edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          label={ranges.length > 1 ? `${label} (${index + 1})` : label}
          range={range}
          onChange={(changed) => onChange(ranges.map((known, at) => (at === index ? changed : known)))}
          onRemove={() => onChange(ranges.filter((_, at) => at !== index))}
        />
      ))}
      {ranges.length < RANGES_PER_DAY_MAX ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            const last = ranges.at(-1);
            onChange([...ranges, last ? { opens: last.closes, closes: last.closes } : OFFICE_HOURS]);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add {label} opening time
        </Button>
      ) : null}
    </div>
  );
}

function ExceptionEditor({
  exception,
  onChange,
  onRemove,
}: {
  exception: HoursException;
  onChange: (exception: HoursException) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const label = exception.name || exception.date || "Exception";
  const isClosed = exception.hours.length === 0;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="date"
          aria-label="Exception date"
          className="w-44"
          required
          value={exception.date}
          onChange={(event) => onChange({ ...exception, date: event.target.value })}
        />
        <Input
          aria-label="Exception name"
          placeholder="Holiday"
          className="min-w-0 flex-1"
          maxLength={60}
          value={exception.name}
          onChange={(event) => onChange({ ...exception, name: event.target.value })}
        />
        <Button variant="ghost" size="icon" aria-label={`Remove exception ${label}`} onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <label htmlFor={`${id}-closed`} className="flex items-center gap-2 text-sm">
        <input
          id={`${id}-closed`}
          type="checkbox"
          className="size-4"
          checked={isClosed}
          onChange={(event) => onChange({ ...exception, hours: event.target.checked ? [] : [OFFICE_HOURS] })}
        />
        Closed all day
      </label>
      {isClosed ? null : (
        <RangesEditor
          label={label}
          ranges={exception.hours}
          onChange={(hours) => onChange({ ...exception, hours })}
        />
      )}
    </li>
  );
}

/** The next date not yet an exception, from tomorrow, as the new exception's starting date. */
function nextFreeDate(exceptions: readonly HoursException[]): string {
  const taken = new Set(exceptions.map(({ date }) => date));
  for (let days = 1; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    if (!taken.has(date)) return date;
  }
}

export function OpeningHoursEditor({
  hours,
  onChange,
}: {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
}) {
  const setDay = (day: WeekdayName, ranges: TimeRange[]) =>
    onChange({ ...hours, week: { ...hours.week, [day]: ranges } });
  const setException = (index: number, exception: HoursException | undefined) =>
    onChange({
      ...hours,
      exceptions: hours.exceptions.flatMap((known, at) =>
        at !== index ? [known] : exception ? [exception] : [],
      ),
    });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Opening hours by day</legend>
        {WEEKDAYS.map((day) => {
          const ranges = hours.week[day] ?? [];
          const isOpen = ranges.length > 0;
          return (
            <div key={day} className="flex flex-col gap-2 border-b border-border pb-3 last:border-b-0">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={isOpen}
                  onChange={(event) => setDay(day, event.target.checked ? [OFFICE_HOURS] : [])}
                />
                Open on {WEEKDAY_TITLES[day]}
              </label>
              {isOpen ? (
                <RangesEditor
                  label={WEEKDAY_TITLES[day]}
                  ranges={ranges}
                  onChange={(next) => setDay(day, next)}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Holidays and special hours</legend>
        <ul className="flex flex-col gap-2">
          {hours.exceptions.map((exception, index) => (
            <ExceptionEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: an exception's date is what the owner edits
              key={index}
              exception={exception}
              onChange={(changed) => setException(index, changed)}
              onRemove={() => setException(index, undefined)}
            />
          ))}
        </ul>
        {hours.exceptions.length < EXCEPTIONS_MAX ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
              onChange({
                ...hours,
                exceptions: [
                  ...hours.exceptions,
                  { date: nextFreeDate(hours.exceptions), hours: [], name: "" },
                ],
              })
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a holiday or special hours
          </Button>
        ) : null}
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Callers hear: {describeOpeningHours(hours) || "Closed every day"}
      </p>
    </div>
  );
}
