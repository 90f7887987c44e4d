import { useMutation } from "@tanstack/react-query";
import { Link } from "wouter";
import type { PublicUser } from "../../../shared/api/auth";
import { ERROR_CODES } from "../../../shared/api/error-codes";
import { EMAIL_MAX, PASSWORD_MAX } from "../../../shared/catalog/accounts";
import { apiErrorDetails } from "../../api/error-details";
import { useSchemaForm } from "../../forms/use-schema-form";
import { buttonClasses } from "../../ui/button";
import { PendingButton } from "../../ui/pending-button";
import { logIn } from "./auth-api";
import { AuthFormField, SwitchFormButton } from "./auth-form-parts";
import { loginSchema } from "./auth-schemas";
import { useFocusOnMount } from "./use-focus-on-mount";

export function LoginForm({
  onSignedIn,
  onEmailNotVerified,
  onSwitchToSignup,
  onForgotPassword,
}: {
  onSignedIn: (user: PublicUser) => void;
  onEmailNotVerified: (email: string, message: string) => void;
  onSwitchToSignup: () => void;
  /** Told what was typed as the username, so an email address carries over to the reset form. */
  onForgotPassword: (typedName: string) => void;
}) {
  const form = useSchemaForm(loginSchema, { username: "", password: "" });
  const firstInputRef = useFocusOnMount<HTMLInputElement>();

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: onSignedIn,
    onError: (error) => {
      // An unverified account continues in verify-email mode with the server's sentence.
      const details = apiErrorDetails(error);
      if (details?.code === ERROR_CODES.emailNotVerified && details.email) {
        onEmailNotVerified(details.email, details.error);
        return;
      }
      form.showError(error, { title: "Login Failed", fallback: "Something went wrong" });
    },
  });

  return (
    // Posted, were it ever sent before the page's code runs: a password never goes into an address.
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.submitWith((request) => login.mutate(request))}
    >
      <AuthFormField
        form={form}
        name="username"
        label="Username or email"
        ref={firstInputRef}
        // The page is sent rendered, ahead of its code (decision 0030): the browser puts the cursor here on load.
        autoFocus
        maxLength={EMAIL_MAX}
      />
      <AuthFormField
        form={form}
        name="password"
        label="Password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
      />
      {/* After the password in tab order, before Sign In: where a person who cannot remember it looks. */}
      <div className="-mt-3 flex justify-end text-sm">
        <SwitchFormButton onClick={() => onForgotPassword(form.values.username.trim())}>
          Forgot password?
        </SwitchFormButton>
      </div>
      <PendingButton type="submit" size="lg" isPending={login.isPending} className="mt-1 w-full">
        Sign In
      </PendingButton>
      <div className="flex flex-col gap-3 border-t border-border pt-5 text-center text-sm text-muted-foreground">
        <p>
          Don't have an account?{" "}
          <SwitchFormButton onClick={onSwitchToSignup}>Create an account</SwitchFormButton>
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
