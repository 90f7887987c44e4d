import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "../../../shared/catalog/accounts";
import { toastFailure } from "../../api/failure-toast";
import { useSchemaForm } from "../../forms/use-schema-form";
import { PendingButton } from "../../ui/pending-button";
import { toast } from "../../ui/toast-store";
import { resendVerificationCode, type VerifiedAccount, verifyEmailAndLinkPlan } from "./auth-api";
import { AuthFormField, SwitchFormButton } from "./auth-form-parts";
import { verifyEmailSchema } from "./auth-schemas";
import { useFocusOnMount } from "./use-focus-on-mount";

export function VerifyEmailForm({
  email,
  notice,
  onVerified,
  onBackToLogin,
}: {
  email: string;
  notice: string | null;
  onVerified: (account: VerifiedAccount) => void;
  onBackToLogin: () => void;
}) {
  // The address is the one the code was mailed to; the owner types only the code.
  const form = useSchemaForm(verifyEmailSchema, { code: "" }, ({ code }) => ({ email, code }));
  const codeInputRef = useFocusOnMount<HTMLInputElement>();

  const verify = useMutation({
    mutationFn: verifyEmailAndLinkPlan,
    onSuccess: onVerified,
    onError: (error) => {
      form.showError(error, { title: "Verification Failed", fallback: "Invalid verification code" });
    },
  });

  const resend = useMutation({
    mutationFn: resendVerificationCode,
    onSuccess: (message) => {
      // The new code replaces the old one (Resend Code), so an error about a code typed
      // before it no longer applies.
      form.clearErrors();
      toast({ title: "Check your email", description: message });
    },
    onError: (error) => toastFailure("Failed to send code", error, "Please try again in a moment."),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.submitWith((request) => verify.mutate(request))}
    >
      <div className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary-soft px-3 py-3 text-sm">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
        <div className="space-y-1">
          {notice ? (
            <p role="status" className="text-foreground">
              {notice}
            </p>
          ) : null}
          {/* The server's sentences name the address already; say it only when the notice does not. */}
          {notice?.includes(email) ? null : (
            <p className="text-muted-foreground">
              We sent a {VERIFICATION_CODE_LENGTH}-digit code to{" "}
              <strong className="font-semibold break-all text-foreground">{email}</strong>.
            </p>
          )}
        </div>
      </div>
      <AuthFormField
        form={form}
        name="code"
        label="Verification code"
        ref={codeInputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="Enter 6-digit code"
        maxLength={VERIFICATION_CODE_LENGTH}
        className="text-center font-mono tracking-[0.4em] placeholder:font-sans placeholder:tracking-normal"
      />
      <PendingButton type="submit" size="lg" isPending={verify.isPending} className="w-full">
        Verify Email
      </PendingButton>
      <PendingButton
        variant="outline"
        size="lg"
        isPending={resend.isPending}
        onClick={() => resend.mutate(email)}
        className="w-full"
      >
        Resend Code
      </PendingButton>
      <p className="border-t border-border pt-5 text-center text-sm text-muted-foreground">
        Wrong account? <SwitchFormButton onClick={onBackToLogin}>Back to sign in</SwitchFormButton>
      </p>
    </form>
  );
}
