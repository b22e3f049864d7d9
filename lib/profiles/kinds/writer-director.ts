import { ageInIndia } from "../../dates.ts";
import type { WriterDirectorProfile } from "../../generated/prisma/browser.ts";
import { defineProfile } from "../definition.ts";
import { date, flags, list, select, text, texts } from "../fields.ts";
import { allFilled, flagsOf, MARITAL_STATUSES, textsOf } from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Writers & Directors: the director and writer groups and the projects travel as bracketed
// multipart names (director[notableMovies], projects[current][0]).

export const DIRECTOR = {
  notableMovies: "Notable movies",
  shortFilms: "Short films",
  adFilms: "Ad films",
  webSeries: "Web series",
  expertise: "Expertise",
};
export const WRITER = {
  scriptsWritten: "Scripts written",
  notableCollaborations: "Notable collaborations",
  genresSpecialized: "Genres specialized",
  publications: "Publications",
};
export const AVAILABILITY = { freelance: "Freelance", fullTime: "Full time" };

const form = defineProfile({
  kind: "writerDirector",
  title: "Edit Writer/Director",
  titleKey: "writerDirector",
  answerKey: "writer",
  toasts: { success: "writerSuccess", failure: "writerFailure" },
  fields: {
    fullName: text("Full name", true),
    city: text("City", true),
    dateOfBirth: date("Date of birth", true),
    maritalStatus: select("Marital status", MARITAL_STATUSES, true),
    education: text("Education", true),
    workExperience: text("Work experience", true),
    genres: list("Genres"),
    skills: list("Skills"),
    languages: list("Languages"),
    previousWorkSamples: list("Previous work samples"),
    awards: list("Awards"),
    professionalAssociations: list("Professional associations"),
    projectsCurrent: list("Current projects"),
    projectsCompleted: list("Completed projects"),
    director: texts("Director", DIRECTOR),
    writer: texts("Writer", WRITER),
    availability: flags("Availability", AVAILABILITY),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "languages"] },
    {
      title: "Work",
      fields: [
        "workExperience",
        "genres",
        "skills",
        "previousWorkSamples",
        "awards",
        "professionalAssociations",
        "projectsCurrent",
        "projectsCompleted",
        "availability",
      ],
    },
    { title: "Director and writer", fields: ["director", "writer"] },
  ],
  multipartNames: {
    workExperience: "experience",
    projectsCurrent: "projects[current]",
    projectsCompleted: "projects[completed]",
  },
  encodings: {
    director: "brackets",
    writer: "brackets",
    availability: "brackets",
    projectsCurrent: "brackets",
    projectsCompleted: "brackets",
  },
  columns: { workExperience: "experience" },
});

export const writerDirector: ProfileKindModule<WriterDirectorProfile> = {
  kind: "writerDirector",
  form: () => form,

  publicDetails(w) {
    const { shortFilms, ...director } = textsOf(w.director);
    return {
      fullName: w.fullName,
      city: w.city,
      age: ageInIndia(w.dateOfBirth),
      maritalStatus: w.maritalStatus,
      education: w.education,
      experience: w.experience,
      genres: w.genres,
      skills: w.skills,
      previousWorkSamples: w.previousWorkSamples,
      awards: w.awards,
      professionalAssociations: w.professionalAssociations,
      projects: { current: w.projectsCurrent, completed: w.projectsCompleted },
      // The display record spells it shortFims: API clients read the key by that name.
      director: { ...director, shortFims: shortFilms ?? "" },
      writer: textsOf(w.writer),
      languages: w.languages,
      availability: flagsOf(w.availability),
    };
  },

  searchFacts(w) {
    const director = textsOf(w.director);
    const writer = textsOf(w.writer);
    return {
      city: w.city,
      dateOfBirth: w.dateOfBirth,
      languages: w.languages,
      skills: [w.skills, w.genres],
      text: [
        w.awards,
        w.projectsCurrent,
        w.projectsCompleted,
        w.previousWorkSamples,
        ...Object.values(director),
        ...Object.values(writer),
      ],
      detailsFilled: allFilled(w.city, w.languages, w.experience, w.genres),
    };
  },

  sections: [
    {
      title: "Personal",
      rows: [
        { label: "City", key: "city" },
        { label: "Education", key: "education" },
        { label: "Languages", key: "languages", format: "list" },
      ],
    },
    {
      title: "Work",
      rows: [
        { label: "Experience", key: "experience" },
        { label: "Genres", key: "genres", format: "list" },
        { label: "Skills", key: "skills", format: "list" },
        { label: "Awards", key: "awards", format: "list" },
        { label: "Associations", key: "professionalAssociations", format: "list" },
        { label: "Current projects", key: "projects.current", format: "list" },
        { label: "Completed projects", key: "projects.completed", format: "list" },
        { label: "Previous work", key: "previousWorkSamples", format: "list" },
        { label: "Availability", key: "availability", format: "flags", flagLabels: AVAILABILITY },
      ],
    },
    {
      title: "Director",
      rows: [
        { label: DIRECTOR.notableMovies, key: "director.notableMovies" },
        { label: DIRECTOR.shortFilms, key: "director.shortFims" },
        { label: DIRECTOR.adFilms, key: "director.adFilms" },
        { label: DIRECTOR.webSeries, key: "director.webSeries" },
        { label: DIRECTOR.expertise, key: "director.expertise" },
      ],
    },
    {
      title: "Writer",
      rows: [
        { label: WRITER.scriptsWritten, key: "writer.scriptsWritten" },
        { label: WRITER.notableCollaborations, key: "writer.notableCollaborations" },
        { label: "Genres", key: "writer.genresSpecialized" },
        { label: WRITER.publications, key: "writer.publications" },
      ],
    },
  ],
};
