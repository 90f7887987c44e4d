import { useMutation } from "@tanstack/react-query";
import { SupportRequestResponseSchema } from "../../../shared/api/support";
import { apiRequest } from "../../api/request";
import type { CheckedSupportRequest } from "./support-validation";

/** Spec 001 §7: POST /api/support-request; the answer carries the request's reference. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: async (request: CheckedSupportRequest) =>
      SupportRequestResponseSchema.parse(await apiRequest("POST", "/api/support-request", request)),
  });
}
