import { useState } from "react";
import type { Agent } from "../../../shared/api/agents";
import { type BookingSettings, BookingSettingsSchema } from "../../../shared/api/bookings";
import { QueryResult } from "../../api/query-result";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Field } from "../../ui/field";
import { HeadedSection } from "../../ui/headed-region";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Select } from "../../ui/select";
import { Skeleton } from "../../ui/skeleton";
import { SwitchField } from "../../ui/switch";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { AgentOptions } from "../agents/agent-options";
import { useBookingSettings, useSaveBookingSettings } from "./bookings-api";
import { CalcomSection } from "./calcom-section";

// The numbers of the book's rules, in the form's order, with what each means.
const NUMBER_FIELDS = [
  { field: "capacity", label: "Bookings per slot", hint: "How many callers one time holds." },
  { field: "slotStepMinutes", label: "Slot step (minutes)", hint: "Times start this far apart: 5, 10, 15 …" },
  { field: "leadTimeMinutes", label: "Lead time (minutes)", hint: "How soon from now a caller may book." },
  { field: "horizonDays", label: "Horizon (days)", hint: "How far ahead a caller may book." },
  {
    field: "defaultDurationMinutes",
    label: "Default duration (minutes)",
    hint: "For services without their own length.",
  },
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number]["field"];
type Values = { enabled: boolean } & Record<NumberField, string>;

function valuesOf(settings: BookingSettings): Values {
  return {
    enabled: settings.enabled,
    ...(Object.fromEntries(NUMBER_FIELDS.map(({ field }) => [field, String(settings[field])])) as Record<
      NumberField,
      string
    >),
  };
}

/** The typed numbers as the schema reads them; an empty or non-numeric field fails its own rule. */
function toInput(values: Values): unknown {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map(({ field }) => [
      field,
      values[field].trim() === "" ? Number.NaN : Number(values[field]),
    ]),
  );
  return { enabled: values.enabled, ...numbers };
}

/**
 * Whether the agent's hours may give callers times. The book offers slots only inside structured
 * opening hours; an agent without hours has none to offer.
 */
function hasOpeningHours(agent: Agent): boolean {
  return agent.customHoursEnabled && agent.customHours.trim() !== "";
}

function SettingsForm({ agent, settings }: { agent: Agent; settings: BookingSettings }) {
  const form = useSchemaForm(BookingSettingsSchema, valuesOf(settings), toInput);
  const save = useSaveBookingSettings(agent.id);
  return (
    <form
      noValidate
      aria-label={`Booking settings of ${agent.agentName}`}
      className="flex flex-col gap-4"
      onSubmit={form.submitWith((request) =>
        save.mutate(request, {
          onSuccess: (saved) => {
            form.setValues(valuesOf(saved));
            toast({
              title: "Booking settings saved",
              description: saved.enabled
                ? `${agent.agentName} offers callers free times.`
                : `${agent.agentName} takes no bookings.`,
            });
          },
          onError: (error) =>
            form.showError(error, {
              title: "Booking settings not saved",
              fallback: "Check your connection and try again.",
            }),
        }),
      )}
    >
      <SwitchField
        label="Callers may book"
        hint="The agent offers free times on calls and books them."
        checked={form.values.enabled}
        onCheckedChange={(checked) => form.setValue("enabled", checked)}
      />
      {!hasOpeningHours(agent) ? (
        <Notice tone="info" title="No opening hours">
          No times can be offered until {agent.agentName}'s opening hours are set in its settings.
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map(({ field, label, hint }) => (
          <TextField
            key={field}
            label={label}
            hint={hint}
            inputMode="numeric"
            autoComplete="off"
            {...bindField(form, field)}
          />
        ))}
      </div>
      <div>
        <PendingButton type="submit" isPending={save.isPending}>
          Save booking settings
        </PendingButton>
      </div>
    </form>
  );
}

function AgentSettings({ agent }: { agent: Agent }) {
  const settings = useBookingSettings(agent.id);
  return (
    <QueryResult
      query={settings}
      skeleton={<Skeleton className="h-64 rounded-xl" />}
      failureTitle="The booking settings could not be loaded"
    >
      {(saved) => (
        <div className="flex flex-col gap-6">
          <SettingsForm key={agent.id} agent={agent} settings={saved} />
          <CalcomSection agent={agent} />
        </div>
      )}
    </QueryResult>
  );
}

/** Each agent's appointment book: on or off, and the rules of the times it offers. */
export function BookingSettingsSection({ agents }: { agents: readonly Agent[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const agent = agents.find((candidate) => candidate.id === chosenId) ?? agents[0];
  return (
    <HeadedSection
      title="Booking settings"
      description="Each agent has its own appointment book. Existing bookings keep their times when you change these."
    >
      {agent === undefined ? (
        <p className="text-sm text-muted-foreground">
          Create an agent first; its appointment book is set here.
        </p>
      ) : (
        <>
          {agents.length > 1 ? (
            <Field label="Settings of" className="w-full sm:w-64">
              {(control) => (
                <Select {...control} value={agent.id} onChange={(event) => setChosenId(event.target.value)}>
                  <AgentOptions agents={agents} />
                </Select>
              )}
            </Field>
          ) : null}
          <AgentSettings key={agent.id} agent={agent} />
        </>
      )}
    </HeadedSection>
  );
}
