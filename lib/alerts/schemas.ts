import { z } from "zod";
import { ALERT_FREQUENCIES, MAX_SEARCH_NAME, SAVED_SEARCH_KINDS } from "./options.ts";
import { formError } from "../i18n/form-errors.ts";

const name = z
  .string({ message: formError("generic.required", { field: "name" }) })
  .trim()
  .min(1, formError("generic.required", { field: "name" }))
  .max(MAX_SEARCH_NAME, formError("generic.isAtMostChars", { field: "name", max: MAX_SEARCH_NAME }));

const frequency = z.enum(ALERT_FREQUENCIES, {
  message: formError("generic.oneOf", { field: "frequency", options: ALERT_FREQUENCIES.join(", ") }),
});

/** A search's parameters: an object of the listing's parameters, or the query string of its address. */
const params = z.union(
  [
    z.string().max(2000, formError("generic.tooLong", { field: "params" })),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  ],
  { message: "params must be an object of search parameters or a query string" },
);

export const savedSearchSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KINDS, {
    message: formError("generic.oneOf", { field: "kind", options: SAVED_SEARCH_KINDS.join(", ") }),
  }),
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

/** The unsubscribe page's undo: alerts back on. */
export const resubscribeSchema = z.object({
  frequency: z.enum(["instant", "daily", "weekly"], {
    message: formError("generic.oneOf", { field: "frequency", options: "instant, daily, weekly" }),
  }),
});

/** PUT /api/me/alert-preferences: the channels to change; the others stay. */
export const alertPreferencesSchema = z
  .object({
    mail: z.boolean({ message: "mail must be true or false" }).optional(),
    whatsapp: z.boolean({ message: "whatsapp must be true or false" }).optional(),
    whatsappNumber: z
      .string({ message: "whatsappNumber must be a phone number or null" })
      .max(40, formError("generic.tooLong", { field: "whatsappNumber" }))
      .nullable()
      .optional(),
  })
  .strict();

/** POST /api/me/alert-preferences/whatsapp-code: the code sent to the number. */
export const whatsappCodeSchema = z.object({
  code: z
    .string({ message: formError("generic.required", { field: "code" }) })
    .trim()
    .regex(/^\d{6}$/, formError("alerts.whatsappCode")),
});
