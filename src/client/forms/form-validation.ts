import type * as z from "zod/mini";
import { apiErrorDetails } from "../api/error-details";

// A form's fields are checked in the browser with the shared request schema the server checks them with,
// so both say the same sentences. This is the one place where a schema's issues and the server's 400
// answers ({ error, field }) become the error shown under a field. It uses the schema's own validate
// function (Standard Schema), so this module brings no zod of its own into a page.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Field extends string, Request> =
  | { ok: true; request: Request }
  | { ok: false; errors: FieldErrors<Field> };

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** Which of a form's fields an issue's path (its keys, outermost first) is about. */
export type FieldOfPath = (path: readonly PropertyKey[]) => PropertyKey | undefined;

const firstKey: FieldOfPath = (path) => path[0];

function keysOf(issue: Issue): PropertyKey[] {
  return (issue.path ?? []).map((part) => (typeof part === "object" && part !== null ? part.key : part));
}

/**
 * The first issue of each field shows under it. An issue about no field of the form (a rule of the
 * whole request) shows under the form's first field, so a refused form never fails silently. A form
 * whose fields are not the request's own keys (a price typed as two fields) names the field of a path
 * with `fieldOfPath`.
 */
export function fieldErrorsOf<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
  fieldOfPath: FieldOfPath = firstKey,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const named = fieldOfPath(keysOf(issue));
    const field = fields.find((candidate) => candidate === named) ?? fields[0];
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks `input` with `schema`: the request the schema makes of it, or the errors of `fields`. */
export function checkForm<Field extends string, Request>(
  schema: z.core.$ZodType<Request>,
  input: unknown,
  fields: readonly Field[],
  fieldOfPath?: FieldOfPath,
): FormCheck<Field, Request> {
  const result = schema["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("A form's schema checks its values synchronously.");
  if (result.issues) return { ok: false, errors: fieldErrorsOf(result.issues, fields, fieldOfPath) };
  return { ok: true, request: result.value };
}

/**
 * The sentence under a field that one schema of a request checks on its own (a field judged when the
 * owner leaves it, inside a larger form), or null when the value passes.
 */
export function fieldProblemOf(schema: z.core.$ZodType, value: unknown): string | null {
  const checked = checkForm(schema, value, ["value"]);
  return checked.ok ? null : (checked.errors.value ?? null);
}

/** A server error aimed at one of the form's fields (`{ error, field }`), or null when it is about none. */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | null {
  const details = apiErrorDetails(error);
  const field = fields.find((candidate) => candidate === details?.field);
  if (!details || field === undefined || !details.error) return null;
  return { field, message: details.error };
}

/** The longest text a string schema accepts, for the input's own maxLength. */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const limits = (schema._zod.def.checks ?? []).flatMap(({ _zod: { def } }) =>
    def.check === "max_length" ? [(def as z.core.$ZodCheckMaxLengthDef).maximum] : [],
  );
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/**
 * A schema fetched with its module after the page is interactive: pages whose script budget has no
 * room for zod (the login and checkout pages) load it while the visitor reads the form.
 */
export class LazySchema<Request> {
  #schema: z.core.$ZodType<Request> | undefined;
  #loading: Promise<z.core.$ZodType<Request>> | undefined;

  constructor(private readonly importSchema: () => Promise<z.core.$ZodType<Request>>) {}

  /** The schema once loaded; undefined before. */
  get loaded(): z.core.$ZodType<Request> | undefined {
    return this.#schema;
  }

  load(): Promise<z.core.$ZodType<Request>> {
    this.#loading ??= this.importSchema().then(
      (schema) => {
        this.#schema = schema;
        return schema;
      },
      (error: unknown) => {
        // A failed import leaves the next submit free to try again.
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
}

export type SchemaSource<Request> = z.core.$ZodType<Request> | LazySchema<Request>;
