// The offline card form's formatting and completeness checks. The processor decides
// whether a complete card is valid (Luhn, test numbers, CVC match); the form only catches what is
// visibly unfinished, with the sentences Stripe's card fields use.

const MAX_CARD_DIGITS = 19;

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** American Express numbers start with 34 or 37, are 15 digits, group 4-6-5 and have a 4-digit CVC. */
function isAmericanExpress(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export function cvcLengthFor(cardNumber: string): 3 | 4 {
  return isAmericanExpress(digitsOf(cardNumber)) ? 4 : 3;
}

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as "3782 822463 10005". */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, MAX_CARD_DIGITS);
  const groups = isAmericanExpress(digits)
    ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
    : (digits.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(" ");
}

/** Typed digits as MM/YY: "1" stays, "4" becomes "04", "1228" becomes "12/28". */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  // A first digit above 1 can only be a one-digit month.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and four-digit year of a complete MM/YY expiry, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The fields that are visibly incomplete, each with the sentence to show under it. */
export function cardFormErrors(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  if (digitsOf(values.number).length < 12) errors.number = "Your card number is incomplete.";
  const expiry = parseExpiry(values.expiry);
  if (!/^\d{2}\/\d{2}$/.test(values.expiry.trim())) {
    errors.expiry = "Your card's expiration date is incomplete.";
  } else if (!expiry) {
    errors.expiry = "Your card's expiration date is invalid.";
  } else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = "Your card's expiration date is in the past.";
  }
  if (digitsOf(values.cvc).length < cvcLengthFor(values.number)) {
    errors.cvc = "Your card's security code is incomplete.";
  }
  if (values.name.trim() === "") errors.name = "Enter the name on your card.";
  return errors;
}

/** The card as the processor takes it; call only when `cardFormErrors` found nothing. */
export function toCardDetails(values: CardFormValues): CardDetails {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error("toCardDetails needs a complete expiry date.");
  return {
    number: digitsOf(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: digitsOf(values.cvc),
    name: values.name.trim(),
  };
}
