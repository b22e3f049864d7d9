import { ageInIndia } from "../../dates.ts";
import type { CameraUnitProfile } from "../../generated/prisma/browser.ts";
import { defineProfile } from "../definition.ts";
import { date, flags, list, text } from "../fields.ts";
import { allFilled, OPEN_FOR } from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Camera Unit: cameras and lenses for hire. The open-for answers travel flattened
// (outstationShoots=…) and are stored as two columns of their own.

const form = defineProfile({
  kind: "cameraUnit",
  title: "Edit Camera Unit Profile",
  titleKey: "cameraUnit",
  answerKey: "camera",
  toasts: { success: "cameraSuccess", failure: "cameraFailure" },
  fields: {
    fullName: text("Full name"),
    city: text("City"),
    brand: text("Brand"),
    dateOfBirth: date("Date of birth"),
    maritalStatus: text("Marital status"),
    education: text("Education"),
    toolsOwned: list("Tools owned"),
    openFor: flags("Open for", OPEN_FOR),
    lensType: text("Lens type"),
    focalLength: text("Focal length"),
    accessories: list("Accessories"),
    pastProjects: list("Past projects"),
  },
  sections: [
    { title: "About you", fields: ["fullName", "city", "dateOfBirth", "maritalStatus", "education"] },
    {
      title: "Equipment",
      fields: ["brand", "lensType", "focalLength", "accessories", "toolsOwned", "pastProjects", "openFor"],
    },
  ],
  encodings: { openFor: "flat" },
  toColumns: ({ openFor, ...row }) => ({ ...row, ...(openFor as Record<string, boolean>) }),
  fromColumns: ({ outstationShoots, outOfCountryShoots, ...row }) => ({
    ...row,
    openFor: { outstationShoots, outOfCountryShoots },
  }),
});

export const cameraUnit: ProfileKindModule<CameraUnitProfile> = {
  kind: "cameraUnit",
  form: () => form,

  publicDetails: (c) => ({
    fullName: c.fullName,
    city: c.city,
    brand: c.brand,
    age: ageInIndia(c.dateOfBirth),
    maritalStatus: c.maritalStatus,
    education: c.education,
    toolsOwned: c.toolsOwned,
    openFor: { outstationShoots: c.outstationShoots, outOfCountryShoots: c.outOfCountryShoots },
    lensType: c.lensType,
    focalLength: c.focalLength,
    accessories: c.accessories,
    pastProjects: c.pastProjects,
  }),

  searchFacts: (c) => ({
    city: c.city,
    // A camera unit's date of birth is its owner's: nobody hires equipment by age.
    dateOfBirth: null,
    languages: null,
    skills: [c.brand, c.lensType, c.accessories],
    text: [c.focalLength, c.toolsOwned, c.pastProjects],
    detailsFilled: allFilled(c.city, c.brand, c.lensType),
  }),

  sections: [
    {
      title: "Equipment",
      rows: [
        { label: "City", key: "city" },
        { label: "Brand", key: "brand" },
        { label: "Lens type", key: "lensType" },
        { label: "Focal length", key: "focalLength" },
        { label: "Accessories", key: "accessories", format: "list" },
        { label: "Tools owned", key: "toolsOwned", format: "list" },
        { label: "Past projects", key: "pastProjects", format: "list" },
        { label: "Open for", key: "openFor", format: "flags", flagLabels: OPEN_FOR },
      ],
    },
  ],
};
