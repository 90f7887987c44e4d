import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin of `PUBLIC_URL`, which a request from this site may name when it sits behind a proxy. */
export const publicOriginOf = (publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : undefined;

/**
 * Whether a browser sent the request from a page of this site: `Sec-Fetch-Site: same-origin`, or an
 * `Origin` that is the public URL's or names the host the request was sent to. A browser always
 * sends `Origin` with a state-changing request and a WebSocket handshake, and a page cannot forge it.
 */
export function comesFromThisSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers["sec-fetch-site"] === "same-origin") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    // A malformed Origin is refused.
    return false;
  }
}

/** The refusal of a request another site's page sent. */
export const crossSiteRefusal = () =>
  new HttpError(403, "This request must come from the Switchboard site itself.");

/**
 * CSRF: a state-changing request must come from this site (`comesFromThisSite`). Webhooks, which
 * are verified by signature instead, are listed in `exemptPaths`.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; exemptPaths: ReadonlySet<string> },
): void {
  const publicOrigin = publicOriginOf(options.publicUrl);
  // A callback hook, not an async one: it runs on every request, and Fastify calls
  // callback hooks without the cost of a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    done(isAllowed(request) ? undefined : crossSiteRefusal());
  });

  function isAllowed(request: FastifyRequest): boolean {
    if (!STATE_CHANGING.has(request.method)) return true;
    if (options.exemptPaths.has(request.url.split("?")[0]!)) return true;
    // A bearer key is sent only by a program that holds it; a page on another site
    // cannot add an Authorization header without a CORS preflight we never grant.
    if (/^Bearer\s/i.test(request.headers.authorization ?? "")) return true;
    return comesFromThisSite(request, publicOrigin);
  }
}
