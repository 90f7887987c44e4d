import type { FastifyInstance } from "fastify";
import {
  areaCodesOfCountry,
  listAreaCodes,
  listCountries,
  listPhoneNumbers,
} from "../../shared/api/contracts/phone";
import { areaCodesFor, callingCodeOf, countries, findAreaCode } from "../../shared/catalog/phone-numbers";
import { route } from "../http/contract-route";
import { notFound } from "../http/http-error";
import type { Services } from "../services/services";

// The number picker's lookups, public (the API
// reference lists them) and answered from the catalogue or the carrier.
export function phoneRoutes(app: FastifyInstance, { telephony, agents }: Services): void {
  route(app, listCountries, async () => countries());

  route(app, listAreaCodes, async (request) => areaCodesFor(request.query.country));

  route(app, areaCodesOfCountry, async (request) => areaCodesFor(request.params.country));

  route(app, listPhoneNumbers, async (request) => {
    const { areaCode } = request.params;
    const known = findAreaCode(areaCode, request.query.country);
    if (!known) throw notFound(`We have no numbers in area code ${areaCode}.`);
    const taken = await agents.takenNumbers(`+${callingCodeOf(known.country)}${areaCode}`);
    return telephony.searchAvailableNumbers({ country: known.country, areaCode, taken });
  });
}
