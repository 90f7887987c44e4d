import { useState } from "react";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import {
  type CardFormErrors,
  type CardFormValues,
  cardFormErrors,
  cvcLengthFor,
  formatCardNumber,
  formatExpiry,
  toCardDetails,
} from "./card-input";
import { type CardPaymentProps, clientSecretOf } from "./card-payment-props";
import { PaymentRefusedError } from "./payment-failures";
import { PaymentFailureNotice, PaymentSubmitButton } from "./payment-form-parts";
import { PaymentMethodTabs } from "./payment-method-tabs";
import { confirmOfflineCardPayment } from "./payments-api";
import { usePaymentSubmission } from "./use-payment-submission";

const EMPTY_CARD: CardFormValues = { number: "", expiry: "", cvc: "", name: "" };

// The inputs' names, in the form's order, to move focus to the first field that needs fixing.
const INPUT_NAMES: Record<keyof CardFormValues, string> = {
  number: "cardnumber",
  expiry: "exp-date",
  cvc: "cvc",
  name: "ccname",
};

/**
 * Our own card form for the offline processor, the stand-in for Stripe's Payment Element.
 * It takes Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
export function OfflineCardForm({ intent, submitLabel, onSucceeded }: CardPaymentProps) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const payment = usePaymentSubmission(onSucceeded);
  const isLocked = payment.status !== "idle";

  function update(field: keyof CardFormValues, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form
      noValidate
      aria-label="Card payment"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const foundErrors = cardFormErrors(values, new Date());
        setErrors(foundErrors);
        const firstInvalid = (Object.keys(INPUT_NAMES) as Array<keyof CardFormValues>).find(
          (field) => foundErrors[field] !== undefined,
        );
        if (firstInvalid) {
          const input = event.currentTarget.elements.namedItem(INPUT_NAMES[firstInvalid]);
          if (input instanceof HTMLInputElement) input.focus();
        }
        void payment.submit(async () => {
          if (Object.keys(foundErrors).length > 0) {
            throw new PaymentRefusedError({ type: "validation_error", message: "The card is incomplete." });
          }
          const clientSecret = await clientSecretOf(intent);
          if (clientSecret === null) return null;
          return confirmOfflineCardPayment(clientSecret, toCardDetails(values));
        });
      }}
    >
      <PaymentMethodTabs>
        <fieldset disabled={isLocked} className="grid grid-cols-2 gap-4">
          <legend className="sr-only">Card details</legend>
          <Field label="Card number" error={errors.number} className="col-span-2">
            {(control) => (
              <Input
                {...control}
                name={INPUT_NAMES.number}
                autoComplete="cc-number"
                inputMode="numeric"
                placeholder="1234 1234 1234 1234"
                className="font-mono tabular-nums"
                value={values.number}
                onChange={(event) => update("number", formatCardNumber(event.target.value))}
              />
            )}
          </Field>
          <Field label="Expiry" error={errors.expiry} hint="MM/YY">
            {(control) => (
              <Input
                {...control}
                name={INPUT_NAMES.expiry}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                maxLength={5}
                className="tabular-nums"
                value={values.expiry}
                onChange={(event) => update("expiry", formatExpiry(event.target.value))}
              />
            )}
          </Field>
          <Field label="CVC" error={errors.cvc} hint={`${cvcLengthFor(values.number)} digits`}>
            {(control) => (
              <Input
                {...control}
                name={INPUT_NAMES.cvc}
                autoComplete="cc-csc"
                inputMode="numeric"
                placeholder="CVC"
                maxLength={4}
                className="tabular-nums"
                value={values.cvc}
                onChange={(event) => update("cvc", event.target.value.replace(/\D/g, ""))}
              />
            )}
          </Field>
          <Field label="Name on card" error={errors.name} className="col-span-2">
            {(control) => (
              <Input
                {...control}
                name={INPUT_NAMES.name}
                autoComplete="cc-name"
                maxLength={100}
                value={values.name}
                onChange={(event) => update("name", event.target.value)}
              />
            )}
          </Field>
        </fieldset>
      </PaymentMethodTabs>
      <PaymentFailureNotice failure={payment.failure} />
      <PaymentSubmitButton status={payment.status} label={submitLabel} />
    </form>
  );
}
