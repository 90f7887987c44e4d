import type { FastifyInstance } from "fastify";
import {
  connectCalcom,
  disconnectCalcom,
  getCalcomConnection,
  listCalcomEventTypes,
} from "../../shared/api/contracts/calendars";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

// An agent's Cal.com connection, the owner's side: its state, the key's event types, connecting
// and disconnecting. No answer ever carries the key.
export function calendarRoutes(app: FastifyInstance, services: Services): void {
  const { calcom } = services;

  route(app, getCalcomConnection, async (request) => calcom.read(request.owner.id, request.params.id));

  route(app, listCalcomEventTypes, async (request) => ({
    eventTypes: await calcom.eventTypes(request.owner.id, request.params.id, request.body.apiKey),
  }));

  route(app, connectCalcom, async (request) =>
    calcom.connect(request.owner.id, request.params.id, request.body),
  );

  route(app, disconnectCalcom, async (request) => calcom.disconnect(request.owner.id, request.params.id));
}
