import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from "fastify";
import type { EndpointAuth } from "../../shared/api/contract";
import type { ApiKeyService } from "../services/api-keys";
import type { SessionService, SessionUser } from "../services/sessions";
import { requireUser, requireUserOrApiKey } from "./session";

/** Who may call a route, as its contract declares it. */
export type RouteAuth = EndpointAuth;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every /api route declares it; a route without it stops the server from starting. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The owner a route declared with `auth: "owner"` or `"owner-or-key"` acts for. */
    readonly owner: SessionUser;
  }
  interface FastifyInstance {
    /** What each /api route (`METHOD /path`) declared, for the test that walks them. */
    readonly routeAuth: ReadonlyMap<string, RouteAuth>;
  }
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([hooks].flat() as T[]));

/**
 * Default deny: each route under /api declares `config: { auth }`, and registering one that does
 * not throws, so a new route cannot be public by accident. Outside /api the server only serves the
 * client's files and pages. Registered before the routes.
 */
export function registerRouteAuth(
  app: FastifyInstance,
  { sessions, apiKeys }: { sessions: SessionService; apiKeys: ApiKeyService },
): void {
  const owners = new WeakMap<FastifyRequest, SessionUser>();
  app.decorateRequest("owner", {
    getter(this: FastifyRequest) {
      const owner = owners.get(this);
      if (!owner) throw new Error(`${this.method} ${this.routeOptions.url} declares no owner (config.auth).`);
      return owner;
    },
  });

  const authenticate: Record<Exclude<RouteAuth, "public">, onRequestAsyncHookHandler> = {
    owner: async (request) => {
      owners.set(request, await requireUser(request, sessions));
    },
    "owner-or-key": async (request) => {
      owners.set(request, await requireUserOrApiKey(request, sessions, apiKeys));
    },
  };

  const declared = new Map<string, RouteAuth>();
  app.decorate("routeAuth", declared);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/")) return;
    const auth = route.config?.auth;
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (auth === undefined) {
        throw new Error(
          `${name} must declare who may call it: config: { auth: "owner" | "owner-or-key" | "public" }.`,
        );
      }
      declared.set(name, auth);
    }
    if (auth === "owner" || auth === "owner-or-key") {
      // After the same-origin check (an app-wide hook), before the body is read or validated.
      route.onRequest = [...hooksOf(route.onRequest), authenticate[auth]];
    }
  });
}
