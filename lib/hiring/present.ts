import { formatInr } from "../money.ts";

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
