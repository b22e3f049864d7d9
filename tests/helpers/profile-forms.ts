import { CATEGORIES } from "@/lib/catalog";
import type { ProfileDefinition } from "@/lib/profiles/definition";
import { formFor } from "@/lib/profiles/kinds";

/** Every profile form a member can meet: each kind's, an artist's by gender and age. */
export const EVERY_FORM: readonly ProfileDefinition[] = [
  ...new Set(
    CATEGORIES.flatMap((category) =>
      ["Female", "Male", "Other"].flatMap((gender) =>
        [false, true].map((minor) => formFor(category.kind, gender, minor)!),
      ),
    ),
  ),
];
