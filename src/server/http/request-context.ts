import type { FastifyRequest } from "fastify";
import type { RequestContext } from "../services/accounts";

/** Where the request came from (for limits) and the site it arrived at (for links in mails). */
export function requestContextOf(request: FastifyRequest): RequestContext {
  return { clientAddress: request.ip, requestOrigin: `${request.protocol}://${request.host}` };
}
