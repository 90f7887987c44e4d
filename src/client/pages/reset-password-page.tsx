import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import * as z from "zod/mini";
import { RESET_LINK_INCOMPLETE, ResetPasswordRequestSchema } from "../../shared/api/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/catalog/accounts";
import { apiErrorDetails } from "../api/error-details";
import { storeSignedInUser } from "../api/session";
import { resetPassword } from "../features/auth/auth-api";
import { AuthFormField } from "../features/auth/auth-form-parts";
import { AuthScreen } from "../features/auth/auth-screen";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";
import { useFocusOnMount } from "../features/auth/use-focus-on-mount";
import { useSchemaForm } from "../forms/use-schema-form";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { buttonClasses } from "../ui/button";
import { PendingButton } from "../ui/pending-button";
import { toast } from "../ui/toast-store";
import { SIGN_IN_PAGE_METADATA } from "./shared-page-metadata";

// The owner types the password; the token comes from the link, and the server's answer about it
// shows in place of the form.
const NewPasswordSchema = z.pick(ResetPasswordRequestSchema, { password: true });

/**
 * /reset-password?token=…, opened from the reset mail: the owner chooses a new password, every
 * session of the account ends, and they are signed in here afresh. A link that is incomplete,
 * expired or used says so, with the form for a new one.
 */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // Read once: the token then leaves the address bar, so it is not left in the history or shown.
  const search = useSearch();
  const [token] = useState(() => new URLSearchParams(search).get("token")?.trim() ?? "");
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : RESET_LINK_INCOMPLETE);
  const form = useSchemaForm(NewPasswordSchema, { password: "" });
  const passwordInputRef = useFocusOnMount<HTMLInputElement>();
  usePageMetadata(SIGN_IN_PAGE_METADATA);

  useEffect(() => {
    if (window.location.search)
      window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      toast({
        title: "Password changed",
        description: "You are signed in. Every other device was signed out.",
      });
      navigate("/", { replace: true });
    },
    onError: (error) => {
      const details = apiErrorDetails(error);
      if (details?.field === "token") {
        setLinkProblem(details.error);
        return;
      }
      form.showError(error, { title: "Reset Failed", fallback: "Something went wrong" });
    },
  });

  if (linkProblem) {
    return (
      <AuthScreen title="Reset your password" subtitle="This link cannot be used. Ask for a new one.">
        <div className="mb-5 flex items-start gap-3 rounded-md border border-warning/40 bg-warning-soft px-3 py-3 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-text" />
          <p role="alert" className="text-foreground">
            {linkProblem}
          </p>
        </div>
        <ForgotPasswordForm initialEmail="" onBackToLogin={() => navigate("/login")} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
    >
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.submitWith(({ password }) => reset.mutate({ token, password }))}
      >
        <AuthFormField
          form={form}
          name="password"
          label="New password"
          ref={passwordInputRef}
          hint={`At least ${PASSWORD_MIN} characters.`}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
        <PendingButton type="submit" size="lg" isPending={reset.isPending} className="w-full">
          Set New Password
        </PendingButton>
        <p className="border-t border-border pt-5 text-center text-sm text-muted-foreground">
          Remembered it?{" "}
          <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthScreen>
  );
}
