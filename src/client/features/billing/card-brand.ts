// Card brands as the processors name them (Stripe's `card.brand` values) and as people read them.
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card");
}

/** MM/YY, as printed on the card. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, "0")}/${String(expYear % 100).padStart(2, "0")}`;
}
