import "server-only";
import { getTranslations } from "next-intl/server";
import type { ProfileKind } from "@/lib/catalog";
import { FIELD_KINDS, shownSections } from "@/lib/i18n/field-names";
import type { ProfileDefinition, ProfileToast } from "@/lib/profiles/definition";
import { detailSections, privateSections } from "@/lib/profiles/kinds";

// The words of a member's profile form (lib/profiles/kinds: heading, sections, labels, options, hints, toasts) in
// the page's language, worked out on the server and handed to the form as props, so the browser carries only the
// words of the one form it shows. lib/profiles keeps its English. The profile page's translations of the same
// words (lib/i18n/field-names.ts, the "Profile" namespace) are reused wherever the English is the same; the
// "profileForm" group of the "Settings" namespace holds the rest. Stored values stay English: only what the member
// reads is translated, and a word found in neither stays as lib/profiles has it.

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

// Settings keys by the English they translate: the form headings, section titles, labels and the labels of a
// group's keys that the profile page does not show with the same English.
const TITLES: Readonly<Record<string, string>> = {
  "Female Artists Form": "profileForm.titles.femaleArtists",
  "Male Artists Form": "profileForm.titles.maleArtists",
  "Technician Form": "profileForm.titles.technician",
  "Edit Musician": "profileForm.titles.musician",
  "Edit Writer/Director": "profileForm.titles.writerDirector",
  "Edit Camera Unit Profile": "profileForm.titles.cameraUnit",
  "Edit Location": "profileForm.titles.location",
};

const SECTIONS: Readonly<Record<string, string>> = {
  "About you": "profileForm.sections.aboutYou",
  "Skills and availability": "profileForm.sections.skillsAvailability",
  "Director and writer": "profileForm.sections.directorWriter",
  "Your location": "profileForm.sections.yourLocation",
};

const LABELS: Readonly<Record<string, string>> = {
  "Full name": "profileForm.labels.fullName",
  "Location name": "profileForm.labels.locationName",
  "Date of birth": "profileForm.labels.dateOfBirth",
  Measurements: "profileForm.labels.measurements",
  "Marital status": "profileForm.labels.maritalStatus",
  Experienced: "profileForm.labels.experienced",
  "Comfortable with shoot timings": "profileForm.labels.comfortableTimings",
  "Dresses comfortable with": "profileForm.labels.dressesComfortableWith",
  Interests: "profileForm.labels.interests",
  "Outfit preferences": "profileForm.labels.outfitPreferences",
  "Work location": "profileForm.labels.workLocation",
  Indoor: "profileForm.labels.indoor",
  Outdoor: "profileForm.labels.outdoor",
  Allergies: "profileForm.labels.allergies",
  Dust: "profileForm.labels.dust",
  Cosmetics: "profileForm.labels.cosmetics",
  "Dress preferences": "profileForm.labels.dressPreferences",
  "Camera experience": "profileForm.labels.cameraExperience",
  "Lighting expertise": "profileForm.labels.lightingExpertise",
  "Software skills": "profileForm.labels.softwareSkills",
  "Video link": "profileForm.labels.videoLink",
  "Hair length": "profileForm.labels.hairLength",
  "Skin type expertise": "profileForm.labels.skinTypeExpertise",
  "Hair styling skills": "profileForm.labels.hairStylingSkills",
  "Fabric knowledge": "profileForm.labels.fabricKnowledge",
  "Own design style": "profileForm.labels.designStyle",
  "Tailoring skills": "profileForm.labels.tailoringSkills",
  "Instrument expertise": "profileForm.labels.instrumentExpertise",
  "Sound design experience": "profileForm.labels.soundDesignExperience",
  "Live performance experience": "profileForm.labels.livePerformanceExperience",
  "Work experience": "profileForm.labels.workExperience",
  "Previous work samples": "profileForm.labels.previousWorkSamples",
  "Professional associations": "profileForm.labels.professionalAssociations",
  Director: "profileForm.labels.director",
  Writer: "profileForm.labels.writer",
  "Genres specialized": "profileForm.labels.genresSpecialized",
  "Available locations": "profileForm.labels.availableLocations",
  Description: "profileForm.labels.description",
};

/** Options by field, since one English word can name different things ("Medium" skin, "Medium" hair). */
const OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  maritalStatus: {
    Unmarried: "profileForm.options.maritalStatus.unmarried",
    Married: "profileForm.options.maritalStatus.married",
    Divorced: "profileForm.options.maritalStatus.divorced",
    Widowed: "profileForm.options.maritalStatus.widowed",
  },
  skinTone: {
    Fair: "profileForm.options.skinTone.fair",
    Medium: "profileForm.options.skinTone.medium",
    Dark: "profileForm.options.skinTone.dark",
  },
  hairLength: {
    Short: "profileForm.options.hairLength.short",
    Medium: "profileForm.options.hairLength.medium",
    Long: "profileForm.options.hairLength.long",
  },
};

const HINTS: Readonly<Record<string, string>> = {
  "Separate entries with commas.": "profileForm.hints.commas",
  "Dance forms, martial arts, riding, swimming… separated by commas.": "profileForm.hints.skills",
};

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

/** The profile page's words, English → shown: section titles, row labels, yes/no keys' labels and options. */
interface ProfileWords {
  labels: Map<string, string>;
  options: Map<string, string>;
}

/**
 * Every translated word of the profile page (lib/i18n/field-names.ts shownSections), by its English. The form's
 * own kind comes first, so that a label that reads differently in another category is taken from its own.
 */
function profileWords(t: Parameters<typeof shownSections>[0], kind: ProfileKind): ProfileWords {
  const labels = new Map<string, string>();
  const options = new Map<string, string>();
  const keep = (map: Map<string, string>, english: string, shown: string) => {
    if (!map.has(english)) map.set(english, shown);
  };
  for (const k of [kind, ...FIELD_KINDS.filter((other) => other !== kind)])
    for (const sections of [detailSections(k) ?? [], privateSections(k)]) {
      const shown = shownSections(t, sections);
      sections.forEach((section, i) => {
        keep(labels, section.title, shown[i].title);
        section.rows.forEach((row, j) => {
          const translated = shown[i].rows[j];
          keep(labels, row.label, translated.label);
          for (const [flag, english] of Object.entries(row.flagLabels ?? {}))
            keep(labels, english, translated.flagLabels?.[flag] ?? english);
          for (const [english, name] of Object.entries(translated.values ?? {})) keep(options, english, name);
        });
      });
    }
  return { labels, options };
}

/** The words of this form in the page's language. */
export async function formWords(definition: ProfileDefinition): Promise<FormWords> {
  const [t, profile] = await Promise.all([getTranslations("Settings"), getTranslations("Profile")]);
  return wordsOf(definition, (key) => (t as unknown as (key: string) => string)(key), profile);
}

/** The words of a form, from a translator of the "Settings" namespace and one of "Profile". */
export function wordsOf(
  definition: ProfileDefinition,
  say: (key: string) => string,
  profile: Parameters<typeof shownSections>[0],
): FormWords {
  const shown = profileWords(profile, definition.kind);
  const label = (english: string) => (LABELS[english] ? say(LABELS[english]) : (shown.labels.get(english) ?? english));
  const option = (field: string, english: string) => {
    const key = OPTIONS[field]?.[english];
    return key ? say(key) : (shown.options.get(english) ?? english);
  };
  const toast = (key: ProfileToast) => say(TOASTS[key]);

  const fields: Record<string, FieldWords> = {};
  for (const [name, def] of Object.entries(definition.fields)) {
    const words: FieldWords = { label: label(def.label) };
    if (def.kind === "list" && def.hint) words.hint = HINTS[def.hint] ? say(HINTS[def.hint]) : def.hint;
    if (def.kind === "select" || def.kind === "multi")
      words.options = Object.fromEntries(def.options.map((o) => [o, option(name, o)]));
    if (def.kind === "flags" || def.kind === "texts")
      words.labels = Object.fromEntries(def.keys.map((key) => [key, label(def.labels[key])]));
    fields[name] = words;
  }
  return {
    title: TITLES[definition.title] ? say(TITLES[definition.title]) : definition.title,
    sections: Object.fromEntries(
      definition.sections.map((s) => [
        s.title,
        SECTIONS[s.title] ? say(SECTIONS[s.title]) : (shown.labels.get(s.title) ?? s.title),
      ]),
    ),
    fields,
    success: toast(definition.toasts.success),
    failure: toast(definition.toasts.failure),
  };
}
