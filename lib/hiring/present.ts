// How calls read on cards and pages: pay, openings, dates. No imports from the server: pages and the
// browser use the same words.

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

interface PaySource {
  paid: boolean;
  payMin: number | null;
  payMax: number | null;
}

/** "₹50,000 – ₹90,000", "₹25,000", or "Unpaid". */
export function rolePay(role: PaySource): string {
  if (!role.paid || role.payMin === null) return "Unpaid";
  if (role.payMax === null || role.payMax === role.payMin) return INR.format(role.payMin);
  return `${INR.format(role.payMin)} – ${INR.format(role.payMax)}`;
}

/** A call's pay across its roles: the paid range, "Unpaid" when no role is paid, and saying so when some are not. */
export function callPay(roles: readonly PaySource[]): string {
  const paid = roles.filter((r) => r.paid && r.payMin !== null);
  if (!paid.length) return "Unpaid";
  const low = Math.min(...paid.map((r) => r.payMin!));
  const high = Math.max(...paid.map((r) => r.payMax ?? r.payMin!));
  const range = low === high ? INR.format(low) : `${INR.format(low)} – ${INR.format(high)}`;
  return paid.length < roles.length ? `${range} · some roles Unpaid` : range;
}

/** "1 opening", "12 openings". */
export function openingsLabel(count: number): string {
  return count === 1 ? "1 opening" : `${count} openings`;
}

/** "24 Nov 2026" from YYYY-MM-DD or an ISO moment (read as India time). */
export function dayLabel(value: string): string {
  const day =
    value.length === 10 ? value : new Date(new Date(value).getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
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
