import type { Phrases } from "./phrases";

// English words for a caller's own booking: asking for one, cancelling or moving it, and which of
// the times or bookings the agent listed they mean.
export const englishOwnBooking: Phrases["callerIntents"]["ownBooking"] = {
  booking: [
    "appointment, appointments, booking, bookings, reservation, reservations, table, slot, visit, session",
  ],
  cancel: [
    "cancel, call off, can't make it, cannot make it, can't come, won't make it, won't be able to make it",
  ],
  move: [
    "reschedule, move, change, push back, bring forward, switch, different time, another time, different day",
    "another day",
  ],
  availability: [
    "anything available, anything free, any availability, your availability, any openings, any spots",
    "any room, have room, fit me in, fit us in, squeeze me in, squeeze us in, get me in, get us in",
  ],
  ordinals: {
    first: ["first, first one, the earlier one, the earliest"],
    second: ["second, second one, middle one, the middle"],
    third: ["third, third one"],
    last: ["last, last one, the later one, the latest"],
  },
};
