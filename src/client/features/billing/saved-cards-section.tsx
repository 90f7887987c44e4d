import { useMutation } from "@tanstack/react-query";
import { CreditCard, Eye, EyeOff, Plus, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { VerifyCvvRequestSchema } from "../../../shared/api/payments";
import { cardLabel } from "../../../shared/catalog/card-brands";
import { errorMessageOf } from "../../api/error-details";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { ApiError } from "../../api/request";
import { useSchemaForm } from "../../forms/use-schema-form";
import { Button, buttonClasses } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { DialogState } from "../../ui/dialog";
import { HeadedRegion } from "../../ui/headed-region";
import { IconTile } from "../../ui/icon-tile";
import { PendingButton } from "../../ui/pending-button";
import { RemoveButton } from "../../ui/remove-button";
import { Skeleton } from "../../ui/skeleton";
import { toast } from "../../ui/toast-store";
import { TestModeNotice } from "../payments/test-mode-notice";
import { formatCardExpiry } from "./card-brand";
import { CardCvvField } from "./card-cvv-field";
import {
  type RevealedCard,
  type SavedCard,
  useRemoveSavedCard,
  useSavedCards,
  verifySavedCardCvv,
} from "./payment-settings-api";

const MASK = "••••••••";
// The wrong code's sentence, under the CVV field.
const INVALID_CVV_MESSAGE = "Invalid CVV - Please enter the correct CVV code.";
const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please try again later.";

function CvvCheckForm({
  card,
  onVerified,
  onCancel,
}: {
  card: SavedCard;
  onVerified: (details: RevealedCard) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(VerifyCvvRequestSchema, { cvv: "" });
  const verify = useMutation({
    mutationFn: (code: string) => verifySavedCardCvv(card, code),
    onSuccess: ({ valid, card: details }) => {
      if (valid && details) {
        onVerified(details);
        return;
      }
      form.setError("cvv", INVALID_CVV_MESSAGE);
    },
    onError: (failure) => {
      // Five tries an hour: the server's sentence, which says when to try again, belongs to the code.
      if (failure instanceof ApiError && failure.status === 429) {
        form.setError("cvv", errorMessageOf(failure, TOO_MANY_ATTEMPTS_MESSAGE));
        return;
      }
      form.showError(failure, {
        title: "Verification Failed",
        fallback: "We could not check the code. Please try again.",
      });
    },
  });
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
      onSubmit={form.submitWith(({ cvv }) => verify.mutate(cvv))}
    >
      <CardCvvField
        value={form.values.cvv}
        error={form.errors.cvv}
        hint={`Enter the security code on the back of your ${cardLabel(card)} to show the name on it.`}
        onValueChange={(cvv) => form.setValue("cvv", cvv)}
        // The field opens because the owner asked to enter the code.
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" size="sm" isPending={verify.isPending} icon={ShieldCheck}>
          Verify
        </PendingButton>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** What the CVC check protects: the name on the card. Brand, last 4 and expiry are in the card's heading. */
function CardholderName({ id, card }: { id: string; card: RevealedCard | null }) {
  return (
    <dl id={id} className="mt-4 text-sm">
      <dt className="text-muted-foreground">Cardholder name</dt>
      <dd className="font-medium">
        {card ? (
          card.cardholderName || "Not given"
        ) : (
          <>
            <span aria-hidden="true">{MASK}</span>
            <span className="sr-only">Hidden</span>
          </>
        )}
      </dd>
    </dl>
  );
}

function RemoveCardDialog({ card, open, onOpenChange }: DialogState & { card: SavedCard }) {
  const removeCard = useRemoveSavedCard();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this card?"
      description={`${cardLabel(card)} will be removed. Auto-recharge needs a saved card to top up your balance.`}
      confirmLabel="Remove card"
      mutation={removeCard}
      variables={card}
      onConfirmed={() => toast({ title: "Card Removed", description: `${cardLabel(card)} was removed.` })}
      onFailed={(error) =>
        toastFailure("Remove Failed", error, "Failed to remove the card. Please try again.")
      }
    />
  );
}

/** One saved card; the name on it is masked until its CVV is verified, then toggled. */
function SavedCardItem({ card }: { card: SavedCard }) {
  const detailsId = useId();
  const [verifiedDetails, setVerifiedDetails] = useState<RevealedCard | null>(null);
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
        <IconTile icon={CreditCard} />
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
          <RemoveButton onClick={() => setIsRemoving(true)}>Remove</RemoveButton>
        </div>
      </div>
      <CardholderName id={detailsId} card={areDetailsShown ? verifiedDetails : null} />
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
    <HeadedRegion
      title="Payment methods"
      description={<>The name on a card stays hidden until you confirm the card's security code.</>}
    >
      <TestModeNotice className="mb-5" />
      <QueryResult
        query={cards}
        loadingLabel="Loading your cards"
        loadingClassName="flex flex-col gap-3"
        skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
        failureFallback="We could not load your cards."
      >
        {(saved) =>
          saved.length === 0 ? (
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
              {saved.map((card) => (
                <SavedCardItem key={card.id} card={card} />
              ))}
            </ul>
          )
        }
      </QueryResult>
    </HeadedRegion>
  );
}
