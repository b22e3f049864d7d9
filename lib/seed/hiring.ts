import "server-only";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { ApplicationStatus } from "../generated/prisma/enums.ts";
import { dayInIndia, endOfIndiaDay } from "../dates.ts";
import { makeImageVariants, type ImageVariants } from "../media/images.ts";
import type { Storage } from "../media/storage/index.ts";
import { renderCover, renderLogo } from "./pictures.ts";
import { statusNotice } from "../hiring/notices.ts";
import type { StatusName } from "../hiring/status-labels.ts";
import { SEED_STUDIOS, type SeedCall, type SeedStudio } from "./studios.ts";

/** Hirers' sign-ins end with this; the first studio's is the fixed demo hirer login (see README). */
export const HIRER_DOMAIN = "@studios.castfolio.test";
export const DEMO_HIRER_LOGIN = `hirer${HIRER_DOMAIN}`;
/** The demo talent who follows a few studios, so that "followed first" shows on their jobs page. */
const FOLLOWER_LOGIN = "artist@demo.castfolio.test";
const DAY_MS = 86_400_000;

const ANSWERS = [
  "Yes, fully: I can share references on request.",
  "Yes. I am based nearby and free on those dates.",
  "I have done similar work on two projects; happy to talk.",
];
const NOTES = [
  "",
  "My show reel on the profile has a scene close to this role.",
  "Available for a look test any day next week.",
];
/** Open calls: most wait, some are shortlisted or turned down. Closed ones: decided, or closed for the rest. */
const OPEN_STATUSES: StatusName[] = ["submitted", "shortlisted", "submitted", "rejected", "submitted"];
const CLOSED_STATUSES: StatusName[] = ["selected", "closed", "rejected", "closed"];

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Demo applications: up to three demo members of each role's subcategory apply, a few hours apart after
 * the call was posted, with statuses that fit the call, and the notices those decisions sent.
 */
async function seedApplications(
  tx: Tx,
  call: {
    id: string;
    projectTitle: string;
    roles: { id: string; name: string; category: string; subcategory: string }[];
  },
  seedCall: SeedCall,
  postedAt: Date,
  now: Date,
  salt: number,
) {
  const statuses = seedCall.closed ? CLOSED_STATUSES : OPEN_STATUSES;
  let n = salt;
  for (const role of call.roles) {
    const people = await tx.user.findMany({
      where: {
        accountType: "TALENT",
        category: role.category,
        subcategory: role.subcategory,
        profilePic: { not: null },
      },
      // The oldest first: the fixed demo sign-ins (README) are the first members of their subcategory.
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 3,
      select: { id: true },
    });
    for (const person of people) {
      n++;
      const status = statuses[n % statuses.length];
      const appliedAt = new Date(Math.min(now.getTime() - DAY_MS / 2, postedAt.getTime() + (n % 40) * 3_600_000));
      await tx.application.create({
        data: {
          callId: call.id,
          roleId: role.id,
          applicantId: person.id,
          status: status.toUpperCase() as ApplicationStatus,
          note: NOTES[n % NOTES.length],
          answers: seedCall.questions?.map((_, i) => ANSWERS[(n + i) % ANSWERS.length]) ?? [],
          createdAt: appliedAt,
          statusChangedAt: appliedAt,
        },
      });
      const notice = statusNotice(person.id, status, role.name, call.projectTitle);
      if (notice) await tx.notification.create({ data: { ...notice, createdAt: appliedAt } });
    }
  }
}

function loginFor(studio: SeedStudio, index: number): string {
  return index === 0 ? DEMO_HIRER_LOGIN : `${studio.slug}${HIRER_DOMAIN}`;
}

async function logoOf(studio: SeedStudio, index: number): Promise<Buffer> {
  const drawn = studio.logo
    ? await readFile(path.join(process.cwd(), "public/images/studios", studio.logo))
    : undefined;
  return renderLogo(studio.name, index, drawn);
}

function mediaRow(
  userId: string,
  kind: "PROFILE_PIC" | "COVER_PIC",
  paths: { main: string; card?: string; gallery?: string },
  v: ImageVariants,
): Prisma.MediaCreateManyInput {
  return {
    id: randomUUID(),
    userId,
    kind,
    path: paths.main,
    mimeType: v.main.mime,
    size: v.main.data.length,
    width: v.main.width,
    height: v.main.height,
    cardPath: paths.card ?? null,
    galleryPath: paths.gallery ?? null,
    position: 0,
  };
}

async function storeImages(files: Storage, userId: string, logo: ImageVariants, cover: ImageVariants) {
  const dir = `u/${userId}`;
  const paths = {
    main: `${dir}/${randomUUID()}.jpg`,
    card: `${dir}/${randomUUID()}-card.webp`,
    gallery: `${dir}/${randomUUID()}-gallery.webp`,
    cover: `${dir}/${randomUUID()}.jpg`,
  };
  await Promise.all([
    files.put(paths.main, logo.main.data),
    files.put(paths.card, logo.card.data),
    files.put(paths.gallery, logo.gallery.data),
    files.put(paths.cover, cover.main.data),
  ]);
  return paths;
}

/**
 * Seeds the demo organisations, each owned by a hirer account, with their casting calls: open ones,
 * closed ones, ones whose deadline has passed, paid and unpaid. Studios already there (by their owner's
 * sign-in) are left as they are. Returns how many organisations were created.
 */
export async function seedHiring({
  prisma,
  files,
  passwordHash,
  log = () => {},
  now = new Date(),
}: {
  prisma: Db;
  files: Storage;
  /** The demo password's hash, shared with the talent seed. */
  passwordHash: string;
  log?: (line: string) => void;
  now?: Date;
}): Promise<number> {
  const taken = new Set(
    (await prisma.user.findMany({ where: { email: { endsWith: HIRER_DOMAIN } }, select: { email: true } })).map(
      (u) => u.email,
    ),
  );
  const missing = SEED_STUDIOS.map((studio, index) => ({ studio, index })).filter(
    ({ studio, index }) => !taken.has(loginFor(studio, index)),
  );
  if (!missing.length) return 0;
  const follower = await prisma.user.findUnique({ where: { email: FOLLOWER_LOGIN }, select: { id: true } });

  for (const { studio, index } of missing) {
    const userId = randomUUID();
    const [logo, cover] = await Promise.all([
      logoOf(studio, index).then(makeImageVariants),
      renderCover(index + 3).then(makeImageVariants),
    ]);
    const paths = await storeImages(files, userId, logo, cover);
    try {
      await prisma.$transaction(async (tx) => {
        await tx.user.create({
          data: {
            id: userId,
            accountType: "HIRER",
            name: `${studio.name} casting desk`,
            email: loginFor(studio, index),
            passwordHash,
            phone: `+91 98${String(40000000 + index * 1171).padStart(8, "0")}`,
            gender: "",
            category: "",
            subcategory: "",
            profilePic: paths.main,
            coverPic: paths.cover,
            rate: Boolean(studio.verified),
            status: true,
            createdAt: new Date(now.getTime() - (400 + index * 37) * DAY_MS),
          },
        });
        await tx.media.createMany({
          data: [
            mediaRow(userId, "PROFILE_PIC", paths, logo),
            mediaRow(userId, "COVER_PIC", { main: paths.cover }, cover),
          ],
        });
        const organization = await tx.organization.create({
          data: {
            ownerId: userId,
            name: studio.name,
            type: studio.type,
            city: studio.city,
            website: studio.website ?? null,
            description: studio.description,
            createdAt: new Date(now.getTime() - (400 + index * 37) * DAY_MS),
          },
        });
        for (const [callIndex, call] of studio.calls.entries()) {
          const postedAt = new Date(now.getTime() - call.postedDaysAgo * DAY_MS);
          const created = await tx.castingCall.create({
            data: {
              organizationId: organization.id,
              title: call.title,
              projectTitle: call.projectTitle,
              projectType: call.projectType,
              city: call.city,
              description: call.description,
              auditionType: call.auditionType,
              deadline: endOfIndiaDay(dayInIndia(new Date(now.getTime() + call.deadlineInDays * DAY_MS))),
              questions: call.questions ?? [],
              requiresSelfTape: Boolean(call.selfTape),
              requiresPortfolio: Boolean(call.portfolio),
              status: call.closed ? "CLOSED" : "OPEN",
              closedAt: call.closed ? new Date(now.getTime() - DAY_MS) : null,
              createdAt: postedAt,
              roles: {
                create: call.roles.map((role, position) => ({
                  position,
                  name: role.name,
                  category: role.category,
                  subcategory: role.subcategory,
                  gender: role.gender ?? "Any",
                  ageMin: role.ages?.[0] ?? null,
                  ageMax: role.ages?.[1] ?? null,
                  languages: role.languages ?? [],
                  openings: role.openings,
                  paid: Boolean(role.pay),
                  payMin: role.pay?.[0] ?? null,
                  payMax: role.pay?.[1] ?? null,
                  description: role.description,
                })),
              },
            },
            include: { roles: true },
          });
          await seedApplications(tx, created, call, postedAt, now, index * 7 + callIndex);
        }
        if (follower && index % 4 === 1) {
          await tx.follow.create({ data: { userId: follower.id, organizationId: organization.id } });
        }
      });
    } catch (error) {
      await Promise.all(Object.values(paths).map((p) => files.remove(p).catch(() => undefined)));
      throw error;
    }
  }
  log(`Seeded ${missing.length} studios with ${missing.reduce((n, m) => n + m.studio.calls.length, 0)} calls`);
  return missing.length;
}
