import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { DELETE as keepRoute, GET as dueRoute } from "@/app/api/me/choices-review/route";
import { toFormValues } from "@/lib/profiles/definition";
import { formFor } from "@/lib/profiles/kinds";
import { OLD_FORM_TICKS, settleChoicesReview } from "@/lib/profiles/choices-review";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { multipartRequest } from "../helpers/uploads";

// Nothing about what a person is willing to do is chosen for them: every artist form starts with no interest,
// comfort level, outfit, dress or work location ticked; a save that leaves them out stores "not chosen". Profiles
// that existed when the original form ticked some for everyone are settled once: a minor's ticks are cleared and
// the guardian told, an adult is asked to review them (and nothing of theirs changes) until they save or keep them.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("choices-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

type Member = Awaited<ReturnType<typeof createMember>>;

const ALL_TICKED = Object.fromEntries(OLD_FORM_TICKS.interests.map((key) => [key, true]));

/** A profile as the original form saved it: the defaults ticked, plus what the member chose. */
async function oldFormProfile(member: Member, dateOfBirth: string, chosen: Record<string, boolean> = {}) {
  await db().artistProfile.create({
    data: {
      userId: member.user.id,
      fullName: member.user.name,
      city: "Chennai",
      height: "152 cm",
      weight: "45 kg",
      dressesComfortableWith: ["Traditional"],
      dateOfBirth: new Date(`${dateOfBirth}T00:00:00Z`),
      measurements: { brust: false, waist: false, hips: false },
      openFor: { outstationShoots: false, outOfCountryShoots: false },
      interests: { ...ALL_TICKED, nudeShoot: false, ...chosen },
      comfortLevel: { onScreenKiss: false, onScreenSmooch: false, loveMaking: false },
      outfitPreferences: { indianWear: true, westernWear: false },
      workLocation: { indoor: true, outdoor: true },
      allergies: { dust: false, cosmetics: false },
      choicesReview: "PENDING",
    },
  });
}

const get = (member: Member) =>
  dueRoute(new Request("http://localhost/api/me/choices-review", { headers: { authorization: member.bearer } }));
const keep = (member: Member) =>
  keepRoute(
    new Request("http://localhost/api/me/choices-review", {
      method: "DELETE",
      headers: { authorization: member.bearer },
    }),
  );
const due = async (member: Member) => ((await (await get(member)).json()).data as { due: boolean }).due;

describe("a new artist form", () => {
  it("starts with no interest, comfort level, outfit, dress or work location ticked, in every variant", () => {
    for (const gender of ["Female", "Male"])
      for (const minor of [false, true]) {
        const values = toFormValues(formFor("artist", gender, minor)!, null);
        for (const group of ["interests", "comfortLevel", "outfitPreferences", "workLocation", "openFor"]) {
          const flags = (values[group] ?? {}) as Record<string, boolean>;
          expect(
            Object.entries(flags).filter(([, on]) => on),
            `${gender} minor=${minor} ${group}`,
          ).toEqual([]);
        }
        expect(values.dressesComfortableWith, `${gender} minor=${minor}`).toEqual([]);
      }
  });

  it("shows a saved profile exactly as saved: an option missing from the stored choices is unticked", () => {
    const values = toFormValues(formFor("artist", "Female", false)!, {
      interests: { acting: true },
      workLocation: { outdoor: true },
    });
    expect(Object.entries(values.interests as object).filter(([, on]) => on)).toEqual([["acting", true]]);
    expect(values.workLocation).toEqual({ indoor: false, outdoor: true });
  });

  it("stores 'not chosen' for every option an API save leaves out", async () => {
    const member = await createMember({ gender: "Female", subcategory: "Heroine" });
    const res = await addRoute(
      multipartRequest(
        "/api/actor/add",
        { userId: member.user.id, fullName: "Nila Rao", city: "Chennai", height: "160 cm", weight: "52 kg" },
        {},
        { authorization: member.bearer },
      ),
      { params: Promise.resolve({ profileApi: "actor" }) },
    );
    expect(res.status).toBe(200);
    const row = await db().artistProfile.findUniqueOrThrow({ where: { userId: member.user.id } });
    for (const group of [row.interests, row.comfortLevel, row.outfitPreferences, row.workLocation])
      expect(Object.values(group as object).some((on) => on === true)).toBe(false);
    expect(row.dressesComfortableWith).toEqual([]);
    expect(row.choicesReview).toBeNull();
  });
});

describe("profiles saved by the original form", () => {
  it("clear a minor's old ticks and tell the guardian, and ask an adult to review without changing anything", async () => {
    const adult = await createMember({ gender: "Female", subcategory: "Heroine", name: "Kavya Menon" });
    await oldFormProfile(adult, "1996-05-10", { bikiniShoots: true });
    const child = await createMember({ gender: "Male", subcategory: "Child Artist", name: "Arjun Pillai" });
    await oldFormProfile(child, "2016-08-01");
    await db().guardian.create({
      data: {
        userId: child.user.id,
        name: "Lakshmi Pillai",
        relation: "Mother",
        email: "lakshmi.pillai@example.test",
        phone: "+91 98400 00000",
        confirmedAt: new Date(),
      },
    });
    const adultBefore = await db().artistProfile.findUniqueOrThrow({ where: { userId: adult.user.id } });

    expect(await settleChoicesReview()).toEqual({ cleared: 1, asked: 1 });

    const adultAfter = await db().artistProfile.findUniqueOrThrow({ where: { userId: adult.user.id } });
    expect(adultAfter.choicesReview).toBe("DUE");
    expect(adultAfter.interests).toEqual(adultBefore.interests);
    expect(adultAfter.workLocation).toEqual(adultBefore.workLocation);
    expect(await due(adult)).toBe(true);

    const childAfter = await db().artistProfile.findUniqueOrThrow({ where: { userId: child.user.id } });
    expect(childAfter.choicesReview).toBeNull();
    expect(Object.values(childAfter.interests as object).some((on) => on === true)).toBe(false);
    expect(childAfter.workLocation).toEqual({ indoor: false, outdoor: false });
    // Only the old form's ticks go: the rest of the profile stays as it was.
    expect(childAfter.outfitPreferences).toEqual({ indianWear: true, westernWear: false });
    expect(await due(child)).toBe(false);

    await backgroundIdle();
    const mails = (await outbox(mailDir)).filter((m) => m.to.includes("lakshmi.pillai@example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Arjun Pillai");
    expect(mails[0].text).toContain("Hello Lakshmi Pillai");
    expect(mails[0].text).toMatch(/Interests cleared: Acting, Ramp shows, .*Music albums/);
    expect(mails[0].text).toContain("Work locations cleared: indoor and outdoor.");
    expect(mails[0].text).toContain("/candidate-profile-setting");
    // No mail to the adult: nothing of theirs changed.
    expect((await outbox(mailDir)).filter((m) => m.to.includes(adult.user.email))).toEqual([]);

    // Settled once: a second run finds nothing to do.
    expect(await settleChoicesReview()).toEqual({ cleared: 0, asked: 0 });
  });

  it("tell a guardian in the child's language", async () => {
    const child = await createMember({ gender: "Female", subcategory: "Child Artist", name: "Meena Raju" });
    await db().user.update({ where: { id: child.user.id }, data: { locale: "hi" } });
    await oldFormProfile(child, "2015-02-11");
    await db().guardian.create({
      data: {
        userId: child.user.id,
        name: "Raju Iyer",
        relation: "Father",
        email: "raju.iyer@example.test",
        phone: "+91 98400 00001",
        confirmedAt: new Date(),
      },
    });
    await settleChoicesReview();
    await backgroundIdle();
    const [mail] = (await outbox(mailDir)).filter((m) => m.to.includes("raju.iyer@example.test"));
    expect(mail.text).toContain("हटाई गई रुचियाँ");
    expect(mail.text).toContain("रैंप शो");
    expect(mail.text).toContain("/hi/candidate-profile-setting");
    expect(mail.text).not.toMatch(/Ramp shows|Interests cleared/);
  });

  it("stop asking an adult once they keep their choices, or save the form; only for themselves", async () => {
    const kept = await createMember({ gender: "Female", name: "Divya Nair" });
    const saver = await createMember({ gender: "Female", name: "Roja Das" });
    for (const member of [kept, saver]) await oldFormProfile(member, "1994-01-20");
    await settleChoicesReview();
    expect([await due(kept), await due(saver)]).toEqual([true, true]);

    expect((await keepRoute(new Request("http://localhost/api/me/choices-review", { method: "DELETE" }))).status).toBe(
      401,
    );
    const answer = await keep(kept);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ due: false });
    expect([await due(kept), await due(saver)]).toEqual([false, true]);
    const keptRow = await db().artistProfile.findUniqueOrThrow({ where: { userId: kept.user.id } });
    expect((keptRow.interests as Record<string, boolean>).rampShows).toBe(true);

    const res = await addRoute(
      multipartRequest(
        "/api/actor/add",
        {
          userId: saver.user.id,
          fullName: "Roja Das",
          city: "Kolkata",
          height: "162 cm",
          weight: "55 kg",
          interests: JSON.stringify({ acting: true }),
        },
        {},
        { authorization: saver.bearer },
      ),
      { params: Promise.resolve({ profileApi: "actor" }) },
    );
    expect(res.status).toBe(200);
    expect(await due(saver)).toBe(false);
    const saved = await db().artistProfile.findUniqueOrThrow({ where: { userId: saver.user.id } });
    expect(Object.entries(saved.interests as object).filter(([, on]) => on)).toEqual([["acting", true]]);
  });

  it("are settled once however many instances run it at the same time", async () => {
    const children = await Promise.all(
      [1, 2, 3, 4].map((n) => createMember({ gender: "Male", subcategory: "Child Artist", name: `Child ${n}` })),
    );
    for (const [n, child] of children.entries()) {
      await oldFormProfile(child, "2014-06-01");
      await db().guardian.create({
        data: {
          userId: child.user.id,
          name: `Parent ${n}`,
          relation: "Mother",
          email: `parent.${n}.race@example.test`,
          phone: "+91 98400 00002",
          confirmedAt: new Date(),
        },
      });
    }
    const runs = await Promise.all([settleChoicesReview(), settleChoicesReview(), settleChoicesReview()]);
    expect(runs.reduce((n, run) => n + run.cleared, 0)).toBe(4);
    await backgroundIdle();
    const mails = (await outbox(mailDir)).filter((m) => /parent\.\d\.race@/.test(m.to));
    expect(mails).toHaveLength(4);
  });
});
