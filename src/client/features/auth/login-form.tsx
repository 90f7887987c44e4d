import { useMutation } from "@tanstack/react-query";
import { Link } from "wouter";
import type { LoginRequest, PublicUser } from "../../../shared/api/auth";
import { ERROR_CODES } from "../../../shared/api/error-codes";
import { EMAIL_MAX, PASSWORD_MAX } from "../../../shared/catalog/accounts";
import { apiErrorDetails } from "../../api/error-details";
import { Button, buttonClasses } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { PasswordInput } from "../../ui/password-input";
import { Spinner } from "../../ui/spinner";
import { logIn } from "./auth-api";
import { checkLoginInput } from "./auth-input-checks";
import { type AuthField, showServerError } from "./field-errors";
import { useFocusOnMount } from "./use-focus-on-mount";
import { useFormState } from "./use-form-state";

const LOGIN_FIELDS: readonly AuthField[] = ["username", "password"];

export function LoginForm({
  focusOnMount,
  onSignedIn,
  onEmailNotVerified,
  onSwitchToSignup,
}: {
  focusOnMount: boolean;
  onSignedIn: (user: PublicUser) => void;
  onEmailNotVerified: (email: string, message: string) => void;
  onSwitchToSignup: () => void;
}) {
  const form = useFormState<LoginRequest>({ username: "", password: "" });
  const firstInputRef = useFocusOnMount<HTMLInputElement>(focusOnMount);

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: onSignedIn,
    onError: (error) => {
      // Spec 001 §4: an unverified account continues in verify-email mode with the server's sentence.
      const details = apiErrorDetails(error);
      if (details?.code === ERROR_CODES.emailNotVerified && details.email) {
        onEmailNotVerified(details.email, details.error);
        return;
      }
      showServerError(error, {
        visibleFields: LOGIN_FIELDS,
        setErrors: form.setErrors,
        toastTitle: "Login Failed",
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
        const checked = checkLoginInput(form.values);
        if (!checked.ok) {
          form.setErrors(checked.errors);
          return;
        }
        form.setErrors({});
        login.mutate(checked.request);
      }}
    >
      <Field label="Username or email" error={form.errors.username}>
        {(control) => (
          <Input
            {...control}
            ref={firstInputRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX}
            value={form.values.username}
            onChange={(event) => form.setValue("username", event.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={form.errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={form.values.password}
            onChange={(event) => form.setValue("password", event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        {login.isPending ? <Spinner /> : null}
        Sign In
      </Button>
      <div className="flex flex-col gap-3 border-t border-border pt-5 text-center text-sm text-muted-foreground">
        <p>
          Don't have an account?{" "}
          <button
            type="button"
            onClick={onSwitchToSignup}
            className="inline-flex min-h-10 items-center rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            Create an account
          </button>
        </p>
        <p className="flex flex-wrap items-center justify-center gap-x-2">
          New to Switchboard? Pick a plan first.
          <Link href="/pricing" className={buttonClasses({ variant: "outline", size: "sm" })}>
            Get Started
          </Link>
        </p>
      </div>
    </form>
  );
}
