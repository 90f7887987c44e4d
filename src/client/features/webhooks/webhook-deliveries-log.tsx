import type { WebhookDelivery } from "../../../shared/api/webhooks";
import { QueryResult } from "../../api/query-result";
import { useWebhookDeliveries } from "./webhooks-api";

const STATUS_LABELS: Record<WebhookDelivery["status"], string> = {
  pending: "Retrying",
  delivered: "Delivered",
  failed: "Failed",
};

const STATUS_CLASSES: Record<WebhookDelivery["status"], string> = {
  pending: "border-warning/40 bg-warning-soft text-warning-text",
  delivered: "border-success/40 bg-success-soft text-success-text",
  failed: "border-destructive-text/40 bg-destructive-soft text-destructive-text",
};

const timeOf = (timestamp: string) =>
  new Date(timestamp).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** What the receiver said last, or why nothing was heard. */
export function lastAnswerOf(delivery: WebhookDelivery): string {
  if (delivery.lastResponseStatus !== null) {
    const excerpt = delivery.lastResponseExcerpt?.trim();
    return `Answered ${delivery.lastResponseStatus}${excerpt ? `: ${excerpt}` : ""}`;
  }
  return delivery.lastError ?? "Not sent yet.";
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`rounded-md border px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[delivery.status]}`}
        >
          {STATUS_LABELS[delivery.status]}
        </span>
        <span className="font-mono text-sm text-foreground">{delivery.eventType}</span>
        <span className="text-sm text-muted-foreground">{timeOf(delivery.createdAt)}</span>
      </div>
      <p className="text-sm break-all text-muted-foreground">{delivery.url}</p>
      <p className="text-sm break-words text-foreground">
        {lastAnswerOf(delivery)}
        {" · "}
        {delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`}
        {delivery.nextAttemptAt ? ` · next ${timeOf(delivery.nextAttemptAt)}` : ""}
      </p>
    </li>
  );
}

/** The latest deliveries to the owner's URLs, each with its receiver's last answer. */
export function WebhookDeliveriesLog() {
  const deliveries = useWebhookDeliveries(true);
  return (
    <section aria-labelledby="webhook-deliveries-heading" className="flex flex-col gap-3">
      <h3 id="webhook-deliveries-heading" className="text-base font-semibold text-foreground">
        Recent deliveries
      </h3>
      <QueryResult
        query={deliveries}
        loadingLabel="Loading the deliveries"
        failureTitle="The deliveries could not be loaded"
      >
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No events sent yet. Send a test event to try a URL.
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryResult>
    </section>
  );
}
