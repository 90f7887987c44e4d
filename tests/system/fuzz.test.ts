import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createVerifiedUser, grantDollars, type TestApp } from "../support/test-app";

// It runs with the system tests, one file at a time: it counts every table's rows
// around each refused request, which other test files writing to a shared
// PostgreSQL at the same moment would disturb.
//
// Every endpoint of the OpenAPI document, driven with generated valid
// and invalid bodies, queries and parameters, signed in and not. No answer is a
// 5xx, every 4xx has the { error } shape, a refused request stores nothing, and
// no answer carries another user's data. Strings include a NUL and a lone surrogate,
// which PostgreSQL cannot store: each is refused as a 400 before any route sees it.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const SECRET = "Zanzibar Quokka Bakery";

/** Values that follow a schema closely, loosely, or not at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant("' OR 1=1 --"),
    fc.constant("<script>alert(1)</script>"),
    // PostgreSQL refuses NUL in text and jsonb; a lone surrogate is no character at all.
    fc.constant("Dana\u0000"),
    fc.constant("Dana\ud800"),
  );
  if (!schema || depth > 3) return anything;
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anything);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anything);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => valueFor(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        schema.format === "email" ? fc.emailAddress() : fc.constant("user@example.com"),
        schema.format === "uuid" ? fc.uuid() : fc.constant("+12125550100"),
        fc.constant("x".repeat(5000)),
        anything,
      );
    case "number":
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -100, max: schema.maximum ?? 10_000 }),
        fc.double(),
        anything,
      );
    case "boolean":
      return fc.oneof(fc.boolean(), anything);
    case "array":
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }), anything);
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      const record = fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, depth + 1)])),
        { requiredKeys: schema.required?.filter((name) => properties.some(([key]) => key === name)) ?? [] },
      );
      return fc.oneof(record, fc.dictionary(fc.string({ maxLength: 8 }), anything, { maxKeys: 3 }), anything);
    }
    default:
      return anything;
  }
}

let t: TestApp;
let signedIn: string;
let endpoints: { method: string; path: string; operation: Operation }[];
const TABLES = [
  "users",
  "sessions",
  "email_codes",
  "conversations",
  "agents",
  "balances",
  "ledger_entries",
  "agent_requests",
  "payments",
  "offline_payment_intents",
  "offline_cards",
  "user_settings",
  "support_requests",
  "notification_settings",
  "calls",
  "api_keys",
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
      rows: { n: number }[];
    };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  // Another user whose data must never appear in anyone else's answers.
  const other = await createVerifiedUser(t);
  await grantDollars(t, other.username, 50);
  const number = (await t.request({ method: "GET", url: "/api/phone-numbers/646?country=US" })).json()[0];
  await t.request({
    method: "POST",
    url: "/api/active-bots",
    cookie: other.cookie,
    payload: {
      phoneNumber: number,
      selectedCountry: "US",
      businessName: SECRET,
      businessCategory: "restaurant",
      agentName: `${SECRET} AI Assistant`,
      agentPurpose: "Secret purpose",
    },
  });
  signedIn = (await createVerifiedUser(t)).cookie;
  const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(async () => {
  await t.close();
});

describe("every endpoint under generated input", () => {
  it("is listed in the OpenAPI document", () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it("never answers 5xx, answers 4xx as { error }, stores nothing when refusing, and leaks nothing", async () => {
    for (const endpoint of endpoints) {
      // Logging out, or signing out everywhere, would end the session the rest of the run uses.
      const endsTheSession = ["/api/auth/logout", "/api/account/sessions/end-all"].includes(endpoint.path);
      const identities = endsTheSession ? [undefined] : [undefined, signedIn];
      const parameters = endpoint.operation.parameters ?? [];
      const bodySchema = endpoint.operation.requestBody?.content["application/json"]?.schema;
      const input = fc.record({
        path: fc.record(
          Object.fromEntries(
            parameters
              .filter((p) => p.in === "path")
              .map((p) => [
                p.name,
                fc.oneof(
                  fc.uuid(),
                  fc.string({ minLength: 1, maxLength: 20 }),
                  fc.constant("212"),
                  fc.constant("212\u0000"),
                ),
              ]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            parameters.filter((p) => p.in === "query").map((p) => [p.name, valueFor(p.schema)]),
          ),
          { requiredKeys: [] },
        ),
        body: valueFor(bodySchema),
        identity: fc.constantFrom(...identities),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query, body, identity }) => {
          const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(String(path[name])),
          );
          const search = new URLSearchParams(
            Object.entries(query).map(([name, value]) => [
              name,
              typeof value === "string" ? value : JSON.stringify(value),
            ]),
          );
          const before = await rowCounts();
          const response = await t.request({
            method: endpoint.method as "GET",
            url: `${url}${search.size > 0 ? `?${search}` : ""}`,
            ...(identity ? { cookie: identity } : {}),
            ...(endpoint.method === "GET" || endpoint.method === "DELETE"
              ? {}
              : { payload: JSON.stringify(body ?? null), headers: { "content-type": "application/json" } }),
          });
          const label = `${endpoint.method} ${url} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.body, label).not.toContain(SECRET);
          if (response.statusCode >= 400) {
            expect(typeof response.json().error, label).toBe("string");
            const after = await rowCounts();
            expect(after, label).toEqual(before);
          }
        }),
        { numRuns: 6 },
      );
    }
  }, 300_000);

  it("refuses a NUL in any text field of any endpoint with a 400 naming that field, and stores nothing", async () => {
    for (const endpoint of endpoints) {
      const parameters = endpoint.operation.parameters ?? [];
      const bodySchema = endpoint.operation.requestBody?.content["application/json"]?.schema;
      const textFields = Object.entries(bodySchema?.properties ?? {})
        .filter(
          ([, property]) => property.type === "string" || property.anyOf?.some((o) => o.type === "string"),
        )
        .map(([name]) => ({ in: "body", name }));
      const textParameters = parameters
        .filter((p) => p.in !== "header" && p.in !== "cookie" && p.schema.type !== "number")
        .map((p) => ({ in: p.in, name: p.name }));
      for (const target of [...textFields, ...textParameters]) {
        const hostile = "Dana\u0000";
        const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(target.in === "path" && target.name === name ? hostile : "212"),
        );
        const search = target.in === "query" ? `?${new URLSearchParams({ [target.name]: hostile })}` : "";
        const before = await rowCounts();
        const response = await t.request({
          method: endpoint.method as "GET",
          url: `${url}${search}`,
          cookie: signedIn,
          ...(endpoint.method === "GET" || endpoint.method === "DELETE"
            ? {}
            : {
                payload: JSON.stringify(target.in === "body" ? { [target.name]: hostile } : {}),
                headers: { "content-type": "application/json" },
              }),
        });
        const label = `${endpoint.method} ${endpoint.path} with a NUL in ${target.in} ${target.name}`;
        expect([response.statusCode, response.json()], label).toEqual([
          400,
          { error: `${target.name} contains a character that is not allowed.`, field: target.name },
        ]);
        expect(await rowCounts(), label).toEqual(before);
      }
    }
  }, 300_000);
});
