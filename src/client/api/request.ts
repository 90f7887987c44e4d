import {
  type Contract,
  type HttpMethod,
  type SentInput,
  type SuccessResult,
  successSchema,
} from "../../shared/api/contract";

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
  // Every call sends credentials and a JSON content type.
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

/** Non-2xx raises '{status}: {text}' with text from body.error, else body.message, else the status text. */
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

/** A successful response must have a JSON content type. */
async function readJson(response: Response): Promise<unknown> {
  const contentType = response.headers.get("content-type");
  if (contentType === null || !contentType.toLowerCase().includes("json")) {
    throw new Error(`Expected JSON response but got: ${contentType || "unknown content type"}`);
  }
  return response.json();
}

/** What a call sends: path parameters, query and body, each required when its contract has a schema for it. */
export type CallInput<C extends Contract> = RequestOptions &
  OptionalWhenUndefined<"params", SentInput<C, "params">> &
  OptionalWhenUndefined<"query", SentInput<C, "query">> &
  OptionalWhenUndefined<"body", SentInput<C, "body">>;

/** The input may be left out when nothing in it is required. */
type CallArgs<C extends Contract> =
  Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

// A part the contract has no schema for is left out; one whose fields are all optional may be.
type OptionalWhenUndefined<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The contract's path with each `:name` replaced by its encoded parameter, then the query, if any. */
export function contractUrl(
  contract: Pick<Contract, "path">,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const path = contract.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
}

/**
 * Calls the endpoint a contract describes and returns its success answer parsed by the contract's
 * schema; a non-2xx answer raises an ApiError.
 */
export async function callApi<C extends Contract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<SuccessResult<C>> {
  return sendCall(contract, input, (body) => successSchema(contract).parse(body) as SuccessResult<C>);
}

/**
 * Calls an endpoint of a visitor's page by its method and path alone, and checks the answer with
 * `read` (src/shared/api/contracts/visitor-endpoints.ts). The contract, imported as a type only,
 * types what is sent and what is answered.
 */
export async function callEndpoint<C extends Contract>(
  endpoint: Pick<C, "method" | "path">,
  read: (body: unknown) => SuccessResult<C>,
  ...[input]: CallArgs<C>
): Promise<SuccessResult<C>> {
  return sendCall(endpoint, input, read);
}

async function sendCall<T>(
  endpoint: Pick<Contract, "method" | "path">,
  input: (RequestOptions & { params?: unknown; query?: unknown; body?: unknown }) | undefined,
  read: (body: unknown) => T,
): Promise<T> {
  const { params, query, body, ...options } = input ?? {};
  const url = contractUrl(endpoint, params as Record<string, unknown>, query as Record<string, unknown>);
  return read(await apiRequest(endpoint.method, url, body, options));
}

/**
 * A cache key for a contract's answer: its path, then what the call varies by, so a query and the
 * invalidations that follow it name the endpoint the same way.
 */
export function queryKeyOf(contract: Pick<Contract, "path">, ...variables: unknown[]): readonly unknown[] {
  return [contract.path, ...variables];
}

/** Sends one API call and returns its JSON body unparsed (the OpenAPI document, which has no contract). */
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
