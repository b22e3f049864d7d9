import type { ProfileKind } from "../../catalog.ts";
import type { ProfileDefinition } from "../definition.ts";
import type { DetailSection } from "../presentation.ts";

/**
 * Everything about one category's profile, in one module: its form (fields, schema, multipart and
 * database mapping), its public details and how they read on the profile page.
 */
export interface ProfileKindModule<Row> {
  kind: ProfileKind;
  /** The form a member fills; only artists have two (by gender, spec 3). */
  form(gender: string): ProfileDefinition;
  /** The category's part of the public view (`additionalDetails`), from its table row. */
  publicDetails(row: Row, gender: string): Record<string, unknown>;
  /** Labelled rows over `publicDetails`, as the profile page's Info tab shows them. */
  sections: DetailSection[];
}
