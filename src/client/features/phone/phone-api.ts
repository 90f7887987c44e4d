import { skipToken, useQuery } from "@tanstack/react-query";
import { listAreaCodes, listCountries, listPhoneNumbers } from "../../../shared/api/contracts/phone";
import type { CountryCode } from "../../../shared/api/phone";
import { LOOKUP_CACHE_MS } from "../../../shared/catalog/billing";
import { callApi, queryKeyOf } from "../../api/request";

export const PHONE_NUMBERS_QUERY_KEY = queryKeyOf(listPhoneNumbers);

export function useCountries() {
  return useQuery({
    queryKey: queryKeyOf(listCountries),
    queryFn: ({ signal }) => callApi(listCountries, { signal }),
  });
}

/** Area codes of a country, cached for 5 minutes. */
export function useAreaCodes(country: CountryCode | "") {
  return useQuery({
    queryKey: queryKeyOf(listAreaCodes, country),
    staleTime: LOOKUP_CACHE_MS,
    // Nothing is asked until a country is chosen.
    queryFn:
      country === "" ? skipToken : ({ signal }) => callApi(listAreaCodes, { query: { country }, signal }),
  });
}

/** The numbers free in an area code, cached for 5 minutes. */
export function usePhoneNumbers(country: CountryCode | "", areaCode: string) {
  return useQuery({
    queryKey: queryKeyOf(listPhoneNumbers, areaCode, country),
    staleTime: LOOKUP_CACHE_MS,
    queryFn:
      country === "" || areaCode === ""
        ? skipToken
        : ({ signal }) => callApi(listPhoneNumbers, { params: { areaCode }, query: { country }, signal }),
  });
}
