import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RetryNotice } from "../ui/retry-notice";
import { Skeleton } from "../ui/skeleton";
import { errorMessageOf } from "./error-details";

/**
 * What a query answered, once it has: until then a skeleton named for screen readers, and if the
 * request failed, its error with a button that asks again.
 */
export function QueryResult<Data>({
  query,
  loadingLabel,
  failureTitle,
  skeleton = <Skeleton className="h-20 rounded-xl" />,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingLabel: string;
  failureTitle: string;
  skeleton?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryNotice title={failureTitle} onRetry={() => void query.refetch()}>
        {errorMessageOf(query.error, "Check your connection and try again.")}
      </RetryNotice>
    );
  }
  return children(query.data);
}
