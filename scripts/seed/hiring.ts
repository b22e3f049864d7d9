import "server-only";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../lib/server/db.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";
import type { ApplicationStatus } from "../../lib/generated/prisma/enums.ts";
import { ageInIndia, dayInIndia, endOfIndiaDay } from "../../lib/dates.ts";
import { findCategory, type ProfileKind } from "../../lib/catalog.ts";
import { makeImageVariants, type ImageVariants } from "../../lib/media/images.ts";
import type { Storage } from "../../lib/storage/index.ts";
import { renderCover, renderLogo } from "./pictures.ts";
import { statusNotice } from "../../lib/hiring/notices.ts";
import type { StatusName } from "../../lib/hiring/status-labels.ts";
import { SEED_STUDIOS, type SeedCall, type SeedStudio } from "./studios.ts";
import { answerFor, noteFor, type Applicant } from "./answers.ts";
import { rng } from "./people.ts";
import { seedDayOf } from "./life.ts";

/** Hirers' sign-ins end with this; the first studio's is the fixed demo hirer login (see README). */
export const HIRER_DOMAIN = "@studios.castfolio.test";
export const DEMO_HIRER_LOGIN = `hirer${HIRER_DOMAIN}`;
/** The demo talent who follows a few studios, so that "followed first" shows on their jobs page. */
const FOLLOWER_LOGIN = "artist@demo.castfolio.test";
const DAY_MS = 86_400_000;

/** Open calls: most wait, some are shortlisted or turned down. Closed ones: decided, or closed for the rest. */
const OPEN_STATUSES: StatusName[] = ["submitted", "shortlisted", "submitted", "rejected", "submitted"];
const CLOSED_STATUSES: StatusName[] = ["selected", "closed", "rejected", "closed"];

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** How many of a subcategory's oldest members are looked at for each role: the first who fit it apply. */
const CANDIDATES = 40;
/** Years an applicant may be outside a role's ages, as people a little older or younger do apply. */
const AGE_LEEWAY = 2;

const APPLICANT_SELECT = {
  id: true,
  name: true,
  gender: true,
  availability: true,
  busyUntil: true,
  guardian: { select: { name: true, relation: true } },
  searchProfile: { select: { city: true, dateOfBirth: true, languages: true, skills: true } },
  artist: { select: { experienceDetails: true, languages: true, skills: true } },
  technician: { select: { experience: true, pastProjects: true } },
  musician: { select: { experience: true, pastProjects: true } },
  writerDirector: { select: { experience: true, projectsCompleted: true } },
  cameraUnit: { select: { pastProjects: true } },
} as const;
type Candidate = Prisma.UserGetPayload<{ select: typeof APPLICANT_SELECT }>;

const yearsIn = (text: string | null | undefined) => Number(/\d+/.exec(text ?? "")?.[0] ?? 0);

/** The applicant as their profile has them, for their answers. */
function applicantOf(person: Candidate, kind: ProfileKind): Applicant {
  const search = person.searchProfile;
  const credits =
    person.writerDirector?.projectsCompleted ??
    person.musician?.pastProjects ??
    person.cameraUnit?.pastProjects ??
    person.technician?.pastProjects?.split("; ") ??
    [];
  return {
    kind,
    name: person.name,
    gender: person.gender,
    city: search?.city ?? null,
    // The artist's own order (mother tongue first), else the search index's.
    languages: person.artist?.languages?.split(/,\s*/) ?? search?.languages ?? [],
    skills: person.artist?.skills ?? search?.skills ?? [],
    years: yearsIn(
      person.artist?.experienceDetails ??
        person.technician?.experience ??
        person.musician?.experience ??
        person.writerDirector?.experience,
    ),
    credits,
    availability: person.availability,
    busyUntil: person.busyUntil,
    guardian: person.guardian,
  };
}

/**
 * Whether a member fits a role's gender and (within a little) its ages, and can take work. Ages are as of
 * the seed's `day`, as the members' profiles were written: the same members apply whenever the seed runs.
 */
function fits(person: Candidate, role: SeedRoleRow, day: Date): boolean {
  if (person.availability === "NOT_AVAILABLE") return false;
  if ((role.gender === "Male" || role.gender === "Female") && person.gender !== role.gender) return false;
  const age = ageInIndia(person.searchProfile?.dateOfBirth ?? null, day);
  if (age === null) return role.ageMin === null && role.ageMax === null;
  return age >= (role.ageMin ?? 0) - AGE_LEEWAY && age <= (role.ageMax ?? 200) + AGE_LEEWAY;
}

interface SeedRoleRow {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  gender: string;
  ageMin: number | null;
  ageMax: number | null;
  languages: string[];
}

/**
 * Demo applications: up to three demo members of each role's subcategory who fit it apply, a few hours
 * apart after the call was posted, answering its questions from their profiles, with statuses that fit
 * the call, and the notices those decisions sent.
 */
async function seedApplications(
  tx: Tx,
  call: { id: string; projectTitle: string; roles: SeedRoleRow[] },
  seedCall: SeedCall,
  postedAt: Date,
  now: Date,
  salt: number,
) {
  const statuses = seedCall.closed ? CLOSED_STATUSES : OPEN_STATUSES;
  const day = seedDayOf(now);
  let n = salt;
  for (const role of call.roles) {
    const kind = findCategory(role.category)?.kind;
    if (!kind) continue;
    const candidates = await tx.user.findMany({
      where: {
        accountType: "TALENT",
        category: role.category,
        subcategory: role.subcategory,
        profilePic: { not: null },
      },
      // The oldest first: the fixed demo sign-ins (README) are the first members of their subcategory.
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: CANDIDATES,
      select: APPLICANT_SELECT,
    });
    // The oldest who fits applies (a fixed demo sign-in has applications to look at), then those who speak
    // the role's language, then the rest.
    const speaks = (person: Candidate) =>
      !role.languages.length || role.languages.some((l) => person.searchProfile?.languages.includes(l));
    const [oldest, ...others] = candidates.filter((person) => fits(person, role, day));
    const people = oldest
      ? [oldest, ...others.filter(speaks), ...others.filter((person) => !speaks(person))].slice(0, 3)
      : [];
    for (const person of people) {
      n++;
      const status = statuses[n % statuses.length];
      const appliedAt = new Date(Math.min(now.getTime() - DAY_MS / 2, postedAt.getTime() + (n % 40) * 3_600_000));
      const applicant = applicantOf(person, kind);
      const answering = rng(n * 101 + 7);
      await tx.application.create({
        data: {
          callId: call.id,
          roleId: role.id,
          applicantId: person.id,
          status: status.toUpperCase() as ApplicationStatus,
          note: noteFor(kind, Boolean(person.guardian), n),
          answers: seedCall.questions?.map((question) => answerFor(question, applicant, answering, day)) ?? [],
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
