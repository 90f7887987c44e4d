import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  NotificationSettingsResponseSchema,
  SaveNotificationSettingsRequestSchema,
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from "../support";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

export const requestSupport = defineContract({
  method: "POST",
  path: "/api/support-request",
  auth: "owner",
  tags: ["support"],
  summary: "Send a support request; answers its reference (a reply within 24 hours)",
  body: SupportRequestSchema,
  response: { 201: SupportRequestResponseSchema, ...errors },
});

export const getNotificationSettings = defineContract({
  method: "GET",
  path: "/api/notification-settings",
  auth: "owner",
  tags: ["settings"],
  summary: "Which emails the user wants",
  response: { 200: NotificationSettingsResponseSchema, 401: ApiErrorSchema },
});

export const saveNotificationSettings = defineContract({
  method: "POST",
  path: "/api/notification-settings",
  auth: "owner",
  tags: ["settings"],
  summary: "Save which emails the user wants",
  body: SaveNotificationSettingsRequestSchema,
  response: { 200: NotificationSettingsResponseSchema, ...errors },
});
