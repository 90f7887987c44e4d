import { ChangePasswordRequestSchema } from "../../../shared/api/account";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/catalog/accounts";
import { bindField } from "../../forms/bind-field";
import { useSchemaForm } from "../../forms/use-schema-form";
import { PendingButton } from "../../ui/pending-button";
import { TextField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { useChangePassword } from "./account-api";

const EMPTY = { currentPassword: "", newPassword: "" };

/** Change password: the current one first; every other session is signed out. */
export function PasswordSection() {
  const form = useSchemaForm(ChangePasswordRequestSchema, EMPTY);
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
      <TextField
        password
        label="Current password"
        autoComplete="current-password"
        {...bindField(form, "currentPassword")}
      />
      <TextField
        password
        label="New password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; a common password is refused.`}
        autoComplete="new-password"
        {...bindField(form, "newPassword")}
      />
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
