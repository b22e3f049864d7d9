import type { ProfileKind } from "../catalog.ts";
import { MESSAGES } from "../messages.ts";

// How each category's details read on the public profile: labelled rows over the public view
// (lib/profiles/public.ts). One table per category instead of six hand-written pages.

export type DetailFormat = "text" | "yesno" | "list" | "flags";

export interface DetailRow {
  label: string;
  /** Dotted path into additionalDetails. */
  key: string;
  format?: DetailFormat;
  /** Labels for the keys of a "flags" group. */
  flagLabels?: Record<string, string>;
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

const OPEN_FOR_LABELS = { outstationShoots: "Outstation shoots", outOfCountryShoots: "Out-of-country shoots" };

export const PROFILE_SECTIONS: Record<ProfileKind, DetailSection[]> = {
  artist: [
    {
      title: "Personal",
      rows: [
        { label: "City", key: "city" }, { label: "Date of birth", key: "dateOfBirth" }, { label: "Education", key: "education" },
        { label: "Languages", key: "languages" }, { label: "Present profession", key: "presentProfession" }, { label: "Aim", key: "aim" },
      ],
    },
    {
      title: "Looks",
      rows: [
        { label: "Height", key: "height" }, { label: "Weight", key: "weight" }, { label: "Bust", key: "measurements.bust" },
        { label: "Waist", key: "measurements.waist" }, { label: "Hips", key: "measurements.hips" }, { label: "Skin tone", key: "skinTone" },
        { label: "Eye colour", key: "eyeColor" }, { label: "Hair colour", key: "hairColor" }, { label: "Shoe size", key: "shoeSize" },
      ],
    },
    {
      title: "Work",
      rows: [
        { label: "Experience (years)", key: "experienceDetails" }, { label: "Passport", key: "passport", format: "yesno" },
        { label: "Open for outstation shoots", key: "openForOutStationsShoots", format: "yesno" },
        { label: "Open for out-of-country shoots", key: "openForOutOfCountryShoots", format: "yesno" },
        { label: "Comfortable wearing", key: "dressesComfortableWith", format: "list" },
        { label: "Comfort level", key: "comfortLevel", format: "flags", flagLabels: { onScreenKiss: "On-screen kiss", onScreenSmooch: "On-screen smooch", loveMaking: "Love-making scenes" } },
        {
          label: "Interested in", key: "interests", format: "flags",
          flagLabels: {
            acting: "Acting", printShoot: "Print shoots", rampShows: "Ramp shows", designerShoots: "Designer shoots", ethnicWears: "Ethnic wear",
            westernWears: "Western wear", bikiniShoots: "Bikini shoots", lingerieShoots: "Lingerie shoots", swimSuits: "Swimsuits",
            calendarShoots: "Calendar shoots", musicAlbums: "Music albums", semiNude: "Semi-nude", nudeShoot: "Nude shoots", bodyPaintShoots: "Body-paint shoots",
          },
        },
      ],
    },
  ],
  technician: [
    { title: "Personal", rows: [{ label: "City", key: "city" }, { label: "Education", key: "education" }, { label: "Languages", key: "languages" }, { label: "Certifications", key: "certifications" }] },
    {
      title: "Work",
      rows: [
        { label: "Experience", key: "experience" }, { label: "Expertise", key: "expertise" }, { label: "Specialization", key: "specialization" },
        { label: "Software", key: "softwareSkills" }, { label: "Cameras", key: "cameraExperience" }, { label: "Lighting", key: "lightingExpertise" },
        { label: "Equipment owned", key: "equipmentOwned" }, { label: "Tools owned", key: "toolsOwned" }, { label: "Tool preferences", key: "toolPreferences" },
        { label: "Past projects", key: "pastProjects" }, { label: "Passport", key: "passport", format: "yesno" },
        { label: "Open for", key: "openFor", format: "flags", flagLabels: OPEN_FOR_LABELS },
        { label: "Comfortable with", key: "comfortWith", format: "flags", flagLabels: { makeup: "Make-up", hairStyling: "Hair styling", traditionalWear: "Traditional wear", westernWear: "Western wear" } },
      ],
    },
  ],
  musician: [
    { title: "Personal", rows: [{ label: "City", key: "city" }, { label: "Education", key: "education" }, { label: "Languages", key: "languages", format: "list" }, { label: "Certifications", key: "certifications", format: "list" }] },
    {
      title: "Music",
      rows: [
        { label: "Experience", key: "experience" }, { label: "Instruments", key: "instrumentExpertise", format: "list" },
        { label: "Genres", key: "musicGenreSpecialization", format: "list" }, { label: "Past projects", key: "pastProjects", format: "list" },
        { label: "Tools owned", key: "toolsOwned", format: "list" }, { label: "Vocal skills", key: "vocalSkills", format: "yesno" },
        { label: "Sound design", key: "soundDesignExperience", format: "yesno" }, { label: "Studio experience", key: "studioExperience", format: "yesno" },
        { label: "Live performance", key: "livePerformanceExperience", format: "yesno" }, { label: "Passport", key: "passport", format: "yesno" },
      ],
    },
  ],
  writerDirector: [
    { title: "Personal", rows: [{ label: "City", key: "city" }, { label: "Education", key: "education" }, { label: "Languages", key: "languages", format: "list" }] },
    {
      title: "Work",
      rows: [
        { label: "Experience", key: "experience" }, { label: "Genres", key: "genres", format: "list" }, { label: "Skills", key: "skills", format: "list" },
        { label: "Awards", key: "awards", format: "list" }, { label: "Associations", key: "professionalAssociations", format: "list" },
        { label: "Current projects", key: "projects.current", format: "list" }, { label: "Completed projects", key: "projects.completed", format: "list" },
        { label: "Previous work", key: "previousWorkSamples", format: "list" },
        { label: "Availability", key: "availability", format: "flags", flagLabels: { freelance: "Freelance", fullTime: "Full time" } },
      ],
    },
    {
      title: "Director",
      rows: [
        { label: "Notable movies", key: "director.notableMovies" }, { label: "Short films", key: "director.shortFims" },
        { label: "Ad films", key: "director.adFilms" }, { label: "Web series", key: "director.webSeries" }, { label: "Expertise", key: "director.expertise" },
      ],
    },
    {
      title: "Writer",
      rows: [
        { label: "Scripts written", key: "writer.scriptsWritten" }, { label: "Notable collaborations", key: "writer.notableCollaborations" },
        { label: "Genres", key: "writer.genresSpecialized" }, { label: "Publications", key: "writer.publications" },
      ],
    },
  ],
  cameraUnit: [
    {
      title: "Equipment",
      rows: [
        { label: "City", key: "city" }, { label: "Brand", key: "brand" }, { label: "Lens type", key: "lensType" }, { label: "Focal length", key: "focalLength" },
        { label: "Accessories", key: "accessories", format: "list" }, { label: "Tools owned", key: "toolsOwned", format: "list" },
        { label: "Past projects", key: "pastProjects", format: "list" }, { label: "Open for", key: "openFor", format: "flags", flagLabels: OPEN_FOR_LABELS },
      ],
    },
  ],
  location: [
    {
      title: "Location",
      rows: [
        { label: "City", key: "city" }, { label: "Availability", key: "availability" }, { label: "Available as", key: "availableLocations", format: "list" },
        { label: "Experience", key: "experience" }, { label: "About the place", key: "description" },
      ],
    },
  ],
};

/** The spec's empty-state wording differs by view: artists' views use one wording, the others another. */
export function emptyStates(kind: ProfileKind | undefined) {
  const artist = kind === "artist";
  return {
    images: artist ? MESSAGES.empty.noImages : MESSAGES.empty.imagesNotFound,
    videos: MESSAGES.empty.videosNotFound,
    portfolio: artist ? MESSAGES.empty.portfolioMissing : MESSAGES.empty.portfolioMissingShort,
  };
}

/** Reads a dotted path ("measurements.bust") out of a details record. */
export function detailValue(details: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined), details);
}

/** The row's value as display text; undefined when there is nothing worth showing. */
export function formatDetail(row: DetailRow, value: unknown): string | undefined {
  if (value === null || value === undefined || value === "" || value === false && row.format !== "yesno") return undefined;
  switch (row.format) {
    case "yesno":
      return value ? "Yes" : "No";
    case "list":
      return Array.isArray(value) ? (value.length ? value.join(", ") : undefined) : String(value);
    case "flags": {
      const on = Object.entries((value ?? {}) as Record<string, boolean>).filter(([, v]) => v).map(([k]) => row.flagLabels?.[k] ?? k);
      return on.length ? on.join(", ") : "None";
    }
    default:
      return String(value);
  }
}
