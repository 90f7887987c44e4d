import { ChangePasswordRequestSchema } from "../../../shared/api/account";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/catalog/accounts";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Field } from "../../ui/field";
import { PasswordInput } from "../../ui/password-input";
import { PendingButton } from "../../ui/pending-button";
import { toast } from "../../ui/toast-store";
import { useChangePassword } from "./account-api";

const EMPTY = { currentPassword: "", newPassword: "" };

/** Change password: the current one first; every other session is signed out. */
export function PasswordSection() {
  const form = useSchemaForm(ChangePasswordRequestSchema, EMPTY);
  const { values, errors } = form;
  const changePassword = useChangePassword();
  return (
    <form
      noValidate
      aria-label="Change password"
      className="flex flex-col gap-4"
      onSubmit={form.submitWith((request) =>
        changePassword.mutate(request, {
          onSuccess: (answer) => {
            form.setValues(EMPTY);
            toast({ title: "Password Changed", description: answer.message });
          },
          onError: (error) =>
            form.showError(error, {
              title: "Password Not Changed",
              fallback: "We could not change your password. Please try again.",
            }),
        }),
      )}
    >
      <Field label="Current password" error={errors.currentPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => form.setValue("currentPassword", event.target.value)}
          />
        )}
      </Field>
      <Field
        label="New password"
        error={errors.newPassword}
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; a common password is refused.`}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => form.setValue("newPassword", event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-muted-foreground">
        Changing your password signs you out on every other device. We email you when it changes.
      </p>
      <div>
        <PendingButton type="submit" isPending={changePassword.isPending}>
          Change password
        </PendingButton>
      </div>
    </form>
  );
}
