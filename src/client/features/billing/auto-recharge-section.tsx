import { Save } from "lucide-react";
import { useState } from "react";
import { UpdateUserSettingsRequestSchema } from "../../../shared/api/payments";
import { MIN_TOP_UP_DOLLARS } from "../../../shared/catalog/billing";
import { errorMessageOf } from "../../api/error-details";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { SwitchField } from "../../ui/switch";
import { toast } from "../../ui/toast-store";
import { DollarInput } from "./dollar-input";
import { type UserSettings, useSaveUserSettings, useUserSettings } from "./payment-settings-api";
import { parseWholeDollars } from "./whole-dollars";

// Spec 001 §5 and §9: the limit is at least $10, in steps of $10; each recharge adds $10.
const MIN_RECHARGE_LIMIT_DOLLARS = 10;
const RECHARGE_LIMIT_STEP_DOLLARS = 10;
const RECHARGE_AMOUNT_DOLLARS = MIN_TOP_UP_DOLLARS;

function AutoRechargeForm({ saved }: { saved: UserSettings }) {
  const [isEnabled, setIsEnabled] = useState(saved.autoRechargeEnabled);
  const [limitText, setLimitText] = useState(String(saved.autoRechargeLimit));
  const saveSettings = useSaveUserSettings();
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = UpdateUserSettingsRequestSchema.safeParse({
          autoRechargeEnabled: isEnabled,
          autoRechargeLimit: parseWholeDollars(limitText, MIN_RECHARGE_LIMIT_DOLLARS),
        });
        if (!checked.success) {
          // Spec 001 §5: "Minimum auto-recharge limit is $10.", titled Invalid Limit.
          toast({
            variant: "destructive",
            title: "Invalid Limit",
            description: checked.error.issues[0]?.message ?? "Minimum auto-recharge limit is $10.",
          });
          return;
        }
        setLimitText(String(checked.data.autoRechargeLimit));
        saveSettings.mutate(checked.data, {
          onSuccess: () =>
            toast({ title: "Settings Saved", description: "Your auto-recharge settings are saved." }),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Save Failed",
              description: errorMessageOf(error, "Failed to save your settings. Please try again."),
            }),
        });
      }}
    >
      <SwitchField
        label="Auto-recharge"
        hint="Keep your bots answering: they pause when the balance runs out."
        checked={isEnabled}
        onCheckedChange={setIsEnabled}
      />
      <Field
        label="Recharge when the balance falls below (USD)"
        hint={`When your balance falls below this limit, $${RECHARGE_AMOUNT_DOLLARS} is charged to your saved card and added to your balance. At least $${MIN_RECHARGE_LIMIT_DOLLARS}.`}
      >
        {(control) => (
          <DollarInput
            {...control}
            min={MIN_RECHARGE_LIMIT_DOLLARS}
            step={RECHARGE_LIMIT_STEP_DOLLARS}
            className="max-w-48"
            value={limitText}
            onChange={(event) => setLimitText(event.target.value)}
          />
        )}
      </Field>
      <div>
        <PendingButton
          type="submit"
          isPending={saveSettings.isPending}
          icon={<Save aria-hidden="true" className="size-4" />}
        >
          Save settings
        </PendingButton>
      </div>
    </form>
  );
}

/** Spec 001 §2: the auto-recharge settings. */
export function AutoRechargeSection() {
  const settings = useUserSettings();
  return (
    <section aria-labelledby="auto-recharge-heading">
      <h2 id="auto-recharge-heading" className="text-xl font-semibold">
        Auto-recharge
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        Top up automatically before your balance runs out.
      </p>
      <div className="rounded-xl border border-border bg-surface p-5">
        {settings.isPending ? (
          <div role="status" aria-label="Loading your settings" className="flex flex-col gap-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-11 w-48" />
          </div>
        ) : settings.isError ? (
          <Notice
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessageOf(settings.error, "We could not load your settings.")}
          </Notice>
        ) : (
          <AutoRechargeForm saved={settings.data} />
        )}
      </div>
    </section>
  );
}
