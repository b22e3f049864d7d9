import { canonicalParams } from "../../lib/alerts/params.ts";
import type { AlertFrequency, SavedSearchKind } from "../../lib/alerts/options.ts";
import type { Db } from "../../lib/server/db.ts";
import { DEMO_HIRER_LOGIN } from "./hiring.ts";
import { DEMO_DOMAIN } from "./people.ts";

// Saved searches of the demo logins: an actress told at once of paid heroine roles (on WhatsApp too), an
// actor of calls in Mumbai once a day, and the demo casting team's weekly searches of talent and of camera
// units. They were saved a week ago, before the demo calls and members: the first run of the digests after
// `npm start` finds those new, and its alerts land in the bell, data/outbox and data/outbox/whatsapp.

const SAVED_DAYS_AGO = 8;
/**
 * The demo actress's WhatsApp number, a fictional one (the 555-01xx numbers are reserved for fiction): her
 * alerts go to the WhatsApp outbox as well, and never to a real phone from a seeded server.
 */
const DEMO_WHATSAPP = { login: `artist.female${DEMO_DOMAIN}`, number: "12025550143" };

const SEARCHES: {
  login: string;
  kind: SavedSearchKind;
  name: string;
  params: Record<string, string>;
  frequency: AlertFrequency;
}[] = [
  {
    login: `artist.female${DEMO_DOMAIN}`,
    kind: "calls",
    name: "Paid heroine roles",
    params: { category: "Artists", subcategory: "Heroine", paid: "true" },
    frequency: "instant",
  },
  {
    login: `artist${DEMO_DOMAIN}`,
    kind: "calls",
    name: "Calls in Mumbai",
    params: { city: "Mumbai" },
    frequency: "daily",
  },
  {
    login: DEMO_HIRER_LOGIN,
    kind: "talent",
    name: "Telugu-speaking heroines",
    params: { category: "Artists", subcategory: "Heroine", languages: "Telugu" },
    frequency: "weekly",
  },
  {
    login: DEMO_HIRER_LOGIN,
    kind: "talent",
    name: "Camera units up to ₹15,000 a day",
    params: { category: "Camera Unit", maxDayRate: "15000" },
    frequency: "weekly",
  },
];

/** Saves the demo logins' searches (again: none twice); answers how many were new. */
export async function seedSavedSearches(prisma: Db, now = new Date()): Promise<number> {
  const people = await prisma.user.findMany({
    where: { email: { in: [...new Set(SEARCHES.map((s) => s.login))] } },
    select: { id: true, email: true },
  });
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const savedAt = new Date(now.getTime() - SAVED_DAYS_AGO * 86_400_000);
  const rows = SEARCHES.flatMap(({ login, kind, name, params, frequency }) => {
    const userId = idOf.get(login);
    return userId
      ? [
          {
            userId,
            kind,
            name,
            params: canonicalParams(kind, params),
            frequency,
            createdAt: savedAt,
            alertedAt: savedAt,
          },
        ]
      : [];
  });
  const { count } = await prisma.savedSearch.createMany({ data: rows, skipDuplicates: true });
  const whatsappUser = idOf.get(DEMO_WHATSAPP.login);
  if (whatsappUser) {
    await prisma.alertPreferences.createMany({
      data: [{ userId: whatsappUser, whatsapp: true, whatsappNumber: DEMO_WHATSAPP.number }],
      skipDuplicates: true,
    });
  }
  return count;
}
