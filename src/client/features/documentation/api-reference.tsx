import { useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE } from "../../../shared/api/calls";
import { OPENAPI_DOCUMENT_PATH, openApiPath } from "../../../shared/api/contract";
import { requestAgent } from "../../../shared/api/contracts/agents";
import { areaCodesOfCountry, listCountries, listPhoneNumbers } from "../../../shared/api/contracts/phone";
import { QueryResult } from "../../api/query-result";
import { apiRequest } from "../../api/request";
import { cn } from "../../ui/class-names";
import { Notice } from "../../ui/notice";
import { Skeleton } from "../../ui/skeleton";
import { CopyableCode } from "./documentation-parts";
import {
  describeEndpoint,
  type EndpointAccess,
  type EndpointReference,
  keyEndpointsOf,
  type SchemaDescription,
  type SchemaField,
} from "./openapi-reference";
import { WebhooksReference } from "./webhooks-reference";

// Looking up countries, area codes and free numbers needs no sign-in; asking the team to build an agent
// needs a signed-in owner. The endpoints an API key may call are read from the document itself.
const PHONE_LOOKUPS = [listCountries, areaCodesOfCountry, listPhoneNumbers];
const SIGNED_IN_ONLY = [requestAgent];
const endpointOf = ({ method, path }: { method: string; path: string }) => ({
  method,
  path: openApiPath(path),
});

// What each error status of the API means, short for the endpoint cards and in full for the table.
const ERROR_STATUSES: Readonly<Record<string, { short: string; full: string }>> = {
  "400": { short: "invalid input", full: "The input is not valid; `field` names the one at fault." },
  "401": {
    short: "no valid key or session",
    full: "No API key or session was sent, or the key was revoked or never existed.",
  },
  "402": { short: "insufficient balance", full: "The balance is too low for what was asked." },
  "403": {
    short: "not allowed",
    full: "The account may not do this: API keys need a running Plus licence, and changes need a key with write access.",
  },
  "404": {
    short: "not found",
    full: "No such resource belongs to the account (another owner's looks the same).",
  },
  "409": { short: "conflict", full: "The resource changed or is taken; read it again and retry." },
  "422": { short: "cannot be processed", full: "The input is valid but cannot be carried out." },
  "429": { short: "too many requests", full: "Too many requests; wait the seconds in `Retry-After`." },
  "502": {
    short: "a provider failed",
    full: "A provider (payments, telephony) failed; nothing was charged.",
  },
  "503": { short: "unavailable", full: "The service is briefly unavailable; retry later." },
};

const ACCESS_LABELS: Readonly<Record<EndpointAccess, string>> = {
  key: "API key or signed in",
  session: "Signed in only",
  public: "No sign-in needed",
};

/** A shell command that calls the endpoint, with placeholders for what the reader fills in. */
function curlExample(endpoint: EndpointReference, origin: string): string | null {
  if (endpoint.access === "session") return null;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === "country" ? "US" : `$${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
  );
  const method = endpoint.method === "GET" ? "" : ` -X ${endpoint.method}`;
  const key = endpoint.access === "key" ? ' \\\n  -H "Authorization: Bearer $SWITCHBOARD_API_KEY"' : "";
  return `curl${method} "${origin}${path}"${key}${bodyExample(endpoint.requestBody)}`;
}

// A placeholder for each kind of value a body's required field takes.
const PLACEHOLDERS: Readonly<Record<string, unknown>> = {
  boolean: false,
  number: 0,
  integer: 0,
  array: [],
  object: {},
};

/** The JSON body to send, with the required top-level fields and placeholders to replace. */
function bodyExample(body: EndpointReference["requestBody"]): string {
  if (!body || body.type !== "object") return "";
  const required = body.fields.filter(({ name, required }) => required && !/[.[]/.test(name));
  // A type in words names an array by its items ("array of strings").
  const placeholderOf = (type: string) => PLACEHOLDERS[type.startsWith("array") ? "array" : type] ?? "…";
  const example = Object.fromEntries(required.map(({ name, type }) => [name, placeholderOf(type)]));
  return ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(example)}'`;
}

const METHOD_CLASSES: Readonly<Record<string, string>> = {
  GET: "border-success/40 bg-success-soft text-success-text",
  POST: "border-primary/40 bg-primary-soft text-primary-text",
  PUT: "border-warning/40 bg-warning-soft text-warning-text",
  DELETE: "border-destructive-text/40 bg-destructive-soft text-destructive-text",
};

function FieldList({ fields }: { fields: readonly SchemaField[] }) {
  return (
    <ul className="divide-y divide-border rounded-md border border-border text-sm">
      {fields.map((field) => (
        <li key={field.name} className="px-3 py-2">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <code className="font-mono text-[0.8125rem] break-all text-foreground">{field.name}</code>
            <span className="text-xs">{field.type}</span>
            <span className={cn("text-xs", field.required ? "text-warning-text" : "text-faint-foreground")}>
              {field.required ? "required" : "optional"}
            </span>
          </div>
          {field.rules.length > 0 ? (
            <p className="mt-0.5 text-xs break-words text-faint-foreground">{field.rules.join("; ")}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function BodyDescription({ title, body }: { title: string; body: SchemaDescription | null }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      {body === null ? (
        <p className="text-sm">No JSON body.</p>
      ) : body.fields.length > 0 ? (
        <>
          {body.type.startsWith("array") ? <p className="text-sm">A JSON {body.type}, each with:</p> : null}
          <FieldList fields={body.fields} />
        </>
      ) : (
        <p className="text-sm">
          A JSON {body.type}
          {body.rules.length > 0 ? ` (${body.rules.join("; ")})` : ""}.
        </p>
      )}
    </div>
  );
}

function EndpointCard({ endpoint, origin }: { endpoint: EndpointReference; origin: string }) {
  const example = curlExample(endpoint, origin);
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <div>
        <h3 className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              "rounded-md border px-2 py-0.5 font-mono text-xs font-semibold",
              METHOD_CLASSES[endpoint.method] ?? "border-border text-foreground",
            )}
          >
            {endpoint.method}
          </span>
          <code className="font-mono text-sm break-all text-foreground">{endpoint.path}</code>
        </h3>
        {endpoint.summary ? <p className="mt-2 text-sm">{endpoint.summary}.</p> : null}
        <p className="mt-1 text-xs text-faint-foreground">{ACCESS_LABELS[endpoint.access]}</p>
      </div>
      {endpoint.pathParameters.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-foreground">Path parameters</h4>
          <FieldList fields={endpoint.pathParameters} />
        </div>
      ) : null}
      {endpoint.queryParameters.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-foreground">Query parameters</h4>
          <FieldList fields={endpoint.queryParameters} />
        </div>
      ) : null}
      {endpoint.requestBody ? <BodyDescription title="Request body" body={endpoint.requestBody} /> : null}
      {endpoint.response ? (
        <BodyDescription title={`Response ${endpoint.response.status}`} body={endpoint.response.body} />
      ) : null}
      {endpoint.errorStatuses.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold text-foreground">Errors: </span>
          {endpoint.errorStatuses
            .map((status) => (ERROR_STATUSES[status] ? `${status} ${ERROR_STATUSES[status].short}` : status))
            .join(", ")}
          .
        </p>
      ) : null}
      {example ? (
        <CopyableCode
          title="Example"
          code={example}
          copyLabel="Copy example"
          failureHint="Select the example and copy it yourself."
          breaksAnywhere
        />
      ) : null}
    </article>
  );
}

const ENDPOINTS_SKELETON = PHONE_LOOKUPS.map(({ method, path }) => (
  <div key={`${method} ${path}`} className="flex flex-col gap-3 rounded-xl border border-border p-5">
    <Skeleton className="h-6 w-64 max-w-full" />
    <Skeleton className="h-4 w-80 max-w-full" />
    <Skeleton className="h-20 w-full" />
  </div>
));

const inlineCode = "font-mono text-sm text-foreground";

function EndpointGroup({
  title,
  endpoints,
  origin,
}: {
  title: string;
  endpoints: readonly EndpointReference[];
  origin: string;
}) {
  const headingId = useId();
  if (endpoints.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-foreground">
        {title}
      </h3>
      {endpoints.map((endpoint) => (
        <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} origin={origin} />
      ))}
    </section>
  );
}

/**
 * The API, read at run time from the OpenAPI document the server builds from the same contracts it
 * validates with: which endpoints a key opens comes from the document's security, so this reference
 * cannot drift from the API.
 */
export function ApiReference() {
  const openApiDocument = useQuery({
    queryKey: [OPENAPI_DOCUMENT_PATH],
    // The document is read field by field (openapi-reference.ts), so it has no contract of its own.
    queryFn: ({ signal }) => apiRequest("GET", OPENAPI_DOCUMENT_PATH, undefined, { signal }),
  });
  const groups = useMemo(() => {
    const document = openApiDocument.data;
    if (document === undefined) return null;
    const described = (list: readonly { method: string; path: string }[]) =>
      list.flatMap(({ method, path }) => describeEndpoint(document, method, path) ?? []);
    return {
      withKey: described(keyEndpointsOf(document)),
      phoneLookups: described(PHONE_LOOKUPS.map(endpointOf)),
      signedInOnly: described(SIGNED_IN_ONLY.map(endpointOf)),
    };
  }, [openApiDocument.data]);
  const origin = window.location.origin;

  return (
    <>
      <p>
        <strong className="font-semibold text-foreground">
          External API access is for Plus subscribers.
        </strong>{" "}
        The API speaks JSON over HTTPS. It is read from the API's own{" "}
        <a
          href={OPENAPI_DOCUMENT_PATH}
          className="font-medium text-primary-text underline underline-offset-2 hover:text-foreground"
        >
          OpenAPI 3 description
        </a>
        , which tools can import.
      </p>
      <h3 className="text-lg font-semibold text-foreground">Authentication</h3>
      <p>
        Create a key in Settings, under API keys. It is shown once: keep it somewhere safe. Send it with every
        request as <code className={`${inlineCode} break-all`}>Authorization: Bearer {API_KEY_PREFIX}…</code>.
        A key acts for the account that made it and sees only that account's agents, knowledge and calls. A
        key made for reading only may call the GET endpoints; a key with write access may also create, change
        and delete, with the same rules as the screens: creating an agent takes its $25 from the balance.
        Revoking a key in Settings stops it at once, and it stops while the account's Plus licence is not
        running (403).
      </p>
      <p>
        The site's own screens use the session cookie instead. A request with the cookie that changes
        something must send{" "}
        <code className={`${inlineCode} whitespace-nowrap`}>Content-Type: application/json</code> and an{" "}
        <code className={inlineCode}>Origin</code> header of this site; a request with a key needs neither.
      </p>
      <h3 className="text-lg font-semibold text-foreground">Errors</h3>
      <p>
        An error answers with its status and{" "}
        <code className={`${inlineCode} whitespace-nowrap`}>{'{ "error": "…" }'}</code>, a sentence to show a
        person, with <code className={inlineCode}>field</code> naming the input at fault when there is one.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(ERROR_STATUSES).map(([status, meaning]) => (
          <div key={status} className="contents">
            <dt className="font-mono text-foreground">{status}</dt>
            <dd>{meaning.full.replaceAll("`", "")}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-semibold text-foreground">Rate limits</h3>
      <p>
        Each API key may make {API_KEY_REQUESTS_PER_MINUTE} requests a minute, counted from its first request
        of the minute. The next one is answered 429 with a{" "}
        <code className={`${inlineCode} whitespace-nowrap`}>Retry-After</code> header giving the seconds to
        wait; nothing it asked for is done. Each key has its own count, so a busy script does not slow the
        screens or your other keys. Some actions have limits of their own whatever makes them: adding
        knowledge documents, and asking the team to build an agent, a few times an hour.
      </p>
      <QueryResult
        query={openApiDocument}
        loadingLabel="Loading the API reference"
        loadingClassName="flex flex-col gap-4"
        skeleton={ENDPOINTS_SKELETON}
        failureTitle="The API reference could not be loaded"
      >
        {() =>
          !groups || groups.withKey.length + groups.phoneLookups.length === 0 ? (
            <Notice title="No endpoints to show">
              The API description lists none of the public endpoints. Try again later, or send a support
              request.
            </Notice>
          ) : (
            <div className="flex flex-col gap-8">
              <EndpointGroup title="Endpoints for API keys" endpoints={groups.withKey} origin={origin} />
              <EndpointGroup
                title="Choosing a number (no sign-in)"
                endpoints={groups.phoneLookups}
                origin={origin}
              />
              <EndpointGroup title="Signed in only" endpoints={groups.signedInOnly} origin={origin} />
            </div>
          )
        }
      </QueryResult>
      <WebhooksReference />
    </>
  );
}
