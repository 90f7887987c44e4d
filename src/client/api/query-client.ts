import { QueryClient } from "@tanstack/react-query";

/**
 * Each query names its own loader (callApi with its contract). Results never stale by default, no
 * retries, no refetch on focus or by interval.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
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
