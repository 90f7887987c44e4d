// Spec 001 §3: the currency table (units of the currency per US dollar), and spec 001 §4:
// the checkout detects a currency from the browser's language region or its time zone
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

// The euro area's members, by ISO 3166 region code.
const EURO_AREA_REGIONS = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
] as const;

const CURRENCY_BY_REGION: Readonly<Record<string, CurrencyCode>> = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
  IN: "INR",
  PK: "PKR",
  SG: "SGD",
  HK: "HKD",
  CN: "CNY",
  KR: "KRW",
  MX: "MXN",
  BR: "BRL",
  ZA: "ZAR",
  NG: "NGN",
  EG: "EGP",
  AE: "AED",
  SA: "SAR",
  TR: "TRY",
  ...Object.fromEntries(EURO_AREA_REGIONS.map((region) => [region, "EUR" as const])),
};

// IANA zones of the countries above; a zone not listed here tells us nothing.
const CURRENCY_BY_TIME_ZONE: Readonly<Record<string, CurrencyCode>> = {
  "America/New_York": "USD",
  "America/Chicago": "USD",
  "America/Denver": "USD",
  "America/Los_Angeles": "USD",
  "America/Phoenix": "USD",
  "America/Anchorage": "USD",
  "America/Detroit": "USD",
  "America/Boise": "USD",
  "America/Indiana/Indianapolis": "USD",
  "America/Kentucky/Louisville": "USD",
  "Pacific/Honolulu": "USD",
  "Europe/London": "GBP",
  "Europe/Belfast": "GBP",
  "Europe/Paris": "EUR",
  "Europe/Berlin": "EUR",
  "Europe/Madrid": "EUR",
  "Europe/Rome": "EUR",
  "Europe/Amsterdam": "EUR",
  "Europe/Brussels": "EUR",
  "Europe/Vienna": "EUR",
  "Europe/Dublin": "EUR",
  "Europe/Lisbon": "EUR",
  "Europe/Helsinki": "EUR",
  "Europe/Athens": "EUR",
  "Europe/Luxembourg": "EUR",
  "Europe/Bratislava": "EUR",
  "Europe/Ljubljana": "EUR",
  "Europe/Tallinn": "EUR",
  "Europe/Riga": "EUR",
  "Europe/Vilnius": "EUR",
  "Europe/Malta": "EUR",
  "Europe/Zagreb": "EUR",
  "Asia/Nicosia": "EUR",
  "America/Toronto": "CAD",
  "America/Vancouver": "CAD",
  "America/Edmonton": "CAD",
  "America/Winnipeg": "CAD",
  "America/Halifax": "CAD",
  "America/St_Johns": "CAD",
  "America/Regina": "CAD",
  "Australia/Sydney": "AUD",
  "Australia/Melbourne": "AUD",
  "Australia/Brisbane": "AUD",
  "Australia/Perth": "AUD",
  "Australia/Adelaide": "AUD",
  "Australia/Hobart": "AUD",
  "Australia/Darwin": "AUD",
  "Asia/Tokyo": "JPY",
  "Asia/Kolkata": "INR",
  "Asia/Calcutta": "INR",
  "Asia/Karachi": "PKR",
  "Asia/Singapore": "SGD",
  "Asia/Hong_Kong": "HKD",
  "Asia/Shanghai": "CNY",
  "Asia/Urumqi": "CNY",
  "Asia/Seoul": "KRW",
  "America/Mexico_City": "MXN",
  "America/Monterrey": "MXN",
  "America/Cancun": "MXN",
  "America/Tijuana": "MXN",
  "America/Sao_Paulo": "BRL",
  "America/Manaus": "BRL",
  "America/Fortaleza": "BRL",
  "Africa/Johannesburg": "ZAR",
  "Africa/Lagos": "NGN",
  "Africa/Cairo": "EGP",
  "Asia/Dubai": "AED",
  "Asia/Riyadh": "SAR",
  "Europe/Istanbul": "TRY",
};

function regionOfLanguageTag(languageTag: string): string | null {
  try {
    return new Intl.Locale(languageTag).region ?? null;
  } catch {
    // Not a well-formed BCP 47 tag: it names no region.
    return null;
  }
}

/**
 * Spec 001 §4: the first of the browser's languages that names a region of the table decides;
 * otherwise the time zone; otherwise US dollars. US dollars stay US dollars (issue 4 §2).
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
    const currency = region ? CURRENCY_BY_REGION[region] : undefined;
    if (currency) return currency;
  }
  return (timeZone && CURRENCY_BY_TIME_ZONE[timeZone]) || "USD";
}

/** Spec 001 §4: whole units when a dollar buys 100 or more of the currency, else 2 decimals. */
export function fractionDigitsOf(currency: CurrencyCode): 0 | 2 {
  return USD_EXCHANGE_RATES[currency] >= 100 ? 0 : 2;
}

/** Spec 001 §4: the approximate amount in `currency`, rounded as the table's rate asks. */
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
