// Card brands as the processors name them (Stripe's `card.brand` values) and as people read them:
// on the settings page, the Add Balance page and the receipts alike.
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

/** "Visa •••• 4242": a card as its owner tells it from their others. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}
