import * as z from "zod/mini";

// The built-in appointment book: an agent's booking rules and the bookings its callers made.
// Times travel as ISO 8601 moments; the agent's timezone says how they read on the wall clock.

export const BOOKING_CAPACITY_MAX = 100;
export const BOOKING_HORIZON_DAYS_MAX = 365;
/** Slots start at least five minutes apart: the database counts seats in five-minute blocks. */
export const BOOKING_STEP_MINUTES = { min: 5, max: 240 } as const;

const wholeMinutes = (label: string, min: number, max: number) =>
  z
    .int(`Enter the ${label} in whole minutes.`)
    .check(
      z.minimum(min, `The ${label} is at least ${min} minutes.`),
      z.maximum(max, `The ${label} is at most ${max} minutes.`),
    );

export const BookingSettingsSchema = z.strictObject({
  enabled: z.boolean("Say whether callers may book."),
  capacity: z
    .int("Enter how many bookings one slot holds as a whole number.")
    .check(
      z.minimum(1, "A slot holds at least 1 booking."),
      z.maximum(BOOKING_CAPACITY_MAX, `A slot holds at most ${BOOKING_CAPACITY_MAX} bookings.`),
    ),
  slotStepMinutes: wholeMinutes("slot step", BOOKING_STEP_MINUTES.min, BOOKING_STEP_MINUTES.max).check(
    z.multipleOf(5, "Slots start on whole five minutes: enter a step of 5, 10, 15 … minutes."),
  ),
  leadTimeMinutes: wholeMinutes("lead time", 0, 30 * 24 * 60),
  horizonDays: z
    .int("Enter the horizon in whole days.")
    .check(
      z.minimum(1, "Callers may book at least 1 day ahead."),
      z.maximum(BOOKING_HORIZON_DAYS_MAX, `Callers may book at most ${BOOKING_HORIZON_DAYS_MAX} days ahead.`),
    ),
  defaultDurationMinutes: wholeMinutes("default duration", 5, 1440),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/** What a booking without a named service is called. */
export const DEFAULT_SERVICE = "Appointment";

export const BOOKING_STATUSES = ["booked", "cancelled"] as const;

export const BookingSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  callerName: z.string(),
  callerPhone: z.string(),
  service: z.string(),
  durationMinutes: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  callId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

const moment = (label: string) =>
  z.iso.datetime({ offset: true, error: `Write the ${label} as an ISO 8601 time.` });

export const BookingsQuerySchema = z.strictObject({
  agentId: z.optional(z.uuid("Unknown agent.")),
  from: z.optional(moment("start of the range")),
  to: z.optional(moment("end of the range")),
});
export const BookingsResponseSchema = z.object({ bookings: z.array(BookingSchema) });
export const BookingParamsSchema = z.strictObject({ id: z.uuid("Unknown booking.") });
export const MoveBookingRequestSchema = z.strictObject({ start: moment("new start") });
/** What an owner's change did: the booking as it now is, and whether the caller was texted about it. */
export const OwnerBookingChangeSchema = z.object({ booking: BookingSchema, callerTexted: z.boolean() });

/** The private calendar feed's address, shown once: only the secret's hash is kept. */
export const BookingFeedSchema = z.object({ path: z.string() });
export const RevokedBookingFeedSchema = z.object({ revoked: z.boolean() });
/** Whether the owner has a feed address now, and since when; the address itself is never shown again. */
export const BookingFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.nullable(z.string()) });
