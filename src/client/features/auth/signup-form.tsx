import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import type { SignupRequest } from "../../../shared/api/auth";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "../../../shared/catalog/accounts";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { PasswordInput } from "../../ui/password-input";
import { Spinner } from "../../ui/spinner";
import { signUp } from "./auth-api";
import { checkSignupInput } from "./auth-input-checks";
import { type AuthField, showServerError } from "./field-errors";
import { useFocusOnMount } from "./use-focus-on-mount";
import { useFormState } from "./use-form-state";

const SIGNUP_FIELDS: readonly AuthField[] = ["username", "email", "password"];

export function SignupForm({
  initialEmail,
  paymentSucceeded,
  focusOnMount,
  onSignedUp,
  onSwitchToLogin,
}: {
  initialEmail: string;
  paymentSucceeded: boolean;
  focusOnMount: boolean;
  onSignedUp: (result: { email: string; message: string }) => void;
  onSwitchToLogin: () => void;
}) {
  const form = useFormState<SignupRequest>({ username: "", email: initialEmail, password: "" });
  const firstInputRef = useFocusOnMount<HTMLInputElement>(focusOnMount);

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: onSignedUp,
    onError: (error) => {
      showServerError(error, {
        visibleFields: SIGNUP_FIELDS,
        setErrors: form.setErrors,
        toastTitle: "Signup Failed",
        fallback: "Something went wrong",
      });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkSignupInput(form.values);
        if (!checked.ok) {
          form.setErrors(checked.errors);
          return;
        }
        form.setErrors({});
        signup.mutate(checked.request);
      }}
    >
      {paymentSucceeded ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-success/40 bg-success-soft px-3 py-2.5 text-sm text-success-text"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          Payment successful! Complete signup below.
        </p>
      ) : null}
      <Field label="Username" error={form.errors.username}>
        {(control) => (
          <Input
            {...control}
            ref={firstInputRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            value={form.values.username}
            onChange={(event) => form.setValue("username", event.target.value)}
          />
        )}
      </Field>
      <Field label="Email" error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={EMAIL_MAX}
            value={form.values.email}
            onChange={(event) => form.setValue("email", event.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={form.errors.password} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={form.values.password}
            onChange={(event) => form.setValue("password", event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={signup.isPending} className="mt-1 w-full">
        {signup.isPending ? <Spinner /> : null}
        Create Account
      </Button>
      <div className="border-t border-border pt-5 text-center text-sm text-muted-foreground">
        {paymentSucceeded ? (
          <p className="flex flex-wrap items-center justify-center gap-x-2">
            Already have an account?
            <Button variant="outline" size="sm" onClick={onSwitchToLogin}>
              Sign in instead
            </Button>
          </p>
        ) : (
          <p>
            Already have an account?{" "}
            <button
              type="button"
              onClick={onSwitchToLogin}
              className="inline-flex min-h-10 items-center rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Sign in to your account
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
