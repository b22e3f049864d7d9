import { z } from "zod";

import { MAX_ID_LENGTH } from "../ids.ts";
import { MAX_MESSAGE_LENGTH } from "./limits.ts";

// What the message APIs take (the composer's limits are in ./limits.ts, without zod, for the browser).

const text = z
  .string({ message: "text is required" })
  .trim()
  .min(1, "Write a message first")
  .max(MAX_MESSAGE_LENGTH, `A message is at most ${MAX_MESSAGE_LENGTH.toLocaleString("en")} characters`)
  .refine((v) => !v.includes("\0"), "text contains a NUL character");

export const messageSchema = z.object({ text });

export const startSchema = z.object({
  toUserId: z.string({ message: "toUserId is required" }).min(1, "toUserId is required").max(MAX_ID_LENGTH),
  text,
});
