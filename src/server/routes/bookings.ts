import type { FastifyInstance } from "fastify";
import {
  cancelBooking,
  getBookingSettings,
  listBookings,
  moveBooking,
  saveBookingSettings,
} from "../../shared/api/contracts/bookings";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

// The owner's appointment book: settings per agent, the bookings, cancelling and moving one.
export function bookingRoutes(app: FastifyInstance, services: Services): void {
  const { bookingOwner } = services;

  route(app, getBookingSettings, async (request) =>
    bookingOwner.readSettings(request.owner.id, request.params.id),
  );

  route(app, saveBookingSettings, async (request) =>
    bookingOwner.saveSettings(request.owner.id, request.params.id, request.body),
  );

  route(app, listBookings, async (request) => ({
    bookings: await bookingOwner.list(request.owner.id, request.query),
  }));

  route(app, cancelBooking, async (request) => bookingOwner.cancel(request.owner.id, request.params.id));

  route(app, moveBooking, async (request) =>
    bookingOwner.move(request.owner.id, request.params.id, new Date(request.body.start)),
  );
}
