import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type RouteAuth, registerRouteAuth } from "../../src/server/http/route-auth";
import type { ApiKeyService } from "../../src/server/services/api-keys";
import type { SessionService } from "../../src/server/services/sessions";
import { testAppForFile } from "../support/test-app";

const t = testAppForFile();

// Who may call each route of the API (HEAD follows its GET). A new route fails this test until it
// is listed here, with the access it was meant to have.
const EXPECTED: Record<string, RouteAuth> = {
  "GET /api/health": "public",
  "GET /api/openapi.json": "public",
  "POST /api/auth/signup": "public",
  "POST /api/auth/verify-email": "public",
  "POST /api/auth/resend-verification": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/me": "owner",
  "POST /api/auth/logout": "public",
  "POST /api/update-profile": "owner",
  "PUT /api/auth/profile": "owner",
  "GET /api/account/sessions": "owner",
  "DELETE /api/account/sessions/:id": "owner",
  "POST /api/account/sessions/end-all": "owner",
  "POST /api/account/password": "owner",
  "GET /api/account/export": "owner",
  "POST /api/account/delete": "owner",
  "GET /api/conversations": "owner",
  "POST /api/conversations": "owner",
  "DELETE /api/conversations/clear": "owner",
  "GET /api/conversations/:sessionId": "owner",
  "GET /api/active-bots": "owner-or-key",
  "POST /api/active-bots": "owner-or-key",
  "PUT /api/active-bots/:id": "owner-or-key",
  "DELETE /api/active-bots/:id": "owner-or-key",
  "GET /api/active-bots/:id/knowledge": "owner-or-key",
  "PUT /api/active-bots/:id/knowledge/facts": "owner-or-key",
  "POST /api/active-bots/:id/knowledge/documents": "owner-or-key",
  "DELETE /api/active-bots/:id/knowledge/documents/:documentId": "owner-or-key",
  "GET /api/active-bots/:id/booking-settings": "owner-or-key",
  "PUT /api/active-bots/:id/booking-settings": "owner-or-key",
  "GET /api/active-bots/:id/calcom": "owner-or-key",
  "PUT /api/active-bots/:id/calcom": "owner-or-key",
  "DELETE /api/active-bots/:id/calcom": "owner-or-key",
  "POST /api/active-bots/:id/calcom/event-types": "owner-or-key",
  "GET /api/bookings": "owner-or-key",
  "POST /api/bookings": "owner-or-key",
  "POST /api/bookings/:id/cancel": "owner-or-key",
  "POST /api/bookings/:id/move": "owner-or-key",
  "GET /api/bookings/feed": "owner",
  "POST /api/bookings/feed": "owner",
  "DELETE /api/bookings/feed": "owner",
  "GET /api/bookings/feed/:file": "public",
  "POST /api/agent-request": "owner",
  "GET /api/balance": "owner",
  "POST /api/charge-balance": "owner",
  "GET /api/countries": "public",
  "GET /api/area-codes": "public",
  "GET /api/area-codes/:country": "public",
  "GET /api/phone-numbers/:areaCode": "public",
  "POST /api/support-request": "owner",
  "GET /api/notification-settings": "owner",
  "POST /api/notification-settings": "owner",
  "GET /api/calls": "owner-or-key",
  "GET /api/calls/stats": "owner",
  "GET /api/calls/:id": "owner-or-key",
  "POST /api/test-calls": "owner",
  "POST /api/test-calls/:id/turn": "owner",
  "POST /api/test-calls/:id/end": "owner",
  "GET /api/test-calls/relay": "owner",
  "GET /api/api-keys": "owner",
  "POST /api/api-keys": "owner",
  "DELETE /api/api-keys/:id": "owner",
  "POST /api/voice/incoming": "public",
  "POST /api/voice/turn": "public",
  "POST /api/voice/status": "public",
  "POST /api/voice/relay-ended": "public",
  "POST /api/voice/transfer-result": "public",
  "POST /api/voice/transfer-whisper": "public",
  "POST /api/voice/transfer-accept": "public",
  "GET /api/voice/relay": "public",
  "POST /api/ai-response": "owner",
  "POST /api/correct-grammar": "owner",
  "GET /api/licence": "owner",
  "PATCH /api/licence": "owner",
  "POST /api/licence/checkout": "owner",
  "POST /api/licence/complete": "owner",
  "POST /api/licence/renew": "owner",
  "GET /api/payments/config": "public",
  "POST /api/create-payment-intent": "public",
  "POST /api/link-subscription": "owner",
  "POST /api/add-balance": "owner",
  "POST /api/add-balance-direct": "owner",
  "GET /api/payment-methods": "owner",
  "DELETE /api/payment-methods/:id": "owner",
  "POST /api/verify-cvv": "owner",
  "POST /api/add-balance-saved-card": "owner",
  "GET /api/user-settings": "owner",
  "PATCH /api/user-settings": "owner",
  "POST /api/auto-recharges/announce": "owner",
  "POST /api/upgrade-with-balance": "owner",
  "POST /api/upgrade-subscription": "owner",
  "POST /api/upgrade-complete": "owner",
  "GET /api/webhooks": "owner-or-key",
  "POST /api/webhooks": "owner-or-key",
  "PUT /api/webhooks/:id": "owner-or-key",
  "DELETE /api/webhooks/:id": "owner-or-key",
  "POST /api/webhooks/:id/test": "owner-or-key",
  "GET /api/webhook-deliveries": "owner-or-key",
  // Registered while the offline card processor is in use, as in these tests.
  "POST /api/offline-payments/confirm": "public",
};

// A well-formed value for each path parameter, so only the missing sign-in can refuse the request.
const PARAMETER_VALUES: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  documentId: "00000000-0000-4000-8000-000000000001",
  sessionId: "session-1",
  country: "US",
  areaCode: "212",
};

const withParameters = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => PARAMETER_VALUES[name] ?? "x");

describe("route authentication", () => {
  it("has every /api route declare who may call it", () => {
    const declared = Object.fromEntries([...t.app.routeAuth].filter(([route]) => !route.startsWith("HEAD ")));
    expect(declared).toEqual(EXPECTED);
    for (const [route, auth] of t.app.routeAuth) {
      if (route.startsWith("HEAD ")) expect(auth).toBe(t.app.routeAuth.get(route.replace("HEAD", "GET")));
    }
  });

  const ownerRoutes = Object.entries(EXPECTED).filter(
    ([, auth]) => auth === "owner" || auth === "owner-or-key",
  );

  it.each(ownerRoutes)("answers %s with 401 when signed out", async (route) => {
    const [method, path] = route.split(" ") as ["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string];
    const response = await t.request({ method, url: withParameters(path) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in to continue." });
  });

  it("answers an unknown API key with 401 on the routes that take one", async () => {
    for (const [route] of ownerRoutes.filter(([, auth]) => auth === "owner-or-key")) {
      const [method, path] = route.split(" ") as ["GET" | "DELETE", string];
      const response = await t.request({
        method,
        url: withParameters(path),
        headers: { authorization: "Bearer sb_key_unknown" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "This API key is not valid." });
    }
  });
});

describe("default deny", () => {
  const unused = { sessions: {} as SessionService, apiKeys: {} as ApiKeyService };

  it("refuses to register an /api route that declares no auth", async () => {
    const app = Fastify();
    registerRouteAuth(app, unused);
    expect(() => app.get("/api/forgotten", async () => ({ open: true }))).toThrow(
      /GET \/api\/forgotten must declare who may call it/,
    );
    await app.close();
  });

  it("fails loudly when a public route reads the owner", async () => {
    const app = Fastify();
    registerRouteAuth(app, unused);
    app.get("/api/open", { config: { auth: "public" } }, async (request) => ({
      name: request.owner.username,
    }));
    const response = await app.inject({ method: "GET", url: "/api/open" });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
