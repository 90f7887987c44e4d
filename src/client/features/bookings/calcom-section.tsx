import { useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import { type CalcomEventTypeChoice, ConnectCalcomRequestSchema } from "../../../shared/api/calendars";
import { errorMessageOf } from "../../api/error-details";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { checkForm, serverFieldError } from "../../forms/form-validation";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Field } from "../../ui/field";
import { HeadedSection } from "../../ui/headed-region";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Options, Select } from "../../ui/select";
import { Skeleton } from "../../ui/skeleton";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import {
  useCalcomConnection,
  useCalcomEventTypes,
  useConnectCalcom,
  useDisconnectCalcom,
} from "./calcom-api";

// Connecting an agent's appointment book to the owner's Cal.com account: the key finds the
// account's event types, the owner picks the one callers book, and the server keeps the key
// encrypted; it is never shown again.

type Errors = { apiKey?: string; eventTypeId?: string; form?: string };

const FIELDS = ["apiKey", "eventTypeId"] as const;

/** The schema's first complaint about each field, as the server would answer it. */
function checked(apiKey: string, eventTypeId: number): Errors {
  const check = checkForm(ConnectCalcomRequestSchema, { apiKey, eventTypeId }, FIELDS);
  return check.ok ? {} : check.errors;
}

/** A refusal about a field shows under it; any other in the form's notice. */
function failureOf(error: unknown): Errors {
  const fieldError = serverFieldError(error, FIELDS);
  if (fieldError) return { [fieldError.field]: fieldError.message };
  return { form: errorMessageOf(error, "Check your connection and try again.") };
}

function ConnectForm({ agent }: { agent: Agent }) {
  const [apiKey, setApiKey] = useState("");
  const [eventTypes, setEventTypes] = useState<CalcomEventTypeChoice[] | null>(null);
  const [eventTypeId, setEventTypeId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const list = useCalcomEventTypes(agent.id);
  const connect = useConnectCalcom(agent.id);

  const findEventTypes = () => {
    const keyError = checked(apiKey, 1).apiKey;
    if (keyError) return setErrors({ apiKey: keyError });
    setErrors({});
    list.mutate(apiKey.trim(), {
      onSuccess: (found) => {
        setEventTypes(found);
        setEventTypeId(found[0]?.id ?? null);
      },
      onError: (error) => setErrors(failureOf(error)),
    });
  };

  const save = () => {
    const found = checked(apiKey, eventTypeId ?? 0);
    if (Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    connect.mutate(
      { apiKey: apiKey.trim(), eventTypeId: eventTypeId! },
      {
        onSuccess: (connection) =>
          toast({
            title: "Cal.com connected",
            description: `${agent.agentName}'s callers book ${connection.eventType?.title ?? "your event type"} in Cal.com.`,
          }),
        onError: (error) => setErrors(failureOf(error)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`Connect Cal.com for ${agent.agentName}`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (eventTypes === null) findEventTypes();
        else save();
      }}
    >
      <TextField
        label="Cal.com API key"
        hint="In Cal.com: Settings, Developer, API keys. It is kept encrypted and never shown again."
        password
        autoComplete="off"
        value={apiKey}
        onValueChange={(value) => {
          setApiKey(value);
          setEventTypes(null);
        }}
        error={errors.apiKey ?? null}
      />
      {eventTypes !== null && eventTypes.length === 0 ? (
        <Notice tone="info" title="No event types">
          This Cal.com account has no event types. Create one in Cal.com, then find them again.
        </Notice>
      ) : null}
      {eventTypes !== null && eventTypes.length > 0 ? (
        <Field label="Event type callers book" error={errors.eventTypeId ?? null} className="w-full sm:w-80">
          {(control) => (
            <Select
              {...control}
              value={String(eventTypeId ?? "")}
              onChange={(event) => setEventTypeId(Number(event.target.value))}
            >
              <Options
                items={eventTypes}
                value={(type) => String(type.id)}
                label={(type) => `${type.title} (${type.lengthInMinutes} min)`}
              />
            </Select>
          )}
        </Field>
      ) : null}
      {errors.form ? (
        <Notice tone="error" title="Cal.com not connected">
          {errors.form}
        </Notice>
      ) : null}
      <div>
        {eventTypes === null || eventTypes.length === 0 ? (
          <PendingButton type="submit" isPending={list.isPending}>
            Find event types
          </PendingButton>
        ) : (
          <PendingButton type="submit" isPending={connect.isPending}>
            Connect Cal.com
          </PendingButton>
        )}
      </div>
    </form>
  );
}

/** The agent's Cal.com connection: connected to which event type, or the form to connect it. */
export function CalcomSection({ agent }: { agent: Agent }) {
  const connection = useCalcomConnection(agent.id);
  const disconnect = useDisconnectCalcom(agent.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <HeadedSection
      level={3}
      title="Cal.com"
      description={
        <>
          Keep {agent.agentName}'s appointments in your Cal.com account: callers are offered its free times
          and booked there while callers may book.
        </>
      }
      className="flex flex-col gap-3 rounded-xl border p-4"
      headingClassName="text-lg font-semibold"
    >
      <QueryResult
        query={connection}
        skeleton={<Skeleton className="h-24 rounded-xl" />}
        failureTitle="The Cal.com connection could not be loaded"
      >
        {({ connected, eventType }) =>
          connected ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">
                Connected: callers book <strong>{eventType?.title}</strong> ({eventType?.lengthInMinutes} min)
                in Cal.com.
              </p>
              <div>
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  Disconnect Cal.com
                </Button>
              </div>
            </div>
          ) : (
            <ConnectForm key={agent.id} agent={agent} />
          )
        }
      </QueryResult>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Cal.com?"
        description="The key is forgotten and callers book in the built-in appointment book again. Bookings already made stay in Cal.com."
        confirmLabel="Disconnect"
        mutation={disconnect}
        onConfirmed={() => toast({ title: "Cal.com disconnected", description: "Its key was forgotten." })}
        onFailed={(error) => {
          setConfirming(false);
          toastFailure("Cal.com was not disconnected", error, "Check your connection and try again.");
        }}
      />
    </HeadedSection>
  );
}
