import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Agent } from "../../../shared/api/agents";
import { cn } from "../../ui/class-names";
import { Skeleton } from "../../ui/skeleton";
import { clockText, dayTitle, todayHere } from "./booking-time";
import { useBookings } from "./bookings-api";
import { BOOKINGS_PATH } from "./bookings-path";
import { type Upcoming, upcomingOf } from "./next-bookings";

// The main screen's glance at the appointment book: how many bookings today and coming up, and the
// next few. Its own chunk, loaded after the screen, so the book's code and Intl's cost stay off it.

/** How many of the next bookings the card names; a phone shows the first only. */
const SHOWN = 3;
const HEADING_ID = "next-bookings-heading";

function Summary({ upcoming }: { upcoming: readonly Upcoming[] }) {
  const today = upcoming.filter((shown) => shown.isToday).length;
  return (
    <p className="text-sm text-muted-foreground">
      {today} today · {upcoming.length} coming up
    </p>
  );
}

/** "Next bookings": today's and the coming bookings of all the owner's agents, leading to the Bookings page. */
export function NextBookingsCard({ agents }: { agents: readonly Agent[] }) {
  const [today] = useState(todayHere);
  const bookings = useBookings({ agentId: null, from: today.from });
  const upcoming = upcomingOf(bookings.data ?? [], agents, new Date());

  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-busy={bookings.isPending}
      className="shrink-0 border-b border-border bg-surface/40 px-4 py-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <h2 id={HEADING_ID} className="text-sm font-semibold">
          Next bookings
        </h2>
        {bookings.isSuccess && upcoming.length > 0 ? <Summary upcoming={upcoming} /> : null}
        <Link
          href={BOOKINGS_PATH}
          className="ml-auto inline-flex min-h-11 items-center text-sm font-medium text-primary-text underline underline-offset-2 hover:text-foreground"
        >
          {bookings.isSuccess && upcoming.length === 0 ? "Set up bookings" : "All bookings"}
        </Link>
      </div>
      {bookings.isPending ? (
        <div className="flex gap-2">
          <span className="sr-only">Loading bookings…</span>
          <Skeleton className="h-12 flex-1" />
          <Skeleton className="hidden h-12 flex-1 sm:block" />
          <Skeleton className="hidden h-12 flex-1 sm:block" />
        </div>
      ) : bookings.isError ? (
        <p className="text-sm text-muted-foreground">Your bookings could not be loaded just now.</p>
      ) : upcoming.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No bookings coming up. Callers can book once an agent's appointment book is on.
        </p>
      ) : (
        <ul aria-label="Next bookings" className="grid gap-2 sm:grid-cols-3">
          {upcoming.slice(0, SHOWN).map((shown, index) => (
            <li
              key={shown.booking.id}
              className={cn(
                "min-w-0 flex-col rounded-lg border border-border bg-surface px-3 py-2",
                index === 0 ? "flex" : "hidden sm:flex",
              )}
            >
              <p className="text-sm font-semibold tabular-nums">
                {shown.isToday ? "Today" : dayTitle(shown.date)} · {clockText(shown.time)}
              </p>
              <p className="truncate text-sm">
                {shown.booking.callerName} · {shown.booking.service}
              </p>
              <p className="truncate text-xs text-muted-foreground">{shown.agentName}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
