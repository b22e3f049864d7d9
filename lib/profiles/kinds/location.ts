import type { LocationProfile } from "../../generated/prisma/browser.ts";
import { defineProfile } from "../definition.ts";
import { multi, select, text, textarea } from "../fields.ts";
import { allFilled } from "../options.ts";
import type { ProfileKindModule } from "./types.ts";

// Locations: a shooting location, what it can stand in for, and whether it is free.

export const LOCATION_AVAILABILITY = ["Available", "Not Available", "On-Shoot"] as const;
export const AVAILABLE_LOCATIONS = [
  "Hospital",
  "College",
  "Police Station",
  "Court",
  "Jail",
  "Shop and Complex",
  "Medical Shop",
  "Kirana Shop",
  "Corporate Office",
  "Bank",
  "Street",
  "Cement Road",
  "Beach",
  "Scene Setup",
  "Park",
  "Hills",
  "Forest",
  "Mansion",
  "Duplex",
  "Apartments",
  "Individual Homes",
  "Village House",
  "Farm House",
  "Lawn",
  "Balcony",
  "Bedroom",
  "Wardrobe",
  "Kitchen",
  "Interiors",
  "Furniture",
  "Fall Ceiling",
] as const;

const form = defineProfile({
  kind: "location",
  title: "Edit Location",
  titleKey: "location",
  answerKey: "locationService",
  toasts: { success: "locationSuccess", failure: "locationFailure" },
  fields: {
    fullName: text("Location name", true),
    city: text("City", true),
    availableLocations: multi("Available locations", AVAILABLE_LOCATIONS, true),
    availability: select("Availability", LOCATION_AVAILABILITY, true),
    // A building has no years of experience: what it has is shoots hosted ("40 shoots hosted").
    experience: text("Shooting experience", true),
    description: textarea("Description"),
  },
  sections: [
    {
      title: "Your location",
      fields: ["fullName", "city", "availableLocations", "availability", "experience", "description"],
    },
  ],
  defaults: { availability: "Available" },
});

export const location: ProfileKindModule<LocationProfile> = {
  kind: "location",
  form: () => form,

  publicDetails: (l) => ({
    fullName: l.fullName,
    city: l.city,
    availableLocations: l.availableLocations,
    availability: l.availability,
    experience: l.experience,
    description: l.description,
  }),

  searchFacts: (l) => ({
    city: l.city,
    dateOfBirth: null,
    languages: null,
    skills: [l.availableLocations],
    text: [l.description, l.experience],
    detailsFilled: allFilled(l.city, l.availableLocations, l.description),
    availability: l.availability,
  }),

  sections: [
    {
      title: "Location",
      rows: [
        { label: "City", key: "city" },
        { label: "Availability", key: "availability" },
        { label: "Available as", key: "availableLocations", format: "list" },
        { label: "Shooting experience", key: "experience" },
        { label: "About the place", key: "description" },
      ],
    },
  ],
};
