import "server-only";
import { randomUUID } from "node:crypto";
import { CATEGORIES, type Category, type ProfileKind } from "../../lib/catalog.ts";
import type { Db } from "../../lib/server/db.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";
import { CHILD_SUBCATEGORY } from "../../lib/members/minors.ts";
import { hashPassword } from "../../lib/accounts/password.ts";
import { makeImageVariants, type ImageVariants } from "../../lib/media/images.ts";
import type { Storage } from "../../lib/storage/index.ts";
import { seedAuditions } from "./auditions.ts";
import { seedConversations } from "./conversations.ts";
import { seedHiring } from "./hiring.ts";
import { seedModeration } from "./moderation.ts";
import { seedRentals } from "./rentals.ts";
import { seedPushDevice } from "./push.ts";
import { seedSavedSearches } from "./saved-searches.ts";
import { seedVideos } from "./videos.ts";
import { seedTapeRequests } from "./tapes.ts";
import { renderCover, renderPicture } from "./pictures.ts";
import { DEMO_DOMAIN, pickHome, rng } from "./people.ts";
import { seedDayOf } from "./life.ts";
import { PROFILE_SEEDERS, type SeedPerson } from "./profiles.ts";
import { createLimiter } from "../../lib/media/limiter.ts";
import { insertRows } from "./bulk.ts";
import { searchRowOf, type SearchRow } from "../../lib/search/facts.ts";
import type { AvailabilityState } from "../../lib/profiles/availability-states.ts";

export const DEMO_PASSWORD = "castfolio-demo";
/** Members per subcategory in the default demo data set. */
export const DEMO_PER_SUBCATEGORY = 3;
const POOL_SIZE = 8;
/** File links made at once: enough to keep the file system's thread pool busy. */
const linkLimit = createLimiter(16);
/** The tables of the six kinds of profile, by kind. */
const PROFILE_TABLE_NAMES: Record<ProfileKind, string> = {
  artist: "ArtistProfile",
  technician: "TechnicianProfile",
  musician: "MusicianProfile",
  writerDirector: "WriterDirectorProfile",
  cameraUnit: "CameraUnitProfile",
  location: "LocationProfile",
};
/** At most this many gallery photos a member; some have fewer, or none, as on a real site. */
const GALLERY_PER_MEMBER = 3;

const VENUE_WORDS = [
  "Palm Grove",
  "Sunrise",
  "Heritage",
  "Riverside",
  "Gulmohar",
  "Lotus",
  "Tulsi",
  "Royal",
  "Banyan",
  "Kaveri",
  "Silver Oak",
  "Nilgiri",
];
/** What a place of each subcategory is called after its name ("Banyan Farmhouse", "Royal Courtroom Set"). */
const PLACE_NOUNS: Record<string, string> = {
  Street: "Street Set",
  "Cement Road": "Cement Road Stretch",
  Beach: "Beach House",
  Park: "Park",
  Hills: "Hill Estate",
  Forest: "Forest Retreat",
  "Mansion House": "Mansion",
  "Individual Homes": "Villa",
  Lawn: "Lawns",
  Balcony: "Terrace Flat",
  Court: "Courtroom Set",
  Jail: "Jail Set",
  "Police Station": "Police Station Set",
  "Shop and Complex": "Shopping Complex",
  "Medical Shop": "Medicals",
  "Kirana Shop": "Kirana Store",
  "Corporate Office": "Business Centre",
  Bank: "Bank Set",
};
/** Places that only some cities have: a beach by the sea, hills and forest within a drive. */
const PLACE_CITIES: Record<string, readonly string[]> = {
  Beach: ["Mumbai", "Chennai", "Goa", "Kochi", "Visakhapatnam", "Thiruvananthapuram"],
  Hills: ["Hyderabad", "Pune", "Kochi", "Bengaluru", "Visakhapatnam"],
  Forest: ["Kochi", "Thiruvananthapuram", "Bengaluru", "Pune", "Visakhapatnam"],
};

interface PooledImage {
  variants: ImageVariants;
  paths: { main: string; card: string; gallery: string };
}

/** A picture of the pool with its card and gallery variants, stored once under `base` for members to link. */
async function storePooled(files: Storage, base: string, picture: Buffer): Promise<PooledImage> {
  const variants = await makeImageVariants(picture);
  const paths = { main: `${base}.jpg`, card: `${base}-card.webp`, gallery: `${base}-gallery.webp` };
  await Promise.all([
    files.put(paths.main, variants.main.data),
    files.put(paths.card, variants.card.data),
    files.put(paths.gallery, variants.gallery.data),
  ]);
  return { variants, paths };
}

/** A member's own copy of a pooled picture and its variants: new paths in their folder, linked to the pool's. */
function memberCopy(dir: string, pooled: PooledImage, links: [string, string][]): PooledImage["paths"] {
  const paths = {
    main: `${dir}/${randomUUID()}.jpg`,
    card: `${dir}/${randomUUID()}-card.webp`,
    gallery: `${dir}/${randomUUID()}-gallery.webp`,
  };
  links.push([pooled.paths.main, paths.main], [pooled.paths.card, paths.card], [pooled.paths.gallery, paths.gallery]);
  return paths;
}

async function buildPool(files: Storage, kind: ProfileKind, feminine: boolean): Promise<PooledImage[]> {
  return Promise.all(
    Array.from({ length: POOL_SIZE }, async (_, i) =>
      storePooled(
        files,
        `seed-pool/${kind}-${feminine ? "f" : "m"}-${i}`,
        await renderPicture(kind, i + (feminine ? 3 : 0), feminine),
      ),
    ),
  );
}

/** Spreads `total` members over every subcategory of every category, round robin, as of the seed's `day`. */
function plan(total: number, day: Date): SeedPerson[] {
  const slots = CATEGORIES.flatMap((category) =>
    category.subcategories.map((subcategory) => ({ category, subcategory })),
  );
  const r = rng(20261123);
  return Array.from({ length: total }, (_, i) => {
    const { category, subcategory } = slots[i % slots.length];
    // The home draws from its own numbers, so that each member's gender stays what it always was.
    const home = pickHome(rng(i * 29 + 3), category.kind === "location" ? PLACE_CITIES[subcategory] : undefined);
    const gender = genderFor(category, subcategory, r.next());
    const first = r.pick(gender === "Female" ? home.names.female : home.names.male);
    const fullName =
      category.kind === "location"
        ? `${VENUE_WORDS[i % VENUE_WORDS.length]} ${PLACE_NOUNS[subcategory] ?? subcategory}`
        : `${first} ${r.pick(home.names.surnames)}`;
    return { userId: randomUUID(), fullName, gender, category, subcategory, home, day };
  });
}

function genderFor(category: Category, subcategory: string, roll: number): SeedPerson["gender"] {
  if (/Heroine|Mother|Sister|Female|\(Female\)/.test(subcategory)) return "Female";
  if (/^Hero$|Second Hero|Father|Brother|Male|\(Male\)/.test(subcategory)) return "Male";
  if (category.kind === "location" || category.kind === "cameraUnit") return roll < 0.15 ? "Female" : "Male";
  return roll < 0.45 ? "Female" : roll < 0.97 ? "Male" : "Other";
}

/** Most members can take work; some are on a shoot for a few weeks after the seed's `day`, a few are not taking any. */
function availabilityFor(index: number, day: Date): { availability: AvailabilityState; busyUntil: Date | null } {
  const r = rng(index * 7 + 3);
  const roll = r.next();
  if (roll < 0.72) return { availability: "AVAILABLE", busyUntil: null };
  if (roll < 0.9) {
    return { availability: "ON_SHOOT", busyUntil: new Date(day.getTime() + r.int(3, 75) * 86_400_000) };
  }
  return { availability: "NOT_AVAILABLE", busyUntil: null };
}

/** A child's parent, who confirmed by mail when the account was made. */
function guardianFor(person: SeedPerson, index: number, confirmedAt: Date): Prisma.GuardianCreateManyInput {
  const r = rng(index * 17 + 11);
  const mother = r.chance(0.6);
  const surname = person.fullName.split(" ").slice(-1)[0];
  const childsFirst = person.fullName.split(" ")[0];
  const firsts = (mother ? person.home.names.female : person.home.names.male).filter((n) => n !== childsFirst);
  const name = `${r.pick(firsts)} ${surname}`;
  return {
    userId: person.userId,
    name,
    relation: mother ? "Mother" : "Father",
    email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${index + 1}@demo.castfolio.test`,
    phone: `+91 9${String(700000000 + ((index * 6151) % 199999999)).padStart(9, "0")}`,
    confirmedAt,
    createdAt: confirmedAt,
    updatedAt: confirmedAt,
  };
}

function emailFor(person: SeedPerson, index: number): string {
  const local = person.fullName
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
  return `${local}.${index + 1}@demo.castfolio.test`;
}

/** The fixed sign-in whose notifications and mails come in Hindi (User.locale). */
const HINDI_DEMO_LOGIN = "writerdirector@demo.castfolio.test";

/**
 * Fixed sign-ins for trying the site (see README): the first member of each category, and the first
 * woman among the artists, whose form differs.
 */
export function demoLoginFor(category: Category, gender?: string): string {
  const suffix = category.kind === "artist" && gender === "Female" ? ".female" : "";
  return `${category.kind.toLowerCase()}${suffix}@demo.castfolio.test`;
}

export interface SeedOptions {
  prisma: Db;
  files: Storage;
  users?: number;
  log?: (line: string) => void;
  /** The moment the demo data is written as of (now): every date in it is set from this one. */
  now?: Date;
}

/**
 * Seeds demo members with profiles and pictures, up to `users` in all, then the demo studios with their
 * casting calls: a database that already has demo members gets only the ones missing (the plan is the
 * same for every run, member by member), and one that has them all is left as it is; so are studios.
 * Returns how many members were created.
 */
export async function seed({ prisma, files, users, log = () => {}, now = new Date() }: SeedOptions): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await seedTalent({ prisma, files, users, log, now }, passwordHash);
  await seedHiring({ prisma, files, passwordHash, log, now });
  const videos = await seedVideos(prisma, files);
  if (videos) log(`Stored ${videos} demo videos (self-tapes and show reels) for the server to prepare`);
  const threads = await seedConversations(prisma, now);
  if (threads) log(`Seeded ${threads} conversations`);
  const rentals = await seedRentals(prisma, now);
  if (rentals.terms) log(`Gave ${rentals.terms} camera and location owners their rates`);
  if (rentals.bookings) log(`Seeded ${rentals.bookings} bookings with their reviews and closed days`);
  if (await seedModeration(prisma, passwordHash, now)) log("Seeded the admin account, a held call and a report");
  const searches = await seedSavedSearches(prisma, now);
  if (searches) log(`Saved ${searches} searches of the demo logins`);
  if (await seedPushDevice(prisma)) log("Subscribed the demo actress's phone to pushes (data/outbox/push)");
  if (await seedAuditions(prisma, now)) log("Seeded the demo casting team's audition sessions and invitations");
  const tapeRequests = await seedTapeRequests(prisma, files, now);
  if (tapeRequests) log(`Seeded ${tapeRequests} tape requests of the demo casting team, with sides`);
  // A bulk load leaves what autovacuum would settle in its own time, and the first searches pay for it: no
  // planner statistics (they plan as if the tables were empty: seconds instead of ms), the GIN indexes'
  // pending lists, which every search reads through (prisma/migrations/20261206090000_search_gin_pending_lists),
  // and rows whose visibility the first reads must look up and write back.
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
  log("Vacuumed and analysed the tables");
  return created;
}

async function seedTalent(
  { prisma, files, users, log = () => {}, now }: SeedOptions & { now: Date },
  passwordHash: string,
) {
  const slotCount = CATEGORIES.reduce((n, c) => n + c.subcategories.length, 0);
  const total = users ?? slotCount * DEMO_PER_SUBCATEGORY;
  const existing = await prisma.user.count({ where: { email: { endsWith: DEMO_DOMAIN } } });
  if (existing >= total) {
    log(`Already seeded: ${existing} demo members (asked for ${total}); nothing to add.`);
    return 0;
  }
  if (existing) log(`${existing} demo members are there already: adding the other ${total - existing}.`);
  const day = seedDayOf(now);
  const everyone = plan(total, day);
  const people = everyone.slice(existing);
  const r = rng(42);

  log(`Rendering demo pictures…`);
  const kinds = [...new Set(CATEGORIES.map((c) => c.kind))];
  const pools = new Map<string, PooledImage[]>();
  for (const kind of kinds) {
    for (const feminine of [false, true]) pools.set(`${kind}-${feminine}`, await buildPool(files, kind, feminine));
  }
  // Covers come with their variants too: without them, every start of the server would queue a variants
  // job for nine members in ten (a backlog of 90,000 at 100,000 members, worked through while serving).
  const covers = await Promise.all(
    Array.from({ length: POOL_SIZE }, async (_, i) => storePooled(files, `seed-pool/cover-${i}`, await renderCover(i))),
  );

  // The fixed sign-ins already taken by earlier runs stay theirs.
  const fixedLogins = new Set(
    (await prisma.user.findMany({ where: { email: { endsWith: DEMO_DOMAIN } }, select: { email: true } }))
      .map((u) => u.email)
      .filter((email) => !/\.\d+@/.test(email)),
  );
  const CHUNK = 500;
  for (let start = 0; start < people.length; start += CHUNK) {
    const batch = people.slice(start, start + CHUNK);
    const userRows: Prisma.UserCreateManyInput[] = [];
    const profileRows = new Map<ProfileKind, object[]>();
    const mediaRows: Prisma.MediaCreateManyInput[] = [];
    const searchRows: SearchRow[] = [];
    const guardianRows: Prisma.GuardianCreateManyInput[] = [];
    const links: [string, string][] = [];
    for (const [offset, person] of batch.entries()) {
      const index = existing + start + offset;
      const pool = pools.get(`${person.category.kind}-${person.gender === "Female"}`)!;
      const picture = pool[index % pool.length];
      const cover = covers[index % covers.length];
      const extras = rng(index * 13 + 5);
      const hasCover = extras.chance(0.9);
      const photos = extras.chance(0.15) ? 0 : extras.int(1, GALLERY_PER_MEMBER);
      const dir = `u/${person.userId}`;
      const own = memberCopy(dir, picture, links);
      const ownCover = hasCover ? memberCopy(dir, cover, links) : null;
      const login = demoLoginFor(person.category, person.gender);
      const first = !fixedLogins.has(login);
      fixedLogins.add(login);
      const createdAt = new Date(
        // Spread sign-up dates over two years before the seed, an hour apart, so "recently updated" has meaning.
        now.getTime() - (((everyone.length - index) * 3_600_000) % (730 * 86_400_000)),
      );
      const member = {
        id: person.userId,
        name: person.fullName,
        gender: person.gender,
        category: person.category.name,
        subcategory: person.subcategory,
        profilePic: own.main,
        coverPic: ownCover?.main ?? null,
        rate: r.chance(0.2),
        ...availabilityFor(index, day),
      };
      const child = person.subcategory === CHILD_SUBCATEGORY;
      if (child) guardianRows.push(guardianFor(person, index, createdAt));
      userRows.push({
        ...member,
        name: person.fullName,
        email: first ? login : emailFor(person, index),
        passwordHash,
        phone: `+91 9${String(800000000 + ((index * 7919) % 199999999)).padStart(9, "0")}`,
        status: true,
        // About half the adults let verified casting teams see their private details.
        sharePrivateDetails: !child && rng(index * 31 + 7).chance(0.5),
        // The demo writer-director reads notifications and mail in Hindi; everyone else in English.
        locale: first && login === HINDI_DEMO_LOGIN ? "hi" : "en",
        createdAt,
        updatedAt: createdAt,
      });
      const profile = {
        userId: person.userId,
        ...PROFILE_SEEDERS[person.category.kind](person, rng(index + 1)),
        updatedAt: createdAt,
      };
      const rows = profileRows.get(person.category.kind) ?? [];
      rows.push(profile);
      profileRows.set(person.category.kind, rows);
      searchRows.push(
        searchRowOf(member, profile, { cardPic: own.card, photos, hasVideo: false, hasPortfolio: false }, createdAt),
      );
      const image = (
        kind: "PROFILE_PIC" | "COVER_PIC" | "IMAGE",
        path: string,
        v: ImageVariants,
        position = 0,
        variants?: { card: string; gallery: string },
      ) => ({
        id: randomUUID(),
        userId: person.userId,
        kind,
        path,
        mimeType: v.main.mime,
        size: v.main.data.length,
        width: v.main.width,
        height: v.main.height,
        cardPath: variants?.card ?? null,
        galleryPath: variants?.gallery ?? null,
        position,
      });
      mediaRows.push(
        image("PROFILE_PIC", own.main, picture.variants, 0, own),
        ...(ownCover ? [image("COVER_PIC", ownCover.main, cover.variants, 0, ownCover)] : []),
      );
      for (let g = 0; g < photos; g++) {
        const shot = pool[(index + g + 1) % pool.length];
        const paths = memberCopy(dir, shot, links);
        mediaRows.push(image("IMAGE", paths.main, shot.variants, g, paths));
      }
    }
    try {
      // The members' files are linked while their rows are written: neither waits for the other.
      await Promise.all([
        Promise.all(links.map(([from, to]) => linkLimit(() => files.alias(from, to)))),
        prisma.$transaction(
          async (tx) => {
            await insertRows(tx, "User", userRows);
            await insertRows(tx, "Guardian", guardianRows);
            for (const [kind, rows] of profileRows) await insertRows(tx, PROFILE_TABLE_NAMES[kind], rows);
            await insertRows(tx, "Media", mediaRows);
            await insertRows(tx, "SearchProfile", searchRows);
          },
          { timeout: 120_000 },
        ),
      ]);
    } catch (error) {
      // Nothing of a batch that could not be written stays behind, files included.
      await Promise.all(links.map(([, to]) => files.remove(to).catch(() => undefined)));
      throw error;
    }
    log(`Seeded ${Math.min(start + CHUNK, people.length)} of ${people.length} members`);
  }
  return people.length;
}
