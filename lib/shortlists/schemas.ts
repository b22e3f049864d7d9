import { z } from "zod";
import { MAX_ID_LENGTH } from "../ids.ts";

// What the shortlist forms and APIs take. Browser-safe: the forms validate with the same schemas.

export const SHORTLIST_LIMITS = {
  shortlists: 50,
  items: 200,
  nameLength: 80,
  noteLength: 1000,
  lookBookDays: { min: 1, max: 90 },
  activeLookBooks: 20,
} as const;

const name = z
  .string({ message: "name is required" })
  .trim()
  .min(1, "Give the shortlist a name")
  .max(SHORTLIST_LIMITS.nameLength, `The name must be at most ${SHORTLIST_LIMITS.nameLength} characters`);

const note = z
  .string({ message: "note must be text" })
  .trim()
  .max(SHORTLIST_LIMITS.noteLength, `The note must be at most ${SHORTLIST_LIMITS.noteLength} characters`);

export const shortlistSchema = z.object({ name });

export const addItemSchema = z.object({
  memberId: z.string({ message: "memberId is required" }).min(1, "memberId is required").max(MAX_ID_LENGTH),
  note: note.optional(),
});

export const noteSchema = z.object({ note });

export const orderSchema = z.object({
  memberIds: z
    .array(z.string().max(MAX_ID_LENGTH), { message: "memberIds must be the list's member ids" })
    .max(SHORTLIST_LIMITS.items),
});

export const lookBookSchema = z.object({
  days: z.coerce
    .number({ message: "days must be a number" })
    .int("days must be a whole number")
    .min(SHORTLIST_LIMITS.lookBookDays.min, `days must be from 1 to ${SHORTLIST_LIMITS.lookBookDays.max}`)
    .max(SHORTLIST_LIMITS.lookBookDays.max, `days must be from 1 to ${SHORTLIST_LIMITS.lookBookDays.max}`),
});
