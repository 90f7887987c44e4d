import { useState } from "react";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import {
  describeOpeningHours,
  type OpeningHours,
  openingHoursInText,
} from "../../../shared/api/opening-hours";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_TEXT_MAX,
  LANGUAGE_LABELS,
  LANGUAGES,
  TIMEZONES,
  VOICES,
} from "../../../shared/catalog/agents";
import { fieldProblemOf } from "../../forms/form-validation";
import { Button } from "../../ui/button";
import { ChoiceField } from "../../ui/choice-field";
import { Field } from "../../ui/field";
import { Options, Select } from "../../ui/select";
import { SwitchField } from "../../ui/switch";
import { TextareaField, TextField } from "../../ui/text-field";
import { type AgentSettings, timezoneOrDefault } from "../agent-builder/builder-state";
import { OpeningHoursEditor, STARTING_WEEK } from "./opening-hours-editor";
import { TransferFields } from "./transfer-fields";

const VOICE_LABELS = { male: "Male", female: "Female" } as const;

/** The link texted after a call to the callers who agree to leave a review. */
function ReviewLinkField({
  reviewUrl,
  onChange,
}: {
  reviewUrl: string;
  onChange: (reviewUrl: string) => void;
}) {
  const [isChecked, setIsChecked] = useState(false);
  const problem = isChecked ? fieldProblemOf(AgentFieldsSchema.shape.reviewUrl, reviewUrl) : null;
  return (
    <TextField
      label="Review link"
      hint="Callers who agree get this link by text after the call."
      error={problem}
      type="url"
      inputMode="url"
      placeholder="https://g.page/r/your-business/review"
      maxLength={AGENT_TEXT_MAX}
      value={reviewUrl}
      onValueChange={onChange}
      onBlur={() => setIsChecked(true)}
    />
  );
}

/** The hours being edited day by day (sent as JSON text), with what is wrong with them, or undefined for words. */
function hoursInEditor(customHours: string): { hours: OpeningHours; problems: string[] } | undefined {
  const sent = openingHoursInText(customHours);
  if (!sent) return undefined;
  if (sent.success) return { hours: sent.data, problems: [] };
  // A half-finished edit (two exceptions on one date) stays in the editor with what to fix.
  const { week, exceptions } = JSON.parse(customHours) as Partial<OpeningHours>;
  return {
    hours: {
      week: week && typeof week === "object" ? week : {},
      exceptions: Array.isArray(exceptions) ? exceptions : [],
    },
    problems: sent.problems,
  };
}

/**
 * The hours day by day in the week editor, or as the owner's own words (what the assistant
 * suggests, and what the free-text field takes), which the server reads once on save.
 */
function OpeningHoursFields({
  customHours,
  onChange,
}: {
  customHours: string;
  onChange: (customHours: string) => void;
}) {
  const edited = hoursInEditor(customHours);
  if (edited) {
    return (
      <div className="flex flex-col gap-3">
        <OpeningHoursEditor hours={edited.hours} onChange={(hours) => onChange(JSON.stringify(hours))} />
        {edited.problems.length > 0 ? (
          <ul role="alert" className="text-sm text-destructive-text">
            {edited.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onChange(describeOpeningHours(edited.hours))}
        >
          Write the hours as text instead
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TextareaField
        label="Opening hours"
        hint="Write them in your own words, or set them day by day."
        rows={2}
        maxLength={AGENT_LONG_TEXT_MAX}
        placeholder="Mon–Fri 9:00 AM – 5:00 PM, Sat 10:00 AM – 2:00 PM"
        value={customHours}
        onValueChange={onChange}
      />
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange(JSON.stringify(STARTING_WEEK))}
      >
        Set hours day by day
      </Button>
    </div>
  );
}

/** Language, voice, timezone, custom hours, reputation management and workflow mode. */
export function AgentSettingsFields({
  settings,
  onChange,
  isPlus,
  editsBusinessContacts = false,
}: {
  settings: AgentSettings;
  onChange: (settings: Partial<AgentSettings>) => void;
  isPlus: boolean;
  /** The main screen saves the review link and the transfer number with the agent; a template carries neither. */
  editsBusinessContacts?: boolean;
}) {
  /** A switch bound to one on/off setting, in the owner's plan's colour. */
  const switchOf = (name: "customHoursEnabled" | "reputationManagement" | "workflowMode") => ({
    checked: settings[name],
    onCheckedChange: (checked: boolean) => onChange({ [name]: checked }),
    accent: isPlus ? ("plus" as const) : ("primary" as const),
  });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Voice and hours</legend>
      <div className="grid grid-cols-2 gap-3">
        <ChoiceField
          label="Language"
          items={LANGUAGES}
          value={settings.language}
          itemLabel={(language) => LANGUAGE_LABELS[language]}
          onChoose={(language) => onChange({ language })}
        />
        <ChoiceField
          label="Voice"
          items={VOICES}
          value={settings.voice}
          itemLabel={(voice) => VOICE_LABELS[voice]}
          onChoose={(voice) => onChange({ voice })}
        />
      </div>
      <Field label="Timezone">
        {(control) => (
          <Select
            {...control}
            value={settings.timezone}
            onChange={(event) => onChange({ timezone: timezoneOrDefault(event.target.value) })}
          >
            <Options items={TIMEZONES} value={(zone) => zone.id} label={(zone) => zone.label} />
          </Select>
        )}
      </Field>
      <SwitchField
        label="Custom hours"
        hint="Tell callers when you are open."
        {...switchOf("customHoursEnabled")}
      />
      {/* The hours show only while custom hours are on. */}
      {settings.customHoursEnabled ? (
        <OpeningHoursFields
          customHours={settings.customHours}
          onChange={(customHours) => onChange({ customHours })}
        />
      ) : null}
      <SwitchField
        label="Reputation management"
        hint="Ask satisfied callers to leave a review."
        {...switchOf("reputationManagement")}
      />
      {editsBusinessContacts && settings.reputationManagement ? (
        <ReviewLinkField reviewUrl={settings.reviewUrl} onChange={(reviewUrl) => onChange({ reviewUrl })} />
      ) : null}
      {editsBusinessContacts ? (
        <TransferFields
          targets={settings.transferTargets}
          hours={settings.transferHours}
          onChange={onChange}
        />
      ) : null}
      <SwitchField
        label="Workflow mode"
        hint="Follow step-by-step workflows such as bookings and intake."
        {...switchOf("workflowMode")}
      />
    </fieldset>
  );
}
