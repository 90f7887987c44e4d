// DESIGN §4 payments seam (issue 4 §1). Stripe when its keys are set, otherwise the
// built-in test-mode processor with Stripe's semantics. Amounts are integer cents.
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "processing"
  | "succeeded"
  | "canceled";

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: "usd";
  status: PaymentIntentStatus;
  customerId: string | null;
  metadata: Record<string, string>;
};

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string | null;
};

export type PaymentEvent = { id: string; type: string; intent: PaymentIntent };

export interface PaymentProcessor {
  createIntent(input: {
    amountCents: number;
    metadata: Record<string, string>;
    customerId?: string;
    savedCardId?: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntent>;
  listSavedCards(customerId: string): Promise<SavedCard[]>;
  chargeSavedCard(input: {
    customerId: string;
    cardId: string;
    amountCents: number;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Verifies the signature of a webhook request and returns its event. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
