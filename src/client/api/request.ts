import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** Resolves relative URLs against this origin; the browser leaves it unset and uses the page's origin. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for a last word sent while the tab closes. */
  keepalive?: boolean;
}

/**
 * A non-2xx response. `body` is the parsed JSON body, or undefined when the body was not JSON; read it
 * with `apiErrorDetails` (kept apart so the landing page's bundle carries no schema library).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function resolveUrl(url: string, baseUrl: string | undefined): string {
  return baseUrl === undefined ? url : new URL(url, baseUrl).toString();
}

function sendRequest(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  // Spec 000 §7 and spec 001 §7: every call sends credentials and a JSON content type.
  return fetch(resolveUrl(url, options.baseUrl), {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

function textFromJsonBody(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  if ("error" in body && typeof body.error === "string" && body.error !== "") return body.error;
  if ("message" in body && typeof body.message === "string" && body.message !== "") return body.message;
  return null;
}

// HTTP/2 responses carry no reason phrase, so the status text can be empty.
function statusTextOf(response: Response): string {
  return response.statusText || "Request failed";
}

/** Spec 000 §8: non-2xx raises '{status}: {text}' with text from body.error, else body.message, else the status text. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const rawText = await response.text();
  let parsedBody: unknown;
  let text: string;
  try {
    parsedBody = JSON.parse(rawText);
    text = textFromJsonBody(parsedBody) ?? statusTextOf(response);
  } catch {
    parsedBody = undefined;
    text = rawText.trim() || statusTextOf(response);
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, parsedBody);
}

/** Spec 000 §7: a successful response must have a JSON content type. */
async function readJson(response: Response): Promise<unknown> {
  const contentType = response.headers.get("content-type");
  if (contentType === null || !contentType.toLowerCase().includes("json")) {
    throw new Error(`Expected JSON response but got: ${contentType || "unknown content type"}`);
  }
  return response.json();
}

/** Sends one API call and returns its parsed JSON body; callers narrow it with the shared zod schema. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const response = await sendRequest(method, url, body, options);
  await throwIfNotOk(response);
  return readJson(response);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default data loader: GETs the query key parts joined with '/' (spec 000 §7). */
export function getQueryFn(options: {
  on401: UnauthorizedBehavior;
  baseUrl?: string;
}): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join("/");
    const response = await sendRequest("GET", url, undefined, { baseUrl: options.baseUrl, signal });
    // Spec 000 §7: for the session lookup a 401 means "no user", not an error.
    if (options.on401 === "returnNull" && response.status === 401) {
      // Read to the end: API answers are `no-store`, so an unread body holds the connection open.
      await response.text();
      return null;
    }
    await throwIfNotOk(response);
    return readJson(response);
  };
}
