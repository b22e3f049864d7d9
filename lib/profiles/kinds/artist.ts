import { ageInIndia } from "../../dates.ts";
import type { ArtistProfile } from "../../generated/prisma/browser.ts";
import { defineProfile, type ProfileDefinition } from "../definition.ts";
import { date, flags, height, list, multi, select, text, textarea, texts, weight, yesno } from "../fields.ts";
import {
  ALLERGIES,
  allFilled,
  flagsFor,
  flagsOf,
  keysOf,
  MARITAL_STATUSES,
  OPEN_FOR,
  pick,
  textsOf,
  without,
} from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Artists: a female form and a male form, which leaves out measurements and a few options.

export const DRESS_OPTIONS = ["Traditional", "Ethnic", "Western", "Shorts", "Dresses"] as const;
export const COMFORT_LEVEL = {
  onScreenKiss: "On-screen kiss",
  onScreenSmooch: "On-screen smooch",
  loveMaking: "Love-making scenes",
};
export const WORK_LOCATION = { indoor: "Indoor", outdoor: "Outdoor" };
export const INTERESTS = {
  acting: "Acting",
  printShoot: "Print shoots",
  rampShows: "Ramp shows",
  designerShoots: "Designer shoots",
  ethnicWears: "Ethnic wear",
  westernWears: "Western wear",
  bikiniShoots: "Bikini shoots",
  lingerieShoots: "Lingerie shoots",
  swimSuits: "Swimsuits",
  bodyPaintShoots: "Body-paint shoots",
  calendarShoots: "Calendar shoots",
  musicAlbums: "Music albums",
  semiNude: "Semi-nude",
  nudeShoot: "Nude shoots",
};
export const OUTFITS = {
  indianWear: "Indian wear",
  westernWear: "Western wear",
  skirt: "Skirt",
  bikini: "Bikini",
  boldScenes: "Bold scenes",
  shorts: "Shorts",
};
/** Options only the female form has: the male form leaves them out. */
export const FEMALE_ONLY = { interests: ["bikiniShoots"], outfits: ["skirt", "bikini"] } as const;

/**
 * Intimate-content preferences: a minor's form never offers them, and an adult's are private (shown only to
 * the member, and to verified casting teams when the member allows it). Body measurements and the comfort
 * level are private as a whole.
 */
export const INTIMATE = {
  interests: ["bikiniShoots", "lingerieShoots", "swimSuits", "bodyPaintShoots", "semiNude", "nudeShoot"],
  outfits: ["bikini", "boldScenes"],
} as const;
const NO_MEASUREMENTS = { brust: false, waist: false, hips: false };

/** The form by gender and age: a minor's has no measurements, no intimate-content options and no marital status. */
function artistForm(male: boolean, minor: boolean): ProfileDefinition {
  const interests = without(INTERESTS, [...(male ? FEMALE_ONLY.interests : []), ...(minor ? INTIMATE.interests : [])]);
  const outfits = without(OUTFITS, [...(male ? FEMALE_ONLY.outfits : []), ...(minor ? INTIMATE.outfits : [])]);
  const measured = !male && !minor;
  return defineProfile({
    kind: "artist",
    title: male ? "Male Artists Form" : "Female Artists Form",
    titleKey: male ? "maleArtists" : "femaleArtists",
    answerKey: "actor",
    toasts: { success: "artistSuccess", failure: male ? "artistFailureMale" : "artistFailureFemale" },
    reloadAfterSave: true,
    fields: {
      fullName: text("Full name", true),
      city: text("City", true),
      dateOfBirth: date("Date of birth", male),
      height: height("Height", true),
      weight: weight("Weight", true),
      ...(measured ? { measurements: texts("Measurements", { brust: "Bust", waist: "Waist", hips: "Hips" }) } : {}),
      skinTone: text("Skin tone"),
      eyeColor: text("Eye colour"),
      hairColor: text("Hair colour"),
      shoeSize: text("Shoe size", false, 20),
      // A child's form asks nothing an adult's life brings.
      ...(minor ? {} : { maritalStatus: male ? select("Marital status", MARITAL_STATUSES) : text("Marital status") }),
      presentProfession: text("Present profession"),
      education: text("Education"),
      languages: text("Languages"),
      skills: list("Special skills", "skills"),
      experience: yesno("Experienced"),
      experienceDetails: text("Experience (years)", false, 40),
      aim: textarea("Aim"),
      passport: yesno("Passport"),
      comfortableTimings: yesno("Comfortable with shoot timings"),
      dressesComfortableWith: multi("Dresses comfortable with", DRESS_OPTIONS),
      openFor: flags("Open for", OPEN_FOR),
      interests: flags("Interests", interests),
      ...(minor ? {} : { comfortLevel: flags("Comfort level", COMFORT_LEVEL) }),
      outfitPreferences: flags("Outfit preferences", outfits),
      workLocation: flags("Work location", WORK_LOCATION),
      allergies: flags("Allergies", ALLERGIES),
    },
    sections: [
      {
        title: "About you",
        fields: [
          "fullName",
          "city",
          "dateOfBirth",
          ...(minor ? [] : ["maritalStatus"]),
          "education",
          "languages",
          "presentProfession",
          "aim",
        ],
      },
      {
        title: "Looks",
        fields: [
          "height",
          "weight",
          ...(measured ? ["measurements"] : []),
          "skinTone",
          "eyeColor",
          "hairColor",
          "shoeSize",
          "dressesComfortableWith",
        ],
      },
      {
        title: "Work",
        fields: [
          "skills",
          "experience",
          "experienceDetails",
          "passport",
          "openFor",
          "workLocation",
          "interests",
          ...(minor ? [] : ["comfortLevel"]),
          "outfitPreferences",
          "allergies",
        ],
      },
    ],
    // Nothing about what a person is willing to do is chosen for them: every interest, comfort level, outfit,
    // dress and work location starts unticked (the original form ticked some; lib/profiles/choices-review.ts).
    defaults: measured ? { measurements: { brust: "", waist: "", hips: "" } } : {},
    forced: {
      ...(measured ? {} : { measurements: NO_MEASUREMENTS }),
      ...(minor ? { comfortLevel: flagsFor(keysOf(COMFORT_LEVEL)) } : {}),
      // A save of the form states the member's own choices: no review of them is due after it.
      choicesReview: null,
    },
    adjustMultipart(values) {
      // The original form sent the music-albums interest as musicAlbum.
      const interests = typeof values.interests === "string" ? safeJson(values.interests) : values.interests;
      if (interests && typeof interests === "object" && "musicAlbum" in interests) {
        const { musicAlbum, ...rest } = interests as Record<string, unknown>;
        values.interests = { musicAlbums: musicAlbum, ...rest };
      }
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The interests a gender's form has: the public ones, or the intimate ones (private). */
function interestKeys(gender: string, publicOnes: boolean): string[] {
  const intimate = INTIMATE.interests as readonly string[];
  return keysOf(INTERESTS).filter(
    (key) =>
      intimate.includes(key) !== publicOnes &&
      (gender === "Female" || !(FEMALE_ONLY.interests as readonly string[]).includes(key)),
  );
}

const FORMS = {
  male: artistForm(true, false),
  female: artistForm(false, false),
  maleMinor: artistForm(true, true),
  femaleMinor: artistForm(false, true),
};

/**
 * The intimate-content preferences and measurements a save sends, as "interests.nudeShoot", "measurements.brust"…:
 * what a minor's save is refused for. Reads the values as the schema will, before they are dropped.
 */
export function intimateValuesSent(values: Record<string, unknown>): string[] {
  const on = (group: string, keys: readonly string[]) => {
    const raw = values[group];
    // Groups travel as JSON text in multipart, or arrive already parsed as objects.
    const sent = typeof raw === "string" ? safeJson(raw) : raw;
    if (!sent || typeof sent !== "object") return [];
    return keys
      .filter((key) => {
        const value = (sent as Record<string, unknown>)[key];
        return (
          value === true || value === "true" || (typeof value === "string" && value.trim() !== "" && value !== "false")
        );
      })
      .map((key) => `${group}.${key}`);
  };
  return [
    ...on("interests", INTIMATE.interests),
    ...on("outfitPreferences", INTIMATE.outfits),
    ...on("comfortLevel", keysOf(COMFORT_LEVEL)),
    ...on("measurements", Object.keys(NO_MEASUREMENTS)),
  ];
}

export const artist: ProfileKindModule<ArtistProfile> = {
  kind: "artist",
  form: (gender, minor) =>
    gender === "Male" ? (minor ? FORMS.maleMinor : FORMS.male) : minor ? FORMS.femaleMinor : FORMS.female,

  publicDetails(a, gender) {
    const openFor = flagsOf(a.openFor);
    // Allergies and the outfit and work-location preferences stay private; so do the date of birth (the
    // age is shown), the measurements, the comfort level and the intimate-content interests (privateDetails).
    return {
      fullName: a.fullName,
      city: a.city,
      age: ageInIndia(a.dateOfBirth),
      maritalStatus: a.maritalStatus,
      education: a.education,
      experience: a.experience,
      experienceDetails: a.experienceDetails,
      height: a.height,
      weight: a.weight,
      skinTone: a.skinTone,
      eyeColor: a.eyeColor,
      hairColor: a.hairColor,
      shoeSize: a.shoeSize,
      languages: a.languages,
      skills: a.skills,
      presentProfession: a.presentProfession,
      aim: a.aim,
      dressesComfortableWith: a.dressesComfortableWith,
      passport: a.passport,
      openForOutStationsShoots: openFor.outstationShoots ?? false,
      openForOutOfCountryShoots: openFor.outOfCountryShoots ?? false,
      interests: pick(flagsOf(a.interests), interestKeys(gender, true)),
    };
  },

  privateDetails(a, gender) {
    const measurements = textsOf(a.measurements);
    return {
      ...(gender === "Female"
        ? {
            measurements: {
              bust: measurements.brust || false,
              waist: measurements.waist || false,
              hips: measurements.hips || false,
            },
          }
        : {}),
      comfortLevel: pick(flagsOf(a.comfortLevel), keysOf(COMFORT_LEVEL)),
      interests: pick(flagsOf(a.interests), interestKeys(gender, false)),
      outfitPreferences: pick(flagsOf(a.outfitPreferences), INTIMATE.outfits),
    };
  },

  privateSections: [
    {
      title: "Private details",
      rows: [
        { label: "Bust", key: "measurements.bust" },
        { label: "Waist", key: "measurements.waist" },
        { label: "Hips", key: "measurements.hips" },
        { label: "Comfort level", key: "comfortLevel", format: "flags", flagLabels: COMFORT_LEVEL },
        { label: "Open to", key: "interests", format: "flags", flagLabels: INTERESTS },
        { label: "Outfits", key: "outfitPreferences", format: "flags", flagLabels: OUTFITS },
      ],
    },
  ],

  searchFacts: (a) => ({
    city: a.city,
    dateOfBirth: a.dateOfBirth,
    height: a.height,
    weight: a.weight,
    languages: a.languages,
    skills: [a.skills],
    skinTone: a.skinTone,
    text: [a.presentProfession, a.aim],
    detailsFilled: allFilled(a.city, a.dateOfBirth, a.height, a.weight, a.languages),
  }),

  sections: [
    {
      title: "Personal",
      rows: [
        { label: "City", key: "city" },
        { label: "Age", key: "age" },
        { label: "Education", key: "education" },
        { label: "Languages", key: "languages" },
        { label: "Present profession", key: "presentProfession" },
        { label: "Aim", key: "aim" },
      ],
    },
    {
      title: "Looks",
      rows: [
        { label: "Height", key: "height", format: "height" },
        { label: "Weight", key: "weight", format: "weight" },
        { label: "Skin tone", key: "skinTone" },
        { label: "Eye colour", key: "eyeColor" },
        { label: "Hair colour", key: "hairColor" },
        { label: "Shoe size", key: "shoeSize" },
      ],
    },
    {
      title: "Work",
      rows: [
        { label: "Special skills", key: "skills", format: "list" },
        { label: "Experience (years)", key: "experienceDetails" },
        { label: "Passport", key: "passport", format: "yesno" },
        { label: "Open for outstation shoots", key: "openForOutStationsShoots", format: "yesno" },
        { label: "Open for out-of-country shoots", key: "openForOutOfCountryShoots", format: "yesno" },
        { label: "Comfortable wearing", key: "dressesComfortableWith", format: "list" },
        { label: "Interested in", key: "interests", format: "flags", flagLabels: INTERESTS },
      ],
    },
  ],
};
