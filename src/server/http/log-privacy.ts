import type { FastifyRequest } from "fastify";

/**
 * OWASP ASVS 16.2.5: logs say what happened without what people sent. No query string, body,
 * email address, email code, password, payment client secret, API key or rate-limit key reaches a
 * log line: request lines carry the method and path only, errors their type, code and message with
 * the query's parameters cut off, and every text is passed through `redactLogText` on the way out.
 */

const EMAIL = /[^\s<>"'(),;:@[\]]+@[^\s<>"'(),;:@[\]]+\.[a-z]{2,}/gi;
// Stripe's and the offline processor's client secrets: pi_…_secret_…, seti_…_secret_….
const CLIENT_SECRET = /\b[a-z]+_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;
const API_KEY = /\bsb_key_[A-Za-z0-9_-]+/g;
const EMAIL_CODE = /\b(codes?\b\W{0,3})\d{4,8}\b/gi;
// A query string in any URL or path: everything from "?" up to the next space or quote.
const QUERY_STRING = /(\/[^\s?"'`]*)\?[^\s"'`]*/g;
// Drizzle appends the statement's values ("params: a@b.com,argon2id…") to its message.
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;

export function redactLogText(text: string): string {
  return text
    .replace(QUERY_PARAMETERS, "")
    .replace(QUERY_STRING, "$1")
    .replace(CLIENT_SECRET, "[client secret]")
    .replace(API_KEY, "[api key]")
    .replace(EMAIL, "[email]")
    .replace(EMAIL_CODE, "$1[code]");
}

// Fields whose value is what a person sent or a credential, whatever it looks like.
const PRIVATE_FIELDS =
  /^(password|newPassword|currentPassword|code|clientSecret|secret|token|email|userEmail|key|params|parameters|body|query|cookie|authorization|headers|detail)$/i;
const MAX_DEPTH = 6;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactLogText(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      PRIVATE_FIELDS.test(name) ? "[redacted]" : redactValue(item, depth + 1),
    ]),
  );
}

type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/**
 * An error as a log line shows it: its type, code and message, and the stack with that message,
 * never its other fields (a failed query's `params`, a database error's `detail` with the row's
 * values, an HTTP client's request headers).
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = redactLogText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const message = redactLogText(error.message);
  const code = (error as { code?: unknown }).code;
  const stackFrames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line)) ?? [];
  const cause = error.cause;
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...stackFrames].join("\n"),
    ...(typeof code === "string" ? { code } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: errorForLog(cause, depth + 1) } : {}),
  };
}

/** A request in a log line: its method and path, never its query string, headers or body. */
export function requestForLog(request: FastifyRequest): { method: string; path: string } {
  return { method: request.method, path: redactLogText((request.url ?? "").split("?")[0] ?? "") };
}

type LogStream = { write(line: string): void };

// Keys the serializers below write; every other key of a log line is redacted as it is.
const SERIALIZED_KEYS = new Set(["err", "req", "res"]);

/**
 * The arguments of one log call, with its texts redacted. pino would take the message of an
 * error logged without one from the error itself, unredacted: it is given here instead.
 */
function redactedLogArguments(args: unknown[]): unknown[] {
  const texts = args.map((arg) => (typeof arg === "string" ? redactLogText(arg) : arg));
  if (texts.some((arg) => typeof arg === "string")) return texts;
  const [first] = texts;
  if (first instanceof Error) return [{ err: first }, redactLogText(first.message)];
  const err = (first as { err?: unknown } | undefined)?.err;
  if (err instanceof Error) return [first, redactLogText(err.message)];
  return texts;
}

/** Fastify's logger (pino) with the serializers and the redaction above. */
export function privateLoggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog, err: (error: unknown) => errorForLog(error) },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, redactedLogArguments(args));
      },
    },
    formatters: {
      log: (object: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(object).map(([name, value]) => [
            name,
            SERIALIZED_KEYS.has(name)
              ? value
              : PRIVATE_FIELDS.test(name)
                ? "[redacted]"
                : redactValue(value, 0),
          ]),
        ),
    },
  };
}
