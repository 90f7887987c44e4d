import { type ReactNode, useRef, useState } from "react";
import { VerifyCvvRequestSchema } from "../../../shared/api/payments";
import { cardLabel } from "../../../shared/catalog/card-brands";
import { serverFieldError } from "../../forms/form-validation";
import { useSchemaForm } from "../../forms/use-schema-form";
import { cn } from "../../ui/class-names";
import { Skeleton } from "../../ui/skeleton";
import { CardPaymentForm } from "../payments/payment-form-parts";
import { usePaymentsConfig } from "../payments/payments-api";
import { usePaymentSubmission } from "../payments/use-payment-submission";
import { formatCardExpiry } from "./card-brand";
import { CardCvvField } from "./card-cvv-field";
import { payWithSavedCard, type SavedCard, useSavedCards } from "./payment-settings-api";

const NEW_CARD = "new-card";

interface SavedCardPaymentProps {
  amount: number;
  submitLabel: string;
  /** False when the amount cannot be paid; the page has shown why. */
  canPay: () => boolean;
  /** Called once the card was charged and the balance credited, with the amount paid. */
  onPaid: (paidAmount: number) => void | Promise<void>;
}

/** The chosen saved card, charged once its security code checks out (the settings page's check). */
function SavedCardForm({
  card,
  amount,
  submitLabel,
  canPay,
  onPaid,
}: SavedCardPaymentProps & { card: SavedCard }) {
  const form = useSchemaForm(VerifyCvvRequestSchema, { cvv: "" });
  // The amount charged, which the picker beside the form may change while the payment runs.
  const paidAmount = useRef(amount);
  const payment = usePaymentSubmission(() => onPaid(paidAmount.current));
  return (
    <CardPaymentForm
      status={payment.status}
      failure={payment.failure}
      submitLabel={submitLabel}
      onSubmit={form.submitWith(({ cvv }) => {
        void payment.submit(async () => {
          if (!canPay()) return null;
          paidAmount.current = amount;
          try {
            return (await payWithSavedCard(card, amount, cvv)).paymentIntentId;
          } catch (error) {
            // A wrong code is told under the code; a refused card or too many tries beside Pay.
            const cvvRefusal = serverFieldError(error, ["cvv"]);
            if (cvvRefusal === null) throw error;
            form.setError("cvv", cvvRefusal.message);
            return null;
          }
        });
      })}
    >
      <CardCvvField
        value={form.values.cvv}
        error={form.errors.cvv}
        hint={`Enter the security code on the back of your ${cardLabel(card)} to pay with it.`}
        onValueChange={(cvv) => form.setValue("cvv", cvv)}
      />
    </CardPaymentForm>
  );
}

function CardChoice({
  value,
  label,
  detail,
  isChosen,
  onChoose,
}: {
  value: string;
  label: string;
  detail?: string;
  isChosen: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2.5 transition-colors",
        isChosen ? "border-primary bg-primary-soft" : "border-border hover:bg-surface-hover",
      )}
    >
      <input
        type="radio"
        name="payment-card"
        value={value}
        checked={isChosen}
        onChange={onChoose}
        className="size-4 accent-primary"
      />
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium tabular-nums">{label}</span>
        {detail ? <span className="text-sm text-muted-foreground tabular-nums">{detail}</span> : null}
      </span>
    </label>
  );
}

/**
 * How a top-up is paid: with a card an earlier payment saved, confirmed by its security code, or
 * with a new card in the processor's form (`newCard`). Without saved cards only the form shows;
 * cards that cannot be listed leave the new card to pay with.
 */
export function SavedOrNewCardPayment({
  newCard,
  ...payment
}: SavedCardPaymentProps & { newCard: ReactNode }) {
  const cards = useSavedCards();
  const config = usePaymentsConfig();
  const [choice, setChoice] = useState<string | null>(null);
  // Stripe checks a saved card's code only through Stripe.js, not built yet (docs/decisions/0007):
  // there the new card's form is the way to pay.
  if (config.data?.processor === "stripe") return <>{newCard}</>;
  if (cards.isPending || config.isPending) {
    return (
      <div role="status" aria-label="Loading your saved cards">
        <Skeleton className="h-56 w-full rounded-lg" />
      </div>
    );
  }
  const saved = cards.data ?? [];
  if (saved.length === 0) return <>{newCard}</>;
  const chosenId = choice ?? saved[0]!.id;
  const chosenCard = saved.find((card) => card.id === chosenId) ?? null;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Pay with</legend>
        {saved.map((card) => (
          <CardChoice
            key={card.id}
            value={card.id}
            label={cardLabel(card)}
            detail={`Expires ${formatCardExpiry(card.expMonth, card.expYear)}`}
            isChosen={card.id === chosenId}
            onChoose={() => setChoice(card.id)}
          />
        ))}
        <CardChoice
          value={NEW_CARD}
          label="A new card"
          isChosen={chosenCard === null}
          onChoose={() => setChoice(NEW_CARD)}
        />
      </fieldset>
      {chosenCard ? <SavedCardForm key={chosenCard.id} card={chosenCard} {...payment} /> : newCard}
    </div>
  );
}
