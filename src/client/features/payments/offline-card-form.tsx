import { useState } from "react";
import { TextField } from "../../ui/text-field";
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
import { CardPaymentForm } from "./payment-form-parts";
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

  // A card field's input: its name, value and error, and the edit, formatted as the owner types.
  function cardField(field: keyof CardFormValues, format: (typed: string) => string) {
    return {
      name: INPUT_NAMES[field],
      value: values[field],
      error: errors[field],
      onValueChange: (typed: string) => {
        setValues((current) => ({ ...current, [field]: format(typed) }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    };
  }

  return (
    <CardPaymentForm
      status={payment.status}
      failure={payment.failure}
      submitLabel={submitLabel}
      onSubmit={(event) => {
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
          <TextField
            label="Card number"
            fieldClassName="col-span-2"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            className="font-mono tabular-nums"
            {...cardField("number", formatCardNumber)}
          />
          <TextField
            label="Expiry"
            hint="MM/YY"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            className="tabular-nums"
            {...cardField("expiry", formatExpiry)}
          />
          <TextField
            label="CVC"
            hint={`${cvcLengthFor(values.number)} digits`}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="CVC"
            maxLength={4}
            className="tabular-nums"
            {...cardField("cvc", (typed) => typed.replace(/\D/g, ""))}
          />
          <TextField
            label="Name on card"
            fieldClassName="col-span-2"
            autoComplete="cc-name"
            maxLength={100}
            {...cardField("name", (typed) => typed)}
          />
        </fieldset>
      </PaymentMethodTabs>
    </CardPaymentForm>
  );
}
