import { Lock } from "lucide-react";
import { Button } from "../../ui/button";
import { Notice } from "../../ui/notice";
import { Spinner } from "../../ui/spinner";
import type { PaymentFailure } from "./payment-failures";
import type { PaymentStatus } from "./use-payment-submission";

/** The failure of the last attempt, kept on the page after its toast has gone. */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  return (
    <Notice tone="error" title={failure.title}>
      {failure.message}
    </Notice>
  );
}

export function PaymentSubmitButton({
  status,
  label,
  disabled = false,
}: {
  status: PaymentStatus;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || status !== "idle"}>
      {status === "idle" ? <Lock aria-hidden="true" className="size-4" /> : <Spinner />}
      {status === "confirming" ? "Processing payment…" : label}
    </Button>
  );
}
