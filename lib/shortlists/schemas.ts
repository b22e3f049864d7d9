import { z } from "zod";
import { MAX_ID_LENGTH } from "../ids.ts";
import { formError } from "../i18n/form-errors.ts";

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
  .string({ message: formError("generic.required", { field: "name" }) })
  .trim()
  .min(1, formError("shortlists.nameRequired"))
  .max(
    SHORTLIST_LIMITS.nameLength,
    formError("generic.maxChars", { labelKey: "shortlistName", max: SHORTLIST_LIMITS.nameLength }),
  );

const note = z
  .string({ message: formError("generic.text", { field: "note" }) })
  .trim()
  .max(
    SHORTLIST_LIMITS.noteLength,
    formError("generic.maxChars", { labelKey: "note", max: SHORTLIST_LIMITS.noteLength }),
  );

export const shortlistSchema = z.object({ name });

export const addItemSchema = z.object({
  memberId: z
    .string({ message: formError("generic.required", { field: "memberId" }) })
    .min(1, formError("generic.required", { field: "memberId" }))
    .max(MAX_ID_LENGTH),
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
    .number({ message: formError("generic.number", { field: "days" }) })
    .int(formError("generic.wholeNumber", { field: "days" }))
    .min(
      SHORTLIST_LIMITS.lookBookDays.min,
      formError("shortlists.daysRange", { max: SHORTLIST_LIMITS.lookBookDays.max }),
    )
    .max(
      SHORTLIST_LIMITS.lookBookDays.max,
      formError("shortlists.daysRange", { max: SHORTLIST_LIMITS.lookBookDays.max }),
    ),
});
