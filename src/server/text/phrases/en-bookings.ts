import type { BookingLines, Phrases } from "./phrases";

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

// What the agent says while booking, cancelling or moving one of the caller's appointments.
export const englishBookingLines: BookingLines = {
  askWhen: "I can book {label} for you. What day and time would you like?",
  askWhenAgain: "What day and time would you like?",
  askWhichOffered: "Which of those times would you like, or is there another day that suits you?",
  askName: "What name should I put the booking under?",
  askNumber: "What phone number should I keep the booking under? We'll text the details there.",
  numberAgain: "Sorry, I didn't get the whole number. Could you say it again, digit by digit?",
  confirmMove: "Shall I move your booking to {start}?",
  confirmBook: "So that's {label} on {start}, under the name {name}. Shall I book it?",
  confirmCancel: "I have {label} for {name} on {start}. Shall I cancel it?",
  askAgainYesOrNo: "Shall I go ahead, yes or no?",
  leftAsItIs: "No problem, I'll leave it as it is.",
  askNewTime: "I have {label} for {name} on {start}. What day and time would you like instead?",
  whichBooking: "I have {count} bookings under your number: {list}. Which one do you mean?",
  noneUnderSaidNumber:
    "I can't find a coming booking under that number. I can take a message so {business} can look into it.",
  noneUnderLineNumber:
    "I can't find a coming booking under the number you're calling from. I can take a message so {business} can look into it.",
  booked: "You're all set: {label} on {start}, under the name {name}. We'll text you the details.",
  moved: "Done: your booking is now on {start}. We'll text you the new time.",
  cancelled: "Done: your booking on {start} is cancelled. We'll text you a confirmation.",
  justTaken: "I'm sorry, that time has just been taken.",
  cannotBookThatTime: "I'm sorry, I can't book that time.",
  cannotChange: "I'm sorry, I can't make that change in the booking system right now.",
  takeMessageInstead: "Let me take a message so {business} can call you back to arrange it.",
  timeNotFree: "I'm sorry, that time isn't available.",
  nothingThatDay: "I'm sorry, there's nothing free that day.",
  freeThatDay: "On {day} I have {times}.",
  whichSuits: "Which would suit you?",
  nextFreeTimes: "The next free times are {times}. Would one of those work?",
};
