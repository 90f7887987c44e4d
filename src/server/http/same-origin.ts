import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * DESIGN §6, CSRF: a state-changing request must come from this site, shown by a
 * same-origin `Origin` header or `Sec-Fetch-Site: same-origin`. Webhooks, which
 * are verified by signature instead, are listed in `exemptPaths`.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string | undefined; exemptPaths: ReadonlySet<string> },
): void {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (options.exemptPaths.has(request.url.split("?")[0]!)) return;
    if (request.headers["sec-fetch-site"] === "same-origin") return;
    // A bearer key is sent only by a program that holds it; a page on another site
    // cannot add an Authorization header without a CORS preflight we never grant.
    if (/^Bearer\s/i.test(request.headers.authorization ?? "")) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === publicOrigin) return;
      try {
        if (new URL(origin).host === request.headers.host) return;
      } catch {
        // A malformed Origin is refused below.
      }
    }
    throw new HttpError(403, "This request must come from the Switchboard site itself.");
  });
}
