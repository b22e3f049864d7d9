import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { GET as listSavedSearchesRoute } from "@/app/api/saved-searches/route";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueDigests } from "@/lib/alerts/digests";
import { backgroundIdle } from "@/lib/server/background";
import { CHILD_SUBCATEGORY, isMinor } from "@/lib/accounts/minors";
import { addDays, ageInIndia, toDateOnly, todayInIndia } from "@/lib/dates";
import { diskStorage } from "@/lib/media/storage";
import { INTIMATE } from "@/lib/profiles/kinds/artist";
import { GET as listBookingsRoute } from "@/app/api/bookings/route";
import { PATCH as actOnBookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as login } from "@/app/api/user/login/route";
import { BOOKING_STATES } from "@/lib/rentals/options";
import { bookingPath } from "@/lib/rentals/paths";
import { priceOf, type Span } from "@/lib/rentals/pricing";
import { termsSchema } from "@/lib/rentals/schemas";
import type { BookingView } from "@/lib/rentals/present";
import { DEMO_PASSWORD, seed } from "@/lib/seed";
import { DEMO_HIRER_LOGIN } from "@/lib/seed/hiring";
import { DEMO_CAMERA_LOGIN, DEMO_LOCATION_LOGIN } from "@/lib/seed/rentals";
import { SEED_DAY } from "@/lib/seed/life";
import { canonicalCity } from "@/lib/search/vocabulary";
import { jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// The demo data reads like real people: ages fit schooling, marriage and years of work; a minor's profile
// holds no measurements or intimate-content preferences; applicants answer what each question asks; camera
// and location owners have terms, and bookings in every state that keep the rental rules.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seed({ prisma: t.db.prisma, files: diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-demo-"))) });
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

describe("demo members", () => {
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
      expect(Number(year), credit).toBeLessThan(2026);
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

describe("demo applications", () => {
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

describe("demo rentals", () => {
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
    const today = todayInIndia();
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
      if (b.status === "declined" || b.status === "expired" || b.status === "quoted")
        expect(of(b.renterId).length, `${b.projectTitle} (${b.status})`).toBeGreaterThan(0);
      if (b.status === "cancelled") {
        const told = b.cancelledBy === b.ownerId ? b.renterId : b.ownerId;
        expect(of(told).some((n) => n.title.includes("cancelled"))).toBe(true);
      }
      for (const r of b.reviews)
        expect(of(r.subjectId).some((n) => n.title.endsWith("reviewed your booking"))).toBe(true);
    }
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

  it("are added once: seeding again adds no bookings, closed days, notices or terms", async () => {
    const prisma = t.db.prisma;
    const counts = () =>
      Promise.all([
        prisma.booking.count(),
        prisma.bookingReview.count(),
        prisma.blockedDay.count(),
        prisma.notification.count(),
        prisma.rentalTerms.count(),
        prisma.savedSearch.count(),
      ]);
    const before = await counts();
    await seed({ prisma, files: diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-demo-"))) });
    expect(await counts()).toEqual(before);
  });
});

describe("demo saved searches", () => {
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

  it("are due on the first run of the digests after a fresh seed: each alerts in the bell, by mail, and the actress on WhatsApp", async () => {
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
      // Run again: nothing more is due.
      expect((await sendDueDigests()).sent).toBe(0);
    } finally {
      delete process.env.OUTBOX_DIR;
    }
  });
});
