// The currency table (units of the currency per US dollar). The checkout detects a currency from the browser's language region or its time zone
// and shows an approximate local amount beside the dollar price. Display only: every
// charge is in US dollars.
export const USD_EXCHANGE_RATES = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.35,
  AUD: 1.5,
  JPY: 150,
  INR: 83,
  PKR: 280,
  SGD: 1.35,
  HKD: 7.8,
  CNY: 7.2,
  KRW: 1300,
  MXN: 17,
  BRL: 5,
  ZAR: 18,
  NGN: 750,
  EGP: 31,
  AED: 3.67,
  SAR: 3.75,
  TRY: 27,
} as const;

export type CurrencyCode = keyof typeof USD_EXCHANGE_RATES;

// Where each currency is used: ISO 3166 region codes, and the IANA time zones of those regions
// (a zone not listed tells us nothing). Space-separated lists keep the visitor's checkout bundle small.
const REGIONS_BY_CURRENCY: Readonly<Record<CurrencyCode, string>> = {
  USD: "US",
  EUR: "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK",
  GBP: "GB",
  CAD: "CA",
  AUD: "AU",
  JPY: "JP",
  INR: "IN",
  PKR: "PK",
  SGD: "SG",
  HKD: "HK",
  CNY: "CN",
  KRW: "KR",
  MXN: "MX",
  BRL: "BR",
  ZAR: "ZA",
  NGN: "NG",
  EGP: "EG",
  AED: "AE",
  SAR: "SA",
  TRY: "TR",
};

const TIME_ZONES_BY_CURRENCY: Readonly<Record<CurrencyCode, string>> = {
  USD: "America/New_York America/Chicago America/Denver America/Los_Angeles America/Phoenix America/Anchorage America/Detroit Pacific/Honolulu",
  EUR: "Europe/Paris Europe/Berlin Europe/Madrid Europe/Rome Europe/Amsterdam Europe/Brussels Europe/Vienna Europe/Dublin Europe/Lisbon Europe/Helsinki Europe/Athens Europe/Luxembourg Europe/Bratislava Europe/Ljubljana Europe/Tallinn Europe/Riga Europe/Vilnius Europe/Malta Europe/Zagreb Asia/Nicosia",
  GBP: "Europe/London",
  CAD: "America/Toronto America/Vancouver America/Edmonton America/Winnipeg America/Halifax America/St_Johns America/Regina",
  AUD: "Australia/Sydney Australia/Melbourne Australia/Brisbane Australia/Perth Australia/Adelaide Australia/Hobart Australia/Darwin",
  JPY: "Asia/Tokyo",
  INR: "Asia/Kolkata Asia/Calcutta",
  PKR: "Asia/Karachi",
  SGD: "Asia/Singapore",
  HKD: "Asia/Hong_Kong",
  CNY: "Asia/Shanghai Asia/Urumqi",
  KRW: "Asia/Seoul",
  MXN: "America/Mexico_City America/Monterrey America/Cancun America/Tijuana",
  BRL: "America/Sao_Paulo America/Manaus America/Fortaleza",
  ZAR: "Africa/Johannesburg",
  NGN: "Africa/Lagos",
  EGP: "Africa/Cairo",
  AED: "Asia/Dubai",
  SAR: "Asia/Riyadh",
  TRY: "Europe/Istanbul",
};

/** Inverts a currency → "key key key" table into key → currency. */
function currencyByKey(table: Readonly<Record<CurrencyCode, string>>): ReadonlyMap<string, CurrencyCode> {
  const entries = Object.entries(table) as Array<[CurrencyCode, string]>;
  return new Map(
    entries.flatMap(([currency, keys]) => keys.split(" ").map((key) => [key, currency] as const)),
  );
}

const CURRENCY_BY_REGION = currencyByKey(REGIONS_BY_CURRENCY);
const CURRENCY_BY_TIME_ZONE = currencyByKey(TIME_ZONES_BY_CURRENCY);

/** The currency of a country (ISO 3166 code), US dollars for one the table does not list. */
export function currencyOfRegion(region: string): CurrencyCode {
  return CURRENCY_BY_REGION.get(region.toUpperCase()) ?? "USD";
}

function regionOfLanguageTag(languageTag: string): string | null {
  try {
    return new Intl.Locale(languageTag).region ?? null;
  } catch {
    // Not a well-formed BCP 47 tag: it names no region.
    return null;
  }
}

/**
 * The first of the browser's languages that names a region of the table decides;
 * otherwise the time zone; otherwise US dollars. US dollars stay US dollars.
 */
export function detectCurrency({
  languageTags,
  timeZone,
}: {
  languageTags: readonly string[];
  timeZone: string | undefined;
}): CurrencyCode {
  for (const languageTag of languageTags) {
    const region = regionOfLanguageTag(languageTag);
    const currency = region ? CURRENCY_BY_REGION.get(region) : undefined;
    if (currency) return currency;
  }
  return (timeZone && CURRENCY_BY_TIME_ZONE.get(timeZone)) || "USD";
}

/** Whole units when a dollar buys 100 or more of the currency, else 2 decimals. */
export function fractionDigitsOf(currency: CurrencyCode): 0 | 2 {
  return USD_EXCHANGE_RATES[currency] >= 100 ? 0 : 2;
}

/** The approximate amount in `currency`, rounded as the table's rate asks. */
export function convertFromUsd(dollars: number, currency: CurrencyCode): number {
  const factor = 10 ** fractionDigitsOf(currency);
  return Math.round(dollars * USD_EXCHANGE_RATES[currency] * factor) / factor;
}

/** The approximate local amount as text, e.g. "£30.81" or "PKR 10,920"; `locale` picks separators and symbols. */
export function formatLocalAmount(dollars: number, currency: CurrencyCode, locale?: string): string {
  const digits = fractionDigitsOf(currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(convertFromUsd(dollars, currency));
}
