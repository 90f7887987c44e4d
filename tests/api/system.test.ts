import { describe, expect, it } from "vitest";
import { testAppForFile } from "../support/test-app";

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
