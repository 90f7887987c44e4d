import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { EMAIL_MAX } from "../../../shared/catalog/accounts";
import { useSchemaForm } from "../../forms/use-schema-form";
import { PendingButton } from "../../ui/pending-button";
import { requestPasswordReset } from "./auth-api";
import { AuthFormField, SwitchFormButton } from "./auth-form-parts";
import { forgotPasswordSchema } from "./auth-schemas";
import { useFocusOnMount } from "./use-focus-on-mount";

/**
 * Asks for a reset link by email. The server answers every address alike, so the form shows its
 * sentence as it is: it never says whether the address has an account.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBackToLogin,
}: {
  initialEmail: string;
  onBackToLogin: () => void;
}) {
  const form = useSchemaForm(forgotPasswordSchema, { email: initialEmail });
  const emailInputRef = useFocusOnMount<HTMLInputElement>();
  const [sentNotice, setSentNotice] = useState<string | null>(null);

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: setSentNotice,
    onError: (error) => form.showError(error, { title: "Reset Failed", fallback: "Something went wrong" }),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.submitWith(({ email }) => request.mutate(email))}
    >
      {sentNotice ? (
        <div className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary-soft px-3 py-3 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
          <p role="status" className="text-foreground">
            {sentNotice} Check your inbox and spam folder.
          </p>
        </div>
      ) : null}
      <AuthFormField form={form} name="email" label="Email" ref={emailInputRef} maxLength={EMAIL_MAX} />
      <PendingButton
        type="submit"
        size="lg"
        variant={sentNotice ? "outline" : "primary"}
        isPending={request.isPending}
        className="w-full"
      >
        {sentNotice ? "Send Another Link" : "Send Reset Link"}
      </PendingButton>
      <p className="border-t border-border pt-5 text-center text-sm text-muted-foreground">
        Remembered it? <SwitchFormButton onClick={onBackToLogin}>Back to sign in</SwitchFormButton>
      </p>
    </form>
  );
}
