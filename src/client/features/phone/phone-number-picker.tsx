import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CountryCode } from "../../../shared/api/phone";
import { areaCodeAsDialled } from "../../../shared/catalog/area-code-dialling";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { Button } from "../../ui/button";
import { CountryFlag } from "../../ui/country-flag";
import { Field } from "../../ui/field";
import { Options, Select } from "../../ui/select";
import type { PhoneSelection } from "../agent-builder/phone-selection";
import { useAreaCodes, useCountries, usePhoneNumbers } from "./phone-api";

function LookupProblem({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (!query.isError) return null;
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-destructive-text">
      <span>We could not load the {what}.</span>
      <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
        Retry
      </Button>
    </div>
  );
}

/** An area code as the owner dials it (020 in London), once the country is known. */
function dialled(country: CountryCode | "", areaCode: string): string {
  return country === "" ? areaCode : areaCodeAsDialled(country, areaCode);
}

function placeholderOption(text: string): ReactNode {
  return (
    <option value="" disabled>
      {text}
    </option>
  );
}

/** A phone number in three steps, country, then area code, then number. */
export function PhoneNumberPicker({
  selection,
  onCountryChange,
  onAreaCodeChange,
  onPhoneNumberChange,
}: {
  selection: PhoneSelection;
  onCountryChange: (country: CountryCode, countryName: string) => void;
  onAreaCodeChange: (areaCode: string, areaLocation: string) => void;
  onPhoneNumberChange: (phoneNumber: string) => void;
}) {
  const countries = useCountries();
  const areaCodes = useAreaCodes(selection.country);
  const phoneNumbers = usePhoneNumbers(selection.country, selection.areaCode);

  // A loaded agent's own number is taken, so the server no longer offers it; keep it choosable.
  const numbers = phoneNumbers.data ?? [];
  const numberOptions =
    selection.phoneNumber && !numbers.includes(selection.phoneNumber)
      ? [selection.phoneNumber, ...numbers]
      : numbers;
  const areaCodeOptions = areaCodes.data ?? [];
  const isSavedAreaCodeMissing =
    selection.areaCode !== "" && !areaCodeOptions.some((option) => option.code === selection.areaCode);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Phone number</legend>
      <Field label="Country">
        {(control) => (
          <Select
            {...control}
            value={selection.country}
            disabled={countries.isPending}
            leading={selection.country ? <CountryFlag code={selection.country} /> : undefined}
            onChange={(event) => {
              const country = countries.data?.find((option) => option.code === event.target.value);
              if (country) onCountryChange(country.code, country.name);
            }}
          >
            {placeholderOption(countries.isPending ? "Loading countries…" : "Choose a country")}
            <Options
              items={countries.data ?? []}
              value={(country) => country.code}
              label={(country) => country.name}
            />
          </Select>
        )}
      </Field>
      <LookupProblem query={countries} what="countries" />

      <Field label="Area code">
        {(control) => (
          <Select
            {...control}
            value={selection.areaCode}
            disabled={selection.country === "" || areaCodes.isPending}
            onChange={(event) => {
              const areaCode = areaCodeOptions.find((option) => option.code === event.target.value);
              if (areaCode) onAreaCodeChange(areaCode.code, areaCode.location);
            }}
          >
            {placeholderOption(
              selection.country === ""
                ? "Choose a country first"
                : areaCodes.isPending
                  ? "Loading area codes…"
                  : "Choose an area code",
            )}
            {isSavedAreaCodeMissing ? (
              <option value={selection.areaCode}>
                {dialled(selection.country, selection.areaCode)} · {selection.areaLocation}
              </option>
            ) : null}
            <Options
              items={areaCodeOptions}
              value={(areaCode) => areaCode.code}
              label={(areaCode) => `${dialled(selection.country, areaCode.code)} · ${areaCode.location}`}
            />
          </Select>
        )}
      </Field>
      <LookupProblem query={areaCodes} what="area codes" />

      <Field label="Number">
        {(control) => (
          <Select
            {...control}
            value={selection.phoneNumber}
            disabled={selection.areaCode === "" || phoneNumbers.isPending}
            onChange={(event) => onPhoneNumberChange(event.target.value)}
          >
            {placeholderOption(
              selection.areaCode === ""
                ? "Choose an area code first"
                : phoneNumbers.isPending
                  ? "Loading numbers…"
                  : numberOptions.length === 0
                    ? "No numbers free here"
                    : "Choose a number",
            )}
            <Options items={numberOptions} label={(phoneNumber) => formatPhoneNumber(phoneNumber)} />
          </Select>
        )}
      </Field>
      <LookupProblem query={phoneNumbers} what="numbers" />
      {phoneNumbers.isSuccess && numberOptions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Every number in this area code is taken. Choose another area code.
        </p>
      ) : null}
    </fieldset>
  );
}
