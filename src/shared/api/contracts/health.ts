import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import { HealthResponseSchema } from "../health";

export const health = defineContract({
  method: "GET",
  path: "/api/health",
  auth: "public",
  tags: ["system"],
  summary: "ok while the database answers; 503 otherwise",
  response: { 200: HealthResponseSchema, 503: ApiErrorSchema },
});
