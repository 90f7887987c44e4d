import { AgentParamsSchema } from "../agents";
import {
  BookingFeedSchema,
  BookingFeedStatusSchema,
  BookingParamsSchema,
  BookingSettingsSchema,
  BookingsQuerySchema,
  BookingsResponseSchema,
  MoveBookingRequestSchema,
  NewBookingRequestSchema,
  NewBookingResponseSchema,
  OwnerBookingChangeSchema,
  RevokedBookingFeedSchema,
} from "../bookings";
import { defineContract } from "../contract";
import { ownerErrors } from "./owner-errors";

// The built-in appointment book, the owner's side: each agent's booking rules, and the bookings
// callers made. An API key reads them; changing them is the owner's, signed in.

export const getBookingSettings = defineContract({
  method: "GET",
  path: "/api/active-bots/:id/booking-settings",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary:
    "An agent's appointment book: on or off, seats per slot, slot step, lead time, horizon and default duration",
  params: AgentParamsSchema,
  response: { 200: BookingSettingsSchema, ...ownerErrors },
});

export const saveBookingSettings = defineContract({
  method: "PUT",
  path: "/api/active-bots/:id/booking-settings",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "Change an agent's appointment book; existing bookings keep their seats",
  params: AgentParamsSchema,
  body: BookingSettingsSchema,
  response: { 200: BookingSettingsSchema, ...ownerErrors },
});

export const listBookings = defineContract({
  method: "GET",
  path: "/api/bookings",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "The owner's bookings in order of their start, optionally of one agent and starting in [from, to)",
  query: BookingsQuerySchema,
  response: { 200: BookingsResponseSchema, ...ownerErrors },
});

export const createBooking = defineContract({
  method: "POST",
  path: "/api/bookings",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary:
    "Book a caller into a free slot of an agent's book, as a caller would be; the caller is texted (at the SMS rate) and the owner mailed",
  body: NewBookingRequestSchema,
  response: { 201: NewBookingResponseSchema, ...ownerErrors },
});

export const cancelBooking = defineContract({
  method: "POST",
  path: "/api/bookings/:id/cancel",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "Cancel a booking and free its slot; the caller is texted (at the SMS rate) once",
  params: BookingParamsSchema,
  response: { 200: OwnerBookingChangeSchema, ...ownerErrors },
});

export const moveBooking = defineContract({
  method: "POST",
  path: "/api/bookings/:id/move",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "Move a booking to another free slot of its agent's book; the caller is texted (at the SMS rate)",
  params: BookingParamsSchema,
  body: MoveBookingRequestSchema,
  response: { 200: OwnerBookingChangeSchema, ...ownerErrors },
});

export const getBookingFeed = defineContract({
  method: "GET",
  path: "/api/bookings/feed",
  auth: "owner",
  tags: ["bookings"],
  summary: "Whether the owner's private calendar feed has an address now, and since when",
  response: { 200: BookingFeedStatusSchema, ...ownerErrors },
});

export const createBookingFeed = defineContract({
  method: "POST",
  path: "/api/bookings/feed",
  auth: "owner",
  tags: ["bookings"],
  summary:
    "A new private address of the owner's bookings as a calendar feed (.ics) for Google, Apple or Outlook Calendar; the previous address stops working",
  response: { 200: BookingFeedSchema, ...ownerErrors },
});

export const revokeBookingFeed = defineContract({
  method: "DELETE",
  path: "/api/bookings/feed",
  auth: "owner",
  tags: ["bookings"],
  summary: "End the private calendar feed's address",
  response: { 200: RevokedBookingFeedSchema, ...ownerErrors },
});
