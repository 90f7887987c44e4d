import { Plus } from "lucide-react";
import { useState } from "react";
import {
  TRANSFER_LABEL_MAX,
  TRANSFER_NUMBER_MAX,
  TRANSFER_RULE_MAX,
  TRANSFER_TARGETS_MAX,
  type TransferTarget,
  TransferTargetSchema,
} from "../../../shared/api/transfers";
import { fieldProblemOf } from "../../forms/form-validation";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { RemoveButton } from "../../ui/remove-button";
import { Options, Select } from "../../ui/select";
import { SwitchField } from "../../ui/switch";
import { TextField } from "../../ui/text-field";
import type { AgentSettings } from "../agent-builder/builder-state";
import { OpeningHoursEditor, STARTING_WEEK } from "./opening-hours-editor";

type TransferHours = AgentSettings["transferHours"];

const NEW_TARGET: TransferTarget = { label: "", number: "", whenAsked: true, whenUrgent: false, rule: "" };

const HOURS_CHOICES = [
  { mode: "always", label: "Any time" },
  { mode: "opening-hours", label: "During opening hours" },
  { mode: "custom", label: "Hours of their own" },
] as const;

/** One person callers may be put through to: who, their number, and which calls they take. */
function TransferTargetRow({
  target,
  position,
  onChange,
  onRemove,
}: {
  target: TransferTarget;
  position: number;
  onChange: (target: TransferTarget) => void;
  onRemove: () => void;
}) {
  const [isChecked, setIsChecked] = useState(false);
  const name = target.label || `Transfer number ${position}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Who answers"
          hint="For example: Manager, Emergency line."
          maxLength={TRANSFER_LABEL_MAX}
          value={target.label}
          onValueChange={(label) => onChange({ ...target, label })}
        />
        <TextField
          label="Number"
          hint="With the country code."
          error={isChecked ? fieldProblemOf(TransferTargetSchema.shape.number, target.number) : null}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+14155550100"
          maxLength={TRANSFER_NUMBER_MAX}
          value={target.number}
          onValueChange={(number) => onChange({ ...target, number })}
          onBlur={() => setIsChecked(true)}
        />
      </div>
      <SwitchField
        label="Callers who ask for a person"
        checked={target.whenAsked}
        onCheckedChange={(whenAsked) => onChange({ ...target, whenAsked })}
      />
      <SwitchField
        label="Emergencies"
        hint="A burst pipe, an injured pet: put through at once."
        checked={target.whenUrgent}
        onCheckedChange={(whenUrgent) => onChange({ ...target, whenUrgent })}
      />
      <TextField
        label="Also these calls (optional)"
        hint="In your own words, for example: catering and private parties."
        maxLength={TRANSFER_RULE_MAX}
        value={target.rule}
        onValueChange={(rule) => onChange({ ...target, rule })}
      />
      <RemoveButton className="self-start" onClick={onRemove}>
        Remove {name}
      </RemoveButton>
    </li>
  );
}

/** When transfers are tried: any time, while the business is open, or in hours of their own. */
function TransferHoursField({
  hours,
  onChange,
}: {
  hours: TransferHours;
  onChange: (hours: TransferHours) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Field label="Put callers through" hint="Outside these hours the agent takes a message instead.">
        {(control) => (
          <Select
            {...control}
            value={hours.mode}
            onChange={(event) => {
              const mode = event.target.value;
              if (mode === "always" || mode === "opening-hours") onChange({ mode });
              else if (mode === "custom") onChange({ mode, hours: STARTING_WEEK });
            }}
          >
            <Options items={HOURS_CHOICES} value={(choice) => choice.mode} label={(choice) => choice.label} />
          </Select>
        )}
      </Field>
      {hours.mode === "custom" ? (
        <OpeningHoursEditor
          // A request may leave an exception's name out; the editor shows it blank.
          hours={{ ...hours.hours, exceptions: hours.hours.exceptions.map((day) => ({ name: "", ...day })) }}
          onChange={(edited) => onChange({ mode: "custom", hours: edited })}
        />
      ) : null}
    </div>
  );
}

/** The people the agent may put callers through to, and when it tries. */
export function TransferFields({
  targets,
  hours,
  onChange,
}: {
  targets: readonly TransferTarget[];
  hours: TransferHours;
  onChange: (settings: Pick<AgentSettings, "transferTargets"> | Pick<AgentSettings, "transferHours">) => void;
}) {
  const setTargets = (transferTargets: TransferTarget[]) => onChange({ transferTargets });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Transfers to a person</legend>
      <p className="text-sm text-muted-foreground">
        The agent can put callers through. Whoever answers hears who is calling and presses 1 to take the
        call; if no one does, the agent takes a message.
      </p>
      {targets.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Transfer numbers">
          {targets.map((target, index) => (
            <TransferTargetRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a target has no id until saved, and its number may be blank or repeated while typed
              key={index}
              target={target}
              position={index + 1}
              onChange={(changed) => setTargets(targets.map((known, at) => (at === index ? changed : known)))}
              onRemove={() => setTargets(targets.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      ) : null}
      {targets.length < TRANSFER_TARGETS_MAX ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setTargets([...targets, { ...NEW_TARGET, whenAsked: targets.length === 0 }])}
        >
          <Plus aria-hidden className="size-4" />
          Add a transfer number
        </Button>
      ) : null}
      {targets.length > 0 ? (
        <TransferHoursField hours={hours} onChange={(transferHours) => onChange({ transferHours })} />
      ) : null}
    </fieldset>
  );
}
