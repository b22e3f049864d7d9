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

/** The unsubscribe page's undo: alerts back on. */
export const resubscribeSchema = z.object({
  frequency: z.enum(["instant", "daily", "weekly"], { message: "frequency must be one of: instant, daily, weekly" }),
});

/** PUT /api/me/alert-preferences: the channels to change; the others stay. */
export const alertPreferencesSchema = z
  .object({
    mail: z.boolean({ message: "mail must be true or false" }).optional(),
    whatsapp: z.boolean({ message: "whatsapp must be true or false" }).optional(),
    whatsappNumber: z
      .string({ message: "whatsappNumber must be a phone number or null" })
      .max(40, "whatsappNumber is too long")
      .nullable()
      .optional(),
  })
  .strict();

/** POST /api/me/alert-preferences/whatsapp-code: the code sent to the number. */
export const whatsappCodeSchema = z.object({
  code: z
    .string({ message: "code is required" })
    .trim()
    .regex(/^\d{6}$/, "code is the 6 digits sent to you on WhatsApp"),
});
