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
