import { useMutation } from "@tanstack/react-query";
import { requestSupport } from "../../../shared/api/contracts/support";
import { callApi } from "../../api/request";
import type { CheckedSupportRequest } from "./support-validation";

/** Sends the support form; the answer carries the request's reference. */
export function useSubmitSupportRequest() {
  return useMutation({
    mutationFn: (request: CheckedSupportRequest) => callApi(requestSupport, { body: request }),
  });
}
