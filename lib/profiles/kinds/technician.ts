import { ageInIndia } from "../../dates.ts";
import type { TechnicianProfile } from "../../generated/prisma/browser.ts";
import { defineProfile } from "../definition.ts";
import { date, flags, select, text, textarea, yesno } from "../fields.ts";
import { ALLERGIES, allFilled, flagsOf, MARITAL_STATUSES, OPEN_FOR } from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Technicians: one form for every crew subcategory, plus previous work samples file1..N.

export const SKIN_TONES = ["Fair", "Medium", "Dark"] as const;
export const HAIR_LENGTHS = ["Short", "Medium", "Long"] as const;
export const COMFORT_WITH = {
  makeup: "Make-up",
  hairStyling: "Hair styling",
  traditionalWear: "Traditional wear",
  westernWear: "Western wear",
};

const form = defineProfile({
  kind: "technician",
  title: "Technician Form",
  titleKey: "technician",
  answerKey: "technician",
  toasts: { success: "technicianSuccess", failure: "technicianFailure" },
  workSamples: true,
  fields: {
    fullName: text("Full name"),
    city: text("City"),
    experience: text("Experience"),
    dateOfBirth: date("Date of birth"),
    maritalStatus: select("Marital status", MARITAL_STATUSES),
    education: text("Education"),
    certifications: text("Certifications"),
    toolsOwned: text("Tools owned"),
    pastProjects: textarea("Past projects"),
    languages: text("Languages"),
    dressPreferences: text("Dress preferences"),
    cameraExperience: text("Camera experience"),
    lightingExpertise: text("Lighting expertise"),
    equipmentOwned: text("Equipment owned"),
    softwareSkills: text("Software skills"),
    expertise: text("Expertise"),
    specialization: text("Specialization"),
    toolPreferences: text("Tool preferences"),
    videoLink: text("Video link", false, 500),
    skinTone: select("Skin tone", SKIN_TONES),
    hairLength: select("Hair length", HAIR_LENGTHS),
    passport: yesno("Passport"),
    skinTypeExpertise: yesno("Skin type expertise"),
    hairStylingSkills: yesno("Hair styling skills"),
    fabricKnowledge: yesno("Fabric knowledge"),
    designStyle: yesno("Own design style"),
    tailoringSkills: yesno("Tailoring skills"),
    comfortWith: flags("Comfortable with", COMFORT_WITH),
    openFor: flags("Open for", OPEN_FOR),
    allergies: flags("Allergies", ALLERGIES),
  },
  sections: [
    {
      title: "About you",
      fields: [
        "fullName",
        "city",
        "dateOfBirth",
        "maritalStatus",
        "education",
        "languages",
        "certifications",
        "skinTone",
        "hairLength",
        "dressPreferences",
      ],
    },
    {
      title: "Work",
      fields: [
        "experience",
        "expertise",
        "specialization",
        "pastProjects",
        "softwareSkills",
        "cameraExperience",
        "lightingExpertise",
        "equipmentOwned",
        "toolsOwned",
        "toolPreferences",
        "videoLink",
      ],
    },
    {
      title: "Skills and availability",
      fields: [
        "passport",
        "skinTypeExpertise",
        "hairStylingSkills",
        "fabricKnowledge",
        "designStyle",
        "tailoringSkills",
        "comfortWith",
        "openFor",
        "allergies",
      ],
    },
  ],
});

export const technician: ProfileKindModule<TechnicianProfile> = {
  kind: "technician",
  form: () => form,

  publicDetails: (t) => ({
    fullName: t.fullName,
    city: t.city,
    age: ageInIndia(t.dateOfBirth),
    maritalStatus: t.maritalStatus,
    education: t.education,
    experience: t.experience,
    certifications: t.certifications,
    languages: t.languages,
    expertise: t.expertise,
    specialization: t.specialization,
    softwareSkills: t.softwareSkills,
    cameraExperience: t.cameraExperience,
    lightingExpertise: t.lightingExpertise,
    equipmentOwned: t.equipmentOwned,
    toolsOwned: t.toolsOwned,
    toolPreferences: t.toolPreferences,
    pastProjects: t.pastProjects,
    videoLink: t.videoLink,
    passport: t.passport,
    openFor: flagsOf(t.openFor),
    comfortWith: flagsOf(t.comfortWith),
  }),

  searchFacts: (t) => ({
    city: t.city,
    dateOfBirth: t.dateOfBirth,
    languages: t.languages,
    // The technician form's skin tone is not public (publicDetails leaves it out): never searched on.
    skills: [t.expertise, t.specialization, t.softwareSkills],
    text: [
      t.certifications,
      t.cameraExperience,
      t.lightingExpertise,
      t.equipmentOwned,
      t.toolsOwned,
      t.toolPreferences,
      t.pastProjects,
    ],
    detailsFilled: allFilled(t.city, t.experience, t.languages, t.expertise ?? t.specialization ?? t.softwareSkills),
    videoLink: t.videoLink,
  }),

  sections: [
    {
      title: "Personal",
      rows: [
        { label: "City", key: "city" },
        { label: "Education", key: "education" },
        { label: "Languages", key: "languages" },
        { label: "Certifications", key: "certifications" },
      ],
    },
    {
      title: "Work",
      rows: [
        { label: "Experience", key: "experience" },
        { label: "Expertise", key: "expertise" },
        { label: "Specialization", key: "specialization" },
        { label: "Software", key: "softwareSkills" },
        { label: "Cameras", key: "cameraExperience" },
        { label: "Lighting", key: "lightingExpertise" },
        { label: "Equipment owned", key: "equipmentOwned" },
        { label: "Tools owned", key: "toolsOwned" },
        { label: "Tool preferences", key: "toolPreferences" },
        { label: "Past projects", key: "pastProjects" },
        { label: "Passport", key: "passport", format: "yesno" },
        { label: "Open for", key: "openFor", format: "flags", flagLabels: OPEN_FOR },
        { label: "Comfortable with", key: "comfortWith", format: "flags", flagLabels: COMFORT_WITH },
      ],
    },
  ],
};
