import type { ProfileKind } from "../../catalog.ts";
import type { ProfileDefinition } from "../definition.ts";
import type { DetailSection } from "../presentation.ts";

/** What search reads of a profile row, as the member typed it (lib/search/facts.ts normalises it). */
export interface KindSearchFacts {
  city: string | null;
  dateOfBirth: Date | null;
  height?: string | null;
  weight?: string | null;
  /** Comma text or a list, as stored. */
  languages: string | readonly string[] | null;
  skills: (string | readonly string[] | null)[];
  skinTone?: string | null;
  /** Further free text worth finding the member by: expertise, past projects, brands… */
  text: (string | readonly string[] | null | undefined)[];
  /** The fields a hirer needs before contacting the member are all filled. */
  detailsFilled: boolean;
  /** A show reel linked rather than uploaded. */
  videoLink?: string | null;
  /** Locations keep their own availability (Available, Not Available, On-Shoot) in their profile. */
  availability?: string;
}

/**
 * Everything about one category's profile, in one module: its form (fields, schema, multipart and
 * database mapping), its public details, how they read on the profile page, and what search reads.
 */
export interface ProfileKindModule<Row> {
  kind: ProfileKind;
  /** The form a member fills; only artists have several (by gender, and for minors, lib/members/minors.ts). */
  form(gender: string, minor?: boolean): ProfileDefinition;
  /** The category's part of the public view (`additionalDetails`), from its table row. */
  publicDetails(row: Row, gender: string): Record<string, unknown>;
  /** Labelled rows over `publicDetails`, as the profile page's Info tab shows them. */
  sections: DetailSection[];
  /**
   * The category's private details beyond the date of birth (an artist's measurements and intimate-content
   * preferences): only the member, and verified casting teams the member allows, see them.
   */
  privateDetails?(row: Row, gender: string): Record<string, unknown>;
  /** Labelled rows over `privateDetails`. */
  privateSections?: DetailSection[];
  /** What search and listings read of the row. */
  searchFacts(row: Row): KindSearchFacts;
}
