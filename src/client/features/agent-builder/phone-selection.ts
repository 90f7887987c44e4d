import { COUNTRY_CODES, type CountryCode, type NumberSource } from "../../../shared/api/phone";

/**
 * The agent's number: bought, picked in three steps (country, then area code, then number), or the
 * owner's own, typed in the country chosen.
 */
export interface PhoneSelection {
  numberSource: NumberSource;
  country: CountryCode | "";
  countryName: string;
  areaCode: string;
  areaLocation: string;
  phoneNumber: string;
}

export const EMPTY_PHONE_SELECTION: PhoneSelection = {
  numberSource: "bought",
  country: "",
  countryName: "",
  areaCode: "",
  areaLocation: "",
  phoneNumber: "",
};

function isCountryCode(value: string | null): value is CountryCode {
  return value !== null && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The selection of an agent or a saved conversation. */
export function phoneSelectionOf(source: {
  numberSource: NumberSource;
  selectedCountry: string | null;
  countryName: string | null;
  areaCode: string | null;
  areaLocation: string | null;
  phoneNumber: string | null;
}): PhoneSelection {
  return {
    numberSource: source.numberSource,
    country: isCountryCode(source.selectedCountry) ? source.selectedCountry : "",
    countryName: source.countryName ?? "",
    areaCode: source.areaCode ?? "",
    areaLocation: source.areaLocation ?? "",
    phoneNumber: source.phoneNumber ?? "",
  };
}

/** The selection in the fields an agent and a saved conversation store it in. */
export function storedPhoneFieldsOf(phone: PhoneSelection) {
  return {
    phoneNumber: phone.phoneNumber,
    numberSource: phone.numberSource,
    selectedCountry: phone.country,
    countryName: phone.countryName,
    areaCode: phone.areaCode,
    areaLocation: phone.areaLocation,
  };
}
