import { useMutation } from "@tanstack/react-query";
import { CreditCard, Eye, EyeOff, Plus, ShieldCheck, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { VerifyCvvRequestSchema } from "../../../shared/api/payments";
import { errorMessageOf } from "../../api/error-details";
import { ApiError } from "../../api/request";
import { maxLengthOf } from "../../forms/form-validation";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button, buttonClasses } from "../../ui/button";
import { ConfirmDialogContent, Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { Notice } from "../../ui/notice";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { toast } from "../../ui/toast-store";
import { TestModeNotice } from "../payments/test-mode-notice";
import { cardBrandName, formatCardExpiry } from "./card-brand";
import {
  type SavedCard,
  useRemoveSavedCard,
  useSavedCards,
  verifySavedCardCvv,
} from "./payment-settings-api";

const CVV_MAX_LENGTH = maxLengthOf(VerifyCvvRequestSchema.shape.cvv);
const MASK = "••••••••";

const cardLabel = (card: SavedCard) => `${cardBrandName(card.brand)} •••• ${card.last4}`;

function CvvCheckForm({
  card,
  onVerified,
  onCancel,
}: {
  card: SavedCard;
  onVerified: (details: SavedCard) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(VerifyCvvRequestSchema, { cvv: "" });
  const verify = useMutation({
    mutationFn: (code: string) => verifySavedCardCvv(card, code),
    onSuccess: ({ valid, card: details }) => {
      if (valid) {
        onVerified(details ?? card);
        return;
      }
      // "Invalid CVV - Please enter the correct CVV code."
      toast({
        variant: "destructive",
        title: "Invalid CVV",
        description: "Please enter the correct CVV code.",
      });
    },
    onError: (failure) => {
      toast({
        variant: "destructive",
        // Five tries an hour; the server's sentence says when to try again.
        title:
          failure instanceof ApiError && failure.status === 429 ? "Too Many Attempts" : "Verification Failed",
        description: errorMessageOf(failure, "We could not check the code. Please try again."),
      });
    },
  });
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
      onSubmit={form.submitWith(({ cvv }) => verify.mutate(cvv))}
    >
      <Field
        label="CVV"
        error={form.errors.cvv}
        hint={`Enter the security code on the back of your ${cardLabel(card)} to show its details.`}
      >
        {(control) => (
          <Input
            {...control}
            name="cvv"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CVV_MAX_LENGTH}
            className="max-w-32 tabular-nums"
            // The field opens because the owner asked to enter the code.
            autoFocus
            value={form.values.cvv}
            onChange={(event) => form.setValue("cvv", event.target.value.replace(/\D/g, ""))}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          size="sm"
          isPending={verify.isPending}
          icon={<ShieldCheck aria-hidden="true" className="size-4" />}
        >
          Verify
        </PendingButton>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CardDetails({ id, details }: { id: string; details: SavedCard | null }) {
  const rows = [
    ["Cardholder name", details ? details.cardholderName || "Not given" : MASK],
    ["Card brand", details ? cardBrandName(details.brand) : MASK],
    ["Card number", details ? `•••• •••• •••• ${details.last4}` : MASK],
    ["Expiry date", details ? formatCardExpiry(details.expMonth, details.expYear) : "••/••"],
  ] as const;
  return (
    <dl id={id} className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">
            {details ? (
              value
            ) : (
              <>
                <span aria-hidden="true">{value}</span>
                <span className="sr-only">Hidden</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RemoveCardDialog({
  card,
  open,
  onOpenChange,
}: {
  card: SavedCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const removeCard = useRemoveSavedCard();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ConfirmDialogContent
        title="Remove this card?"
        description={`${cardLabel(card)} will be removed. Auto-recharge needs a saved card to top up your balance.`}
        confirmLabel="Remove card"
        isPending={removeCard.isPending}
        onCancel={() => onOpenChange(false)}
        onConfirm={() =>
          removeCard.mutate(card, {
            onSuccess: () => {
              toast({ title: "Card Removed", description: `${cardLabel(card)} was removed.` });
              onOpenChange(false);
            },
            onError: (error) =>
              toast({
                variant: "destructive",
                title: "Remove Failed",
                description: errorMessageOf(error, "Failed to remove the card. Please try again."),
              }),
          })
        }
      />
    </Dialog>
  );
}

/** One saved card, its details masked until its CVV is verified, then toggled. */
function SavedCardItem({ card }: { card: SavedCard }) {
  const detailsId = useId();
  const [verifiedDetails, setVerifiedDetails] = useState<SavedCard | null>(null);
  const [areDetailsShown, setAreDetailsShown] = useState(false);
  const [isCheckingCvv, setIsCheckingCvv] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);

  function toggleDetails(): void {
    if (verifiedDetails) setAreDetailsShown((shown) => !shown);
    else setIsCheckingCvv(true);
  }

  return (
    <li className="rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold tabular-nums">{cardLabel(card)}</p>
          <p className="text-sm text-muted-foreground tabular-nums">
            Expires {formatCardExpiry(card.expMonth, card.expYear)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={areDetailsShown}
            aria-controls={detailsId}
            disabled={isCheckingCvv}
            onClick={toggleDetails}
          >
            {areDetailsShown ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {areDetailsShown ? "Hide details" : "Show details"}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setIsRemoving(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <CardDetails id={detailsId} details={areDetailsShown ? verifiedDetails : null} />
      {isCheckingCvv ? (
        <CvvCheckForm
          card={card}
          onCancel={() => setIsCheckingCvv(false)}
          onVerified={(details) => {
            setVerifiedDetails(details);
            setAreDetailsShown(true);
            setIsCheckingCvv(false);
          }}
        />
      ) : null}
      <RemoveCardDialog card={card} open={isRemoving} onOpenChange={setIsRemoving} />
    </li>
  );
}

/** The saved payment methods of the account. */
export function SavedCardsSection() {
  const cards = useSavedCards();
  return (
    <section aria-labelledby="cards-heading">
      <h2 id="cards-heading" className="text-xl font-semibold">
        Payment methods
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        Card details stay hidden until you confirm the card's security code.
      </p>
      <TestModeNotice className="mb-5" />
      {cards.isPending ? (
        <div role="status" aria-label="Loading your cards" className="flex flex-col gap-3">
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : cards.isError ? (
        <Notice
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void cards.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessageOf(cards.error, "We could not load your cards.")}
        </Notice>
      ) : cards.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border-strong p-6 text-center">
          <p className="font-medium">No saved cards yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            A card is saved when you use it to add balance, and auto-recharge charges it.
          </p>
          <Link
            href="/add-balance"
            className={buttonClasses({ variant: "primary", size: "sm", className: "mt-4" })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a card
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.data.map((card) => (
            <SavedCardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
