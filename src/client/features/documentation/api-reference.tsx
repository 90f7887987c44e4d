import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { OPENAPI_DOCUMENT_PATH, openApiPath } from "../../../shared/api/contract";
import { deleteAgent, listAgents, requestAgent } from "../../../shared/api/contracts/agents";
import { areaCodesOfCountry, listCountries, listPhoneNumbers } from "../../../shared/api/contracts/phone";
import { errorMessageOf } from "../../api/error-details";
import { apiRequest } from "../../api/request";
import { Button } from "../../ui/button";
import { cn } from "../../ui/class-names";
import { Notice } from "../../ui/notice";
import { Skeleton } from "../../ui/skeleton";
import {
  describeEndpoint,
  type EndpointReference,
  type SchemaDescription,
  type SchemaField,
} from "./openapi-reference";

// The endpoints documented on the API reference page.
const PUBLIC_ENDPOINTS = [
  listCountries,
  areaCodesOfCountry,
  listPhoneNumbers,
  requestAgent,
  listAgents,
  deleteAgent,
].map(({ method, path }) => ({ method, path: openApiPath(path) }));

// What each error status of the API means.
const ERROR_STATUS_MEANINGS: Readonly<Record<string, string>> = {
  "400": "invalid input",
  "401": "not signed in",
  "402": "insufficient balance",
  "403": "not allowed",
  "404": "not found",
  "409": "conflict",
  "422": "cannot be processed",
  "429": "too many requests",
  "502": "a provider failed",
  "503": "unavailable",
};

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

function EndpointCard({ endpoint }: { endpoint: EndpointReference }) {
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
            .map((status) =>
              ERROR_STATUS_MEANINGS[status] ? `${status} ${ERROR_STATUS_MEANINGS[status]}` : status,
            )
            .join(", ")}
          .
        </p>
      ) : null}
    </article>
  );
}

function EndpointsLoading() {
  return (
    <div role="status" aria-label="Loading the API reference" className="flex flex-col gap-4">
      {PUBLIC_ENDPOINTS.slice(0, 3).map(({ method, path }) => (
        <div key={`${method} ${path}`} className="flex flex-col gap-3 rounded-xl border border-border p-5">
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The public endpoints, read at run time from the OpenAPI document the server builds
 * from the same schemas it validates with, so this reference cannot drift from the API.
 */
export function ApiReference() {
  const openApiDocument = useQuery({
    queryKey: [OPENAPI_DOCUMENT_PATH],
    // The document is read field by field (openapi-reference.ts), so it has no contract of its own.
    queryFn: ({ signal }) => apiRequest("GET", OPENAPI_DOCUMENT_PATH, undefined, { signal }),
  });
  const endpoints = useMemo(
    () =>
      openApiDocument.data === undefined
        ? []
        : PUBLIC_ENDPOINTS.flatMap(
            ({ method, path }) => describeEndpoint(openApiDocument.data, method, path) ?? [],
          ),
    [openApiDocument.data],
  );

  return (
    <>
      <p>
        <strong className="font-semibold text-foreground">
          External API access is for Plus subscribers.
        </strong>{" "}
        The API speaks JSON. Calls act as a signed-in account through its session cookie; calls that change
        something must send{" "}
        <code className="font-mono text-sm whitespace-nowrap text-foreground">
          Content-Type: application/json
        </code>{" "}
        and an <code className="font-mono text-sm text-foreground">Origin</code> header of this site. Errors
        answer{" "}
        <code className="font-mono text-sm whitespace-nowrap text-foreground">{'{ "error": "…" }'}</code>,
        with <code className="font-mono text-sm text-foreground">field</code> naming the input at fault when
        there is one.
      </p>
      <p>
        This reference is read from the API's own{" "}
        <a
          href={OPENAPI_DOCUMENT_PATH}
          className="font-medium text-primary-text underline underline-offset-2 hover:text-foreground"
        >
          OpenAPI 3 description
        </a>
        .
      </p>
      {openApiDocument.isPending ? (
        <EndpointsLoading />
      ) : openApiDocument.isError ? (
        <Notice
          tone="error"
          title="The API reference could not be loaded"
          action={
            <Button variant="outline" size="sm" onClick={() => void openApiDocument.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessageOf(openApiDocument.error, "Check your connection and try again.")}
        </Notice>
      ) : endpoints.length === 0 ? (
        <Notice title="No endpoints to show">
          The API description lists none of the public endpoints. Try again later, or send a support request.
        </Notice>
      ) : (
        <div className="flex flex-col gap-4">
          {endpoints.map((endpoint) => (
            <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
          ))}
        </div>
      )}
    </>
  );
}
