import { Save } from "lucide-react";
import { UpdateUserSettingsRequestSchema } from "../../../shared/api/payments";
import { MIN_TOP_UP_DOLLARS } from "../../../shared/catalog/billing";
import { QueryResult } from "../../api/query-result";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Field } from "../../ui/field";
import { HeadedRegion } from "../../ui/headed-region";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { SwitchField } from "../../ui/switch";
import { toast } from "../../ui/toast-store";
import { DollarInput } from "./dollar-input";
import { type UserSettings, useSaveUserSettings, useUserSettings } from "./payment-settings-api";
import { parseWholeDollars } from "./whole-dollars";

// The limit is at least $10, in steps of $10; each recharge adds $10.
const MIN_RECHARGE_LIMIT_DOLLARS = 10;
const RECHARGE_LIMIT_STEP_DOLLARS = 10;
const RECHARGE_AMOUNT_DOLLARS = MIN_TOP_UP_DOLLARS;

function AutoRechargeForm({ saved }: { saved: UserSettings }) {
  const form = useSchemaForm(
    UpdateUserSettingsRequestSchema,
    {
      autoRechargeEnabled: saved.autoRechargeEnabled,
      autoRechargeLimit: String(saved.autoRechargeLimit),
    },
    (values) => ({
      ...values,
      autoRechargeLimit: parseWholeDollars(values.autoRechargeLimit, MIN_RECHARGE_LIMIT_DOLLARS),
    }),
  );
  const { values, errors } = form;
  const saveSettings = useSaveUserSettings();
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.submitWith((request) => {
        form.setValue("autoRechargeLimit", String(request.autoRechargeLimit));
        saveSettings.mutate(request, {
          onSuccess: () =>
            toast({ title: "Settings Saved", description: "Your auto-recharge settings are saved." }),
          onError: (error) =>
            form.showError(error, {
              title: "Save Failed",
              fallback: "Failed to save your settings. Please try again.",
            }),
        });
      })}
    >
      <SwitchField
        label="Auto-recharge"
        hint="Keep your bots answering: they pause when the balance runs out."
        checked={values.autoRechargeEnabled}
        onCheckedChange={(checked) => form.setValue("autoRechargeEnabled", checked)}
      />
      <Field
        label="Recharge when the balance falls below (USD)"
        hint={`When your balance falls below this limit, $${RECHARGE_AMOUNT_DOLLARS} is charged to your saved card and added to your balance. At least $${MIN_RECHARGE_LIMIT_DOLLARS}.`}
        error={errors.autoRechargeLimit}
      >
        {(control) => (
          <DollarInput
            {...control}
            min={MIN_RECHARGE_LIMIT_DOLLARS}
            step={RECHARGE_LIMIT_STEP_DOLLARS}
            className="max-w-48"
            value={values.autoRechargeLimit}
            onChange={(event) => form.setValue("autoRechargeLimit", event.target.value)}
          />
        )}
      </Field>
      <div>
        <PendingButton type="submit" isPending={saveSettings.isPending} icon={Save}>
          Save settings
        </PendingButton>
      </div>
    </form>
  );
}

/** The auto-recharge settings. */
export function AutoRechargeSection() {
  const settings = useUserSettings();
  return (
    <HeadedRegion title="Auto-recharge" description={<>Top up automatically before your balance runs out.</>}>
      <div className="rounded-xl border border-border bg-surface p-5">
        <QueryResult
          query={settings}
          loadingLabel="Loading your settings"
          loadingClassName="flex flex-col gap-4"
          skeleton={
            <>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-11 w-48" />
            </>
          }
          failureFallback="We could not load your settings."
        >
          {(saved) => <AutoRechargeForm saved={saved} />}
        </QueryResult>
      </div>
    </HeadedRegion>
  );
}
