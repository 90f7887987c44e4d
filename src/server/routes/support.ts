import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "../../shared/api/errors";
import {
  NotificationSettingsResponseSchema,
  SaveNotificationSettingsRequestSchema,
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from "../../shared/api/support";
import { requireUser } from "../http/session";
import type { Services } from "../services/services";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

// Spec 001 §7: the support form and the notification settings.
export function supportRoutes(app: FastifyInstance, { sessions, support, notifications }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/support-request",
    {
      schema: {
        tags: ["support"],
        summary: "Send a support request; answers its reference (a reply within 24 hours)",
        body: SupportRequestSchema,
        response: { 201: SupportRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, sessions);
      const reference = await support.submit(user, request.body);
      return reply.status(201).send({
        reference,
        message: `Your request ${reference} was sent. We will reply within 24 hours.`,
      });
    },
  );

  api.get(
    "/api/notification-settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Which emails the user wants",
        response: { 200: NotificationSettingsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { settings: await notifications.settingsOf(user.id) };
    },
  );

  api.post(
    "/api/notification-settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Save which emails the user wants",
        body: SaveNotificationSettingsRequestSchema,
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, sessions);
      return { settings: await notifications.save(user.id, request.body.settings) };
    },
  );
}
