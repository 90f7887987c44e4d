import type { FastifyInstance } from "fastify";
import {
  cancelBooking,
  createBooking,
  createBookingFeed,
  getBookingFeed,
  getBookingSettings,
  listBookings,
  moveBooking,
  revokeBookingFeed,
  saveBookingSettings,
} from "../../shared/api/contracts/bookings";
import { route } from "../http/contract-route";
import { HttpError } from "../http/http-error";
import { FEED_FILE_ROUTE } from "../services/booking-feed";
import type { Services } from "../services/services";

// The owner's appointment book: settings per agent, the bookings, adding, cancelling and moving one.
export function bookingRoutes(app: FastifyInstance, services: Services): void {
  const { bookingOwner, bookingFeed } = services;

  route(app, getBookingSettings, async (request) =>
    bookingOwner.readSettings(request.owner.id, request.params.id),
  );

  route(app, saveBookingSettings, async (request) =>
    bookingOwner.saveSettings(request.owner.id, request.params.id, request.body),
  );

  route(app, listBookings, async (request) => ({
    bookings: await bookingOwner.list(request.owner.id, request.query),
  }));

  route(app, createBooking, async (request, reply) =>
    reply.status(201).send({ booking: await bookingOwner.add(request.owner.id, request.body) }),
  );

  route(app, cancelBooking, async (request) => bookingOwner.cancel(request.owner.id, request.params.id));

  route(app, moveBooking, async (request) =>
    bookingOwner.move(request.owner.id, request.params.id, new Date(request.body.start)),
  );

  route(app, getBookingFeed, async (request) => bookingFeed.status(request.owner.id));
  route(app, createBookingFeed, async (request) => bookingFeed.create(request.owner.id));
  route(app, revokeBookingFeed, async (request) => bookingFeed.revoke(request.owner.id));

  // The calendar feed is not JSON and is fetched by calendar services without a session: the secret
  // in its address is what opens it, so an unknown one is answered like any missing page.
  app.get<{ Params: { file: string } }>(
    FEED_FILE_ROUTE,
    { config: { auth: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const token = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(request.params.file)?.[1];
      const text = token === undefined ? undefined : await bookingFeed.calendar(token);
      if (text === undefined) throw new HttpError(404, "This calendar feed does not exist.");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(text);
    },
  );
}
