import { Lock } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "../../ui/button";
import { Notice } from "../../ui/notice";
import { Spinner } from "../../ui/spinner";
import type { PaymentFailure } from "./payment-failures";
import type { PaymentStatus } from "./use-payment-submission";

/** The failure of the last attempt, in the form beside its Pay button: the one place it is told. */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  return (
    <Notice tone="error" title={failure.title}>
      {failure.message}
    </Notice>
  );
}

function PaymentSubmitButton({
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

/** A card payment form: the processor's fields, the failure of the last attempt and the pay button. */
export function CardPaymentForm({
  onSubmit,
  status,
  failure,
  submitLabel,
  submitDisabled,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  status: PaymentStatus;
  failure: PaymentFailure | null;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label="Card payment"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
      <PaymentFailureNotice failure={failure} />
      <PaymentSubmitButton status={status} label={submitLabel} disabled={submitDisabled} />
    </form>
  );
}
