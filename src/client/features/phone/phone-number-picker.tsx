import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type CountryCode, type NumberSource, ownNumberSchema } from "../../../shared/api/phone";
import { areaCodeAsDialled } from "../../../shared/catalog/area-code-dialling";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { Button } from "../../ui/button";
import { CountryFlag } from "../../ui/country-flag";
import { Field } from "../../ui/field";
import { Options, Select } from "../../ui/select";
import { TextField } from "../../ui/text-field";
import type { PhoneSelection } from "../agent-builder/phone-selection";
import { BRING_YOUR_NUMBER_GUIDE } from "../documentation/documentation-sections";
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

// Under the "Phone number" legend, so the choices need not say "number" again.
const NUMBER_SOURCE_LABELS: Record<NumberSource, string> = {
  bought: "Get a new one",
  brought: "Use one I already have",
};

function NumberSourceChoice({
  value,
  onChange,
}: {
  value: NumberSource;
  onChange: (source: NumberSource) => void;
}) {
  return (
    <div role="radiogroup" aria-label="New or your own" className="flex flex-col gap-1.5 text-sm">
      {(Object.keys(NUMBER_SOURCE_LABELS) as NumberSource[]).map((source) => (
        <label key={source} className="flex min-h-8 items-center gap-2">
          <input
            type="radio"
            name="number-source"
            value={source}
            checked={value === source}
            onChange={() => onChange(source)}
            className="size-4 accent-primary"
          />
          {NUMBER_SOURCE_LABELS[source]}
        </label>
      ))}
    </div>
  );
}

/**
 * The owner's own number, typed as they write it and read in the chosen country with the shared
 * schema (libphonenumber); the server reads it with the same one and looks for it in the account.
 */
function OwnNumberField({
  country,
  phoneNumber,
  onPhoneNumberChange,
}: {
  country: CountryCode | "";
  phoneNumber: string;
  onPhoneNumberChange: (phoneNumber: string) => void;
}) {
  const [typed, setTyped] = useState(() => (phoneNumber ? formatPhoneNumber(phoneNumber) : ""));
  const [isLeft, setIsLeft] = useState(false);
  const read = country === "" ? undefined : ownNumberSchema(country).safeParse(typed);
  const problem =
    typed.trim() !== "" && isLeft && read && !read.success ? read.error.issues[0]?.message : null;
  return (
    <TextField
      label="Your number"
      type="tel"
      autoComplete="off"
      disabled={country === ""}
      placeholder={country === "" ? "Choose a country first" : undefined}
      value={typed}
      error={problem}
      onBlur={() => setIsLeft(true)}
      onValueChange={(value) => {
        setTyped(value);
        const parsed = country === "" ? undefined : ownNumberSchema(country).safeParse(value);
        onPhoneNumberChange(parsed?.success ? parsed.data : "");
      }}
      hint={
        <>
          It must be in our Twilio account already, so port it there first, or keep your line and forward it
          to a new number.{" "}
          <a href={BRING_YOUR_NUMBER_GUIDE} className="font-medium text-primary-text underline">
            How to bring your number
          </a>
        </>
      }
    />
  );
}

/**
 * A phone number in three steps, country, then area code, then number; or the owner's own number,
 * typed once the country is chosen.
 */
export function PhoneNumberPicker({
  selection,
  onNumberSourceChange,
  onCountryChange,
  onAreaCodeChange,
  onPhoneNumberChange,
}: {
  selection: PhoneSelection;
  onNumberSourceChange: (source: NumberSource) => void;
  onCountryChange: (country: CountryCode, countryName: string) => void;
  onAreaCodeChange: (areaCode: string, areaLocation: string) => void;
  onPhoneNumberChange: (phoneNumber: string) => void;
}) {
  const countries = useCountries();
  const isOwnNumber = selection.numberSource === "brought";
  const areaCodes = useAreaCodes(isOwnNumber ? "" : selection.country);
  const phoneNumbers = usePhoneNumbers(selection.country, isOwnNumber ? "" : selection.areaCode);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Phone number</legend>
      <NumberSourceChoice value={selection.numberSource} onChange={onNumberSourceChange} />
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

      {isOwnNumber ? (
        <OwnNumberField
          key={selection.country}
          country={selection.country}
          phoneNumber={selection.phoneNumber}
          onPhoneNumberChange={onPhoneNumberChange}
        />
      ) : (
        <BoughtNumberFields
          selection={selection}
          areaCodes={areaCodes}
          phoneNumbers={phoneNumbers}
          onAreaCodeChange={onAreaCodeChange}
          onPhoneNumberChange={onPhoneNumberChange}
        />
      )}
    </fieldset>
  );
}

/** The area code, then a number the carrier offers in it. */
function BoughtNumberFields({
  selection,
  areaCodes,
  phoneNumbers,
  onAreaCodeChange,
  onPhoneNumberChange,
}: {
  selection: PhoneSelection;
  areaCodes: ReturnType<typeof useAreaCodes>;
  phoneNumbers: ReturnType<typeof usePhoneNumbers>;
  onAreaCodeChange: (areaCode: string, areaLocation: string) => void;
  onPhoneNumberChange: (phoneNumber: string) => void;
}) {
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
    <>
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
    </>
  );
}
