// Stripe's published test cards and what each stands for (docs: "Testing" →
// "Test card numbers" and "Declined payments"). The offline processor answers as
// Stripe's test mode does: known success cards succeed, the decline cards fail with
// Stripe's codes, and any other number is declined as not a test card.

export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "incorrect_cvc"
  | "processing_error"
  | "incorrect_number"
  | "invalid_expiry_year"
  | "invalid_cvc";

export type CardOutcome =
  | { ok: true; brand: string; behaviour: "charges_succeed" | "charges_decline" | "cvc_check_fails" }
  | { ok: false; code: DeclineCode; message: string };

// Stripe's messages for each code, as its API returns them.
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  incorrect_number: "Your card number is incorrect.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
};

const SUCCESS_CARDS: Record<string, string> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "5200828282828210": "mastercard",
  "378282246310005": "amex",
  "371449635398431": "amex",
  "6011111111111117": "discover",
  "3056930009020004": "diners",
  "3566002020360505": "jcb",
  "6200000000000005": "unionpay",
};

const DECLINE_CARDS: Record<string, DeclineCode> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
};

// Cards that attach and pay once but behave differently later (Stripe's "Declined
// payments" table): 0341 declines every later charge, 0101 fails the CVC check.
const LATER_BEHAVIOUR_CARDS: Record<string, "charges_decline" | "cvc_check_fails"> = {
  "4000000000000341": "charges_decline",
  "4000000000000101": "cvc_check_fails",
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return digits.length >= 12 && total % 10 === 0;
}

export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function evaluateCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardOutcome {
  const digits = normaliseCardNumber(card.number);
  const decline = (code: DeclineCode): CardOutcome => ({ ok: false, code, message: DECLINE_MESSAGES[code] });
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return decline("incorrect_number");
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || year > now.getUTCFullYear() + 50)
    return decline("invalid_expiry_year");
  if (endOfExpiryMonth <= now.getTime()) return decline("expired_card");
  const expectedCvcLength = digits.startsWith("34") || digits.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${expectedCvcLength}}$`).test(card.cvc)) return decline("invalid_cvc");
  const declineCode = DECLINE_CARDS[digits];
  if (declineCode) return decline(declineCode);
  const later = LATER_BEHAVIOUR_CARDS[digits];
  if (later) return { ok: true, brand: "visa", behaviour: later };
  const brand = SUCCESS_CARDS[digits];
  if (brand) return { ok: true, brand, behaviour: "charges_succeed" };
  // Stripe's test mode refuses real card numbers.
  return decline("card_declined");
}
