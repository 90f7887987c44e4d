import { useQuery } from "@tanstack/react-query";
import {
  AreaCodesResponseSchema,
  CountriesResponseSchema,
  type CountryCode,
  PhoneNumbersResponseSchema,
} from "../../../shared/api/phone";
import { LOOKUP_CACHE_MS } from "../../../shared/catalog/billing";
import { apiRequest } from "../../api/request";

export const PHONE_NUMBERS_QUERY_KEY = ["/api/phone-numbers"] as const;

export function useCountries() {
  return useQuery({
    queryKey: ["/api/countries"],
    queryFn: async ({ signal }) =>
      CountriesResponseSchema.parse(await apiRequest("GET", "/api/countries", undefined, { signal })),
  });
}

/** Spec 000 §7 and §9: area codes of a country, cached for 5 minutes. */
export function useAreaCodes(country: CountryCode | "") {
  return useQuery({
    queryKey: ["/api/area-codes", country],
    enabled: country !== "",
    staleTime: LOOKUP_CACHE_MS,
    queryFn: async ({ signal }) =>
      AreaCodesResponseSchema.parse(
        await apiRequest("GET", `/api/area-codes?country=${encodeURIComponent(country)}`, undefined, {
          signal,
        }),
      ),
  });
}

/** Spec 000 §7 and §9: the numbers free in an area code, cached for 5 minutes. */
export function usePhoneNumbers(country: CountryCode | "", areaCode: string) {
  return useQuery({
    queryKey: [...PHONE_NUMBERS_QUERY_KEY, areaCode, country],
    enabled: country !== "" && areaCode !== "",
    staleTime: LOOKUP_CACHE_MS,
    queryFn: async ({ signal }) =>
      PhoneNumbersResponseSchema.parse(
        await apiRequest(
          "GET",
          `/api/phone-numbers/${encodeURIComponent(areaCode)}?country=${encodeURIComponent(country)}`,
          undefined,
          { signal },
        ),
      ),
  });
}
