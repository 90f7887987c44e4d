import { cn } from "../../ui/class-names";
import { Skeleton } from "../../ui/skeleton";
import { formatBalance, useBalance, useBalanceDebt } from "./balance-api";

/**
 * The current balance in large figures, a placeholder while it loads, or the sentence saying it comes
 * later. `skeletonClassName` sizes the placeholder; `className` places the figures or the sentence.
 */
export function CurrentBalanceFigure({
  skeletonClassName,
  className,
}: {
  skeletonClassName: string;
  className?: string;
}) {
  const balance = useBalance();
  const debt = useBalanceDebt();
  if (balance.isPending) return <Skeleton className={skeletonClassName} />;
  if (balance.isError) {
    return (
      <p className={cn("text-sm text-destructive-text", className)}>
        We could not load your balance. It refreshes shortly.
      </p>
    );
  }
  const owed = debt.data ?? 0;
  return (
    <>
      <p className={cn("text-2xl font-bold tabular-nums", className)}>{formatBalance(balance.data)}</p>
      {owed > 0 ? (
        <p className="mt-1 text-sm text-warning-text">
          <span className="tabular-nums">{formatBalance(owed)}</span> owed after a refund or dispute; your
          next top-up pays it first.
        </p>
      ) : null}
    </>
  );
}
