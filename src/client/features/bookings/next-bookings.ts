import type { Agent } from "../../../shared/api/agents";
import type { Booking } from "../../../shared/api/bookings";
import { wallTimeIn } from "./booking-time";

/** A live booking still to come, read on its agent's clock. */
export type Upcoming = { booking: Booking; agentName: string; date: string; time: string; isToday: boolean };

/** The live bookings not over yet, in the order given (the list's, by start). */
export function upcomingOf(bookings: readonly Booking[], agents: readonly Agent[], now: Date): Upcoming[] {
  const agentById = new Map(agents.map((agent) => [agent.id, agent]));
  return bookings
    .filter((booking) => booking.status === "booked" && new Date(booking.end).getTime() > now.getTime())
    .map((booking) => {
      const agent = agentById.get(booking.agentId);
      // Each booking is read on its agent's clock, as on the Bookings page.
      const timezone = agent?.timezone ?? "UTC";
      const wall = wallTimeIn(timezone, new Date(booking.start));
      const isToday = wall.date === wallTimeIn(timezone, now).date;
      return { booking, agentName: agent?.agentName ?? "Agent", date: wall.date, time: wall.time, isToday };
    });
}
