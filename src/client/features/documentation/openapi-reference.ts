import { SECURITY_SCHEMES } from "../../../shared/api/contract";

// Reads the endpoints of the OpenAPI 3 document that the server generates from the shared zod schemas
// (one contract) and turns their JSON schemas into rows a person can read: name, type, required, rules.
// The document comes over the network, so every part of it is checked before it is used.

export interface SchemaField {
  /** Dotted path for nested objects ("agent.id") and [] for array items ("conversationHistory[].role"). */
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

export interface SchemaDescription {
  type: string;
  rules: string[];
  fields: SchemaField[];
}

/** Who may call an endpoint: with an API key (or signed in), signed in only, or anyone. */
export type EndpointAccess = "key" | "session" | "public";

export interface EndpointReference {
  method: string;
  access: EndpointAccess;
  path: string;
  summary: string;
  pathParameters: SchemaField[];
  queryParameters: SchemaField[];
  requestBody: SchemaDescription | null;
  response: { status: string; body: SchemaDescription | null } | null;
  errorStatuses: string[];
}

type JsonObject = { readonly [key: string]: unknown };

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectAt(value: unknown, key: string): JsonObject | null {
  if (!isJsonObject(value)) return null;
  const child = value[key];
  return isJsonObject(child) ? child : null;
}

function stringAt(value: JsonObject, key: string): string | null {
  const child = value[key];
  return typeof child === "string" ? child : null;
}

function numberAt(value: JsonObject, key: string): number | null {
  const child = value[key];
  return typeof child === "number" ? child : null;
}

function schemaListAt(value: JsonObject, key: string): JsonObject[] | null {
  const child = value[key];
  return Array.isArray(child) ? child.filter(isJsonObject) : null;
}

function stringListAt(value: JsonObject, key: string): string[] {
  const child = value[key];
  return Array.isArray(child) ? child.filter((item): item is string => typeof item === "string") : [];
}

function formatValue(value: unknown): string {
  return typeof value === "string" && value !== "" ? value : JSON.stringify(value);
}

function pluralOf(typeName: string): string {
  return /^[a-z]+$/.test(typeName) ? `${typeName}s` : `${typeName} values`;
}

/** A schema's type in words: "string (email)", "array of objects", "\"\" or string (email)". */
export function schemaTypeLabel(schema: JsonObject): string {
  const variants = schemaListAt(schema, "anyOf") ?? schemaListAt(schema, "oneOf");
  if (variants) return [...new Set(variants.map(schemaTypeLabel))].join(" or ");
  const allowed = schema.enum;
  if (Array.isArray(allowed) && allowed.length === 1) return JSON.stringify(allowed[0]);
  const declared = schema.type;
  let label: string;
  if (declared === "array") {
    const items = objectAt(schema, "items");
    label = items ? `array of ${pluralOf(schemaTypeLabel(items))}` : "array";
  } else if (typeof declared === "string") {
    label = declared;
  } else if (Array.isArray(declared)) {
    label = declared.filter((name) => typeof name === "string").join(" or ");
  } else {
    label = "any value";
  }
  const format = stringAt(schema, "format");
  if (format) label = `${label} (${format})`;
  return schema.nullable === true ? `${label} or null` : label;
}

function rangeRule(
  minimum: number | null,
  maximum: number | null,
  unit: (count: number) => string,
): string | null {
  if (minimum !== null && maximum !== null) return `${minimum} to ${maximum} ${unit(maximum)}`;
  if (maximum !== null) return `at most ${maximum} ${unit(maximum)}`;
  if (minimum !== null) return `at least ${minimum} ${unit(minimum)}`;
  return null;
}

const characters = (count: number) => (count === 1 ? "character" : "characters");
const items = (count: number) => (count === 1 ? "item" : "items");

/** The validation rules of one schema, in words ("1 to 4000 characters", "one of: US, GB, AU"). */
export function schemaRules(schema: JsonObject): string[] {
  const rules: string[] = [];
  const allowed = schema.enum;
  if (Array.isArray(allowed) && allowed.length > 1)
    rules.push(`one of: ${allowed.map(formatValue).join(", ")}`);
  const lengthRule = rangeRule(numberAt(schema, "minLength"), numberAt(schema, "maxLength"), characters);
  if (lengthRule) rules.push(lengthRule);
  const itemsRule = rangeRule(numberAt(schema, "minItems"), numberAt(schema, "maxItems"), items);
  if (itemsRule) rules.push(itemsRule);
  const valueRule = rangeRule(numberAt(schema, "minimum"), numberAt(schema, "maximum"), () => "");
  if (valueRule) rules.push(valueRule.trimEnd());
  // A format (email, uuid) already says what its long generated pattern checks.
  const pattern = stringAt(schema, "pattern");
  if (pattern && !stringAt(schema, "format")) rules.push(`matches ${pattern}`);
  if ("default" in schema) rules.push(`defaults to ${JSON.stringify(schema.default)}`);
  return rules;
}

function collectFields(schema: JsonObject, prefix: string, fields: SchemaField[]): void {
  const properties = objectAt(schema, "properties");
  if (properties) {
    const required = stringListAt(schema, "required");
    for (const [key, property] of Object.entries(properties)) {
      if (!isJsonObject(property)) continue;
      const name = `${prefix}${key}`;
      fields.push({
        name,
        type: schemaTypeLabel(property),
        required: required.includes(key),
        rules: schemaRules(property),
      });
      collectFields(property, `${name}.`, fields);
    }
    return;
  }
  const itemSchema = schema.type === "array" ? objectAt(schema, "items") : null;
  if (itemSchema) collectFields(itemSchema, prefix === "" ? "" : `${prefix.slice(0, -1)}[].`, fields);
}

/** A body schema as its type, its own rules, and the fields of its objects, nested ones included. */
export function describeSchema(schema: JsonObject): SchemaDescription {
  const fields: SchemaField[] = [];
  collectFields(schema, "", fields);
  return { type: schemaTypeLabel(schema), rules: schemaRules(schema), fields };
}

function jsonSchemaOf(content: unknown): JsonObject | null {
  return objectAt(objectAt(content, "application/json"), "schema");
}

function parametersIn(operation: JsonObject, location: "path" | "query"): SchemaField[] {
  return (
    schemaListAt(operation, "parameters")
      ?.filter((parameter) => parameter.in === location)
      .map((parameter) => {
        const schema = objectAt(parameter, "schema") ?? {};
        return {
          name: stringAt(parameter, "name") ?? "",
          type: schemaTypeLabel(schema),
          required: parameter.required === true,
          rules: schemaRules(schema),
        };
      }) ?? []
  );
}

function accessOf(operation: JsonObject): EndpointAccess {
  const security = schemaListAt(operation, "security") ?? [];
  if (security.some((scheme) => SECURITY_SCHEMES.apiKey in scheme)) return "key";
  return security.length > 0 ? "session" : "public";
}

/** Every operation of the document an API key may call, as method and path. */
export function keyEndpointsOf(document: unknown): { method: string; path: string }[] {
  const paths = objectAt(document, "paths") ?? {};
  return Object.keys(paths).flatMap((path) => {
    const operations = objectAt(paths, path) ?? {};
    return Object.keys(operations)
      .filter((method) => {
        const operation = objectAt(operations, method);
        return operation !== null && accessOf(operation) === "key";
      })
      .map((method) => ({ method: method.toUpperCase(), path }));
  });
}

/** One operation of the document, or null when the document does not describe it. */
export function describeEndpoint(document: unknown, method: string, path: string): EndpointReference | null {
  const operation = objectAt(objectAt(objectAt(document, "paths"), path), method.toLowerCase());
  if (!operation) return null;
  const requestSchema = jsonSchemaOf(objectAt(objectAt(operation, "requestBody"), "content"));
  const responses = objectAt(operation, "responses") ?? {};
  const statuses = Object.keys(responses).sort();
  const successStatus = statuses.find((status) => status.startsWith("2"));
  const successSchema = successStatus ? jsonSchemaOf(objectAt(responses[successStatus], "content")) : null;
  return {
    method: method.toUpperCase(),
    access: accessOf(operation),
    path,
    summary: stringAt(operation, "summary") ?? "",
    pathParameters: parametersIn(operation, "path"),
    queryParameters: parametersIn(operation, "query"),
    requestBody: requestSchema ? describeSchema(requestSchema) : null,
    response: successStatus
      ? { status: successStatus, body: successSchema ? describeSchema(successSchema) : null }
      : null,
    errorStatuses: statuses.filter((status) => status !== successStatus && !status.startsWith("2")),
  };
}
