import type * as core from "zod/v4/core";

// What one JSON endpoint accepts and answers, stated once: the server registers its route from it
// (src/server/http/contract-route.ts) and the client calls it through it (src/client/api/request.ts).
// Only types come from zod here, so a page that calls an endpoint carries no more than its contract.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Where the server publishes the OpenAPI document it builds from the contracts. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/** A contract's path in OpenAPI's form, where `{name}` stands for a path parameter. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, "{$1}");
}

/**
 * Who may call an endpoint: the signed-in owner (session cookie), the owner by cookie or by
 * `Authorization: Bearer <key>` (the external API), or anyone.
 */
export type EndpointAuth = "owner" | "owner-or-key" | "public";

/** The OpenAPI security schemes an endpoint's `auth` stands for, by their names in the document. */
export const SECURITY_SCHEMES = { apiKey: "apiKey", session: "session" } as const;

/** An endpoint's `auth` as OpenAPI's `security`: any one of the listed schemes will do; none is public. */
export function securityOf(auth: EndpointAuth): Record<string, string[]>[] {
  switch (auth) {
    case "owner":
      return [{ [SECURITY_SCHEMES.session]: [] }];
    case "owner-or-key":
      return [{ [SECURITY_SCHEMES.apiKey]: [] }, { [SECURITY_SCHEMES.session]: [] }];
    case "public":
      return [];
  }
}

/** A zod schema, classic or mini: both parse with `.parse`. */
export type Schema = core.$ZodType & { parse(data: unknown): unknown };

export interface Contract {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` stands for a path parameter, which `params` describes. */
  readonly path: `/api/${string}`;
  readonly auth: EndpointAuth;
  /** For the OpenAPI document at /api/openapi.json. */
  readonly tags: readonly string[];
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The answer's schema per status; the success answer is 200 (or 201 for a created resource). */
  readonly response: { readonly [status: number]: Schema };
}

/** Keeps each schema's own type, so the route's handler and the client's call are typed from it. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type SchemaAt<C extends Contract, K extends "params" | "query" | "body"> = C[K] extends Schema
  ? C[K]
  : undefined;

/** What the server reads from the request once its schema has parsed it (unknown when it has none). */
export type ParsedInput<C extends Contract, K extends "params" | "query" | "body"> =
  SchemaAt<C, K> extends Schema ? core.output<SchemaAt<C, K>> : unknown;

/** What a caller sends (before the schema's defaults and transforms). */
export type SentInput<C extends Contract, K extends "params" | "query" | "body"> =
  SchemaAt<C, K> extends Schema ? core.input<SchemaAt<C, K>> : undefined;

type SuccessSchema<C extends Contract> = C["response"] extends { readonly 200: infer S extends Schema }
  ? S
  : C["response"] extends { readonly 201: infer S extends Schema }
    ? S
    : never;

/** The success answer as the handler returns it (the serializer's input). */
export type SuccessBody<C extends Contract> = core.input<SuccessSchema<C>>;

/** The success answer as the client reads it once parsed. */
export type SuccessResult<C extends Contract> = core.output<SuccessSchema<C>>;

/** The success answer's schema; a contract without one is a mistake in the contract file. */
export function successSchema<C extends Contract>(contract: C): SuccessSchema<C> {
  const schema = contract.response[200] ?? contract.response[201];
  if (schema === undefined)
    throw new Error(`${contract.method} ${contract.path} declares no success answer.`);
  return schema as SuccessSchema<C>;
}
