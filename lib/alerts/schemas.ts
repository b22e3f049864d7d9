import { z } from "zod";
import { ALERT_FREQUENCIES, MAX_SEARCH_NAME, SAVED_SEARCH_KINDS } from "./options.ts";

const name = z
  .string({ message: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(MAX_SEARCH_NAME, `name is at most ${MAX_SEARCH_NAME} characters`);

const frequency = z.enum(ALERT_FREQUENCIES, { message: `frequency must be one of: ${ALERT_FREQUENCIES.join(", ")}` });

/** A search's parameters: an object of the listing's parameters, or the query string of its address. */
const params = z.union(
  [
    z.string().max(2000, "params is too long"),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  ],
  { message: "params must be an object of search parameters or a query string" },
);

export const savedSearchSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, { message: `kind must be one of: ${SAVED_SEARCH_KINDS.join(", ")}` }),
  name,
  params: params.default({}),
  frequency: frequency.default("daily"),
});

export const savedSearchChangeSchema = z
  .object({ name: name.optional(), params: params.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.params !== undefined || v.frequency !== undefined, {
    message: "Send name, params or frequency to change",
    path: ["name"],
  });

export type SearchParamsInput = z.infer<typeof params>;
