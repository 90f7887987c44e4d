import { useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import { QueryResult } from "../../api/query-result";
import { cn } from "../../ui/class-names";
import { Field } from "../../ui/field";
import { HeadedSection } from "../../ui/headed-region";
import { Select } from "../../ui/select";
import { SkeletonRows } from "../../ui/skeleton";
import { AgentOptions } from "../agents/agent-options";
import { CancelBookingDialog, MoveBookingDialog, type ShownBooking } from "./booking-dialogs";
import { todayHere, weekStart } from "./booking-time";
import { useBookings } from "./bookings-api";
import { type BookingActions, BookingList, BookingWeek } from "./bookings-views";

type View = "list" | "week";

function ViewToggle({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    // Two pressed-state buttons: each is reached with Tab and switched with Enter or Space.
    <fieldset className="inline-flex rounded-md border border-border p-0.5">
      <legend className="sr-only">View</legend>
      {(["list", "week"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onView(option)}
          className={cn(
            "min-h-10 rounded px-4 text-sm font-medium",
            view === option ? "bg-primary text-primary-foreground" : "hover:bg-surface-hover",
          )}
        >
          {option === "list" ? "List" : "Week"}
        </button>
      ))}
    </fieldset>
  );
}

/** The owner's upcoming bookings as a list or a week, filtered by agent, each one cancelled or moved here. */
export function BookingsSection({ agents }: { agents: readonly Agent[] }) {
  const [today] = useState(todayHere);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [view, setView] = useState<View>("list");
  const [firstDay, setFirstDay] = useState(() => weekStart(today.date));
  const [moving, setMoving] = useState<ShownBooking | null>(null);
  const [cancelling, setCancelling] = useState<ShownBooking | null>(null);
  const bookings = useBookings({ agentId, from: today.from });
  const agentById = new Map(agents.map((agent) => [agent.id, agent]));
  const shown: ShownBooking[] = (bookings.data ?? []).map((booking) => {
    const agent = agentById.get(booking.agentId);
    return { booking, agentName: agent?.agentName ?? "Agent", timezone: agent?.timezone ?? "UTC" };
  });
  const actions: BookingActions = { onMove: setMoving, onCancel: setCancelling };

  return (
    <HeadedSection
      title="Upcoming bookings"
      description="Times are on each agent's clock, in its timezone. Cancelling or moving texts the caller."
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label="Agent" className="w-full sm:w-64">
          {(control) => (
            <Select
              {...control}
              value={agentId ?? ""}
              onChange={(event) => setAgentId(event.target.value || null)}
            >
              <option value="">All agents</option>
              <AgentOptions agents={agents} />
            </Select>
          )}
        </Field>
        <ViewToggle view={view} onView={setView} />
      </div>

      <QueryResult
        query={bookings}
        loadingLabel="Loading your bookings"
        loadingClassName="flex flex-col gap-2"
        skeleton={<SkeletonRows count={3} className="h-20 rounded-xl" />}
        failureTitle="Your bookings could not be loaded"
      >
        {() =>
          view === "week" ? (
            <BookingWeek
              bookings={shown}
              firstDay={firstDay}
              today={today.date}
              onWeek={setFirstDay}
              actions={actions}
            />
          ) : shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border-strong p-8 text-center">
              <p className="font-medium">No upcoming bookings</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Turn on an agent's appointment book below; the bookings its callers make show here.
              </p>
            </div>
          ) : (
            <BookingList bookings={shown} actions={actions} />
          )
        }
      </QueryResult>
      <MoveBookingDialog shown={moving} onClose={() => setMoving(null)} />
      <CancelBookingDialog shown={cancelling} onClose={() => setCancelling(null)} />
    </HeadedSection>
  );
}
