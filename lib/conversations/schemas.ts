import { z } from "zod";

// What the message forms and APIs take. Browser-safe: the composer checks with the same schema.

export const MAX_MESSAGE_LENGTH = 2000;

/** What a thread shows in place of a message an admin removed after a report. */
export const REMOVED_MESSAGE = "This message was removed by Castfolio's team.";

const text = z
  .string({ message: "text is required" })
  .trim()
  .min(1, "Write a message first")
  .max(MAX_MESSAGE_LENGTH, `A message is at most ${MAX_MESSAGE_LENGTH.toLocaleString("en")} characters`)
  .refine((v) => !v.includes("\0"), "text contains a NUL character");

export const messageSchema = z.object({ text });

export const startSchema = z.object({
  toUserId: z.string({ message: "toUserId is required" }).min(1, "toUserId is required").max(64),
  text,
});
