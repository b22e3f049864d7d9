import { asSchema } from "./schema.ts";
import {
  TAGS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  type RequestBody,
  type TagName,
} from "./types.ts";

// What the reference page (/api-docs) shows of the document: its operations by tag, and each schema as
// a flat list of fields (name, type, whether required, what it takes), which reads on a phone.

/** The document's operations under each tag, in the document's order. */
export function operationsByTag(document: OpenApiDocument) {
  const all = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as HttpMethod,
      path,
      operation,
    })),
  );
  return (Object.keys(TAGS) as TagName[]).map((tag) => ({
    tag,
    description: TAGS[tag],
    operations: all.filter(({ operation }) => operation.tags.includes(tag)),
  }));
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** Allowed values, limits and default, in words. */
  rules: string[];
}

/** "string", "integer", "list of string", "file"… */
function typeOf(schema: JsonSchema): string {
  if (schema.format === "binary") return "file";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `list of ${typeOf(asSchema(schema.items))}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []).map(typeOf);
  const all = [...types, ...alternatives].filter((t) => t !== "any");
  return all.length ? [...new Set(all)].join(" or ") : "any";
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of: ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  const items = asSchema(schema.items);
  if (schema.type === "array" && items.enum)
    rules.push(`each one of: ${items.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  const length = (min?: number, max?: number, unit = "characters") =>
    min !== undefined && max !== undefined
      ? `${min} to ${max} ${unit}`
      : min !== undefined
        ? `at least ${min} ${unit}`
        : max !== undefined
          ? `at most ${max} ${unit}`
          : undefined;
  const unit = schema.format === "binary" ? "bytes" : "characters";
  rules.push(
    ...[
      length(schema.minLength, schema.maxLength, unit),
      length(schema.minItems, schema.maxItems, "entries"),
      length(schema.minimum, schema.maximum, "")?.trim(),
      schema.pattern ? `matches ${schema.pattern}` : undefined,
      schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
    ].filter((rule): rule is string => Boolean(rule)),
  );
  return rules;
}

function fieldOf(name: string, schema: JsonSchema, required: boolean, description = schema.description): Field {
  return { name, type: typeOf(schema), required, ...(description ? { description } : {}), rules: rulesOf(schema) };
}

/** An operation's parameters as fields ("string, in path"). */
export const parameterFields = (parameters: readonly Parameter[]): Field[] =>
  parameters.map((p) => ({
    ...fieldOf(p.name, p.schema, p.required, p.description),
    type: `${typeOf(p.schema)}, in ${p.in}`,
  }));

/** An object schema's fields, nested ones as `parent.child` and `list[].child`. */
export function fieldsOf(schema: JsonSchema, prefix = "", depth = 0): Field[] {
  const required = new Set(schema.required ?? []);
  const named = Object.entries(schema.properties ?? {}).map(([name, value]) => ({
    name,
    schema: asSchema(value),
    required: required.has(name),
  }));
  const patterned = Object.entries(schema.patternProperties ?? {}).map(([pattern, value]) => ({
    name: asSchema(value).title ?? pattern,
    schema: asSchema(value),
    required: false,
  }));
  return [...named, ...patterned].flatMap(({ name, schema: field, required: isRequired }) => {
    const full = `${prefix}${name}`;
    const row = fieldOf(full, field, isRequired);
    if (depth >= 2) return [row];
    const items = asSchema(field.items);
    const nested =
      field.type === "object"
        ? fieldsOf(field, `${full}.`, depth + 1)
        : field.type === "array" && items.type === "object"
          ? fieldsOf(items, `${full}[].`, depth + 1)
          : [];
    return [row, ...nested];
  });
}

/** A request body's variants (one, or one per `oneOf` branch), each with its media type and fields. */
export function bodyVariants(body: RequestBody) {
  return Object.entries(body.content).flatMap(([mediaType, { schema }]) =>
    (schema.oneOf ?? [schema]).map((variant) => ({ mediaType, title: variant.title, fields: fieldsOf(variant) })),
  );
}

/** The address segment of a tag's reference page: "Casting calls" -> casting-calls. */
export const sectionSlug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");
