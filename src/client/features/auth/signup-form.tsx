import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "../../../shared/catalog/accounts";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button } from "../../ui/button";
import { PendingButton } from "../../ui/pending-button";
import { signUp } from "./auth-api";
import { AuthFormField, SwitchFormButton } from "./auth-form-parts";
import { signupSchema } from "./auth-schemas";
import { useFocusOnMount } from "./use-focus-on-mount";

export function SignupForm({
  initialEmail,
  paymentSucceeded,
  onSignedUp,
  onSwitchToLogin,
}: {
  initialEmail: string;
  paymentSucceeded: boolean;
  onSignedUp: (result: { email: string; message: string }) => void;
  onSwitchToLogin: () => void;
}) {
  const form = useSchemaForm(signupSchema, { username: "", email: initialEmail, password: "" });
  const firstInputRef = useFocusOnMount<HTMLInputElement>();

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: onSignedUp,
    onError: (error) => {
      form.showError(error, { title: "Signup Failed", fallback: "Something went wrong" });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.submitWith((request) => signup.mutate(request))}
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
      <AuthFormField
        form={form}
        name="username"
        label="Username"
        ref={firstInputRef}
        maxLength={USERNAME_MAX}
      />
      <AuthFormField form={form} name="email" label="Email" maxLength={EMAIL_MAX} />
      <AuthFormField
        form={form}
        name="password"
        label="Password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
      />
      <PendingButton type="submit" size="lg" isPending={signup.isPending} className="mt-1 w-full">
        Create Account
      </PendingButton>
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
            <SwitchFormButton onClick={onSwitchToLogin}>Sign in to your account</SwitchFormButton>
          </p>
        )}
      </div>
    </form>
  );
}
