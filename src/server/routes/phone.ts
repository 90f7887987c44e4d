import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "../../shared/api/errors";
import {
  AreaCodesParamsSchema,
  AreaCodesQuerySchema,
  AreaCodesResponseSchema,
  CountriesResponseSchema,
  PhoneNumbersParamsSchema,
  PhoneNumbersQuerySchema,
  PhoneNumbersResponseSchema,
} from "../../shared/api/phone";
import { areaCodesFor, callingCodeOf, countries, findAreaCode } from "../../shared/catalog/phone-numbers";
import { notFound } from "../http/http-error";
import type { Services } from "../services/services";

// Spec 000 §7 and spec 001 §7: the number picker's lookups, public (the API
// reference lists them) and answered from the catalogue or the carrier.
export function phoneRoutes(app: FastifyInstance, { telephony, agents }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/countries",
    {
      schema: {
        tags: ["phone numbers"],
        summary: "Countries with numbers",
        response: { 200: CountriesResponseSchema },
      },
    },
    async () => countries(),
  );

  api.get(
    "/api/area-codes",
    {
      schema: {
        tags: ["phone numbers"],
        summary: "Area codes of a country, with their places",
        querystring: AreaCodesQuerySchema,
        response: { 200: AreaCodesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => areaCodesFor(request.query.country),
  );

  api.get(
    "/api/area-codes/:country",
    {
      schema: {
        tags: ["phone numbers"],
        summary: "Area codes of a country (path form)",
        params: AreaCodesParamsSchema,
        response: { 200: AreaCodesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => areaCodesFor(request.params.country),
  );

  api.get(
    "/api/phone-numbers/:areaCode",
    {
      schema: {
        tags: ["phone numbers"],
        summary: "Numbers available in an area code, in E.164",
        params: PhoneNumbersParamsSchema,
        querystring: PhoneNumbersQuerySchema,
        response: { 200: PhoneNumbersResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { areaCode } = request.params;
      const known = findAreaCode(areaCode, request.query.country);
      if (!known) throw notFound(`We have no numbers in area code ${areaCode}.`);
      const taken = await agents.takenNumbers(`+${callingCodeOf(known.country)}${areaCode}`);
      return telephony.searchAvailableNumbers({ country: known.country, areaCode, taken });
    },
  );
}
