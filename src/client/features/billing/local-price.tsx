import { useState } from "react";
import { type CurrencyCode, detectCurrency, formatLocalAmount } from "../../../shared/catalog/currencies";

/** The currency of the browser's language region, else of its time zone. */
function browserCurrency(): CurrencyCode {
  return detectCurrency({
    languageTags: navigator.languages?.length ? navigator.languages : [navigator.language],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** The approximate local amount beside a dollar price; nothing when the visitor's currency is the dollar. */
export function LocalPriceEstimate({ dollars }: { dollars: number }) {
  const [currency] = useState(browserCurrency);
  if (currency === "USD") return null;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground tabular-nums">
        ≈ {formatLocalAmount(dollars, currency, navigator.language)}
      </span>{" "}
      <span>(approximate, in {currency}). You are charged in US dollars.</span>
    </p>
  );
}
