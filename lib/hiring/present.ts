import { addDays, todayInIndia } from "../dates.ts";
import { formatInr } from "../money.ts";
import type { CallView } from "./views.ts";
import { earliestDeadline } from "./dates.ts";
import type { CallInput } from "./schemas.ts";

// How calls read on cards and pages: pay, openings, who may apply (their days: dayLabel, lib/dates.ts).
// No imports from the server: pages and the browser use the same words.

interface PaySource {
  paid: boolean;
  payMin: number | null;
  payMax: number | null;
}

/** "₹50,000 – ₹90,000", "₹25,000", or "Unpaid". */
export function rolePay(role: PaySource): string {
  if (!role.paid || role.payMin === null) return "Unpaid";
  if (role.payMax === null || role.payMax === role.payMin) return formatInr(role.payMin);
  return `${formatInr(role.payMin)} – ${formatInr(role.payMax)}`;
}

/** A call's pay across its roles: the paid range, "Unpaid" when no role is paid, and saying so when some are not. */
export function callPay(roles: readonly PaySource[]): string {
  const paid = roles.filter((r) => r.paid && r.payMin !== null);
  if (!paid.length) return "Unpaid";
  const low = Math.min(...paid.map((r) => r.payMin!));
  const high = Math.max(...paid.map((r) => r.payMax ?? r.payMin!));
  const range = low === high ? formatInr(low) : `${formatInr(low)} – ${formatInr(high)}`;
  return paid.length < roles.length ? `${range} · some roles Unpaid` : range;
}

/** "1 opening", "12 openings". */
export function openingsLabel(count: number): string {
  return count === 1 ? "1 opening" : `${count} openings`;
}

/** Who may apply for a role, in words: "Female, 20–30". */
export function roleWho(role: { gender: string; ageMin: number | null; ageMax: number | null }): string {
  const age =
    role.ageMin !== null && role.ageMax !== null
      ? `${role.ageMin}–${role.ageMax}`
      : role.ageMin !== null
        ? `${role.ageMin}+`
        : role.ageMax !== null
          ? `up to ${role.ageMax}`
          : "";
  return [role.gender === "Any" ? "Any gender" : role.gender, age && `age ${age}`].filter(Boolean).join(", ");
}

/** What a call's card shows: a small object, since cards render in the browser too. */
export interface CallCardData {
  id: string;
  title: string;
  description: string;
  city: string;
  projectType: string;
  pay: string;
  open: boolean;
  deadline: string;
  openings: number;
  postedAt: string;
  organization: { name: string; logo: string | null; verified: boolean };
}

interface CardSource extends Omit<CallCardData, "pay" | "organization"> {
  roles: readonly PaySource[];
  organization: CallCardData["organization"];
}

/** A card's data from a call; the description is cut to what two lines can show. */
export function cardData(call: CardSource): CallCardData {
  const description = call.description.length > 200 ? `${call.description.slice(0, 199).trimEnd()}…` : call.description;
  return {
    id: call.id,
    title: call.title,
    description,
    city: call.city,
    projectType: call.projectType,
    pay: callPay(call.roles),
    open: call.open,
    deadline: call.deadline,
    openings: call.openings,
    postedAt: call.postedAt,
    organization: { name: call.organization.name, logo: call.organization.logo, verified: call.organization.verified },
  };
}

/** Two weeks from `today`: a fair deadline for a new call, leaving time to record a self-tape. */
export function defaultDeadline(today: string): string {
  return addDays(today, 14);
}

/** A call as its form holds it (numbers and lists as the texts typed), to edit it. */
export function callFormValues(call: CallView): CallInput {
  return {
    title: call.title,
    projectTitle: call.projectTitle,
    projectType: call.projectType as CallInput["projectType"],
    city: call.city,
    shootStart: call.shootStart ?? "",
    shootEnd: call.shootEnd ?? "",
    description: call.description,
    auditionType: call.auditionType,
    deadline: call.deadline,
    questions: call.questions.join("\n"),
    requiresSelfTape: call.requiresSelfTape,
    requiresPortfolio: call.requiresPortfolio,
    roles: call.roles.map((role) => ({
      name: role.name,
      category: role.category,
      subcategory: role.subcategory,
      gender: role.gender as CallInput["roles"][number]["gender"],
      ageMin: role.ageMin ?? "",
      ageMax: role.ageMax ?? "",
      languages: role.languages.join(", "),
      openings: role.openings,
      paid: role.paid,
      payMin: role.payMin ?? "",
      payMax: role.payMax ?? "",
      description: role.description,
    })),
  };
}

/** How a copy of a call is titled: the original's title, marked, within the title's 120 characters. */
export function copyTitle(title: string): string {
  const mark = " (copy)";
  return `${title.slice(0, 120 - mark.length).trimEnd()}${mark}`;
}

/**
 * A new call prefilled with a copy of `call`: its title marked as a copy; its deadline kept only when a new
 * call may still have it (else two weeks from today), and its shoot dates only when they have not begun.
 */
export function duplicateFormValues(call: CallView, now = new Date()): CallInput {
  const today = todayInIndia(now);
  const future = call.shootStart !== null && call.shootStart >= today;
  return {
    ...callFormValues(call),
    title: copyTitle(call.title),
    deadline: call.deadline >= earliestDeadline(now) ? call.deadline : defaultDeadline(today),
    shootStart: future ? call.shootStart! : "",
    shootEnd: future ? (call.shootEnd ?? "") : "",
  };
}
