import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RetryNotice } from "../ui/retry-notice";
import { LoadingStatus, Skeleton } from "../ui/skeleton";
import { errorMessageOf } from "./error-details";

/**
 * What a query answered, once it has: until then a skeleton (named for screen readers by
 * `loadingLabel`, laid out by `loadingClassName`), and if the request failed, its error (the server's
 * sentence, else `failureFallback`) with a button that asks again.
 */
export function QueryResult<Data>({
  query,
  loadingLabel,
  loadingClassName,
  skeleton = <Skeleton className="h-20 rounded-xl" />,
  failureTitle,
  failureFallback = "Check your connection and try again.",
  children,
}: {
  query: UseQueryResult<Data>;
  loadingLabel?: string;
  loadingClassName?: string;
  skeleton?: ReactNode;
  failureTitle?: string;
  failureFallback?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return loadingLabel ? (
      <LoadingStatus label={loadingLabel} className={loadingClassName}>
        {skeleton}
      </LoadingStatus>
    ) : (
      skeleton
    );
  }
  if (query.isError) {
    return (
      <RetryNotice title={failureTitle} onRetry={() => void query.refetch()}>
        {errorMessageOf(query.error, failureFallback)}
      </RetryNotice>
    );
  }
  return children(query.data);
}
