// Errors leave the server as { error, field? } with the right status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { field?: string; code?: string; email?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { field } : {});
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { field } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { code: "rate_limited", retryAfterSeconds });
