import { z } from "zod";
import { cityFromAnyScript } from "../search/typed-names.ts";
import { CATEGORY_NAMES } from "../catalog.ts";
import { PROJECT_TYPES } from "./options.ts";
import { formError } from "../i18n/form-errors.ts";

// The jobs page's filters, as they appear in its URL and in GET /api/calls.

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(80, formError("generic.tooLong", { field: label }))
    .optional()
    .transform((v) => v || undefined);

export const callFilterSchema = z.object({
  category: z.preprocess((v) => v || undefined, z.enum(CATEGORY_NAMES, { message: "Unknown category" }).optional()),
  subcategory: optionalText("subcategory"),
  city: optionalText("city").transform((v) => v && cityFromAnyScript(v)),
  paid: z.preprocess(
    (v) =>
      typeof v === "boolean"
        ? v
        : v === "true" || v === "paid"
          ? true
          : v === "false" || v === "unpaid"
            ? false
            : v || undefined,
    z.boolean({ message: "paid must be true or false" }).optional(),
  ),
  projectType: z.preprocess(
    (v) => v || undefined,
    z.enum(PROJECT_TYPES, { message: "Unknown project type" }).optional(),
  ),
  page: z.coerce
    .number({ message: formError("generic.number", { field: "page" }) })
    .int()
    .min(1, "page starts at 1")
    .max(10_000)
    .default(1),
});

export type CallFilters = z.output<typeof callFilterSchema>;

/** The filters out of search params (a page's searchParams or a request's URL), first value of each. */
export function readCallParams(params: Record<string, string | string[] | undefined> | URLSearchParams) {
  const keys = ["category", "subcategory", "city", "paid", "projectType", "page"] as const;
  return Object.fromEntries(
    keys.map((key) => {
      const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
      return [key, Array.isArray(value) ? value[0] : value];
    }),
  );
}
