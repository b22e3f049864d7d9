import type { z } from "zod";
import type enSettings from "../../messages/en/Settings.json";
import type { ProfileKind } from "../catalog.ts";
import { parseDateOnly, toDateOnly } from "../dates.ts";
import { asText, emptyValue, schemaFor, type FieldDef } from "./fields.ts";

// One shape for the seven profile forms and six profile APIs: a definition lists the fields (which
// give the zod schema and the form controls) and says how they travel in the documented multipart
// layout and how they sit in the database. lib/profiles/kinds/ holds the seven definitions, one module per category.

export type ProfileToast = keyof (typeof enSettings)["profileForm"]["toasts"];
/** A form's heading, by its key in Settings `profileForm.titles`. */
export type ProfileTitle = keyof (typeof enSettings)["profileForm"]["titles"];

/** How a group or list travels in multipart: JSON text, comma text, bracketed names, or flattened. */
export type Encoding = "json" | "comma" | "brackets" | "flat";

export interface FormSection {
  title: string;
  fields: string[];
}

export interface ProfileDefinitionInput {
  kind: ProfileKind;
  /** The form's heading, in English (the API's documents name the form by it). */
  title: string;
  /** The form's heading by key: what the settings page shows. */
  titleKey: ProfileTitle;
  /** The key of the GET answer: { success, [answerKey]: record }. */
  answerKey: string;
  /** What the form's toast says after a save, by key in Settings `profileForm.toasts`. */
  toasts: { success: ProfileToast; failure: ProfileToast };
  fields: Record<string, FieldDef>;
  sections: FormSection[];
  /** Multipart names that differ from the field name (writer: workExperience is sent as experience). */
  multipartNames?: Record<string, string>;
  encodings?: Record<string, Encoding>;
  /** Database columns that differ from the field name. */
  columns?: Record<string, string>;
  /** Values a new form starts with, where they differ from empty. */
  defaults?: Record<string, unknown>;
  /** Fields whose values are forced, whatever was sent (the male artist form has no measurements). */
  forced?: Record<string, unknown>;
  /** Last touches on the raw multipart values (aliases such as musicAlbum). */
  adjustMultipart?: (values: Record<string, unknown>) => void;
  /** Columns that do not map one to one onto fields: from validated values to the row, and back. */
  toColumns?: (row: Record<string, unknown>) => Record<string, unknown>;
  fromColumns?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The technician form also takes previous work samples file1..N. */
  workSamples?: boolean;
  /** After a save, the form reads its record back and resets to it (the artist form does). */
  reloadAfterSave?: boolean;
}

export interface ProfileDefinition extends ProfileDefinitionInput {
  schema: z.ZodObject;
  defaults: Record<string, unknown>;
  /** Multipart text fields to schema input; a name sent more than once (a list) arrives as an array. */
  fromMultipart(fields: Record<string, string | string[]>): Record<string, unknown>;
  toMultipart(values: Record<string, unknown>): [string, string][];
  toRow(values: Record<string, unknown>): Record<string, unknown>;
  fromRow(row: Record<string, unknown>): Record<string, unknown>;
}

const isGroup = (def: FieldDef) => def.kind === "flags" || def.kind === "texts";
const isList = (def: FieldDef) => def.kind === "list" || def.kind === "multi";

export function defineProfile(input: ProfileDefinitionInput): ProfileDefinition {
  const names = (field: string) => input.multipartNames?.[field] ?? field;
  const encoding = (field: string, def: FieldDef): Encoding =>
    input.encodings?.[field] ?? (isGroup(def) ? "json" : "comma");
  const column = (field: string) => input.columns?.[field] ?? field;
  const defaults = Object.fromEntries(
    Object.entries(input.fields).map(([name, def]) => [name, input.defaults?.[name] ?? emptyValue(def)]),
  );

  return {
    ...input,
    defaults,
    schema: schemaFor(input.fields),

    fromMultipart(fields) {
      const values: Record<string, unknown> = {};
      for (const [field, def] of Object.entries(input.fields)) {
        const name = names(field);
        if (isGroup(def) && encoding(field, def) !== "json") {
          // director[notableMovies]=… or, flattened, outstationShoots=…
          const keys = "keys" in def ? def.keys : [];
          const prefix = encoding(field, def) === "flat" ? (k: string) => k : (k: string) => `${name}[${k}]`;
          if (keys.some((k) => prefix(k) in fields))
            values[field] = Object.fromEntries(keys.map((k) => [k, fields[prefix(k)]]));
        } else if (isList(def) && encoding(field, def) === "brackets") {
          // projects[current][0], projects[current][1], …
          const entries = Object.keys(fields)
            .map((key) => ({ key, index: new RegExp(`^${escape(name)}\\[(\\d+)\\]$`).exec(key)?.[1] }))
            .filter((e): e is { key: string; index: string } => e.index !== undefined)
            .sort((a, b) => Number(a.index) - Number(b.index));
          if (entries.length) values[field] = entries.map((e) => fields[e.key]);
        } else if (name in fields) {
          values[field] = fields[name];
        }
      }
      input.adjustMultipart?.(values);
      return values;
    },

    toMultipart(values) {
      const out: [string, string][] = [];
      for (const [field, def] of Object.entries(input.fields)) {
        const value = values[field];
        const name = names(field);
        const how = encoding(field, def);
        if (isGroup(def)) {
          const group = (value ?? {}) as Record<string, unknown>;
          if (how === "json") out.push([name, JSON.stringify(group)]);
          else for (const [k, v] of Object.entries(group)) out.push([how === "flat" ? k : `${name}[${k}]`, asText(v)]);
        } else if (isList(def)) {
          const items = Array.isArray(value)
            ? value.map(asText)
            : asText(value)
                .split(",")
                .map((v) => v.trim())
                .filter(Boolean);
          if (how === "brackets") items.forEach((item, i) => out.push([`${name}[${i}]`, item]));
          else out.push([name, how === "json" ? JSON.stringify(items) : items.join(", ")]);
        } else {
          out.push([name, asText(value)]);
        }
      }
      return out;
    },

    toRow(values) {
      const row: Record<string, unknown> = {};
      for (const [field, def] of Object.entries(input.fields)) {
        const value = input.forced && field in input.forced ? input.forced[field] : values[field];
        row[column(field)] = def.kind === "date" ? (value ? parseDateOnly(asText(value)) : null) : value;
      }
      for (const [field, value] of Object.entries(input.forced ?? {}))
        if (!(field in input.fields)) row[column(field)] = value;
      return input.toColumns ? input.toColumns(row) : row;
    },

    fromRow(stored) {
      const row = input.fromColumns ? input.fromColumns(stored) : stored;
      const record: Record<string, unknown> = {};
      for (const [field, def] of Object.entries(input.fields)) {
        const value = row[column(field)];
        record[field] =
          def.kind === "date" ? (value instanceof Date ? toDateOnly(value) : "") : (value ?? emptyValue(def));
      }
      return record;
    },
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A record (GET answer) as form values: lists become comma text for their inputs; null becomes "". A new form
 * (no record yet) starts from the defaults and what the member already gave (`known`: their name at sign-up).
 */
export function toFormValues(
  definition: ProfileDefinition,
  record: Record<string, unknown> | null | undefined,
  known: { fullName?: string } = {},
): Record<string, unknown> {
  if (!record) {
    const given = Object.entries(known).filter(([field, value]) => field in definition.fields && value);
    return { ...definition.defaults, ...Object.fromEntries(given) };
  }
  return Object.fromEntries(
    Object.entries(definition.fields).map(([field, def]) => {
      const value = record[field];
      if (def.kind === "list") return [field, Array.isArray(value) ? value.join(", ") : (value ?? "")];
      if (def.kind === "multi") return [field, Array.isArray(value) ? value : []];
      if (isGroup(def)) return [field, { ...(definition.defaults[field] as object), ...((value as object) ?? {}) }];
      if (def.kind === "yesno") return [field, Boolean(value)];
      return [field, value ?? ""];
    }),
  );
}
