import type { Gender, ProfileKind } from "../catalog.ts";
import { MESSAGES } from "../messages.ts";
import { defineProfile, type ProfileDefinition } from "./definition.ts";
import { date, flags, list, multi, select, text, textarea, texts, yesno } from "./fields.ts";
import {
  AVAILABLE_LOCATIONS, DRESS_OPTIONS, HAIR_LENGTHS, LOCATION_AVAILABILITY, MARITAL_STATUSES, SKIN_TONES,
} from "./options.ts";

// The seven profile forms of spec sections 2, 3 and 5, each a definition (see definition.ts).

const OPEN_FOR = { outstationShoots: "Outstation shoots", outOfCountryShoots: "Out-of-country shoots" };
const ALLERGIES = { dust: "Dust", cosmetics: "Cosmetics" };
const COMFORT = { onScreenKiss: "On-screen kiss", onScreenSmooch: "On-screen smooch", loveMaking: "Love-making scenes" };
const WORK_LOCATION = { indoor: "Indoor", outdoor: "Outdoor" };
const INTERESTS = {
  acting: "Acting", printShoot: "Print shoots", rampShows: "Ramp shows", designerShoots: "Designer shoots", ethnicWears: "Ethnic wear",
  westernWears: "Western wear", bikiniShoots: "Bikini shoots", lingerieShoots: "Lingerie shoots", swimSuits: "Swimsuits",
  bodyPaintShoots: "Body-paint shoots", calendarShoots: "Calendar shoots", musicAlbums: "Music albums", semiNude: "Semi-nude", nudeShoot: "Nude shoots",
};
const OUTFITS = { indianWear: "Indian wear", westernWear: "Western wear", skirt: "Skirt", bikini: "Bikini", boldScenes: "Bold scenes", shorts: "Shorts" };

const without = <T extends Record<string, string>>(labels: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(labels).filter(([k]) => !keys.includes(k))) as Record<string, string>;

/** The spec's defaults for a new artist form: these yes/no fields start on, the others off. */
const ARTIST_INTERESTS_ON = ["acting", "rampShows", "designerShoots", "ethnicWears", "westernWears", "lingerieShoots", "calendarShoots", "musicAlbums", "semiNude"];

function artist(male: boolean): ProfileDefinition {
  const interests = male ? without(INTERESTS, "bikiniShoots") : INTERESTS;
  const outfits = male ? without(OUTFITS, "skirt", "bikini") : OUTFITS;
  const onFor = (labels: Record<string, string>, on: string[]) => Object.fromEntries(Object.keys(labels).map((k) => [k, on.includes(k)]));
  return defineProfile({
    kind: "artist",
    title: male ? "Male Artists Form" : "Female Artists Form",
    answerKey: "actor",
    messages: { success: MESSAGES.artistSuccess, failure: male ? MESSAGES.artistFailureMale : MESSAGES.artistFailureFemale },
    reloadAfterSave: true,
    fields: {
      fullName: text("Full name", true), city: text("City", true), dateOfBirth: date("Date of birth", male),
      height: text("Height", true, 40), weight: text("Weight", true, 40),
      ...(male ? {} : { measurements: texts("Measurements", { brust: "Bust", waist: "Waist", hips: "Hips" }) }),
      skinTone: text("Skin tone"), eyeColor: text("Eye colour"), hairColor: text("Hair colour"), shoeSize: text("Shoe size", false, 20),
      maritalStatus: male ? select("Marital status", MARITAL_STATUSES) : text("Marital status"),
      presentProfession: text("Present profession"), education: text("Education"), languages: text("Languages"),
      experience: yesno("Experienced"), experienceDetails: text("Experience (years)", false, 40), aim: textarea("Aim"),
      passport: yesno("Passport"), comfortableTimings: yesno("Comfortable with shoot timings"),
      dressesComfortableWith: multi("Dresses comfortable with", DRESS_OPTIONS),
      openFor: flags("Open for", OPEN_FOR), interests: flags("Interests", interests), comfortLevel: flags("Comfort level", COMFORT),
      outfitPreferences: flags("Outfit preferences", outfits), workLocation: flags("Work location", WORK_LOCATION), allergies: flags("Allergies", ALLERGIES),
    },
    sections: [
      { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages", "presentProfession", "aim"] },
      { title: "Looks", fields: ["height", "weight", ...(male ? [] : ["measurements"]), "skinTone", "eyeColor", "hairColor", "shoeSize", "dressesComfortableWith"] },
      { title: "Work", fields: ["experience", "experienceDetails", "passport", "openFor", "workLocation", "interests", "comfortLevel", "outfitPreferences", "allergies"] },
    ],
    defaults: {
      interests: onFor(interests, ARTIST_INTERESTS_ON),
      workLocation: { indoor: true, outdoor: true },
      ...(male ? {} : { measurements: { brust: "", waist: "", hips: "" } }),
    },
    forced: male ? { measurements: { brust: false, waist: false, hips: false } } : undefined,
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

const technician = defineProfile({
  kind: "technician",
  title: "Technician Form",
  answerKey: "technician",
  messages: { success: MESSAGES.technicianSuccess, failure: MESSAGES.technicianFailure },
  workSamples: true,
  fields: {
    fullName: text("Full name"), city: text("City"), experience: text("Experience"), dateOfBirth: date("Date of birth"),
    maritalStatus: select("Marital status", MARITAL_STATUSES), education: text("Education"), certifications: text("Certifications"),
    toolsOwned: text("Tools owned"), pastProjects: textarea("Past projects"), languages: text("Languages"), dressPreferences: text("Dress preferences"),
    cameraExperience: text("Camera experience"), lightingExpertise: text("Lighting expertise"), equipmentOwned: text("Equipment owned"),
    softwareSkills: text("Software skills"), expertise: text("Expertise"), specialization: text("Specialization"), toolPreferences: text("Tool preferences"),
    videoLink: text("Video link", false, 500), skinTone: select("Skin tone", SKIN_TONES), hairLength: select("Hair length", HAIR_LENGTHS),
    passport: yesno("Passport"), skinTypeExpertise: yesno("Skin type expertise"), hairStylingSkills: yesno("Hair styling skills"),
    fabricKnowledge: yesno("Fabric knowledge"), designStyle: yesno("Own design style"), tailoringSkills: yesno("Tailoring skills"),
    comfortWith: flags("Comfortable with", { makeup: "Make-up", hairStyling: "Hair styling", traditionalWear: "Traditional wear", westernWear: "Western wear" }),
    openFor: flags("Open for", OPEN_FOR), allergies: flags("Allergies", ALLERGIES),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages", "certifications", "skinTone", "hairLength", "dressPreferences"] },
    { title: "Work", fields: ["experience", "expertise", "specialization", "pastProjects", "softwareSkills", "cameraExperience", "lightingExpertise", "equipmentOwned", "toolsOwned", "toolPreferences", "videoLink"] },
    { title: "Skills and availability", fields: ["passport", "skinTypeExpertise", "hairStylingSkills", "fabricKnowledge", "designStyle", "tailoringSkills", "comfortWith", "openFor", "allergies"] },
  ],
});

const musician = defineProfile({
  kind: "musician",
  title: "Edit Musician",
  answerKey: "music",
  messages: { success: MESSAGES.musicianSuccess, failure: MESSAGES.musicianFailure },
  fields: {
    fullName: text("Full name", true), city: text("City", true), dateOfBirth: date("Date of birth"), maritalStatus: select("Marital status", MARITAL_STATUSES),
    education: text("Education"), certifications: list("Certifications"), toolsOwned: list("Tools owned"), pastProjects: list("Past projects"),
    languages: list("Languages"), instrumentExpertise: list("Instrument expertise"), musicGenreSpecialization: list("Genres"),
    passport: yesno("Passport"), vocalSkills: yesno("Vocal skills"), soundDesignExperience: yesno("Sound design experience"),
    studioExperience: yesno("Studio experience"), livePerformanceExperience: yesno("Live performance experience"),
    experience: text("Experience"), videoLink: text("Video link", false, 500),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages", "certifications"] },
    { title: "Music", fields: ["experience", "instrumentExpertise", "musicGenreSpecialization", "pastProjects", "toolsOwned", "videoLink", "passport", "vocalSkills", "soundDesignExperience", "studioExperience", "livePerformanceExperience"] },
  ],
});

const writerDirector = defineProfile({
  kind: "writerDirector",
  title: "Edit Writer/Director",
  answerKey: "writer",
  messages: { success: MESSAGES.writerSuccess, failure: MESSAGES.writerFailure },
  fields: {
    fullName: text("Full name", true), city: text("City", true), dateOfBirth: date("Date of birth", true),
    maritalStatus: select("Marital status", MARITAL_STATUSES, true), education: text("Education", true), workExperience: text("Work experience", true),
    genres: list("Genres"), skills: list("Skills"), languages: list("Languages"), previousWorkSamples: list("Previous work samples"),
    awards: list("Awards"), professionalAssociations: list("Professional associations"),
    projectsCurrent: list("Current projects"), projectsCompleted: list("Completed projects"),
    director: texts("Director", { notableMovies: "Notable movies", shortFilms: "Short films", adFilms: "Ad films", webSeries: "Web series", expertise: "Expertise" }),
    writer: texts("Writer", { scriptsWritten: "Scripts written", notableCollaborations: "Notable collaborations", genresSpecialized: "Genres specialized", publications: "Publications" }),
    availability: flags("Availability", { freelance: "Freelance", fullTime: "Full time" }),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages"] },
    { title: "Work", fields: ["workExperience", "genres", "skills", "previousWorkSamples", "awards", "professionalAssociations", "projectsCurrent", "projectsCompleted", "availability"] },
    { title: "Director and writer", fields: ["director", "writer"] },
  ],
  multipartNames: { workExperience: "experience", projectsCurrent: "projects[current]", projectsCompleted: "projects[completed]" },
  encodings: { director: "brackets", writer: "brackets", availability: "brackets", projectsCurrent: "brackets", projectsCompleted: "brackets" },
  columns: { workExperience: "experience" },
});

const cameraUnit = defineProfile({
  kind: "cameraUnit",
  title: "Edit Camera Unit Profile",
  answerKey: "camera",
  messages: { success: MESSAGES.cameraSuccess, failure: MESSAGES.cameraFailure },
  fields: {
    fullName: text("Full name"), city: text("City"), brand: text("Brand"), dateOfBirth: date("Date of birth"), maritalStatus: text("Marital status"),
    education: text("Education"), toolsOwned: list("Tools owned"), openFor: flags("Open for", OPEN_FOR), lensType: text("Lens type"),
    focalLength: text("Focal length"), accessories: list("Accessories"), pastProjects: list("Past projects"),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education"] },
    { title: "Equipment", fields: ["brand", "lensType", "focalLength", "accessories", "toolsOwned", "pastProjects", "openFor"] },
  ],
  encodings: { openFor: "flat" },
  // The table keeps the two open-for answers as columns of their own.
  toColumns: ({ openFor, ...row }) => ({ ...row, ...(openFor as Record<string, boolean>) }),
  fromColumns: ({ outstationShoots, outOfCountryShoots, ...row }) => ({ ...row, openFor: { outstationShoots, outOfCountryShoots } }),
});

const location = defineProfile({
  kind: "location",
  title: "Edit Location",
  answerKey: "locationService",
  messages: { success: MESSAGES.locationSuccess, failure: MESSAGES.locationFailure },
  fields: {
    fullName: text("Location name", true), city: text("City", true), availableLocations: multi("Available locations", AVAILABLE_LOCATIONS, true),
    availability: select("Availability", LOCATION_AVAILABILITY, true), experience: text("Experience", true), description: textarea("Description"),
  },
  sections: [{ title: "Your location", fields: ["fullName", "city", "availableLocations", "availability", "experience", "description"] }],
  defaults: { availability: "Available" },
});

const FORMS = {
  maleArtist: artist(true),
  artist: artist(false),
  technician,
  musician,
  writerDirector,
  cameraUnit,
  location,
};

/** The form a member fills: by category, and for artists by gender (Male -> the male form). */
export function formFor(kind: ProfileKind | undefined, gender: Gender | string): ProfileDefinition | undefined {
  if (!kind) return undefined;
  if (kind === "artist") return gender === "Male" ? FORMS.maleArtist : FORMS.artist;
  return FORMS[kind];
}
