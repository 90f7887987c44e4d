import { AgentParamsSchema } from "../agents";
import {
  CalcomConnectionSchema,
  CalcomEventTypesResponseSchema,
  CalcomKeyRequestSchema,
  ConnectCalcomRequestSchema,
} from "../calendars";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import { ownerErrors } from "./owner-errors";

// An agent's Cal.com connection: callers then book in the owner's Cal.com account. Each call that
// takes a key checks it with Cal.com first; Cal.com failing is answered 502 and changes nothing.

const calcomErrors = { ...ownerErrors, 502: ApiErrorSchema };

export const getCalcomConnection = defineContract({
  method: "GET",
  path: "/api/active-bots/:id/calcom",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "Whether the agent's callers book in Cal.com, and the event type they book; never the key",
  params: AgentParamsSchema,
  response: { 200: CalcomConnectionSchema, ...ownerErrors },
});

export const listCalcomEventTypes = defineContract({
  method: "POST",
  path: "/api/active-bots/:id/calcom/event-types",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary:
    "The event types of a Cal.com API key's account, to choose the one callers book; nothing is stored",
  params: AgentParamsSchema,
  body: CalcomKeyRequestSchema,
  response: { 200: CalcomEventTypesResponseSchema, ...calcomErrors },
});

export const connectCalcom = defineContract({
  method: "PUT",
  path: "/api/active-bots/:id/calcom",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary:
    "Connect the agent to Cal.com: its callers then book the event type there; the key is kept encrypted",
  params: AgentParamsSchema,
  body: ConnectCalcomRequestSchema,
  response: { 200: CalcomConnectionSchema, ...calcomErrors },
});

export const disconnectCalcom = defineContract({
  method: "DELETE",
  path: "/api/active-bots/:id/calcom",
  auth: "owner-or-key",
  tags: ["bookings"],
  summary: "Disconnect the agent from Cal.com and forget the key; bookings already made stay in Cal.com",
  params: AgentParamsSchema,
  response: { 200: CalcomConnectionSchema, ...ownerErrors },
});
