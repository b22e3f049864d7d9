import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { GET as listSavedSearchesRoute } from "@/app/api/saved-searches/route";
import { GET as listSessionsRoute } from "@/app/api/calls/[id]/sessions/route";
import { PATCH as answerInviteRoute } from "@/app/api/invites/[id]/route";
import { GET as myInvitesRoute } from "@/app/api/me/invites/route";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueDigests } from "@/lib/alerts/digests";
import { invitePagePath } from "@/lib/auditions/paths";
import type { InviteView } from "@/lib/auditions/views";
import type { SessionView } from "@/lib/auditions/views";
import { mergedSessionSchema } from "@/lib/auditions/schemas";
import { backgroundIdle } from "@/lib/server/background";
import { CHILD_SUBCATEGORY, isMinor } from "@/lib/members/minors";
import { addDays, ageInIndia, momentInIndia, toDateOnly, todayInIndia } from "@/lib/dates";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { prepareWaitingVideos } from "@/lib/media/video-processing";
import { tapeState } from "@/lib/tapes/rules";
import { INTIMATE } from "@/lib/profiles/kinds/artist";
import { GET as listBookingsRoute } from "@/app/api/bookings/route";
import { PATCH as actOnBookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as login } from "@/app/api/user/login/route";
import { BOOKING_STATES, SUSPENDED_REASON } from "@/lib/rentals/options";
import { bookingPath } from "@/lib/rentals/paths";
import { priceOf, type Span } from "@/lib/rentals/pricing";
import { termsSchema } from "@/lib/rentals/schemas";
import type { BookingView } from "@/lib/rentals/views";
import { DEMO_PASSWORD, seed } from "@/scripts/seed";
import { DEMO_AWAITING_LOGIN, DEMO_CONFIRMED_LOGIN } from "@/scripts/seed/auditions";
import { DEMO_HIRER_LOGIN } from "@/scripts/seed/hiring";
import { DEMO_CAMERA_LOGIN, DEMO_LOCATION_LOGIN } from "@/scripts/seed/rentals";
import { SUSPENDED_LOGIN } from "@/scripts/seed/suspension";
import { seedDayOf } from "@/scripts/seed/life";
import { canonicalCity } from "@/lib/search/vocabulary";
import { jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// The demo data reads like real people: ages fit schooling, marriage and years of work; a minor's profile
// holds no measurements or intimate-content preferences; applicants answer what each question asks; camera
// and location owners have terms, and bookings in every state that keep the rental rules.

let t: TestDatabase;
/** Where the seed stored its files. */
let files: Storage;
/** When the demo data was written, and its day: what ages and dates in it are as of. */
const seededAt = new Date();
const SEED_DAY = seedDayOf(seededAt);
beforeAll(async () => {
  t = await createTestDatabase();
  files = diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-demo-")));
  await seed({ prisma: t.db.prisma, files, now: seededAt });
});
afterAll(async () => t?.drop());

/** A degree or diploma, as opposed to a school class or a course still under way. */
const DEGREE = /^(B\.|M\.|BBA|MBA|Diploma|Film Institute|Carnatic music diploma|Hindustani)/;
const years = (text: string | null | undefined) => Number(/\d+/.exec(text ?? "")?.[0] ?? NaN);

interface Person {
  who: string;
  age: number;
  education: string | null;
  maritalStatus: string | null;
  experienceYears: number;
}

async function everyone(): Promise<Person[]> {
  const prisma = t.db.prisma;
  const users = await prisma.user.findMany({
    where: { accountType: "TALENT", category: { not: "Locations" } },
    select: {
      name: true,
      subcategory: true,
      artist: true,
      technician: true,
      musician: true,
      writerDirector: true,
      cameraUnit: true,
    },
  });
  return users.map((u) => {
    const p = u.artist ?? u.technician ?? u.musician ?? u.writerDirector ?? u.cameraUnit;
    const experience = u.artist ? u.artist.experienceDetails : p && "experience" in p ? String(p.experience) : "0";
    return {
      who: `${u.name} (${u.subcategory})`,
      age: ageInIndia(p?.dateOfBirth)!,
      education: p?.education ?? null,
      maritalStatus: p?.maritalStatus ?? null,
      experienceYears: years(experience),
    };
  });
}

describe("demo members", { tags: ["clock"] }, () => {
  it("have ages that fit their schooling, marriage and years of work", async () => {
    const people = await everyone();
    expect(people.length).toBeGreaterThan(150);
    for (const p of people) {
      expect(p.age, p.who).toBeGreaterThanOrEqual(6);
      if (p.age < 21) expect(p.education ?? "", p.who).not.toMatch(DEGREE);
      if (p.age < 18) {
        expect(p.education, p.who).toMatch(/^Class \d+$/);
        expect(p.maritalStatus, p.who).toBe("Unmarried");
      }
      if (p.age < 21) expect(p.maritalStatus, p.who).toBe("Unmarried");
      if (p.maritalStatus === "Widowed") expect(p.age, p.who).toBeGreaterThanOrEqual(40);
      expect(Number.isInteger(p.experienceYears), p.who).toBe(true);
      expect(p.experienceYears, p.who).toBeLessThan(p.age - 5);
    }
  });

  it("put a child in the school class of their age, with a parent holding the account", async () => {
    const children = await t.db.prisma.user.findMany({
      where: { subcategory: CHILD_SUBCATEGORY },
      select: { name: true, sharePrivateDetails: true, guardian: true, artist: true },
    });
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const child of children) {
      const age = ageInIndia(child.artist!.dateOfBirth, SEED_DAY)!;
      expect(age, child.name).toBeLessThan(18);
      // Class 1 at six, as Indian schools run; an 8-year-old is in Class 3.
      expect(child.artist!.education, child.name).toBe(`Class ${age - 5}`);
      expect(child.artist!.presentProfession).toBe("Student");
      expect(child.sharePrivateDetails).toBe(false);
      expect(child.guardian?.confirmedAt, child.name).toBeTruthy();
      expect(child.guardian!.name.split(" ")[0]).not.toBe(child.name.split(" ")[0]);
    }
  });

  it("keep measurements and intimate-content preferences off every minor's profile", async () => {
    const artists = await t.db.prisma.user.findMany({
      where: { category: "Artists" },
      select: { name: true, gender: true, subcategory: true, artist: true, guardian: { select: { userId: true } } },
    });
    let minors = 0;
    for (const member of artists) {
      const a = member.artist!;
      const minor = isMinor({ subcategory: member.subcategory, dateOfBirth: a.dateOfBirth });
      const measurements = a.measurements as Record<string, string | false>;
      const on = (flags: unknown, keys: readonly string[]) =>
        keys.filter((k) => (flags as Record<string, boolean>)[k] === true);
      if (minor) {
        minors++;
        expect(
          Object.values(measurements).every((v) => v === false),
          member.name,
        ).toBe(true);
        expect(on(a.interests, INTIMATE.interests), member.name).toEqual([]);
        expect(on(a.outfitPreferences, INTIMATE.outfits), member.name).toEqual([]);
        expect(on(a.comfortLevel, Object.keys(a.comfortLevel as object)), member.name).toEqual([]);
        expect(
          a.skills.filter((s) => /driving|riding/i.test(s)),
          member.name,
        ).toEqual([]);
      } else if (member.gender === "Female") {
        expect(
          Object.values(measurements).every((v) => typeof v === "string"),
          member.name,
        ).toBe(true);
      }
      if (member.gender !== "Female") {
        expect(
          Object.values(measurements).every((v) => v === false),
          member.name,
        ).toBe(true);
      }
    }
    expect(minors).toBeGreaterThanOrEqual(2);
  });

  it("have regional names, cities that suit their places, and past work already out", async () => {
    const calls = await t.db.prisma.castingCall.findMany({ select: { projectTitle: true } });
    const upcoming = new Set(calls.map((c) => c.projectTitle));
    const profiles = await Promise.all([
      t.db.prisma.technicianProfile.findMany({ select: { pastProjects: true } }),
      t.db.prisma.musicianProfile.findMany({ select: { pastProjects: true } }),
      t.db.prisma.writerDirectorProfile.findMany({ select: { projectsCompleted: true } }),
    ]);
    const credits = [
      ...profiles[0].flatMap((p) => p.pastProjects?.split("; ") ?? []),
      ...profiles[1].flatMap((p) => p.pastProjects),
      ...profiles[2].flatMap((p) => p.projectsCompleted),
    ];
    expect(credits.length).toBeGreaterThan(50);
    for (const credit of credits) {
      const [, title, year] = /^(.+) \(.+, (\d{4})\)$/.exec(credit) ?? [];
      expect(title, credit).toBeTruthy();
      expect(upcoming.has(title), credit).toBe(false);
      expect(Number(year), credit).toBeLessThan(SEED_DAY.getUTCFullYear());
    }
    const beaches = await t.db.prisma.locationProfile.findMany({
      where: { user: { subcategory: "Beach" } },
      select: { city: true },
    });
    for (const { city } of beaches)
      expect(["Mumbai", "Chennai", "Goa", "Kochi", "Visakhapatnam", "Thiruvananthapuram"]).toContain(
        canonicalCity(city),
      );
    // A name from Kolkata is Bengali, from Kochi Malayali: the surname goes with the city.
    const kolkata = await t.db.prisma.searchProfile.findMany({
      where: { city: "Kolkata", category: { not: "Locations" } },
      select: { name: true },
    });
    for (const { name } of kolkata)
      expect(["Bose", "Das", "Chatterjee", "Banerjee", "Ghosh", "Mukherjee", "Sen"]).toContain(name.split(" ").pop());
  });

  it("include a woman of 20 to 30 in Hyderabad who speaks Telugu (the search walk-through finds her)", async () => {
    const rows = await t.db.prisma.searchProfile.findMany({
      where: { gender: "Female", city: "Hyderabad", languages: { has: "Telugu" } },
      select: { dateOfBirth: true },
    });
    expect(rows.some((r) => (ageInIndia(r.dateOfBirth) ?? 0) >= 20 && (ageInIndia(r.dateOfBirth) ?? 99) <= 30)).toBe(
      true,
    );
  });
});

/** What an answer to each kind of question must look like, told apart by the question's words. */
const ANSWER_CHECKS: [question: RegExp, answer: RegExp][] = [
  [/languages/i, /\b(Telugu|Tamil|Hindi|Kannada|Malayalam|Bengali|Marathi|Gujarati|Konkani|English|Urdu)\b/],
  [
    /free for|available/i,
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
  ],
  [/parent or guardian/i, /\b(mother|father|guardian|grandparent)\b/i],
  [/link/i, /^https:\/\/|Nothing online yet/],
  [/assisted on/i, /\(?\b(feature film|web series|short film|ad film|music video|TV serial)\b|None released yet/],
  [/stunt|martial/i, /^(Yes: .*(kalaripayattu|martial arts|stage combat|horse riding|swimming)|No formal training)/],
  [/which city/i, /^[A-Z][a-z]+/],
  [/role you loved/i, /\bin [A-Z].*|haven't acted on screen yet/],
];

describe("demo applications", { tags: ["clock"] }, () => {
  it("answer each question with what it asks, from the applicant's own profile", async () => {
    const applications = await t.db.prisma.application.findMany({
      where: { call: { questions: { isEmpty: false } } },
      select: {
        answers: true,
        call: { select: { questions: true } },
        applicant: { select: { name: true, searchProfile: { select: { city: true, languages: true } } } },
      },
    });
    expect(applications.length).toBeGreaterThan(10);
    const seen = new Set<RegExp>();
    for (const { answers, call, applicant } of applications) {
      expect(answers).toHaveLength(call.questions.length);
      call.questions.forEach((question, i) => {
        const check = ANSWER_CHECKS.find(([q]) => q.test(question));
        expect(check, `a check for "${question}"`).toBeDefined();
        seen.add(check![0]);
        expect(answers[i], `${applicant.name}: "${question}"`).toMatch(check![1]);
        if (/which city/i.test(question)) expect(answers[i]).toContain(applicant.searchProfile!.city!);
        if (/languages/i.test(question)) {
          const named = applicant.searchProfile!.languages.filter((l) => answers[i].includes(l));
          expect(named.length, `${applicant.name}: ${answers[i]}`).toBeGreaterThan(0);
        }
      });
    }
    // Every kind of question the demo calls ask was answered at least once.
    expect(seen.size).toBe(ANSWER_CHECKS.length);
  });

  it("come from members who fit the role's gender and, within two years, its ages on the demo's day", async () => {
    const applications = await t.db.prisma.application.findMany({
      select: {
        role: { select: { name: true, gender: true, ageMin: true, ageMax: true } },
        applicant: { select: { name: true, gender: true, searchProfile: { select: { dateOfBirth: true } } } },
      },
    });
    expect(applications.length).toBeGreaterThan(60);
    for (const { role, applicant } of applications) {
      const who = `${applicant.name} for ${role.name}`;
      if (role.gender === "Male" || role.gender === "Female") expect(applicant.gender, who).toBe(role.gender);
      const age = ageInIndia(applicant.searchProfile?.dateOfBirth, SEED_DAY);
      if (age !== null && role.ageMin !== null) expect(age, who).toBeGreaterThanOrEqual(role.ageMin - 2);
      if (age !== null && role.ageMax !== null) expect(age, who).toBeLessThanOrEqual(role.ageMax + 2);
    }
  });

  it("and the demo conversations greet the member by name and stay on their trade", async () => {
    const threads = await t.db.prisma.conversation.findMany({
      select: {
        memberA: { select: { name: true, subcategory: true, accountType: true } },
        memberB: { select: { name: true, subcategory: true, accountType: true } },
        messages: { select: { body: true }, orderBy: { createdAt: "asc" } },
      },
    });
    expect(threads.length).toBe(4);
    for (const thread of threads) {
      const member = [thread.memberA, thread.memberB].find((m) => m.accountType === "TALENT")!;
      const text = thread.messages.map((m) => m.body).join("\n");
      expect(text).not.toContain("{first}");
      if (member.subcategory === "DOP") expect(text).toMatch(/shooting|director/);
      if (!/GPay/.test(text)) expect(text).toContain(member.name.split(" ")[0]);
    }
  });
});

const RENTAL_CATEGORIES = ["Camera Unit", "Locations"];

/** Every day from `first` to `last`, both included (YYYY-MM-DD). */
function daysOf(first: Date, last: Date): string[] {
  const days: string[] = [];
  for (let day = toDateOnly(first); day <= toDateOnly(last); day = addDays(day, 1)) days.push(day);
  return days;
}

/** Signs in with the demo password, as a newcomer would, and lists the member's bookings (GET /api/bookings). */
async function bookingsOf(email: string): Promise<{ bearer: string; bookings: BookingView[] }> {
  const signedIn = await login(jsonRequest("/api/user/login", { email, password: DEMO_PASSWORD }));
  expect(signedIn.status, email).toBe(200);
  const bearer = `Bearer ${(await signedIn.json()).token}`;
  const listed = await listBookingsRoute(
    new Request("http://localhost/api/bookings", { headers: { authorization: bearer } }),
  );
  expect(listed.status).toBe(200);
  return { bearer, bookings: (await listed.json()).data };
}

describe("demo rentals", { tags: ["clock"] }, () => {
  const bookings = () =>
    t.db.prisma.booking.findMany({
      include: {
        owner: { select: { email: true, category: true, rentalTerms: true } },
        renter: { select: { email: true } },
        reviews: true,
      },
    });

  it("give every demo Camera Unit and Locations member terms the settings form would accept", async () => {
    const owners = await t.db.prisma.user.findMany({
      where: { category: { in: RENTAL_CATEGORIES } },
      select: { name: true, category: true, rentalTerms: true },
    });
    expect(owners.length).toBeGreaterThanOrEqual(29 * 3);
    for (const { name, category, rentalTerms: terms } of owners) {
      expect(terms, name).not.toBeNull();
      const { ownerId: _, calendarToken, updatedAt: __, ...form } = terms!;
      expect(termsSchema.safeParse(form).success, `${name}: ${JSON.stringify(form)}`).toBe(true);
      expect(calendarToken).toBeNull();
      expect(terms!.deposit, name).toBeGreaterThan(0);
      expect(terms!.notes.length, name).toBeGreaterThan(80);
      if (category === "Camera Unit") {
        expect(terms!.dayRate, name).toBeGreaterThanOrEqual(8000);
        expect(terms!.dayRate, name).toBeLessThanOrEqual(45000);
        expect(terms!.hourlyRate, name).toBeNull();
      } else {
        expect(terms!.dayRate, name).toBeGreaterThanOrEqual(15000);
        expect(terms!.dayRate, name).toBeLessThanOrEqual(250000);
      }
      // An hourly rate comes with its minimum, and a day by the hour costs more than the day rate.
      if (terms!.hourlyRate !== null) {
        expect(terms!.minimumHours, name).not.toBeNull();
        expect(terms!.hourlyRate * 10, name).toBeGreaterThan(terms!.dayRate);
      }
    }
    const hourly = owners.filter((o) => o.rentalTerms?.hourlyRate !== null);
    expect(hourly.length).toBeGreaterThan(5);
    expect(new Set(owners.map((o) => o.rentalTerms!.cancellation))).toEqual(
      new Set(["flexible", "moderate", "strict"]),
    );
  });

  it("have bookings in every state, between demo owners and demo hirers or members, totals as priced", async () => {
    const all = await bookings();
    expect(new Set(all.map((b) => b.status))).toEqual(new Set(BOOKING_STATES));
    const now = new Date();
    for (const b of all) {
      const who = `${b.projectTitle} (${b.status}) of ${b.owner.email}`;
      expect(RENTAL_CATEGORIES, who).toContain(b.owner.category);
      expect(b.renter.email, who).toMatch(/@(demo|studios)\.castfolio\.test$/);
      const terms = b.owner.rentalTerms!;
      const span: Span =
        b.startsAt && b.endsAt
          ? { kind: "hours", day: toDateOnly(b.firstDay), startsAt: b.startsAt, endsAt: b.endsAt }
          : { kind: "days", firstDay: toDateOnly(b.firstDay), lastDay: toDateOnly(b.lastDay) };
      const price = priceOf(terms, span);
      // An accepted changed total replaces the computed one; every other booking carries the computed total.
      expect(b.total, who).toBe(b.status === "accepted" && b.quote !== null ? b.quote : price.total);
      expect(b.deposit, who).toBe(terms.deposit);
      expect(b.cancellation, who).toBe(terms.cancellation);
      expect(b.createdAt.getTime(), who).toBeLessThan(now.getTime());
      if (b.status === "requested" || b.status === "quoted") expect(b.expiresAt > now, who).toBe(true);
      if (b.status === "quoted") expect(b.quote, who).not.toBeNull();
      if (b.status === "expired") expect(b.expiresAt < now, who).toBe(true);
      if (b.status === "declined") expect(b.reason.length, who).toBeGreaterThan(20);
      if (b.status === "accepted") expect(b.acceptedAt, who).not.toBeNull();
      if (b.status === "cancelled") expect(b.reason.length, who).toBeGreaterThan(20);
    }
    const cancelled = all.filter((b) => b.status === "cancelled");
    expect(cancelled.some((b) => b.cancelledBy === b.ownerId)).toBe(true);
    expect(cancelled.some((b) => b.cancelledBy === b.renterId)).toBe(true);
    expect(all.some((b) => b.startsAt !== null)).toBe(true);
    expect(all.filter((b) => b.renter.email.endsWith("@demo.castfolio.test")).length).toBeGreaterThan(1);
  });

  it("never give a day twice: accepted bookings miss each other and closed days (hourly ones share a day, not an hour), open requests ask for free days", async () => {
    const all = await bookings();
    const blocked = await t.db.prisma.blockedDay.findMany();
    // The seed's day, which its days are counted from: today may have turned since (past midnight).
    const today = toDateOnly(SEED_DAY);
    expect(blocked.length).toBeGreaterThan(10);
    for (const b of blocked) expect(toDateOnly(b.day) > today).toBe(true);
    const owners = new Set(all.map((b) => b.ownerId));
    for (const ownerId of owners) {
      const closed = new Set(blocked.filter((b) => b.ownerId === ownerId).map((b) => toDateOnly(b.day)));
      const booked = new Set<string>();
      const accepted = all.filter((x) => x.ownerId === ownerId && x.status === "accepted");
      for (const b of accepted.filter((x) => !x.startsAt)) {
        for (const day of daysOf(b.firstDay, b.lastDay)) {
          expect(booked.has(day), `${day} booked twice`).toBe(false);
          expect(closed.has(day), `${day} booked and closed`).toBe(false);
          booked.add(day);
        }
      }
      const hourly = accepted.filter((x) => x.startsAt && x.endsAt);
      for (const b of hourly) {
        const day = toDateOnly(b.firstDay);
        expect(booked.has(day) || closed.has(day), `${day} held by the hour and taken whole`).toBe(false);
        const overlapping = hourly.filter((o) => o !== b && o.startsAt! < b.endsAt! && o.endsAt! > b.startsAt!);
        expect(overlapping, `${b.startsAt!.toISOString()} held twice`).toEqual([]);
      }
      for (const b of all.filter((x) => x.ownerId === ownerId && (x.status === "requested" || x.status === "quoted"))) {
        for (const day of daysOf(b.firstDay, b.lastDay)) expect(booked.has(day) || closed.has(day), day).toBe(false);
        const clash = hourly.filter(
          (h) =>
            (b.startsAt ? h.startsAt! < b.endsAt! && h.endsAt! > b.startsAt : true) &&
            h.firstDay <= b.lastDay &&
            h.firstDay >= b.firstDay,
        );
        expect(clash, "an open request for hours already held").toEqual([]);
      }
    }
  });

  it("leave reviews both ways after past bookings, and the notices each step sent", async () => {
    const all = await bookings();
    const today = todayInIndia();
    const reviewed = all.filter((b) => b.reviews.length);
    expect(reviewed.filter((b) => b.reviews.length === 2).length).toBeGreaterThanOrEqual(2);
    for (const b of reviewed) {
      expect(b.status).toBe("accepted");
      expect(toDateOnly(b.lastDay) < today).toBe(true);
      for (const r of b.reviews) {
        expect([b.ownerId, b.renterId]).toContain(r.authorId);
        expect(r.subjectId).toBe(r.authorId === b.ownerId ? b.renterId : b.ownerId);
        expect(r.ofOwner).toBe(r.subjectId === b.ownerId);
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.createdAt > b.lastDay).toBe(true);
      }
    }
    const notices = await t.db.prisma.notification.findMany({ where: { link: { startsWith: "/bookings/" } } });
    for (const b of all) {
      const of = (userId: string) => notices.filter((n) => n.userId === userId && n.link === bookingPath(b.id));
      // The owner was told of every request; the renter of every answer.
      expect(
        of(b.ownerId).some((n) => n.title.startsWith("Booking request from")),
        b.projectTitle,
      ).toBe(true);
      // A request the renter's suspension closed tells the owner, never the suspended renter.
      if (b.reason === SUSPENDED_REASON) expect(of(b.ownerId).some((n) => n.title.endsWith("is closed"))).toBe(true);
      else if (b.status === "declined" || b.status === "expired" || b.status === "quoted")
        expect(of(b.renterId).length, `${b.projectTitle} (${b.status})`).toBeGreaterThan(0);
      if (b.status === "cancelled") {
        const told = b.cancelledBy === b.ownerId ? b.renterId : b.ownerId;
        expect(of(told).some((n) => n.title.includes("cancelled"))).toBe(true);
      }
      for (const r of b.reviews)
        expect(of(r.subjectId).some((n) => n.title.endsWith("reviewed your booking"))).toBe(true);
    }
  });

  it("show a suspension: a studio account suspended by the admin, its waiting request closed, the owner told", async () => {
    const suspended = await t.db.prisma.user.findUniqueOrThrow({
      where: { email: SUSPENDED_LOGIN },
      select: { id: true, suspendedAt: true, sessions: { where: { revokedAt: null }, select: { id: true } } },
    });
    expect(suspended.suspendedAt).not.toBeNull();
    expect(suspended.sessions).toEqual([]);
    const closed = await t.db.prisma.booking.findMany({ where: { renterId: suspended.id } });
    expect(closed.map((b) => [b.status, b.reason])).toEqual([["declined", SUSPENDED_REASON]]);
    const logged = await t.db.prisma.adminAction.findMany({ where: { targetId: suspended.id } });
    expect(logged.map((a) => a.action)).toEqual(["suspend"]);
    const camera = await bookingsOf(DEMO_CAMERA_LOGIN);
    const shown = camera.bookings.find((b) => b.id === closed[0].id);
    expect(shown?.status).toBe("declined");
    expect(shown?.actions).toEqual([]);
  });

  it("give the demo sign-ins something to do at /bookings, which their answers can do", async () => {
    const now = new Date();
    const today = todayInIndia(now);
    const hirer = await bookingsOf(DEMO_HIRER_LOGIN);
    const renting = hirer.bookings.filter((b) => b.role === "renter");
    expect(renting.some((b) => b.status === "accepted" && b.firstDay > today)).toBe(true);
    expect(renting.some((b) => b.status === "accepted" && b.lastDay < today && b.reviewed)).toBe(true);
    const waiting = renting.find((b) => b.status === "requested");
    expect(waiting?.actions).toEqual(["cancel"]);
    const quoted = renting.find((b) => b.status === "quoted");
    expect(quoted?.actions).toContain("accept");

    for (const login of [DEMO_CAMERA_LOGIN, DEMO_LOCATION_LOGIN]) {
      const owner = await bookingsOf(login);
      const request = owner.bookings.find((b) => b.role === "owner" && b.status === "requested");
      expect(request?.actions, login).toContain("accept");
      expect(new Date(request!.expiresAt) > now).toBe(true);
      const told = await t.db.prisma.notification.findFirst({
        where: { userId: request!.owner.id, link: bookingPath(request!.id), readAt: null },
      });
      expect(told?.title, login).toMatch(/^Booking request from/);
      // The days asked for are free: the owner's answer goes through the real rules.
      const accepted = await actOnBookingRoute(
        jsonRequest(`/api/bookings/${request!.id}`, { action: "accept" }, { authorization: owner.bearer }, "PATCH"),
        { params: Promise.resolve({ id: request!.id }) },
      );
      expect(accepted.status, await accepted.clone().text()).toBe(200);
      expect((await accepted.json()).data.status).toBe("accepted");
    }
    // The camera request was the demo hirer's: their waiting request is now a booking.
    expect(waiting!.owner.id).toBe(
      (await t.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CAMERA_LOGIN } })).id,
    );
    const took = await actOnBookingRoute(
      jsonRequest(`/api/bookings/${quoted!.id}`, { action: "accept" }, { authorization: hirer.bearer }, "PATCH"),
      { params: Promise.resolve({ id: quoted!.id }) },
    );
    expect(took.status).toBe(200);
    expect((await took.json()).data.total).toBe(quoted!.quote);
  });

  it("are added once: seeding again adds no bookings, closed days, notices, terms or audition sessions", async () => {
    const prisma = t.db.prisma;
    const counts = () =>
      Promise.all([
        prisma.booking.count(),
        prisma.bookingReview.count(),
        prisma.blockedDay.count(),
        prisma.notification.count(),
        prisma.rentalTerms.count(),
        prisma.savedSearch.count(),
        prisma.pushSubscription.count(),
        prisma.auditionSession.count(),
        prisma.auditionSlot.count(),
        prisma.auditionInvite.count(),
        prisma.application.count({ where: { status: "SHORTLISTED" } }),
      ]);
    const before = await counts();
    await seed({ prisma, files: diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-demo-"))) });
    expect(await counts()).toEqual(before);
  });
});

describe("demo saved searches", { tags: ["clock"] }, () => {
  it("give the demo actress an instant calls search and the demo casting team weekly talent searches, each listed by the API", async () => {
    const rows = await t.db.prisma.savedSearch.findMany({ include: { user: { select: { email: true } } } });
    const of = (email: string) => rows.filter((r) => r.user.email === email).map((r) => [r.kind, r.frequency]);
    expect(of("artist.female@demo.castfolio.test")).toEqual([["calls", "instant"]]);
    expect(of(DEMO_HIRER_LOGIN)).toEqual([
      ["talent", "weekly"],
      ["talent", "weekly"],
    ]);
    const signedIn = await login(jsonRequest("/api/user/login", { email: DEMO_HIRER_LOGIN, password: DEMO_PASSWORD }));
    const bearer = `Bearer ${(await signedIn.json()).token}`;
    const listed = await listSavedSearchesRoute(
      new Request("http://localhost/api/saved-searches", { headers: { authorization: bearer } }),
    );
    expect(((await listed.json()).data as { link: string }[]).map((s) => s.link).sort()).toEqual([
      "/search?category=Artists&subcategory=Heroine&languages=Telugu",
      "/search?category=Camera+Unit&maxDayRate=15000",
    ]);
  });

  it("are due on the first run of the digests after a fresh seed: each alerts in the bell, by mail, and the actress on WhatsApp and her phone", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), "cf-demo-outbox-"));
    process.env.OUTBOX_DIR = outboxDir;
    try {
      const { sent } = await sendDueDigests();
      await backgroundIdle();
      const notices = await t.db.prisma.notification.findMany({
        where: { title: { contains: ' for "' } },
        select: { title: true, user: { select: { email: true } } },
      });
      const titles = notices.map((n) => `${n.user.email}: ${n.title.replace(/^\d+/, "N")}`).sort();
      expect(titles).toEqual([
        'artist.female@demo.castfolio.test: N new casting calls for "Paid heroine roles"',
        'artist@demo.castfolio.test: N new casting calls for "Calls in Mumbai"',
        `${DEMO_HIRER_LOGIN}: N new or updated members for "Camera units up to ₹15,000 a day"`,
      ]);
      expect(sent).toBe(notices.length);
      // The alert mails (other tests' booking mails may land here too).
      const mails = await Promise.all(
        (await readdir(outboxDir))
          .filter((n) => n.endsWith(".eml"))
          .map((n) => readFile(path.join(outboxDir, n), "utf8")),
      );
      expect(mails.filter((m) => m.includes("List-Unsubscribe-Post"))).toHaveLength(notices.length);
      expect((await readdir(path.join(outboxDir, "whatsapp"))).filter((n) => n.endsWith(".json"))).toHaveLength(1);
      // Her phone has the push too, in the push outbox (no VAPID keys are configured).
      const pushes = await Promise.all(
        (await readdir(path.join(outboxDir, "push"))).map(async (n) =>
          JSON.parse(await readFile(path.join(outboxDir, "push", n), "utf8")),
        ),
      );
      expect(pushes.map((p: { payload: { title: string } }) => p.payload.title.replace(/^\d+/, "N"))).toContain(
        'N new casting calls for "Paid heroine roles"',
      );
      // Run again: nothing more is due.
      expect((await sendDueDigests()).sent).toBe(0);
    } finally {
      delete process.env.OUTBOX_DIR;
    }
  });
});

/** Signs in with the demo password, as a newcomer would: the bearer header. */
async function bearerOf(email: string): Promise<string> {
  const signedIn = await login(jsonRequest("/api/user/login", { email, password: DEMO_PASSWORD }));
  expect(signedIn.status, email).toBe(200);
  return `Bearer ${(await signedIn.json()).token}`;
}

async function myInvites(email: string): Promise<InviteView[]> {
  const listed = await myInvitesRoute(
    new Request("http://localhost/api/me/invites", { headers: { authorization: await bearerOf(email) } }),
  );
  expect(listed.status).toBe(200);
  return (await listed.json()).data;
}

describe("demo auditions", { tags: ["clock"] }, () => {
  it("give the demo casting team an in-person day in Mumbai, a video call and a cancelled day, with invitations in every state", async () => {
    const bearer = await bearerOf(DEMO_HIRER_LOGIN);
    const calls = await t.db.prisma.castingCall.findMany({
      where: { organization: { owner: { email: DEMO_HIRER_LOGIN } }, auditionSessions: { some: {} } },
      select: { id: true },
    });
    expect(calls.length).toBe(2);
    const sessions: SessionView[] = [];
    for (const call of calls) {
      const listed = await listSessionsRoute(
        new Request(`http://localhost/api/calls/${call.id}/sessions`, { headers: { authorization: bearer } }),
        { params: Promise.resolve({ id: call.id }) },
      );
      expect(listed.status).toBe(200);
      sessions.push(...(await listed.json()).data);
    }
    // The seed's day, which the sessions' days are counted from: today may have turned since (past midnight).
    const today = toDateOnly(SEED_DAY);
    const live = sessions.filter((s) => !s.cancelled);
    expect(sessions.filter((s) => s.cancelled)).toHaveLength(1);

    // Three days on, 10:00-13:00 in 15-minute slots of two, less the break at 11:00-11:30: ten slots.
    const inPerson = live.find((s) => s.place !== null)!;
    expect(inPerson.date).toBe(addDays(today, 3));
    expect(inPerson.place).toMatch(/Mumbai/);
    expect(inPerson.link).toBeNull();
    expect([inPerson.start, inPerson.end, inPerson.slotMinutes, inPerson.perSlot]).toEqual(["10:00", "13:00", 15, 2]);
    expect(inPerson.breaks).toEqual([{ start: "11:00", end: "11:30" }]);
    const at = (time: string) => momentInIndia(inPerson.date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    expect(inPerson.slots.map((s) => [s.start, s.end])).toEqual(
      [
        ["10:00", "10:15"],
        ["10:15", "10:30"],
        ["10:30", "10:45"],
        ["10:45", "11:00"],
        ["11:30", "11:45"],
        ["11:45", "12:00"],
        ["12:00", "12:15"],
        ["12:15", "12:30"],
        ["12:30", "12:45"],
        ["12:45", "13:00"],
      ].map(([start, end]) => [at(start).toISOString(), at(end).toISOString()]),
    );
    expect(inPerson.slots.every((s) => s.capacity === 2 && s.taken <= 2)).toBe(true);

    const video = live.find((s) => s.link !== null)!;
    expect(video.date).toBe(addDays(today, 7));
    expect(video.place).toBeNull();
    expect(video.link).toMatch(/^https:\/\//);

    // Each passes the rules a session sent to the API passes, and starts in the future.
    for (const s of sessions) {
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
      const merged = {
        start: minutes(s.start),
        end: minutes(s.end),
        slotMinutes: s.slotMinutes,
        breaks: s.breaks.map((b) => ({ start: minutes(b.start), end: minutes(b.end) })),
        place: s.place,
        link: s.link,
      };
      expect(mergedSessionSchema.safeParse(merged).success, JSON.stringify(merged)).toBe(true);
      expect(s.date > today).toBe(true);
    }

    // Every answer, the declines and requests for another time with the invitee's note; all of shortlisted or
    // selected applications of the session's call, none in a slot beyond its seats.
    const invitees = live.flatMap((s) => s.slots.flatMap((slot) => slot.invites));
    expect(new Set(invitees.map((i) => i.status))).toEqual(
      new Set(["awaiting", "confirmed", "declined", "reschedule"]),
    );
    for (const i of invitees) {
      if (i.status === "declined" || i.status === "reschedule") {
        expect(i.note.length, i.name).toBeGreaterThan(30);
        expect(i.answeredAt, i.name).not.toBeNull();
      }
      if (i.status === "awaiting") expect(i.answeredAt).toBeNull();
    }
    const applications = await t.db.prisma.application.findMany({
      where: { auditionInvites: { some: {} } },
      select: { status: true, callId: true, auditionInvites: { select: { session: { select: { callId: true } } } } },
    });
    for (const a of applications) {
      expect(["SHORTLISTED", "SELECTED"]).toContain(a.status);
      for (const invite of a.auditionInvites) expect(invite.session.callId).toBe(a.callId);
    }
    for (const slot of sessions.flatMap((s) => s.slots)) {
      // Seats are held by those awaiting an answer or confirmed (a decline or a request for another time gives it up).
      expect(slot.invites.filter((i) => i.status === "awaiting" || i.status === "confirmed").length).toBe(slot.taken);
    }
    // The casting team was told of the decline and of the request for another time.
    const told = await t.db.prisma.notification.findMany({
      where: { user: { email: DEMO_HIRER_LOGIN }, link: { endsWith: "/auditions" } },
    });
    expect(told.map((n) => n.title.replace(/^.+? (declined|asks)/, "$1").split(":")[0]).sort()).toEqual([
      "asks for another audition time",
      "declined the audition",
    ]);
  });

  it("give the demo actress an invitation awaiting her answer, under her bell, which she can confirm; the demo actor a confirmed one", async () => {
    const now = new Date();
    const hers = await myInvites(DEMO_AWAITING_LOGIN);
    const awaiting = hers.find((i) => i.status === "awaiting" && !i.cancelled)!;
    expect(awaiting, JSON.stringify(hers)).toBeDefined();
    expect(awaiting.place).toMatch(/Mumbai/);
    expect(new Date(awaiting.start) > now).toBe(true);
    expect(awaiting.call.organization).toBe("Silver Reel Studios");
    // The day the team cancelled shows too, as cancelled.
    expect(hers.some((i) => i.cancelled)).toBe(true);
    const bell = await t.db.prisma.notification.findMany({
      where: { user: { email: DEMO_AWAITING_LOGIN }, link: invitePagePath(awaiting.id) },
    });
    expect(bell.map((n) => [n.title.split(":")[0], n.readAt])).toEqual([["Audition invitation", null]]);

    const his = await myInvites(DEMO_CONFIRMED_LOGIN);
    expect(his.filter((i) => !i.cancelled).map((i) => i.status)).toEqual(["confirmed"]);

    // The answer goes through the real rules.
    const answered = await answerInviteRoute(
      jsonRequest(
        `/api/invites/${awaiting.id}`,
        { response: "confirm" },
        { authorization: await bearerOf(DEMO_AWAITING_LOGIN) },
        "PATCH",
      ),
      { params: Promise.resolve({ id: awaiting.id }) },
    );
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect((await answered.json()).data.status).toBe("confirmed");
  });
});

describe("demo videos", () => {
  it("give the self-tape calls' applications tapes and two fixed artists show reels, which the server makes playable", async () => {
    const { prisma } = t.db;
    const tapes = await prisma.application.findMany({
      where: { call: { requiresSelfTape: true } },
      select: { selfTape: { select: { status: true, mimeType: true } } },
    });
    expect(tapes.filter((a) => a.selfTape).length).toBeGreaterThanOrEqual(6);
    const reels = await prisma.media.findMany({
      where: {
        kind: "VIDEO",
        user: { email: { in: ["artist.female@demo.castfolio.test", "artist@demo.castfolio.test"] } },
      },
    });
    expect(reels).toHaveLength(2);
    // The demo team's tape requests: one waiting for the demo actress, one answered with a tape, one late, one
    // withdrawn, all with the same sides.
    const requests = await prisma.tapeRequest.findMany({
      select: {
        dueAt: true,
        submittedAt: true,
        withdrawnAt: true,
        sides: { select: { mimeType: true } },
        tape: { select: { status: true } },
        application: { select: { applicant: { select: { email: true } } } },
      },
    });
    expect(requests.map((r) => tapeState(r)).sort()).toEqual(["late", "received", "requested", "withdrawn"]);
    expect(requests.every((r) => r.sides?.mimeType === "application/pdf")).toBe(true);
    const waiting = requests.find((r) => tapeState(r) === "requested")!;
    expect(waiting.application.applicant.email).toBe("artist.female@demo.castfolio.test");
    const answered = requests.filter((r) => r.tape);
    expect(answered).toHaveLength(1);
    // As a phone sends them; the server's job (run at start) prepares them as it does members' videos.
    expect(new Set(tapes.flatMap((a) => (a.selfTape ? [a.selfTape.status] : [])))).toEqual(new Set(["PROCESSING"]));
    setStorage(files);
    try {
      expect(await prepareWaitingVideos()).toBe(
        tapes.filter((a) => a.selfTape).length + reels.length + answered.length,
      );
    } finally {
      setStorage(undefined);
    }
    const prepared = await prisma.media.findMany({ where: { kind: { in: ["VIDEO", "SELF_TAPE"] } } });
    for (const video of prepared)
      expect(video).toMatchObject({
        status: "READY",
        mimeType: "video/mp4",
        width: 640,
        height: 360,
        durationSeconds: 4,
      });
    expect(prepared.every((v) => v.posterPath)).toBe(true);
    // Nine videos transcoded on two cores while other test files run: a minute is not always enough.
  }, 180_000);
});
