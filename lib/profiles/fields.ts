import { z } from "zod";
import { DATE_HINT, normaliseTypedDate, parseDateOnly, todayInIndia } from "../dates.ts";
import { formError } from "../i18n/form-errors.ts";
import type enSettings from "../../messages/en/Settings.json";

/** A list field's hint, by its key in Settings `profileForm.hints`. */
export type ProfileHint = keyof (typeof enSettings)["profileForm"]["hints"];

// The building blocks of the profile forms. Each field kind knows its control (for the form
// renderer) and its zod schema, which accepts both what the form holds (booleans, arrays) and what
// an old client sends as multipart text ("true", "a, b", JSON-encoded groups), and always produces
// the same clean value. One schema per form, shared by react-hook-form and the route handler.

export type FieldDef =
  | { kind: "text" | "textarea"; label: string; required?: boolean; max?: number }
  /** Stored as text ("170 cm", "5 ft 7 in"), as API clients send and read it; the form offers cm or feet and inches. */
  | { kind: "height" | "weight"; label: string; required?: boolean; max?: number }
  | { kind: "date"; label: string; required?: boolean }
  | { kind: "select"; label: string; options: readonly string[]; required?: boolean }
  | { kind: "multi"; label: string; options: readonly string[]; required?: boolean }
  /** `hint`: what the form says under the field, by its key in Settings `profileForm.hints`. */
  | { kind: "list"; label: string; hint: ProfileHint }
  | { kind: "yesno"; label: string }
  | { kind: "flags"; label: string; keys: readonly string[]; labels: Record<string, string> }
  | { kind: "texts"; label: string; keys: readonly string[]; labels: Record<string, string> };

export const text = (label: string, required = false, max = 200): FieldDef => ({ kind: "text", label, required, max });
export const textarea = (label: string, required = false): FieldDef => ({
  kind: "textarea",
  label,
  required,
  max: 2000,
});
export const date = (label: string, required = false): FieldDef => ({ kind: "date", label, required });
export const height = (label: string, required = false): FieldDef => ({ kind: "height", label, required, max: 40 });
export const weight = (label: string, required = false): FieldDef => ({ kind: "weight", label, required, max: 40 });
export const select = (label: string, options: readonly string[], required = false): FieldDef => ({
  kind: "select",
  label,
  options,
  required,
});
export const multi = (label: string, options: readonly string[], required = false): FieldDef => ({
  kind: "multi",
  label,
  options,
  required,
});
export const list = (label: string, hint: ProfileHint = "commas"): FieldDef => ({
  kind: "list",
  label,
  hint,
});
export const yesno = (label: string): FieldDef => ({ kind: "yesno", label });
export const flags = (label: string, labels: Record<string, string>): FieldDef => ({
  kind: "flags",
  label,
  keys: Object.keys(labels),
  labels,
});
export const texts = (label: string, labels: Record<string, string>): FieldDef => ({
  kind: "texts",
  label,
  keys: Object.keys(labels),
  labels,
});

/** A stored or sent value as text: scalars as themselves, nothing as "", anything else as JSON. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off", ""]);

/** "true"/"false" (and yes/no, on/off, 1/0) from multipart; booleans from the form. */
export const booleanValue = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const word = v.trim().toLowerCase();
    return TRUE.has(word) ? true : FALSE.has(word) ? false : v;
  },
  z.boolean({ message: formError("generic.trueOrFalse") }),
);

/** A list: an array, a JSON array, or comma-separated text ("a, b,c"). Empty entries dropped. */
export function toList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== "string") return value ?? [];
  const trimmed = value.trim();
  if (trimmed.startsWith("[")) {
    try {
      return toList(JSON.parse(trimmed));
    } catch {
      return value;
    }
  }
  return trimmed
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A JSON-encoded group (multipart) or an object (form). */
function toObject(value: unknown): unknown {
  if (typeof value !== "string") return value ?? {};
  try {
    return value.trim() ? JSON.parse(value) : {};
  } catch {
    return value;
  }
}

function requiredMessage(label: string) {
  return formError("generic.required", { field: label });
}

function schemaOf(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case "text":
    case "textarea":
    case "height":
    case "weight": {
      const base = z
        .string({ message: formError("generic.text", { field: def.label }) })
        .trim()
        .max(def.max ?? 200, formError("generic.maxChars", { field: def.label, max: def.max ?? 200 }));
      return def.required
        ? z.preprocess((v) => v ?? "", base.min(1, requiredMessage(def.label)))
        : z.preprocess((v) => v ?? "", base).transform((v) => v || null);
    }
    case "date": {
      // What people type (15/08/1995) becomes YYYY-MM-DD before it is checked and stored.
      const typed = (v: unknown) => (typeof v === "string" ? (normaliseTypedDate(v) ?? v.trim()) : (v ?? ""));
      const base = z
        .string({ message: formError("generic.dateHint", { field: def.label, hint: DATE_HINT }) })
        .refine(
          (v) => v === "" || parseDateOnly(v) !== undefined,
          formError("generic.dateHint", { field: def.label, hint: DATE_HINT }),
        )
        .refine((v) => v === "" || v <= todayInIndia(), formError("generic.notFuture", { field: def.label }));
      return def.required
        ? z.preprocess(
            typed,
            base.refine((v) => v !== "", requiredMessage(def.label)),
          )
        : z.preprocess(typed, base).transform((v) => v || null);
    }
    case "select": {
      const choice = z.enum(def.options as [string, ...string[]], {
        error: (issue) =>
          issue.input === undefined
            ? requiredMessage(def.label)
            : formError("generic.oneOf", { field: def.label, options: def.options.join(", ") }),
      });
      return def.required
        ? z.preprocess((v) => (v === "" || v === null ? undefined : v), choice)
        : z.preprocess((v) => (v === "" || v === undefined ? null : v), choice.nullable());
    }
    case "multi": {
      const items = z.array(
        z.enum(def.options as [string, ...string[]], {
          message: formError("generic.chooseFrom", { field: def.label, options: def.options.join(", ") }),
        }),
      );
      return z
        .preprocess(
          toList,
          def.required ? items.min(1, formError("generic.chooseAtLeastOne", { field: def.label })) : items,
        )
        .transform((v) => [...new Set(v)]);
    }
    case "list":
      return z.preprocess(
        toList,
        z
          .array(z.string().max(200, formError("generic.entryMaxChars", { field: def.label, max: 200 })))
          .max(50, formError("generic.entriesMax", { field: def.label, max: 50 })),
      );
    case "yesno":
      return z.preprocess((v) => v ?? false, booleanValue);
    case "flags":
      return z.preprocess(
        toObject,
        z.object(Object.fromEntries(def.keys.map((k) => [k, z.preprocess((v) => v ?? false, booleanValue)])), {
          message: `${def.label} must be a JSON object of true/false values`,
        }),
      );
    case "texts":
      return z.preprocess(
        toObject,
        z.object(
          Object.fromEntries(
            def.keys.map((k) => [
              k,
              z.preprocess(
                (v) => v ?? "",
                z
                  .string()
                  .trim()
                  .max(500, formError("generic.maxChars", { field: def.labels[k], max: 500 })),
              ),
            ]),
          ),
          {
            message: `${def.label} must be a group of text fields`,
          },
        ),
      );
  }
}

/** The zod object for a set of fields: unknown keys (userId, rate, status…) are dropped, never saved. */
export function schemaFor<T extends Record<string, FieldDef>>(fields: T) {
  return z.object(
    Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, schemaOf(def)])) as {
      [K in keyof T]: z.ZodType;
    },
  );
}

/** What a new, empty form starts from, in the form's own terms (lists as comma text). */
export function emptyValue(def: FieldDef): unknown {
  switch (def.kind) {
    case "yesno":
      return false;
    case "multi":
      return [];
    case "flags":
      return Object.fromEntries(def.keys.map((k) => [k, false]));
    case "texts":
      return Object.fromEntries(def.keys.map((k) => [k, ""]));
    default:
      return "";
  }
}
