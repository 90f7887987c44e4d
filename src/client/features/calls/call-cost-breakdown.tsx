import type { CallDetail } from "../../../shared/api/calls";
import { formatBalance } from "../billing/balance-api";

/** What a call cost, line by line at the per-minute rates, and what the balance could not cover. */
export function CallCostBreakdown({ cost }: { cost: CallDetail["cost"] }) {
  const lines = [
    ["Voice", cost.voice],
    ["AI processing", cost.ai],
    ["Texts (SMS)", cost.sms],
    ["Workflow items", cost.workflow],
  ] as const;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
      {lines.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="pl-6 text-right tabular-nums">{formatBalance(amount)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="mt-1 border-t border-border pt-2 font-semibold">Total</dt>
        <dd className="mt-1 border-t border-border pt-2 pl-6 text-right font-semibold tabular-nums">
          {formatBalance(cost.total)}
        </dd>
      </div>
      {cost.unpaid > 0 ? (
        <div className="contents text-warning-text">
          <dt>Unpaid: the balance ran out</dt>
          <dd className="pl-6 text-right tabular-nums">{formatBalance(cost.unpaid)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
