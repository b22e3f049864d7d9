import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHILD_SUBCATEGORY, isMinor } from "@/lib/accounts/minors";
import { ageInIndia } from "@/lib/dates";
import { diskStorage } from "@/lib/media/storage";
import { INTIMATE } from "@/lib/profiles/kinds/artist";
import { seed } from "@/lib/seed";
import { SEED_DAY } from "@/lib/seed/life";
import { canonicalCity } from "@/lib/search/vocabulary";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// The demo data reads like real people: ages fit schooling, marriage and years of work; a minor's profile
// holds no measurements or intimate-content preferences; applicants answer what each question asks.

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
