import "server-only";
import { getTranslations } from "next-intl/server";
import type { ProfileKind } from "@/lib/catalog";
import { catalogKey } from "@/lib/search/catalog-names";
import { shownSections } from "@/lib/profiles/field-names";
import type { ProfileDefinition, ProfileToast } from "@/lib/profiles/definition";
import { detailSections, privateSections } from "@/lib/profiles/kinds";

// The words of a member's profile form (lib/profiles/kinds: heading, sections, labels, options, hints, toasts) in
// the page's language, worked out on the server and handed to the form as props, so the browser carries only the
// words of the one form it shows. They are read by key, never matched back from lib's English: the "profileForm"
// group of "Settings" holds each form's heading (its definition's titleKey), hints and toasts by key, and each field's
// label and its group's keys' labels by the form's kind and the field's name (`fields.<kind>.<name>`,
// `keys.<kind>.<name>.<key>`). An option, a stored value, is named as the profile page names it (the "Profile"
// namespace, lib/profiles/field-names.ts, by the row the field fills) or by `options.<name>.<value>`; a section as the
// profile page names it or by `sections.<title's key>`. Stored values stay English: only what the member reads is
// translated, and a word the catalogs lack stays as lib/profiles has it.

/** A field's words as shown: its label, hint, and the displayed names of its options or of its group's keys. */
export interface FieldWords {
  label: string;
  hint?: string;
  /** A select's or multi-select's stored English option → its displayed name. */
  options?: Record<string, string>;
  /** A yes/no group's or a text group's key → its displayed label. */
  labels?: Record<string, string>;
}

export interface FormWords {
  title: string;
  /** Section title (English, as lib/profiles has it) → shown title. */
  sections: Record<string, string>;
  fields: Record<string, FieldWords>;
  /** The toasts of a save (lib/status-messages.ts, word for word in English). */
  success: string;
  failure: string;
}

/** What a form's toast says after a save (its definition's `toasts`), by key in Settings. */
const TOASTS: Readonly<Record<ProfileToast, string>> = {
  artistSuccess: "profileForm.toasts.artistSuccess",
  artistFailureFemale: "profileForm.toasts.artistFailureFemale",
  artistFailureMale: "profileForm.toasts.artistFailureMale",
  technicianSuccess: "profileForm.toasts.technicianSuccess",
  technicianFailure: "profileForm.toasts.technicianFailure",
  musicianSuccess: "profileForm.toasts.musicianSuccess",
  musicianFailure: "profileForm.toasts.musicianFailure",
  writerSuccess: "profileForm.toasts.writerSuccess",
  writerFailure: "profileForm.toasts.writerFailure",
  cameraSuccess: "profileForm.toasts.cameraSuccess",
  cameraFailure: "profileForm.toasts.cameraFailure",
  locationSuccess: "profileForm.toasts.locationSuccess",
  locationFailure: "profileForm.toasts.locationFailure",
};

/** A kind's profile page's names of options (lib/profiles/field-names.ts), by the row's key, and its sections' titles. */
function pageWords(t: Parameters<typeof shownSections>[0], kind: ProfileKind) {
  const options = new Map<string, Record<string, string>>();
  const sections = new Map<string, string>();
  for (const kindSections of [detailSections(kind) ?? [], privateSections(kind)]) {
    const shown = shownSections(t, kindSections);
    kindSections.forEach((section, i) => {
      sections.set(catalogKey(section.title), shown[i].title);
      section.rows.forEach((row, j) => options.set(row.key, shown[i].rows[j].values ?? {}));
    });
  }
  return { options, sections };
}

/** What the form's words are read with: a translator of "Settings" (`has` tells a key it holds). */
export interface SettingsWords {
  (key: string): string;
  has(key: string): boolean;
}

/** The words of this form in the page's language. */
export async function formWords(definition: ProfileDefinition): Promise<FormWords> {
  const [t, profile] = await Promise.all([getTranslations("Settings"), getTranslations("Profile")]);
  return wordsOf(definition, t as unknown as SettingsWords, profile);
}

/**
 * The words of a form, from a translator of the "Settings" namespace and one of "Profile", by the fields' names: the
 * profile page's words of the row a field fills, else the form's own (Settings `profileForm`), else lib's English.
 */
export function wordsOf(
  definition: ProfileDefinition,
  say: SettingsWords,
  profile: Parameters<typeof shownSections>[0],
): FormWords {
  const page = pageWords(profile, definition.kind);
  const own = (key: string, english: string) => (say.has(`profileForm.${key}`) ? say(`profileForm.${key}`) : english);

  const kind = definition.kind;
  const fields: Record<string, FieldWords> = {};
  for (const [name, def] of Object.entries(definition.fields)) {
    const named = page.options.get(name);
    const words: FieldWords = { label: own(`fields.${kind}.${name}`, def.label) };
    if (def.kind === "list") words.hint = say(`profileForm.hints.${def.hint}`);
    if (def.kind === "select" || def.kind === "multi")
      words.options = Object.fromEntries(
        def.options.map((o) => [o, named?.[o] ?? own(`options.${name}.${catalogKey(o)}`, o)]),
      );
    if (def.kind === "flags" || def.kind === "texts")
      words.labels = Object.fromEntries(
        def.keys.map((key) => [key, own(`keys.${kind}.${name}.${key}`, def.labels[key])]),
      );
    fields[name] = words;
  }
  return {
    title: say(`profileForm.titles.${definition.titleKey}`),
    sections: Object.fromEntries(
      definition.sections.map((s) => {
        const key = catalogKey(s.title);
        return [s.title, page.sections.get(key) ?? own(`sections.${key}`, s.title)];
      }),
    ),
    fields,
    success: say(TOASTS[definition.toasts.success]),
    failure: say(TOASTS[definition.toasts.failure]),
  };
}
