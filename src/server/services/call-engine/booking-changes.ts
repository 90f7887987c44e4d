import { z } from "zod";
import { type BookingChange, BookingChangeSchema } from "../../../shared/api/calls";
import { startText } from "./booking-times";
import type { BookingAnswer, CallState } from "./types";

// What a call did to the caller's bookings, whichever engine did it, kept in the call's state so
// the call log and the call's summary show it beside the message and the texts.

const ChangesSchema = z.array(BookingChangeSchema);

export function bookingChangesOf(state: CallState): BookingChange[] {
  const parsed = ChangesSchema.safeParse(state.memory.bookingChanges);
  return parsed.success ? parsed.data : [];
}

/**
 * Records what the book answered, whichever engine asked it: a change it made is kept (`timezone`
 * is the agent's, where the owner reads the time) and the caller's need is met; a refusal changes nothing.
 */
export function recordBookingChange(
  state: CallState,
  action: BookingChange["action"],
  answer: BookingAnswer,
  timezone: string,
): void {
  if ("refused" in answer) return;
  const { booking } = answer;
  state.endedWell = true;
  const change: BookingChange = {
    action,
    bookingId: booking.id,
    service: booking.service,
    callerName: booking.callerName,
    start: booking.start.toISOString(),
    when: startText(booking.start, timezone, "english"),
  };
  state.memory = { ...state.memory, bookingChanges: [...bookingChangesOf(state), change] };
}
