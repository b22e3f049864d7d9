import { z } from "zod";
import type { JsonSchema, Parameter, RequestBody } from "./types.ts";

// From the zod schemas the handlers parse with to the JSON Schema of the document (zod 4's own
// toJSONSchema), and from there to OpenAPI parameters and request bodies. Schemas are converted as input:
// what a client sends (coerced numbers, optional defaults). The answers' shapes are converted the same
// way, which leaves their objects open (no additionalProperties: false): an answer may grow a field.

/** A zod schema (classic or mini) as JSON Schema, without the `$schema` line OpenAPI has no use for. */
export function jsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _, ...converted } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return converted;
}

/** A property's or items' schema (JSON Schema also allows `true`, which says nothing, and tuples). */
export const asSchema = (value: boolean | JsonSchema | (boolean | JsonSchema)[] | undefined): JsonSchema =>
  typeof value === "object" && !Array.isArray(value) ? value : {};

/** The properties of an object schema, with whether each is required. */
function propertiesOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, value]) => ({
    name,
    schema: asSchema(value),
    required: required.has(name),
  }));
}

/** Adds a description to properties of an object schema (dates' format, say, which zod's refine hides). */
export function describeProperties(schema: JsonSchema, notes: Record<string, string>): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, value]) => {
      const note = notes[name];
      return [name, note ? { ...asSchema(value), description: note } : value];
    }),
  );
  return { ...schema, properties };
}

/** Query parameters from an object schema: one per property; lists repeat (or are comma-separated). */
export function queryParameters(
  schema: z.core.$ZodType,
  descriptions: Record<string, string> = {},
  omit: readonly string[] = [],
): Parameter[] {
  return propertiesOf(jsonSchema(schema))
    .filter(({ name }) => !omit.includes(name))
    .map(({ name, schema: property, required }) => ({
      name,
      in: "query",
      required,
      ...(descriptions[name] ? { description: descriptions[name] } : {}),
      schema: property,
      ...(property.type === "array" ? { style: "form", explode: true } : {}),
    }));
}

/** A JSON request body from the schema the handler parses it with. */
export function jsonBody(
  schema: z.core.$ZodType,
  { notes = {}, required = true }: { notes?: Record<string, string>; required?: boolean } = {},
): RequestBody {
  return {
    required,
    content: { "application/json": { schema: describeProperties(jsonSchema(schema), notes) } },
  };
}
