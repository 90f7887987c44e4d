import { useState } from "react";
import { Button } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { StepButton } from "../../ui/step-button";
import type { ShownBooking } from "./booking-dialogs";
import { addDays, clockText, dayTitle, type WallTime, wallTimeIn } from "./booking-time";

export interface BookingActions {
  onMove: (shown: ShownBooking) => void;
  onCancel: (shown: ShownBooking) => void;
}

function StatusBadge({ status }: { status: ShownBooking["booking"]["status"] }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold",
        status === "booked" ? "bg-success-soft text-success-text" : "bg-surface-hover text-muted-foreground",
      )}
    >
      {status}
    </span>
  );
}

function RowActions({ shown, actions }: { shown: ShownBooking; actions: BookingActions }) {
  if (shown.booking.status !== "booked") return null;
  const who = `${shown.booking.callerName}'s booking`;
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" aria-label={`Move ${who}`} onClick={() => actions.onMove(shown)}>
        Move
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Cancel ${who}`}
        onClick={() => actions.onCancel(shown)}
      >
        Cancel
      </Button>
    </div>
  );
}

function wallOf(shown: ShownBooking): WallTime {
  return wallTimeIn(shown.timezone, new Date(shown.booking.start));
}

/** Every booking, one row each: when on the agent's clock, the service, the caller, the agent, the status. */
export function BookingList({
  bookings,
  actions,
}: {
  bookings: readonly ShownBooking[];
  actions: BookingActions;
}) {
  return (
    <ul aria-label="Bookings" className="flex flex-col gap-2">
      {bookings.map((shown) => {
        const wall = wallOf(shown);
        const { booking } = shown;
        return (
          <li
            key={booking.id}
            className="grid gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[9rem_1fr_auto] sm:items-center"
          >
            <div className="tabular-nums">
              <p className="font-semibold">{dayTitle(wall.date)}</p>
              <p className="text-sm text-muted-foreground">
                {clockText(wall.time)} · {booking.durationMinutes} min
              </p>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{booking.service}</span>
                <StatusBadge status={booking.status} />
              </p>
              <p className="text-sm text-muted-foreground">
                {booking.callerName} · <a href={`tel:${booking.callerPhone}`}>{booking.callerPhone}</a>
              </p>
              <p className="text-xs text-muted-foreground">
                {shown.agentName} · {shown.timezone}
              </p>
            </div>
            <RowActions shown={shown} actions={actions} />
          </li>
        );
      })}
    </ul>
  );
}

function DayColumn({
  date,
  bookings,
  actions,
  className,
}: {
  date: string;
  bookings: readonly ShownBooking[];
  actions: BookingActions;
  className?: string;
}) {
  return (
    <section aria-label={dayTitle(date)} className={cn("min-w-0 flex-col gap-2", className)}>
      <h3 className="border-b border-border pb-1 text-sm font-semibold">{dayTitle(date)}</h3>
      {bookings.length === 0 ? (
        <p className="text-xs text-muted-foreground">No bookings</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bookings.map((shown) => (
            <li
              key={shown.booking.id}
              className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-2"
            >
              <p className="text-sm font-semibold tabular-nums">{clockText(wallOf(shown).time)}</p>
              <p className="text-sm">{shown.booking.service}</p>
              <p className="text-xs text-muted-foreground">
                {shown.booking.callerName} · {shown.agentName}
              </p>
              <StatusBadge status={shown.booking.status} />
              <RowActions shown={shown} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The week from `firstDay`: seven columns on a wide screen; on a phone one day at a time, with the
 * previous and next day a tap away.
 */
export function BookingWeek({
  bookings,
  firstDay,
  today,
  onWeek,
  actions,
}: {
  bookings: readonly ShownBooking[];
  firstDay: string;
  today: string;
  onWeek: (firstDay: string) => void;
  actions: BookingActions;
}) {
  const days = Array.from({ length: 7 }, (_, index) => addDays(firstDay, index));
  const [phoneDay, setPhoneDay] = useState(() => (days.includes(today) ? today : firstDay));
  const shownDay = days.includes(phoneDay) ? phoneDay : firstDay;
  const byDay = new Map<string, ShownBooking[]>();
  for (const shown of bookings) {
    const date = wallOf(shown).date;
    byDay.set(date, [...(byDay.get(date) ?? []), shown]);
  }
  function goToDay(date: string): void {
    setPhoneDay(date);
    if (!days.includes(date)) onWeek(addDays(firstDay, date < firstDay ? -7 : 7));
  }
  const isFirstWeek = firstDay <= today;
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Weeks" className="hidden items-center justify-between gap-2 md:flex">
        <StepButton direction="back" disabled={isFirstWeek} onClick={() => onWeek(addDays(firstDay, -7))}>
          Previous week
        </StepButton>
        <p className="text-sm font-medium">
          {dayTitle(days[0] ?? firstDay)} – {dayTitle(days[6] ?? firstDay)}
        </p>
        <StepButton direction="forward" onClick={() => onWeek(addDays(firstDay, 7))}>
          Next week
        </StepButton>
      </nav>
      <nav aria-label="Days" className="flex items-center justify-between gap-2 md:hidden">
        <StepButton
          direction="back"
          disabled={shownDay <= today}
          onClick={() => goToDay(addDays(shownDay, -1))}
        >
          Previous day
        </StepButton>
        <StepButton direction="forward" onClick={() => goToDay(addDays(shownDay, 1))}>
          Next day
        </StepButton>
      </nav>
      <div className="grid gap-3 md:grid-cols-7">
        {days.map((date) => (
          <DayColumn
            key={date}
            date={date}
            bookings={byDay.get(date) ?? []}
            actions={actions}
            className={date === shownDay ? "flex" : "hidden md:flex"}
          />
        ))}
      </div>
    </div>
  );
}
