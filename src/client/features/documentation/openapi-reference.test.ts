import { describe, expect, it } from "vitest";
import {
  describeEndpoint,
  describeSchema,
  keyEndpointsOf,
  schemaRules,
  schemaTypeLabel,
} from "./openapi-reference";

const errorBody = {
  type: "object",
  properties: { error: { type: "string" }, field: { type: "string" } },
  required: ["error"],
};
const json = (schema: unknown) => ({ content: { "application/json": { schema } } });

// Shaped like the server's /api/openapi.json (fastify-swagger from the shared zod schemas).
const document = {
  openapi: "3.0.3",
  paths: {
    "/api/countries": {
      get: {
        summary: "Countries with numbers",
        security: [],
        responses: {
          "200": json({
            type: "array",
            items: {
              type: "object",
              properties: {
                code: { type: "string", enum: ["US", "GB", "AU"] },
                name: { type: "string" },
              },
              required: ["code", "name"],
            },
          }),
        },
      },
    },
    "/api/phone-numbers/{areaCode}": {
      get: {
        summary: "Numbers available in an area code, in E.164",
        parameters: [
          {
            in: "query",
            name: "country",
            required: false,
            schema: { type: "string", enum: ["US", "GB", "AU"] },
          },
          { in: "path", name: "areaCode", required: true, schema: { type: "string", pattern: "^\\d{1,4}$" } },
        ],
        responses: {
          "404": json(errorBody),
          "200": json({ type: "array", items: { type: "string", pattern: "^\\+\\d{8,15}$" } }),
          "400": json(errorBody),
        },
      },
    },
    "/api/agent-request": {
      post: {
        summary: "Ask the team to build an agent",
        security: [{ session: [] }],
        requestBody: {
          required: true,
          ...json({
            type: "object",
            properties: {
              requirements: { type: "string", minLength: 1, maxLength: 4000 },
              userEmail: {
                anyOf: [
                  { type: "string", enum: [""] },
                  { type: "string", format: "email", pattern: "^very-long-generated-pattern$" },
                ],
              },
              conversationHistory: {
                default: [],
                maxItems: 500,
                type: "array",
                items: {
                  type: "object",
                  properties: { role: { type: "string", enum: ["assistant", "user"] } },
                  required: ["role"],
                },
              },
            },
            required: ["requirements"],
          }),
        },
        responses: {
          "201": json({ type: "object", properties: { id: { type: "string" } }, required: ["id"] }),
          "401": json(errorBody),
        },
      },
    },
    "/api/active-bots/{id}": {
      delete: {
        summary: "Delete an agent and release its number",
        security: [{ apiKey: [] }, { session: [] }],
        parameters: [{ in: "path", name: "id", required: true, schema: { type: "string", format: "uuid" } }],
        responses: {
          "200": json({ type: "object", properties: { success: { type: "boolean", enum: [true] } } }),
        },
      },
    },
  },
};

describe("OpenAPI endpoint reference", () => {
  it("describes a response that is an array of objects by the objects' fields", () => {
    expect(describeEndpoint(document, "GET", "/api/countries")).toEqual({
      method: "GET",
      access: "public",
      path: "/api/countries",
      summary: "Countries with numbers",
      pathParameters: [],
      queryParameters: [],
      requestBody: null,
      response: {
        status: "200",
        body: {
          type: "array of objects",
          rules: [],
          fields: [
            { name: "code", type: "string", required: true, rules: ["one of: US, GB, AU"] },
            { name: "name", type: "string", required: true, rules: [] },
          ],
        },
      },
      errorStatuses: [],
    });
  });

  it("tells who may call an endpoint from its security, and lists those an API key opens", () => {
    expect(describeEndpoint(document, "POST", "/api/agent-request")?.access).toBe("session");
    expect(describeEndpoint(document, "DELETE", "/api/active-bots/{id}")?.access).toBe("key");
    // An operation that says nothing of its security is open to anyone, as OpenAPI reads it.
    expect(describeEndpoint(document, "GET", "/api/phone-numbers/{areaCode}")?.access).toBe("public");
    expect(keyEndpointsOf(document)).toEqual([{ method: "DELETE", path: "/api/active-bots/{id}" }]);
    expect(keyEndpointsOf({ paths: "not an object" })).toEqual([]);
  });

  it("splits path and query parameters and lists the error statuses in order", () => {
    const endpoint = describeEndpoint(document, "get", "/api/phone-numbers/{areaCode}");
    expect(endpoint?.pathParameters).toEqual([
      { name: "areaCode", type: "string", required: true, rules: ["matches ^\\d{1,4}$"] },
    ]);
    expect(endpoint?.queryParameters).toEqual([
      { name: "country", type: "string", required: false, rules: ["one of: US, GB, AU"] },
    ]);
    expect(endpoint?.response).toEqual({
      status: "200",
      body: { type: "array of strings", rules: [], fields: [] },
    });
    expect(endpoint?.errorStatuses).toEqual(["400", "404"]);
  });

  it("describes a request body with alternatives, defaults and nested array items", () => {
    const endpoint = describeEndpoint(document, "POST", "/api/agent-request");
    expect(endpoint?.requestBody?.fields).toEqual([
      { name: "requirements", type: "string", required: true, rules: ["1 to 4000 characters"] },
      { name: "userEmail", type: '"" or string (email)', required: false, rules: [] },
      {
        name: "conversationHistory",
        type: "array of objects",
        required: false,
        rules: ["at most 500 items", "defaults to []"],
      },
      {
        name: "conversationHistory[].role",
        type: "string",
        required: true,
        rules: ["one of: assistant, user"],
      },
    ]);
    expect(endpoint?.response?.status).toBe("201");
    expect(endpoint?.errorStatuses).toEqual(["401"]);
  });

  it("names a single allowed value as the type and hides a format's generated pattern", () => {
    const endpoint = describeEndpoint(document, "DELETE", "/api/active-bots/{id}");
    expect(endpoint?.pathParameters).toEqual([
      { name: "id", type: "string (uuid)", required: true, rules: [] },
    ]);
    expect(endpoint?.response?.body?.fields).toEqual([
      { name: "success", type: "true", required: false, rules: [] },
    ]);
  });

  it("answers null for an operation or a document it does not know", () => {
    expect(describeEndpoint(document, "PUT", "/api/countries")).toBeNull();
    expect(describeEndpoint(document, "GET", "/api/unknown")).toBeNull();
    expect(describeEndpoint(null, "GET", "/api/countries")).toBeNull();
    expect(describeEndpoint("<html>", "GET", "/api/countries")).toBeNull();
  });
});

describe("JSON schema in words", () => {
  it("names nested objects with dots", () => {
    const described = describeSchema({
      type: "object",
      properties: {
        agent: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
        charged: { type: "boolean" },
      },
      required: ["agent"],
    });
    expect(described.fields.map(({ name, required }) => [name, required])).toEqual([
      ["agent", true],
      ["agent.id", true],
      ["charged", false],
    ]);
  });

  it("reads nullable, multi-type and untyped schemas", () => {
    expect(schemaTypeLabel({ type: "string", nullable: true })).toBe("string or null");
    expect(schemaTypeLabel({ type: ["number", "null"] })).toBe("number or null");
    expect(schemaTypeLabel({})).toBe("any value");
    expect(schemaTypeLabel({ type: "array", items: { type: "string", format: "email" } })).toBe(
      "array of string (email) values",
    );
  });

  it("puts number ranges and one-sided limits in words", () => {
    expect(schemaRules({ type: "number", minimum: 10, maximum: 1000 })).toEqual(["10 to 1000"]);
    expect(schemaRules({ type: "number", minimum: 10 })).toEqual(["at least 10"]);
    expect(schemaRules({ type: "string", maxLength: 1 })).toEqual(["at most 1 character"]);
    expect(schemaRules({ type: "string", minLength: 1 })).toEqual(["at least 1 character"]);
    expect(schemaRules({ type: "boolean", default: false })).toEqual(["defaults to false"]);
  });
});
