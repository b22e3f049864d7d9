import type { ProfileKind } from "../../catalog.ts";
import type { ProfileDefinition } from "../definition.ts";
import type { DetailSection } from "../presentation.ts";
import { artist } from "./artist.ts";
import { cameraUnit } from "./camera-unit.ts";
import { location } from "./location.ts";
import { musician } from "./musician.ts";
import { technician } from "./technician.ts";
import type { KindSearchFacts, ProfileKindModule } from "./types.ts";
import { writerDirector } from "./writer-director.ts";

// The six category modules by kind. A new field of a category goes into its module only.

const KINDS = { artist, technician, musician, writerDirector, cameraUnit, location } satisfies Record<
  ProfileKind,
  ProfileKindModule<never>
>;

/**
 * The form a member fills: by category, and for artists by gender (Male -> the male form) and age (a minor's
 * form has no measurements and no intimate-content options).
 */
export function formFor(kind: ProfileKind | undefined, gender: string, minor = false): ProfileDefinition | undefined {
  return kind ? KINDS[kind].form(gender, minor) : undefined;
}

/** How a kind's details read on the public profile. */
export function detailSections(kind: ProfileKind | undefined): DetailSection[] | undefined {
  return kind ? KINDS[kind].sections : undefined;
}

/** A kind's part of the public view, from its stored row (rows come untyped from profileTable()). */
export function publicDetails(
  kind: ProfileKind,
  row: Record<string, unknown>,
  gender: string,
): Record<string, unknown> {
  return (KINDS[kind] as ProfileKindModule<Record<string, unknown>>).publicDetails(row, gender);
}

/** What search reads of a kind's stored row. */
export function searchFactsOf(kind: ProfileKind, row: Record<string, unknown>): KindSearchFacts {
  return (KINDS[kind] as ProfileKindModule<Record<string, unknown>>).searchFacts(row);
}

/** A kind's private details beyond the date of birth ({} for most), from its stored row. */
export function privateDetailsOf(
  kind: ProfileKind,
  row: Record<string, unknown>,
  gender: string,
): Record<string, unknown> {
  return (KINDS[kind] as ProfileKindModule<Record<string, unknown>>).privateDetails?.(row, gender) ?? {};
}

/** How a kind's private details read, where it has any beyond the date of birth. */
export function privateSections(kind: ProfileKind | undefined): DetailSection[] {
  return (kind && KINDS[kind].privateSections) || [];
}
