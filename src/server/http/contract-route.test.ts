import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineContract } from "../../shared/api/contract";
import { ApiErrorSchema } from "../../shared/api/errors";
import type { ApiKeyService } from "../services/api-keys";
import type { SessionService, SessionUser } from "../services/sessions";
import { route } from "./contract-route";
import { registerErrorHandling } from "./errors";
import { registerOpenApi } from "./openapi";
import { responseSerializerCompiler } from "./response-serializer";
import { registerRouteAuth } from "./route-auth";
import { SESSION_COOKIE } from "./session";

const renameShelf = defineContract({
  method: "PUT",
  path: "/api/shelves/:id",
  auth: "owner",
  tags: ["shelves"],
  summary: "Rename one of the owner's shelves",
  params: z.strictObject({ id: z.string().regex(/^s\d+$/) }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: { 200: z.object({ id: z.string(), name: z.string(), owner: z.string() }), 400: ApiErrorSchema },
});

const OWNER = { id: "u1", username: "ada" } as SessionUser;
const sessions = { userFor: async (token: string) => (token === "good" ? OWNER : null) } as SessionService;

let app: FastifyInstance;

async function appWithShelves(): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app, { title: "Shelves", version: "1" });
  registerRouteAuth(app, { sessions, apiKeys: {} as ApiKeyService });
  route(app, renameShelf, async (request) => ({
    id: request.params.id,
    name: request.body.name,
    owner: request.owner.username,
    // The answer's schema decides what leaves the server.
    internal: "never sent",
  }));
  await app.ready();
  return app;
}

afterEach(async () => {
  await app.close();
});

const rename = (url: string, payload: unknown, signedIn = true) =>
  app.inject({
    method: "PUT",
    url,
    payload: payload as object,
    cookies: signedIn ? { [SESSION_COOKIE]: "good" } : {},
  });

describe("route from a contract", () => {
  it("registers the contract's method and path with its auth kind", async () => {
    await appWithShelves();
    expect(app.routeAuth.get("PUT /api/shelves/:id")).toBe("owner");
    const signedOut = await rename("/api/shelves/s1", { name: "Poetry" }, false);
    expect(signedOut.statusCode).toBe(401);
  });

  it("hands the handler the parsed params and body and answers through the response schema", async () => {
    await appWithShelves();
    const response = await rename("/api/shelves/s1", { name: "Poetry" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: "s1", name: "Poetry", owner: "ada" });
  });

  it("refuses a body or a path parameter the contract does not accept", async () => {
    await appWithShelves();
    const emptyName = await rename("/api/shelves/s1", { name: "" });
    expect(emptyName.statusCode).toBe(400);
    const extraField = await rename("/api/shelves/s1", { name: "Poetry", colour: "red" });
    expect(extraField.statusCode).toBe(400);
    const badId = await rename("/api/shelves/shelf-1", { name: "Poetry" });
    expect(badId.statusCode).toBe(400);
  });

  it("documents the route with the contract's tags and summary", async () => {
    await appWithShelves();
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags: string[]; summary: string }>>;
    };
    expect(document.paths["/api/shelves/{id}"]?.put).toMatchObject({
      tags: ["shelves"],
      summary: "Rename one of the owner's shelves",
    });
  });
});
