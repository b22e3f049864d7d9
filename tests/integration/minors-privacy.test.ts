import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { GET as readRoute } from "@/app/api/(profiles)/[profileApi]/[userId]/route";
import { POST as startRoute } from "@/app/api/conversations/route";
import { GET as guardianGet, PUT as guardianPut } from "@/app/api/me/guardian/route";
import { PUT as privacyRoute } from "@/app/api/me/privacy/route";
import { POST as confirmGuardianRoute } from "@/app/api/user/confirm-guardian/route";
import { POST as registerRoute } from "@/app/api/user/register/route";
import { GET as userRoute } from "@/app/api/user/[id]/route";
import { GET as privateRoute } from "@/app/api/users/[id]/private-details/route";
import { reindexMember } from "@/lib/search/reindex";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { linkToken, outbox } from "../helpers/mail";
import { multipartRequest } from "../helpers/uploads";

// Minors and private details, through the route handlers on a real database: the public view shows the age
// and nothing intimate; private details reach the member and, when an adult allows it, verified casting
// teams; a minor's profile holds no intimate preferences, waits for a parent's or guardian's confirmation by
// mail, and can be messaged only by verified casting teams, whose messages are mailed to the guardian.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("minors-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  await backgroundIdle();
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const ctx = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

const saveActor = (member: Member, fields: Record<string, string>) =>
  addRoute(
    multipartRequest("/api/actor/add", { userId: member.user.id, ...fields }, {}, { authorization: member.bearer }),
    ctx({ profileApi: "actor" }),
  );
const readActor = async (member: Member) =>
  json(
    await readRoute(
      new Request(`http://localhost/api/actor/${member.user.id}`, { headers: { authorization: member.bearer } }),
      ctx({ profileApi: "actor", userId: member.user.id }),
    ),
  );
const publicStatus = async (id: string) => (await userRoute(new Request("http://localhost"), ctx({ id }))).status;
const privateDetails = async (id: string, headers: Record<string, string> = {}) =>
  json(await privateRoute(new Request(`http://localhost/api/users/${id}/private-details`, { headers }), ctx({ id })));

const ADULT = {
  fullName: "Meera Kapoor",
  city: "Mumbai",
  height: "165 cm",
  weight: "54 kg",
  dateOfBirth: "1996-05-20",
  measurements: JSON.stringify({ brust: "34", waist: "27", hips: "36" }),
  interests: JSON.stringify({ acting: true, nudeShoot: true, bikiniShoots: true }),
  comfortLevel: JSON.stringify({ onScreenKiss: true, onScreenSmooch: false, loveMaking: false }),
};

async function verifiedHirer() {
  const hirer = await createHirer();
  await db().user.update({ where: { id: hirer.id }, data: { rate: true } });
  return hirer;
}

describe("private details", () => {
  let adult: Member;
  beforeAll(async () => {
    adult = await createMember({ gender: "Female", subcategory: "Heroine" });
    const saved = await saveActor(adult, ADULT);
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it("keeps the date of birth, measurements and intimate preferences out of the public profile", async () => {
    const text = await (await userRoute(new Request("http://localhost"), ctx({ id: adult.user.id }))).text();
    for (const secret of ["1996-05-20", "dateOfBirth", "measurements", "comfortLevel", "nudeShoot", "bikiniShoots"]) {
      expect(text).not.toContain(secret);
    }
    const details = JSON.parse(text).user.additionalDetails;
    expect(details.age).toBeGreaterThanOrEqual(29);
    expect(details.interests).toEqual(expect.objectContaining({ acting: true }));
  });

  it("shows them to the member, and to a verified casting team only once the member allows it", async () => {
    const other = await createMember({ subcategory: "Hero", gender: "Male" });
    const unverified = await createHirer();
    const verified = await verifiedHirer();

    expect((await privateDetails(adult.user.id)).status).toBe(401);
    const own = await privateDetails(adult.user.id, { authorization: adult.bearer });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      dateOfBirth: "1996-05-20",
      shared: false,
      measurements: { bust: "34", waist: "27", hips: "36" },
      comfortLevel: { onScreenKiss: true },
      interests: { nudeShoot: true, bikiniShoots: true },
    });
    for (const viewer of [other.bearer, unverified.bearer, verified.bearer]) {
      expect((await privateDetails(adult.user.id, { authorization: viewer })).status).toBe(403);
    }

    const share = await privacyRoute(
      jsonRequest("/api/me/privacy", { sharePrivateDetails: true }, { authorization: adult.bearer }, "PUT"),
    );
    expect(share.status).toBe(200);
    const seen = await privateDetails(adult.user.id, { authorization: verified.bearer });
    expect(seen.status).toBe(200);
    expect(seen.body.data.measurements).toEqual({ bust: "34", waist: "27", hips: "36" });
    for (const viewer of [other.bearer, unverified.bearer]) {
      expect((await privateDetails(adult.user.id, { authorization: viewer })).status).toBe(403);
    }

    const bad = await privacyRoute(
      jsonRequest("/api/me/privacy", { sharePrivateDetails: "yes" }, { authorization: adult.bearer }, "PUT"),
    );
    expect(bad.status).toBe(400);
    await privacyRoute(
      jsonRequest("/api/me/privacy", { sharePrivateDetails: false }, { authorization: adult.bearer }, "PUT"),
    );
    expect((await privateDetails(adult.user.id, { authorization: verified.bearer })).status).toBe(403);
  });
});

describe("a minor's profile", () => {
  it("refuses intimate preferences and measurements, naming each, and offers none of them", async () => {
    const child = await createMember({ subcategory: "Child Artist", gender: "Female" });
    const refused = await saveActor(child, { ...ADULT, dateOfBirth: "2017-02-11" });
    const body = await refused.json();
    expect(refused.status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining([
        "interests.nudeShoot",
        "interests.bikiniShoots",
        "comfortLevel.onScreenKiss",
        "measurements.brust",
      ]),
    );
    expect(await db().artistProfile.findUnique({ where: { userId: child.user.id } })).toBeNull();

    const saved = await saveActor(child, {
      fullName: "Anvi Rao",
      city: "Chennai",
      height: "120 cm",
      weight: "24 kg",
      dateOfBirth: "2017-02-11",
      interests: JSON.stringify({ acting: true, nudeShoot: false }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const row = await db().artistProfile.findUniqueOrThrow({ where: { userId: child.user.id } });
    expect(row.interests).not.toHaveProperty("nudeShoot");
    expect(row.comfortLevel).toEqual({ onScreenKiss: false, onScreenSmooch: false, loveMaking: false });
    const form = await readActor(child);
    expect(form.body.actor).not.toHaveProperty("comfortLevel");
    expect(form.body.actor).not.toHaveProperty("measurements");
    expect(form.body.actor.interests).not.toHaveProperty("lingerieShoots");

    // Made directly in the database with no guardian: the profile waits, out of sight, for one.
    expect(await publicStatus(child.user.id)).toBe(404);
    const share = await privacyRoute(
      jsonRequest("/api/me/privacy", { sharePrivateDetails: true }, { authorization: child.bearer }, "PUT"),
    );
    expect(share.status).toBe(400);
  });

  it("hides a member whose date of birth turns out under 18 until a guardian confirms, and shows them after", async () => {
    const teen = await createMember({ subcategory: "Heroine", gender: "Female" });
    const { measurements: _m, interests: _i, comfortLevel: _c, ...plain } = ADULT;
    expect((await saveActor(teen, plain)).status).toBe(200);
    expect(await publicStatus(teen.user.id)).toBe(200);

    const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
    expect((await saveActor(teen, { ...plain, dateOfBirth: sixteen })).status).toBe(200);
    expect(await publicStatus(teen.user.id)).toBe(404);
    expect(await db().searchProfile.findUnique({ where: { userId: teen.user.id } })).toBeNull();

    const status = await json(
      await guardianGet(new Request("http://localhost/api/me/guardian", { headers: { authorization: teen.bearer } })),
    );
    expect(status.body.data).toEqual({ guardian: null, minor: true, awaitingGuardian: true });

    const bad = await guardianPut(
      jsonRequest("/api/me/guardian", { name: "", relation: "Aunt" }, { authorization: teen.bearer }, "PUT"),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["email", "name", "phone", "relation"]);

    const guardian = {
      name: "Latha Iyer",
      relation: "Mother",
      email: "latha.iyer@example.test",
      phone: "+91 98400 11223",
    };
    const named = await guardianPut(jsonRequest("/api/me/guardian", guardian, { authorization: teen.bearer }, "PUT"));
    expect(named.status).toBe(200);
    await backgroundIdle();
    const mail = (await outbox(mailDir)).findLast((m) => m.to === guardian.email)!;
    expect(mail.text).toContain(teen.user.name);
    const token = linkToken(mail, "/confirm-guardian");

    const confirm = () => confirmGuardianRoute(jsonRequest("/api/user/confirm-guardian", { token }));
    expect((await confirm()).status).toBe(200);
    expect(await publicStatus(teen.user.id)).toBe(200);
    expect((await confirm()).status).toBe(400);

    // An adult by date of birth needs no guardian.
    const grown = await createMember({ subcategory: "Heroine", gender: "Female" });
    expect((await saveActor(grown, plain)).status).toBe(200);
    const refused = await guardianPut(
      jsonRequest("/api/me/guardian", guardian, { authorization: grown.bearer }, "PUT"),
    );
    expect(refused.status).toBe(400);
  });
});

describe("signing up a child", () => {
  const child = (email: string, extra: Record<string, unknown> = {}) =>
    jsonRequest("/api/user/register", {
      name: "Ishaan Menon",
      gender: "Male",
      category: "Artists",
      subcategory: "Child Artist",
      phone: "+91 98450 77881",
      email,
      password: "a family password",
      ...extra,
    });

  it("needs a parent or guardian, named field by field", async () => {
    const refused = await registerRoute(child("ishaan.refused@example.test"));
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).errors).sort()).toEqual([
      "guardianEmail",
      "guardianName",
      "guardianPhone",
      "guardianRelation",
    ]);
    const teen = await registerRoute(
      jsonRequest("/api/user/register", {
        name: "Diya Shah",
        gender: "Female",
        category: "Artists",
        subcategory: "Heroine",
        phone: "+91 98450 77882",
        email: "diya.teen@example.test",
        password: "a family password",
        underEighteen: true,
      }),
    );
    expect(teen.status).toBe(400);
  });

  it("keeps the child out of sight until the guardian confirms by mail, then mails them the child's messages", async () => {
    const guardianEmail = "priya.menon@example.test";
    const created = await registerRoute(
      child("ishaan.menon@example.test", {
        guardianName: "Priya Menon",
        guardianRelation: "Mother",
        guardianEmail,
        guardianPhone: "+91 98450 11223",
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { user } = await created.json();
    expect(await publicStatus(user.id)).toBe(404);
    expect(await db().searchProfile.findUnique({ where: { userId: user.id } })).toBeNull();
    // A profile picture would list an adult at once (lib/members/listed.ts); the child stays out of sight.
    await db().user.update({ where: { id: user.id }, data: { profilePic: `profiles/${user.id}.jpg` } });
    await reindexMember(db(), user.id);
    expect(await db().searchProfile.findUnique({ where: { userId: user.id } })).toBeNull();

    await backgroundIdle();
    const mail = (await outbox(mailDir)).findLast((m) => m.to === guardianEmail)!;
    expect(mail.subject).toContain("Ishaan Menon");
    const confirmed = await confirmGuardianRoute(
      jsonRequest("/api/user/confirm-guardian", { token: linkToken(mail, "/confirm-guardian") }),
    );
    expect(confirmed.status).toBe(200);
    expect(await publicStatus(user.id)).toBe(200);
    expect(await db().searchProfile.findUnique({ where: { userId: user.id } })).not.toBeNull();

    // Only verified casting teams may write to a minor.
    const talent = await createMember({ subcategory: "Hero", gender: "Male" });
    const unverified = await createHirer();
    const verified = await verifiedHirer();
    const start = (bearer: string) =>
      startRoute(
        jsonRequest(
          "/api/conversations",
          { toUserId: user.id, text: "Audition on Saturday?" },
          { authorization: bearer },
        ),
      );
    for (const bearer of [talent.bearer, unverified.bearer]) {
      const refused = await start(bearer);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/verified casting teams/);
    }
    expect((await start(verified.bearer)).status).toBe(201);
    await backgroundIdle();
    const notice = (await outbox(mailDir)).findLast((m) => m.subject.startsWith("New message"))!;
    expect(notice.to).toBe(guardianEmail);
    expect(notice.text).toContain("Hello Priya Menon");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, a guardian's confirmation during a profile save", () => {
  it("is seen by the save, which waits for it, and never hides the confirmed minor again", async () => {
    const teen = await createMember({ subcategory: "Heroine", gender: "Female" });
    const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
    const plain = { fullName: "Tara Nair", city: "Kochi", height: "158 cm", weight: "48 kg", dateOfBirth: sixteen };
    expect((await saveActor(teen, plain)).status).toBe(200);
    await db().guardian.create({
      data: {
        userId: teen.user.id,
        name: "Rekha Nair",
        relation: "Mother",
        email: "rekha@example.test",
        phone: "+91 98470 12345",
      },
    });

    // A second connection confirms the guardian, holding the member's lock as POST /api/user/confirm-guardian does.
    const other = t.db.sql;
    await other.exec("BEGIN");
    await other.query(`SELECT 1 FROM "User" WHERE "id" = $1 FOR UPDATE`, [teen.user.id]);
    await other.query(`UPDATE "Guardian" SET "confirmedAt" = now() WHERE "userId" = $1`, [teen.user.id]);
    await other.query(`UPDATE "User" SET "awaitingGuardian" = false WHERE "id" = $1`, [teen.user.id]);
    let settled = false;
    const saving = saveActor(teen, { ...plain, city: "Thrissur" }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(settled).toBe(false);
    await other.exec("COMMIT");

    expect((await saving).status).toBe(200);
    const after = await db().user.findUniqueOrThrow({ where: { id: teen.user.id } });
    expect(after.awaitingGuardian).toBe(false);
    expect(await publicStatus(teen.user.id)).toBe(200);
  });
});
