import type { DeclineCode } from "./test-cards";

// The payments seam. Stripe when its keys are set, otherwise the
// built-in test-mode processor with Stripe's semantics. Amounts are integer cents.
export type PaymentIntentStatus = "requires_payment_method" | "processing" | "succeeded" | "canceled";

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  /** As the processor has it (lowercase ISO code); anything but "usd" is never credited. */
  currency: string;
  status: PaymentIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  /** The card that paid, for the receipt; null until paid. */
  card: { brand: string; last4: string } | null;
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

/**
 * What the processor tells us. A refund or a dispute names the intent it takes money back
 * from; `amountRefundedCents` is the charge's total refunded so far (Stripe's amount_refunded).
 */
export type PaymentEvent =
  | { id: string; type: "payment_intent.succeeded"; intent: PaymentIntent }
  | { id: string; type: "charge.refunded"; intentId: string; amountRefundedCents: number; currency: string }
  | {
      id: string;
      type: "charge.dispute.created";
      intentId: string;
      disputeId: string;
      amountCents: number;
      currency: string;
    };

/** A card the processor refused, with Stripe's code (card_declined, insufficient_funds, …). */
export class CardError extends Error {
  constructor(
    readonly code: DeclineCode | string,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

export interface PaymentProcessor {
  readonly kind: "offline" | "stripe";
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  /** `saveCard`: the card that pays is kept for off-session charges (setup_future_usage). */
  createIntent(input: {
    amountCents: number;
    metadata: Record<string, string>;
    customerId?: string;
    saveCard: boolean;
  }): Promise<PaymentIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntent>;
  listSavedCards(customerId: string): Promise<SavedCard[]>;
  /**
   * After a payment saved `cardId`, the customer keeps one card per
   * physical card — the one saved first (auto-recharge may be charging it) — and the
   * later copies go. Best effort: a copy left behind goes with the next payment.
   */
  dropDuplicateCards(input: { customerId: string; cardId: string }): Promise<void>;
  removeSavedCard(customerId: string, cardId: string): Promise<void>;
  /** Charges a saved card without the customer present; throws CardError when declined. */
  chargeSavedCard(input: {
    customerId: string;
    cardId: string;
    amountCents: number;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Asks the card's issuer whether this CVC belongs to the saved card. */
  verifyCardCvc(input: { customerId: string; cardId: string; cvc: string }): Promise<boolean>;
  /**
   * Cancels an intent that has not been paid; answers the intent as it is afterwards (a payment
   * that succeeded first stays succeeded, and is refunded instead).
   */
  cancelIntent(intentId: string): Promise<PaymentIntent>;
  /** Gives a succeeded payment's whole amount back to the card; answers the refund's id. Once per intent. */
  refund(intentId: string): Promise<string>;
  /** Verifies a webhook request's signature and returns its event (WebhookSignatureError otherwise). */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent | null;
}
