import { expect } from "vitest";
import { earliestDeadline } from "@/lib/hiring/dates";
import { api } from "./api";
import { jsonRequest } from "./auth";

// Casting calls for the hiring tests: a role and a call as POST /api/calls takes them, posted through
// the route handler by a hirer.

/** A role of a call: an unpaid Heroine part unless `overrides` say otherwise. */
export const testRole = (name: string, overrides: object = {}) => ({
  name,
  category: "Artists",
  subcategory: "Heroine",
  openings: 1,
  paid: false,
  description: "A part.",
  ...overrides,
});

/** Posts a call (a short film in Kochi with one role, "Lead", unless `overrides` say otherwise); answers its id and roles. */
export async function postTestCall(
  hirer: { bearer: string },
  overrides: object = {},
): Promise<{ id: string; roles: { id: string }[] }> {
  const res = await api.postCall(
    jsonRequest(
      "/api/calls",
      {
        title: "A role in a short",
        projectTitle: "Monsoon",
        projectType: "Short film",
        city: "Kochi",
        description: "Two days in Fort Kochi.",
        auditionType: "IN_PERSON",
        deadline: earliestDeadline(new Date(Date.now() + 6 * 86_400_000)),
        roles: [testRole("Lead")],
        ...overrides,
      },
      { authorization: hirer.bearer },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

/** A paid feature-film call with one role, as the moderation and call-editing tests post it (with their overrides). */
export const COURTROOM_CALL = {
  title: "A lead for a courtroom drama",
  projectTitle: "Order, Order",
  projectType: "Feature film",
  city: "Chennai",
  description: "Forty days in Chennai.",
  auditionType: "SELF_TAPE",
  deadline: earliestDeadline(new Date(Date.now() + 6 * 86_400_000)),
  questions: [] as string[],
  roles: [testRole("Advocate", { paid: true, payMin: 5000, description: "Lead." })],
};
