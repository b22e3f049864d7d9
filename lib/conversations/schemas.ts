import { z } from "zod";

import { MAX_ID_LENGTH } from "../ids.ts";
import { MAX_MESSAGE_LENGTH } from "./limits.ts";
import { formError } from "../i18n/form-errors.ts";

// What the message APIs take (the composer's limits are in ./limits.ts, without zod, for the browser).

const text = z
  .string({ message: formError("generic.required", { field: "text" }) })
  .trim()
  .min(1, formError("messages.empty"))
  .max(MAX_MESSAGE_LENGTH, formError("messages.tooLong", { max: MAX_MESSAGE_LENGTH.toLocaleString("en") }))
  .refine((v) => !v.includes("\0"), "text contains a NUL character");

export const messageSchema = z.object({ text });

export const startSchema = z.object({
  toUserId: z
    .string({ message: formError("generic.required", { field: "toUserId" }) })
    .min(1, formError("generic.required", { field: "toUserId" }))
    .max(MAX_ID_LENGTH),
  text,
});
