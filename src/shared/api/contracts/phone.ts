import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  AreaCodesParamsSchema,
  AreaCodesQuerySchema,
  AreaCodesResponseSchema,
  CountriesResponseSchema,
  PhoneNumbersParamsSchema,
  PhoneNumbersQuerySchema,
  PhoneNumbersResponseSchema,
} from "../phone";

export const listCountries = defineContract({
  method: "GET",
  path: "/api/countries",
  auth: "public",
  tags: ["phone numbers"],
  summary: "Countries with numbers",
  response: { 200: CountriesResponseSchema },
});

export const listAreaCodes = defineContract({
  method: "GET",
  path: "/api/area-codes",
  auth: "public",
  tags: ["phone numbers"],
  summary: "Area codes of a country, with their places",
  query: AreaCodesQuerySchema,
  response: { 200: AreaCodesResponseSchema, 400: ApiErrorSchema },
});

export const areaCodesOfCountry = defineContract({
  method: "GET",
  path: "/api/area-codes/:country",
  auth: "public",
  tags: ["phone numbers"],
  summary: "Area codes of a country (path form)",
  params: AreaCodesParamsSchema,
  response: { 200: AreaCodesResponseSchema, 400: ApiErrorSchema },
});

export const listPhoneNumbers = defineContract({
  method: "GET",
  path: "/api/phone-numbers/:areaCode",
  auth: "public",
  tags: ["phone numbers"],
  summary: "Numbers available in an area code, in E.164",
  params: PhoneNumbersParamsSchema,
  query: PhoneNumbersQuerySchema,
  response: { 200: PhoneNumbersResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});
