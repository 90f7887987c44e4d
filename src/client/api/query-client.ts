import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./request";

/** Spec 000 §9 and spec 001 §9: results never stale by default, no retries, no refetch on focus or by interval. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: {
      retry: false,
    },
  },
});
