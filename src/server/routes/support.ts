import type { FastifyInstance } from "fastify";
import {
  getNotificationSettings,
  requestSupport,
  saveNotificationSettings,
} from "../../shared/api/contracts/support";
import { route } from "../http/contract-route";
import type { Services } from "../services/services";

// The support form and the notification settings.
export function supportRoutes(app: FastifyInstance, { support, notifications }: Services): void {
  route(app, requestSupport, async (request, reply) => {
    const user = request.owner;
    const reference = await support.submit(user, request.body, request.ip);
    return reply.status(201).send({
      reference,
      message: `Your request ${reference} was sent. We will reply within 24 hours.`,
    });
  });

  route(app, getNotificationSettings, async (request) => {
    const user = request.owner;
    return { settings: await notifications.settingsOf(user.id) };
  });

  route(app, saveNotificationSettings, async (request) => {
    const user = request.owner;
    return { settings: await notifications.save(user.id, request.body.settings) };
  });
}
