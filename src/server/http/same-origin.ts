import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF: a state-changing request must come from this site, shown by a
 * same-origin `Origin` header or `Sec-Fetch-Site: same-origin`. Webhooks, which
 * are verified by signature instead, are listed in `exemptPaths`.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; exemptPaths: ReadonlySet<string> },
): void {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  // A callback hook, not an async one: it runs on every request, and Fastify calls
  // callback hooks without the cost of a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    done(
      isAllowed(request)
        ? undefined
        : new HttpError(403, "This request must come from the Switchboard site itself."),
    );
  });

  function isAllowed(request: FastifyRequest): boolean {
    if (!STATE_CHANGING.has(request.method)) return true;
    if (options.exemptPaths.has(request.url.split("?")[0]!)) return true;
    if (request.headers["sec-fetch-site"] === "same-origin") return true;
    // A bearer key is sent only by a program that holds it; a page on another site
    // cannot add an Authorization header without a CORS preflight we never grant.
    if (/^Bearer\s/i.test(request.headers.authorization ?? "")) return true;
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
}
