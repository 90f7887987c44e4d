import { useState } from "react";
import { AgentFieldsSchema } from "../../../shared/api/agents";
import {
  AGENT_LONG_TEXT_MAX,
  AGENT_TEXT_MAX,
  LANGUAGE_LABELS,
  LANGUAGES,
  TIMEZONES,
  VOICES,
} from "../../../shared/catalog/agents";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { SwitchField } from "../../ui/switch";
import { Textarea } from "../../ui/textarea";
import { type AgentSettings, timezoneOrDefault } from "../agent-builder/builder-state";

const VOICE_LABELS = { male: "Male", female: "Female" } as const;

/** The server's own rule for the link (an https:// address or nothing), or null when it passes. */
function reviewUrlProblem(reviewUrl: string): string | null {
  const checked = AgentFieldsSchema.shape.reviewUrl.safeParse(reviewUrl);
  return checked.success
    ? null
    : (checked.error.issues[0]?.message ?? "Enter the review link as a full https:// address.");
}

/** Issue 6 §1: the link texted after a call to the callers who agree to leave a review. */
function ReviewLinkField({
  reviewUrl,
  onChange,
}: {
  reviewUrl: string;
  onChange: (reviewUrl: string) => void;
}) {
  const [isChecked, setIsChecked] = useState(false);
  const problem = isChecked ? reviewUrlProblem(reviewUrl) : null;
  return (
    <Field label="Review link" hint="Callers who agree get this link by text after the call." error={problem}>
      {(control) => (
        <Input
          {...control}
          type="url"
          inputMode="url"
          placeholder="https://g.page/r/your-business/review"
          maxLength={AGENT_TEXT_MAX}
          value={reviewUrl}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setIsChecked(true)}
        />
      )}
    </Field>
  );
}

/** Spec 000 §1: language, voice, timezone, custom hours, reputation management and workflow mode. */
export function AgentSettingsFields({
  settings,
  onChange,
  isPlus,
  editsReviewLink = false,
}: {
  settings: AgentSettings;
  onChange: (settings: Partial<AgentSettings>) => void;
  isPlus: boolean;
  /** The main screen saves the review link with the agent; a template cannot carry one. */
  editsReviewLink?: boolean;
}) {
  const accent = isPlus ? "plus" : "primary";
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Voice and hours</legend>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Language">
          {(control) => (
            <Select
              {...control}
              value={settings.language}
              onChange={(event) => {
                const language = LANGUAGES.find((option) => option === event.target.value);
                if (language) onChange({ language });
              }}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_LABELS[language]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Voice">
          {(control) => (
            <Select
              {...control}
              value={settings.voice}
              onChange={(event) => {
                const voice = VOICES.find((option) => option === event.target.value);
                if (voice) onChange({ voice });
              }}
            >
              {VOICES.map((voice) => (
                <option key={voice} value={voice}>
                  {VOICE_LABELS[voice]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Timezone">
        {(control) => (
          <Select
            {...control}
            value={settings.timezone}
            onChange={(event) => onChange({ timezone: timezoneOrDefault(event.target.value) })}
          >
            {TIMEZONES.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <SwitchField
        label="Custom hours"
        hint="Tell callers when you are open."
        checked={settings.customHoursEnabled}
        onCheckedChange={(customHoursEnabled) => onChange({ customHoursEnabled })}
        accent={accent}
      />
      {/* Spec 000 §5: the free-text hours field shows only while custom hours are on. */}
      {settings.customHoursEnabled ? (
        <Field label="Opening hours">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={AGENT_LONG_TEXT_MAX}
              placeholder="Mon–Fri 9:00 AM – 5:00 PM, Sat 10:00 AM – 2:00 PM"
              value={settings.customHours}
              onChange={(event) => onChange({ customHours: event.target.value })}
            />
          )}
        </Field>
      ) : null}
      <SwitchField
        label="Reputation management"
        hint="Ask satisfied callers to leave a review."
        checked={settings.reputationManagement}
        onCheckedChange={(reputationManagement) => onChange({ reputationManagement })}
        accent={accent}
      />
      {editsReviewLink && settings.reputationManagement ? (
        <ReviewLinkField reviewUrl={settings.reviewUrl} onChange={(reviewUrl) => onChange({ reviewUrl })} />
      ) : null}
      <SwitchField
        label="Workflow mode"
        hint="Follow step-by-step workflows such as bookings and intake."
        checked={settings.workflowMode}
        onCheckedChange={(workflowMode) => onChange({ workflowMode })}
        accent={accent}
      />
    </fieldset>
  );
}
