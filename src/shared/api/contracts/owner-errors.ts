import { ApiErrorSchema } from "../errors";

// The failures an owner's own endpoints (agents, calls, test calls, API keys) may answer with.
export const ownerErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
