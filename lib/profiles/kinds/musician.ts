import { ageInIndia } from "../../dates.ts";
import type { MusicianProfile } from "../../generated/prisma/browser.ts";
import { defineProfile } from "../definition.ts";
import { date, list, select, text, yesno } from "../fields.ts";
import { allFilled, MARITAL_STATUSES } from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Music: composers, singers, chorus, dubbing artists and instrumentalists share one form.

const form = defineProfile({
  kind: "musician",
  title: "Edit Musician",
  titleKey: "musician",
  answerKey: "music",
  toasts: { success: "musicianSuccess", failure: "musicianFailure" },
  fields: {
    fullName: text("Full name", true),
    city: text("City", true),
    dateOfBirth: date("Date of birth"),
    maritalStatus: select("Marital status", MARITAL_STATUSES),
    education: text("Education"),
    certifications: list("Certifications"),
    toolsOwned: list("Tools owned"),
    pastProjects: list("Past projects"),
    languages: list("Languages"),
    instrumentExpertise: list("Instrument expertise"),
    musicGenreSpecialization: list("Genres"),
    passport: yesno("Passport"),
    vocalSkills: yesno("Vocal skills"),
    soundDesignExperience: yesno("Sound design experience"),
    studioExperience: yesno("Studio experience"),
    livePerformanceExperience: yesno("Live performance experience"),
    experience: text("Experience"),
    videoLink: text("Video link", false, 500),
  },
  sections: [
    {
      title: "About you",
      fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages", "certifications"],
    },
    {
      title: "Music",
      fields: [
        "experience",
        "instrumentExpertise",
        "musicGenreSpecialization",
        "pastProjects",
        "toolsOwned",
        "videoLink",
        "passport",
        "vocalSkills",
        "soundDesignExperience",
        "studioExperience",
        "livePerformanceExperience",
      ],
    },
  ],
});

export const musician: ProfileKindModule<MusicianProfile> = {
  kind: "musician",
  form: () => form,

  publicDetails: (m) => ({
    fullName: m.fullName,
    city: m.city,
    age: ageInIndia(m.dateOfBirth),
    maritalStatus: m.maritalStatus,
    education: m.education,
    experience: m.experience,
    certifications: m.certifications,
    toolsOwned: m.toolsOwned,
    pastProjects: m.pastProjects,
    languages: m.languages,
    instrumentExpertise: m.instrumentExpertise,
    musicGenreSpecialization: m.musicGenreSpecialization,
    passport: m.passport,
    vocalSkills: m.vocalSkills,
    soundDesignExperience: m.soundDesignExperience,
    studioExperience: m.studioExperience,
    livePerformanceExperience: m.livePerformanceExperience,
    videoLink: m.videoLink,
  }),

  searchFacts: (m) => ({
    city: m.city,
    dateOfBirth: m.dateOfBirth,
    languages: m.languages,
    skills: [m.instrumentExpertise, m.musicGenreSpecialization, m.vocalSkills ? "Vocals" : null],
    text: [m.certifications, m.toolsOwned, m.pastProjects, m.experience],
    detailsFilled: allFilled(m.city, m.languages, m.experience) && (m.instrumentExpertise.length > 0 || m.vocalSkills),
    videoLink: m.videoLink,
  }),

  sections: [
    {
      title: "Personal",
      rows: [
        { label: "City", key: "city" },
        { label: "Education", key: "education" },
        { label: "Languages", key: "languages", format: "list" },
        { label: "Certifications", key: "certifications", format: "list" },
      ],
    },
    {
      title: "Music",
      rows: [
        { label: "Experience", key: "experience" },
        { label: "Instruments", key: "instrumentExpertise", format: "list" },
        { label: "Genres", key: "musicGenreSpecialization", format: "list" },
        { label: "Past projects", key: "pastProjects", format: "list" },
        { label: "Tools owned", key: "toolsOwned", format: "list" },
        { label: "Vocal skills", key: "vocalSkills", format: "yesno" },
        { label: "Sound design", key: "soundDesignExperience", format: "yesno" },
        { label: "Studio experience", key: "studioExperience", format: "yesno" },
        { label: "Live performance", key: "livePerformanceExperience", format: "yesno" },
        { label: "Passport", key: "passport", format: "yesno" },
      ],
    },
  ],
};
