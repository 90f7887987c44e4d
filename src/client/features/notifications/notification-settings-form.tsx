import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { NotificationSettings } from "../../../shared/api/support";
import { NOTIFICATION_KEYS } from "../../../shared/catalog/support";
import { PendingButton } from "../../ui/pending-button";
import { SwitchField } from "../../ui/switch";
import { toast } from "../../ui/toast-store";
import { hasUnsavedChanges, NOTIFICATION_OPTIONS } from "./notification-options";
import { useSaveNotificationSettings } from "./notification-settings-api";

// A failure shows a "Save Failed" toast for these settings.
const SAVE_FAILED_MESSAGE = "Failed to save your settings. Please try again.";

/**
 * The six email switches. Changes are sent together with the Save button rather than on
 * each toggle: one request per decision, no race between quick toggles, and one toast that answers it.
 */
export function NotificationSettingsForm({
  saved,
  isPlus,
}: {
  saved: NotificationSettings;
  isPlus: boolean;
}) {
  const [draft, setDraft] = useState(saved);
  const saveSettings = useSaveNotificationSettings();
  const isChanged = hasUnsavedChanges(draft, saved);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    saveSettings.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored);
        toast({ title: "Settings Saved", description: "Your notification settings are saved." });
      },
      onError: () =>
        toast({ variant: "destructive", title: "Save Failed", description: SAVE_FAILED_MESSAGE }),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col divide-y divide-border">
        <legend className="sr-only">Emails we send you</legend>
        {NOTIFICATION_KEYS.map((key) => (
          <div key={key} className="py-3 first:pt-0 last:pb-0">
            <SwitchField
              label={NOTIFICATION_OPTIONS[key].label}
              hint={NOTIFICATION_OPTIONS[key].explanation}
              checked={draft[key]}
              onCheckedChange={(checked) => setDraft({ ...draft, [key]: checked })}
              disabled={saveSettings.isPending}
              accent={isPlus ? "plus" : "primary"}
            />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-muted-foreground">
          {isChanged ? "You have unsaved changes." : "Your settings are saved."}
        </p>
        <PendingButton type="submit" isPending={saveSettings.isPending} disabled={!isChanged} icon={Save}>
          Save settings
        </PendingButton>
      </div>
    </form>
  );
}
