import type { FastifyInstance, RouteHandlerMethod } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves when no handler is running, or after `timeoutMs`. */
    handlersFinished(timeoutMs: number): Promise<void>;
  }
}

/**
 * A graceful stop finishes the requests in flight before the database closes. Fastify's
 * close waits for open connections, but a caller that hangs up (a load generator at its deadline,
 * a phone line dropping) leaves a handler running without one; counting the handlers themselves
 * lets the database stay open until the last one has written what it started.
 * Registered before the routes, so every API handler is counted.
 */
export function countHandlersInFlight(app: FastifyInstance): void {
  let running = 0;
  const waiting = new Set<() => void>();
  app.addHook("onRoute", (route) => {
    // Only the API's handlers touch the database; they are all async and answer by returning.
    if (!route.url.startsWith("/api/")) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function countedHandler(this: FastifyInstance, request, reply) {
      running++;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running--;
        if (running === 0) for (const resolve of waiting) resolve();
      }
    };
  });
  app.decorate("handlersFinished", (timeoutMs: number) => {
    if (running === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiting.add(done);
    });
  });
}
