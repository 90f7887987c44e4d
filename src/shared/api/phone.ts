import * as z from "zod/mini";
import { ownNumberAsE164 } from "../phone/phone-number-format";

// Countries, area codes and available numbers.
export const COUNTRY_CODES = ["US", "GB", "AU"] as const;
export const CountryCodeSchema = z.enum(
  COUNTRY_CODES,
  "Choose the United States (US), the United Kingdom (GB) or Australia (AU).",
);
export type CountryCode = z.infer<typeof CountryCodeSchema>;

export const CountrySchema = z.object({ code: CountryCodeSchema, name: z.string(), flag: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.array(CountrySchema);

export const AreaCodeSchema = z.object({ code: z.string(), location: z.string() });
export type AreaCode = z.infer<typeof AreaCodeSchema>;
export const AreaCodesResponseSchema = z.array(AreaCodeSchema);
export const AreaCodesQuerySchema = z.strictObject({ country: CountryCodeSchema });
export const AreaCodesParamsSchema = z.strictObject({ country: CountryCodeSchema });

// An area code is a country's dialling prefix inside the number: 212 (US), 20 (UK), 2 (AU).
export const PhoneNumbersParamsSchema = z.strictObject({
  areaCode: z.string().check(z.regex(/^\d{1,4}$/, "An area code is 1 to 4 digits.")),
});
export const PhoneNumbersQuerySchema = z.strictObject({ country: z.optional(CountryCodeSchema) });
export const PhoneNumbersResponseSchema = z.array(z.string().check(z.regex(/^\+\d{8,15}$/)));

// E.164: a plus and up to 15 digits.
export const E164Schema = z.string().check(z.regex(/^\+[1-9]\d{7,14}$/, "Choose a phone number."));

/**
 * Where an agent's number came from: bought for it from the carrier (released when the agent goes),
 * or a number the owner brought, already in the app's Twilio account (kept there when the agent goes).
 */
export const NUMBER_SOURCES = ["bought", "brought"] as const;
export const NumberSourceSchema = z.enum(NUMBER_SOURCES, "Choose a number to buy or enter your own number.");
export type NumberSource = z.infer<typeof NumberSourceSchema>;

export const OWN_NUMBER_REFUSAL =
  "Enter your own number in full, with its area code: a number of the United States, the United Kingdom or Australia.";

/** The number an owner types in the picker, read in the country chosen there, as E.164. */
export const ownNumberSchema = (country: CountryCode) =>
  z.pipe(
    z.string().check(z.refine((typed) => ownNumberAsE164(typed, country) !== undefined, OWN_NUMBER_REFUSAL)),
    z.transform((typed) => ownNumberAsE164(typed, country) ?? ""),
  );
