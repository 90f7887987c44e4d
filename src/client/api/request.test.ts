import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { defineContract } from "../../shared/api/contract";
import { ApiErrorSchema } from "../../shared/api/errors";
import { apiErrorDetails } from "./error-details";
import { ApiError, apiRequest, callApi, queryKeyOf } from "./request";

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const routes: Record<string, Handler> = {
  "/json-error": (_request, response) => {
    response.writeHead(400, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({ error: "Username is already taken.", field: "username", message: "ignored" }),
    );
  },
  "/message-error": (_request, response) => {
    response.writeHead(409, { "Content-Type": "application/json; charset=utf-8" });
    response.end(JSON.stringify({ message: "Conflict in the message field." }));
  },
  "/text-error": (_request, response) => {
    response.writeHead(502, { "Content-Type": "text/plain" });
    response.end("Upstream is down");
  },
  "/empty-error": (_request, response) => {
    response.writeHead(503, "Service Unavailable");
    response.end();
  },
  "/json-without-text": (_request, response) => {
    response.writeHead(418, "I'm a teapot", { "Content-Type": "application/json" });
    response.end(JSON.stringify({ detail: "no error or message field" }));
  },
  "/html-success": (_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><p>not json</p>");
  },
  "/no-content-type": (_request, response) => {
    response.removeHeader("Content-Type");
    response.writeHead(200);
    response.end("plain");
  },
  "/api/auth/me": (_request, response) => {
    response.writeHead(401, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: "Not signed in." }));
  },
  "/api/shelves/a%2Fb%20c?sort=name&page=2": (_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ name: "a/b c", books: 3, secret: "not in the contract" }));
  },
  "/api/shelves/broken": (_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ name: 7 }));
  },
  "/api/shelves": (_request, response) => {
    response.writeHead(201, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ name: (JSON.parse(lastRequest?.body ?? "{}") as { name: string }).name }));
  },
  "/api/things/42": (_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ id: 42 }));
  },
};

let server: Server;
let baseUrl: string;
let lastRequest: ReceivedRequest | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      lastRequest = {
        method: request.method,
        url: request.url,
        contentType: request.headers["content-type"],
        body,
      };
      if (request.url === "/echo") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ received: JSON.parse(body) as unknown }));
        return;
      }
      const handler = request.url === undefined ? undefined : routes[request.url];
      if (handler) {
        handler(request, response);
      } else {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "No such route." }));
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the request to fail");
}

describe("apiRequest", () => {
  it("sends the JSON body with a JSON content type and returns the parsed response", async () => {
    const result = await apiRequest("POST", "/echo", { username: "ada" }, { baseUrl });
    expect(result).toEqual({ received: { username: "ada" } });
    expect(lastRequest).toEqual({
      method: "POST",
      url: "/echo",
      contentType: "application/json",
      body: JSON.stringify({ username: "ada" }),
    });
  });

  it("sends a JSON content type even without a body", async () => {
    await apiRequest("GET", "/api/things/42", undefined, { baseUrl });
    expect(lastRequest?.contentType).toBe("application/json");
    expect(lastRequest?.body).toBe("");
  });

  it("raises '{status}: {error}' from a JSON error body and keeps the body", async () => {
    const error = await captureError(apiRequest("POST", "/json-error", {}, { baseUrl }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("400: Username is already taken.");
    expect(apiError.status).toBe(400);
    expect(apiErrorDetails(apiError)).toEqual({ error: "Username is already taken.", field: "username" });
  });

  it("falls back to the body's message field", async () => {
    const error = await captureError(apiRequest("GET", "/message-error", undefined, { baseUrl }));
    expect((error as ApiError).message).toBe("409: Conflict in the message field.");
    expect(apiErrorDetails(error)).toBeNull();
  });

  it("falls back to the status text when a JSON body has neither field", async () => {
    const error = await captureError(apiRequest("GET", "/json-without-text", undefined, { baseUrl }));
    expect((error as ApiError).message).toBe("418: I'm a teapot");
  });

  it("uses the plain body text of a non-JSON error", async () => {
    const error = await captureError(apiRequest("GET", "/text-error", undefined, { baseUrl }));
    expect((error as ApiError).message).toBe("502: Upstream is down");
    expect((error as ApiError).body).toBeUndefined();
  });

  it("uses the status text when the error body is empty", async () => {
    const error = await captureError(apiRequest("GET", "/empty-error", undefined, { baseUrl }));
    expect((error as ApiError).message).toBe("503: Service Unavailable");
  });

  it("rejects a successful response that is not JSON, naming its content type", async () => {
    const error = await captureError(apiRequest("GET", "/html-success", undefined, { baseUrl }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe("Expected JSON response but got: text/html; charset=utf-8");
  });

  it("rejects a successful response without a content type", async () => {
    const error = await captureError(apiRequest("GET", "/no-content-type", undefined, { baseUrl }));
    expect((error as Error).message).toBe("Expected JSON response but got: unknown content type");
  });
});

const ShelfSchema = z.object({ name: z.string(), books: z._default(z.number(), 0) });

const getShelf = defineContract({
  method: "GET",
  path: "/api/shelves/:name",
  auth: "owner",
  tags: ["shelves"],
  summary: "One shelf",
  params: z.object({ name: z.string() }),
  query: z.object({
    sort: z.optional(z.string()),
    page: z.optional(z.number()),
    filter: z.optional(z.string()),
  }),
  response: { 200: ShelfSchema, 404: ApiErrorSchema },
});

const addShelf = defineContract({
  method: "POST",
  path: "/api/shelves",
  auth: "owner",
  tags: ["shelves"],
  summary: "A new shelf",
  body: z.object({ name: z.string() }),
  response: { 201: ShelfSchema, 400: ApiErrorSchema },
});

describe("callApi", () => {
  it("encodes path parameters, builds the query without unset fields and parses the answer", async () => {
    const shelf = await callApi(getShelf, {
      params: { name: "a/b c" },
      query: { sort: "name", page: 2, filter: undefined },
      baseUrl,
    });
    expect(lastRequest?.method).toBe("GET");
    expect(lastRequest?.url).toBe("/api/shelves/a%2Fb%20c?sort=name&page=2");
    // Parsed by the contract's schema: fields it does not name are dropped.
    expect(shelf).toEqual({ name: "a/b c", books: 3 });
  });

  it("sends the body and reads a 201 answer with the contract's schema, defaults applied", async () => {
    const shelf = await callApi(addShelf, { body: { name: "Poetry" }, baseUrl });
    expect(lastRequest).toMatchObject({ method: "POST", url: "/api/shelves", body: '{"name":"Poetry"}' });
    expect(shelf).toEqual({ name: "Poetry", books: 0 });
  });

  it("raises an ApiError with the server's sentence for an error answer", async () => {
    const error = await captureError(callApi(getShelf, { params: { name: "missing" }, baseUrl }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe("404: No such route.");
    expect(apiErrorDetails(error)).toEqual({ error: "No such route." });
  });

  it("raises when a success answer does not match the contract", async () => {
    const error = await captureError(callApi(getShelf, { params: { name: "broken" }, baseUrl }));
    expect(error).toBeInstanceOf(z.core.$ZodError);
  });

  it("refuses a call without the path parameters its contract names, at compile time and at run time", async () => {
    // @ts-expect-error: the contract's path needs `name`.
    const error = await captureError(callApi(getShelf, { baseUrl }));
    expect((error as Error).message).toBe("/api/shelves/:name needs the parameter name.");
  });

  it("keys a query by the contract's path and what the call varies by", () => {
    expect(queryKeyOf(getShelf, { name: "a" })).toEqual(["/api/shelves/:name", { name: "a" }]);
  });
});
