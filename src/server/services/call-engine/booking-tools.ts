import { z } from "zod";
import type { BookingChange } from "../../../shared/api/calls";
import { AGENT_TEXT_MAX } from "../../../shared/catalog/agents";
import { instantAt } from "../wall-clock";
import { recordBookingChange } from "./booking-changes";
import { DAYS_LOOKED_AHEAD, listedStartText } from "./booking-times";
import { type AddTool, refused, type ToolEffects, text, told } from "./tool-outcomes";
import type {
  AgentProfile,
  AppointmentBook,
  BookingAnswer,
  BookingRefusal,
  CallerBooking,
  SpokenLanguage,
} from "./types";

// The model's tools for the agent's appointment book. The model books only a start the book
// offered on this call (find_open_times), so it never books a time it made up; the book itself
// decides, and its refusal goes back to the model as the reason, for it to offer another time.
// Nothing is said booked, moved or cancelled but what the book answered.

/** How many free times one look offers: a few for the caller to choose from, by voice. */
const TIMES_OFFERED = 6;
/** The starts offered on this call that the model may book, latest kept. */
const OFFERED_KEPT = 48;

const REFUSAL_REASONS: Record<BookingRefusal, string> = {
  SlotTaken: "that time has just been taken. Tell the caller and offer another of the free times.",
  OutsideBookableHours:
    "that time cannot be booked (outside the bookable hours, too soon or too far ahead). Offer one of the free times.",
  BookingsOff: "the business is not taking bookings by phone now. Offer to take a message.",
  ServiceNotBookable:
    "that service cannot be booked by name. Book it as a plain appointment (leave the service out) or offer to take a message.",
  BookingNotFound: "that is not one of this caller's coming bookings. Call find_my_bookings first.",
  BookingCancelled: "that booking is already cancelled.",
  CalendarUnavailable:
    "the business's calendar could not be reached or could not confirm it, so nothing was booked or changed. Tell the caller the booking could not be made, and take a message (take_message) so the team calls them back.",
  NumberNeeded:
    "the line gave no phone number. Ask the caller for the number to keep the booking under and pass it as callerPhone.",
};

const refusedBy = (code: BookingRefusal) => refused(REFUSAL_REASONS[code]);

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("the day the caller wants, YYYY-MM-DD, on the business's calendar");
const FromTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe("only times from this time of that day on, HH:MM, 24-hour");
const Service = text(AGENT_TEXT_MAX).describe(
  "the service by its name in the business's information; leave out for a plain appointment",
);
const Start = z.iso
  .datetime({ offset: true })
  .describe("the exact start given with one of the free times find_open_times listed");
const BookingId = text(100).describe("the booking's id as find_my_bookings listed it");
const CallerPhone = text(40)
  .min(7)
  .describe("the caller's phone number as they said it (this line gave none)");

const FindArguments = z.strictObject({
  day: Day.optional(),
  from: FromTime.optional(),
  service: Service.optional(),
});
const BookArguments = z.strictObject({
  callerName: text(AGENT_TEXT_MAX),
  start: Start,
  service: Service.optional(),
});
const FindMineArguments = z.strictObject({
  callerName: text(AGENT_TEXT_MAX)
    .optional()
    .describe("the name the booking was made under, when the caller gave it"),
});
const CancelArguments = z.strictObject({ bookingId: BookingId });
const MoveArguments = z.strictObject({ bookingId: BookingId, start: Start });

/** A line without a number: the caller's bookings are kept under the number they say. */
const withCallerPhone = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  lineGivesNumber: boolean,
) => (lineGivesNumber ? schema : schema.extend({ callerPhone: CallerPhone.optional() }));

const offeredOf = (effects: ToolEffects): string[] => {
  const kept = effects.state.memory.offeredTimes;
  return Array.isArray(kept) ? kept.filter((start): start is string => typeof start === "string") : [];
};

const BOOKING_TOOL_NAMES = [
  "find_open_times",
  "book_appointment",
  "find_my_bookings",
  "cancel_booking",
  "move_booking",
] as const;
type BookingToolName = (typeof BOOKING_TOOL_NAMES)[number];

export const isBookingTool = (name: string): name is BookingToolName =>
  (BOOKING_TOOL_NAMES as readonly string[]).includes(name);

/** Offers the booking tools of an agent whose book is on, for this call's caller. */
export function addBookingTools(
  add: AddTool,
  agent: AgentProfile,
  book: AppointmentBook,
  language: SpokenLanguage,
): void {
  const when = (start: Date) => listedStartText(start, agent.timezone, language);
  const described = (booking: CallerBooking) =>
    `${booking.service} for ${booking.callerName} on ${when(booking.start)} (booking id ${booking.id})`;
  const wasOffered = (effects: ToolEffects, start: string) =>
    offeredOf(effects).includes(new Date(start).toISOString());
  const notOffered = refused(
    "that start was not offered on this call. Call find_open_times and book exactly one of the starts it lists.",
  );
  const changed = (
    action: BookingChange["action"],
    answer: BookingAnswer,
    effects: ToolEffects,
    says: (booking: CallerBooking) => string,
  ) => {
    recordBookingChange(effects.state, action, answer, agent.timezone);
    return "refused" in answer ? refusedBy(answer.refused) : told(says(answer.booking));
  };

  const known = book.knowsCallerNumber;
  const fromTheCaller = known
    ? "on the number they are calling from"
    : "on the number they give (callerPhone)";

  add("find_open_times", {
    description:
      "Lists free appointment times, earliest first: the next ones, or those of one day (and from a time of it). Offer the caller only times it lists, said as written.",
    arguments: FindArguments,
    async run({ day, from, service }, effects, limits) {
      const [hours = 0, minutes = 0] = (from ?? "00:00").split(":").map(Number);
      const request = {
        ...(day ? { from: instantAt(agent.timezone, day, hours * 60 + minutes), days: 1 } : {}),
        ...(!day ? { days: DAYS_LOOKED_AHEAD } : {}),
        ...(service ? { service } : {}),
      };
      const answer = await book.openTimes(request, limits);
      if ("refused" in answer) return refusedBy(answer.refused);
      const times = answer.times.slice(0, TIMES_OFFERED);
      if (times.length === 0) {
        return told(
          day ? "No free times that day: offer to look at another day." : "No free times in the coming week.",
        );
      }
      const starts = times.map((start) => start.toISOString());
      effects.state.memory = {
        ...effects.state.memory,
        offeredTimes: [...offeredOf(effects).filter((start) => !starts.includes(start)), ...starts].slice(
          -OFFERED_KEPT,
        ),
      };
      const list = times.map((start) => `${when(start)} (start ${start.toISOString()})`).join("; ");
      return told(
        `Free times: ${list}. Offer a few of them; book with the start of the one the caller chooses.`,
      );
    },
  });

  add("book_appointment", {
    description: `Books one of the free times find_open_times listed, for the caller ${fromTheCaller}. Call it once the caller chose a time and gave their name; then read the booking back.`,
    arguments: withCallerPhone(BookArguments, known),
    async run({ callerName, start, service, ...caller }, effects, limits) {
      if (!wasOffered(effects, start)) return notOffered;
      const answer = await book.book(
        { callerName, start: new Date(start), ...(service ? { service } : {}), ...caller },
        limits,
      );
      return changed(
        "book",
        answer,
        effects,
        (booking) => `Booked: ${described(booking)}. Read it back to the caller.`,
      );
    },
  });

  add("find_my_bookings", {
    description: `Finds the caller's coming bookings, ${fromTheCaller} and by the name they give. Call it before cancelling or moving one.`,
    arguments: withCallerPhone(FindMineArguments, known),
    async run(request, _effects, limits) {
      const found = await book.findMine(request, limits);
      if ("refused" in found) return refusedBy(found.refused);
      if (found.bookings.length === 0) {
        return told("The caller has no coming bookings under this number and name.");
      }
      return told(`The caller's coming bookings: ${found.bookings.map(described).join("; ")}.`);
    },
  });

  add("cancel_booking", {
    description:
      "Cancels one of the caller's bookings find_my_bookings listed, once the caller confirmed which.",
    arguments: withCallerPhone(CancelArguments, known),
    async run({ bookingId, ...caller }, effects, limits) {
      const answer = await book.cancel(bookingId, caller, limits);
      return changed(
        "cancel",
        answer,
        effects,
        (booking) => `Cancelled: ${described(booking)}. Tell the caller.`,
      );
    },
  });

  add("move_booking", {
    description:
      "Moves one of the caller's bookings find_my_bookings listed to one of the free times find_open_times listed.",
    arguments: withCallerPhone(MoveArguments, known),
    async run({ bookingId, start, ...caller }, effects, limits) {
      if (!wasOffered(effects, start)) return notOffered;
      const answer = await book.move(bookingId, new Date(start), caller, limits);
      return changed(
        "move",
        answer,
        effects,
        (booking) => `Moved: ${described(booking)}. Read it back to the caller.`,
      );
    },
  });
}
