import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "../../src/server/start-server";
import { createTestApp, testAppForFile } from "../support/test-app";

const t = testAppForFile();

describe("GET /api/health", () => {
  it("answers ok while the database answers", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/openapi.json", () => {
  it("lists every endpoint with its request schema", async () => {
    const response = await t.request({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const endpoints = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const expected of [
      "GET /api/health",
      "POST /api/auth/signup",
      "POST /api/auth/verify-email",
      "POST /api/auth/resend-verification",
      "POST /api/auth/login",
      "GET /api/auth/me",
      "POST /api/auth/logout",
      "POST /api/update-profile",
      "PUT /api/auth/profile",
    ]) {
      expect(endpoints).toContain(expected);
    }
    expect(routes).toContain("/api/auth/signup");
    expect(
      document.paths["/api/auth/signup"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(["username", "email", "password"]);
  });
});

describe("the OpenAPI document's security", () => {
  it("says which endpoints take an API key, which a session only, and which need neither", async () => {
    const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const securityOf = (method: string, path: string) => document.paths[path][method].security;
    expect(securityOf("get", "/api/calls")).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(securityOf("delete", "/api/active-bots/{id}")).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(securityOf("post", "/api/active-bots")).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(securityOf("post", "/api/agent-request")).toEqual([{ session: [] }]);
    expect(securityOf("get", "/api/countries")).toEqual([]);
    // Every endpoint a key opens really takes one: a bad key is refused as a key, not as a missing session.
    type Operation = { security?: Record<string, string[]>[] };
    for (const [path, methods] of Object.entries(
      document.paths as Record<string, Record<string, Operation>>,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security?.some((scheme) => "apiKey" in scheme) || path.includes("{")) continue;
        const answer = await t.request({
          method: method.toUpperCase() as "GET",
          url: path,
          headers: { authorization: "Bearer sb_key_not-a-key" },
        });
        expect(answer.json(), `${method} ${path}`).toEqual({ error: "This API key is not valid." });
      }
    }
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the error shape", async () => {
    const response = await t.request({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "No endpoint GET /api/nothing-here." });
  });
});

// A graceful stop finishes the requests in flight, also those whose caller has hung up.
describe("a graceful stop", () => {
  it("lets a handler whose caller hung up finish its database work before the database closes", async () => {
    const stopping = await createTestApp();
    let enterHandler!: () => void;
    const handlerEntered = new Promise<void>((resolve) => {
      enterHandler = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let outcome = "not finished";
    stopping.app.get(
      "/api/slow-test-work",
      { config: { auth: "public" }, schema: { hide: true } },
      async () => {
        enterHandler();
        await released;
        outcome = await stopping.database.ping().then(
          () => "written",
          () => "the database was already closed",
        );
        return { done: true };
      },
    );
    await stopping.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = stopping.app.server.address() as AddressInfo;
    const caller = new AbortController();
    const call = fetch(`http://127.0.0.1:${port}/api/slow-test-work`, { signal: caller.signal }).catch(
      () => "hung up",
    );
    await handlerEntered;
    caller.abort();
    expect(await call).toBe("hung up");

    const closed = closeGracefully(stopping.app, stopping.database);
    setTimeout(release, 100);
    await closed;
    expect(outcome).toBe("written");
    await rm(stopping.config.dataDir, { recursive: true, force: true });
  });
});
