import { Plus, Send, Webhook } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import {
  CreateWebhookEndpointRequestSchema,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
} from "../../../shared/api/webhooks";
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "../../../shared/catalog/webhooks";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { useSession } from "../../api/session";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { HeadedRegion } from "../../ui/headed-region";
import { OneTimeSecret } from "../../ui/one-time-secret";
import { PendingButton } from "../../ui/pending-button";
import { RemoveButton } from "../../ui/remove-button";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { PlusOnlyNotice } from "../billing/plus-only-notice";
import { lastAnswerOf, WebhookDeliveriesLog } from "./webhook-deliveries-log";
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useSendTestWebhook,
  useWebhookEndpoints,
} from "./webhooks-api";

type NewSecret = { url: string; signingSecret: string };

/** Shown once: the URL's signing secret, to copy now. */
function NewSigningSecret({ created, onDone }: { created: NewSecret; onDone: () => void }) {
  return (
    <OneTimeSecret
      title="Webhook added"
      label="Signing secret"
      secret={created.signingSecret}
      copiedToast={{ title: "Secret copied", description: "The signing secret is on your clipboard." }}
      failureHint="Select the secret in the field and copy it yourself."
      onDone={onDone}
    >
      Events to <span className="break-all">{created.url}</span> are signed with this secret. Copy it now: it
      won't be shown again. If you lose it, remove the URL and add it again.
    </OneTimeSecret>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (created: NewSecret) => void }) {
  const form = useSchemaForm(CreateWebhookEndpointRequestSchema, {
    url: "",
    events: ["call.completed", "message.taken"] as WebhookEventType[],
  });
  const create = useCreateWebhookEndpoint();
  const eventsErrorId = useId();
  const submit = form.submitWith((request) =>
    create.mutate(request, {
      onSuccess: ({ endpoint, signingSecret }) => {
        form.setValues({ url: "", events: ["call.completed", "message.taken"] });
        onCreated({ url: endpoint.url, signingSecret });
      },
      onError: (failure) =>
        form.showError(failure, {
          title: "Adding failed",
          fallback: "The URL could not be added. Please try again.",
        }),
    }),
  );
  const toggle = (type: WebhookEventType, checked: boolean) =>
    form.setValue(
      "events",
      WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? checked : form.values.events.includes(each))),
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="URL"
        hint="An https URL of your own system, for example https://example.com/switchboard."
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={WEBHOOK_URL_MAX}
        {...bindField(form, "url")}
        name="webhookUrl"
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={form.errors.events ? eventsErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-foreground">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-3 py-1 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0"
              checked={form.values.events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span>
              <span className="font-mono text-foreground">{type}</span>
              <span className="block text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        ))}
        {form.errors.events ? (
          <p id={eventsErrorId} className="text-sm text-destructive-text">
            {form.errors.events}
          </p>
        ) : null}
      </fieldset>
      <div>
        <PendingButton type="submit" isPending={create.isPending} icon={Plus}>
          Add webhook
        </PendingButton>
      </div>
    </form>
  );
}

function EndpointItem({ endpoint, onRemove }: { endpoint: WebhookEndpoint; onRemove: () => void }) {
  const sendTest = useSendTestWebhook();
  const test = () =>
    sendTest.mutate(endpoint, {
      onSuccess: (delivery) =>
        toast(
          delivery.status === "delivered"
            ? { title: "Test event delivered", description: lastAnswerOf(delivery) }
            : {
                variant: "destructive",
                title: "Test event not delivered",
                description: `${lastAnswerOf(delivery)} It will be retried.`,
              },
        ),
      onError: (error) =>
        toastFailure("Test failed", error, "The test event could not be sent. Please try again."),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4">
      <Webhook aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-all">{endpoint.url}</p>
        <p className="text-sm text-muted-foreground">{endpoint.events.join(", ")}</p>
      </div>
      <div className="flex gap-2">
        <PendingButton
          variant="outline"
          size="sm"
          isPending={sendTest.isPending}
          icon={Send}
          aria-label={`Send a test event to ${endpoint.url}`}
          onClick={test}
        >
          Send test
        </PendingButton>
        <RemoveButton aria-label={`Remove ${endpoint.url}`} onClick={onRemove}>
          Remove
        </RemoveButton>
      </div>
    </li>
  );
}

function RemoveDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint();
  return endpoint ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Remove this webhook?"
      description={`No more events go to ${endpoint.url}, including any still being retried.`}
      confirmLabel="Remove webhook"
      mutation={remove}
      variables={endpoint}
      onConfirmed={() =>
        toast({ title: "Webhook removed", description: `${endpoint.url} gets no more events.` })
      }
      onFailed={(error) =>
        toastFailure("Remove failed", error, "The webhook could not be removed. Please try again.")
      }
    />
  ) : null;
}

/** Webhooks for Plus subscribers: signed events POSTed to the owner's own https URLs, with the log. */
export function WebhooksSection() {
  const { user } = useSession();
  const isPlus = user?.subscriptionPlan === "plus";
  const endpoints = useWebhookEndpoints();
  const [created, setCreated] = useState<NewSecret | null>(null);
  const [toRemove, setToRemove] = useState<WebhookEndpoint | null>(null);

  return (
    <HeadedRegion
      title="Webhooks"
      description={
        <>
          Have calls, messages and transfers sent to your own system as they happen, signed so it can check
          they came from us. See the{" "}
          <Link
            href="/documentation#api-reference"
            className="text-primary-text underline underline-offset-2 hover:text-foreground"
          >
            API reference
          </Link>
          .
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {!isPlus ? (
          <PlusOnlyNotice>
            Webhooks are for Plus subscribers. Upgrade to Plus to send events to your own systems.
          </PlusOnlyNotice>
        ) : created ? (
          <NewSigningSecret created={created} onDone={() => setCreated(null)} />
        ) : (
          <AddWebhookForm onCreated={setCreated} />
        )}
        <QueryResult
          query={endpoints}
          loadingLabel="Loading your webhooks"
          failureTitle="Your webhooks could not be loaded"
        >
          {(list) =>
            list.length === 0 ? null : (
              <>
                <ul className="flex flex-col gap-2">
                  {list.map((endpoint) => (
                    <EndpointItem
                      key={endpoint.id}
                      endpoint={endpoint}
                      onRemove={() => setToRemove(endpoint)}
                    />
                  ))}
                </ul>
                <WebhookDeliveriesLog />
              </>
            )
          }
        </QueryResult>
      </div>
      <RemoveDialog endpoint={toRemove} onClose={() => setToRemove(null)} />
    </HeadedRegion>
  );
}
