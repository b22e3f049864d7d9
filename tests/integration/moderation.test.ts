import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as reviewCallRoute } from "@/app/api/admin/calls/[id]/route";
import { POST as reportActionRoute } from "@/app/api/admin/reports/[id]/route";
import { PATCH as adminUserRoute } from "@/app/api/admin/users/[id]/route";
import { GET as callRoute } from "@/app/api/calls/[id]/route";
import { GET as messagesRoute } from "@/app/api/conversations/[id]/messages/route";
import { GET as listRoute, POST as startRoute } from "@/app/api/conversations/route";
import { POST as operatorRoute } from "@/app/api/operator/admins/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { db } from "@/lib/server/db";
import { earliestDeadline } from "@/lib/hiring/dates";
import { listCalls } from "@/lib/hiring/calls";
import { listOrganizations } from "@/lib/hiring/organizations";
import { openOperatorChannel, operatorFile } from "@/lib/moderation/operator";
import { moneyRequestIn as moneyPhraseIn } from "@/lib/screening/money-requests";
import { refusal } from "@/lib/i18n/refusals";
import { findPublicUser } from "@/lib/profiles/public";
import { memberEntries } from "@/lib/seo/sitemap";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { COURTROOM_CALL } from "../helpers/calls";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";

const SUSPENDED_MESSAGE = refusal("accountSuspended").english;

// Reports, the admins' actions and their audit log, suspension, and calls held because they ask for money,
// through the route handlers on a real database.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

type Member = Awaited<ReturnType<typeof createMember>>;
type Hirer = Awaited<ReturnType<typeof createHirer>>;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const json = async (answer: Response | Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: await response.json() };
};
const report = (who: { bearer: string } | undefined, body: object) =>
  json(reportRoute(jsonRequest("/api/reports", body, who ? { authorization: who.bearer } : {})));

async function admin(): Promise<Member> {
  const member = await createMember({ name: "Admin" });
  await db().user.update({ where: { id: member.user.id }, data: { isAdmin: true } });
  return member;
}
const adminUser = (who: { bearer: string } | undefined, id: string, body: object) =>
  json(
    adminUserRoute(
      jsonRequest(`/api/admin/users/${id}`, body, who ? { authorization: who.bearer } : {}, "PATCH"),
      ctx(id),
    ),
  );
const actOn = (who: { bearer: string }, reportId: string, body: object) =>
  json(
    reportActionRoute(
      jsonRequest(`/api/admin/reports/${reportId}`, body, { authorization: who.bearer }),
      ctx(reportId),
    ),
  );
const review = (who: { bearer: string }, id: string, body: object) =>
  json(reviewCallRoute(jsonRequest(`/api/admin/calls/${id}`, body, { authorization: who.bearer }, "PATCH"), ctx(id)));

const CALL = COURTROOM_CALL;
async function post(hirer: Hirer, overrides: object = {}) {
  return json(
    (await import("@/app/api/calls/route")).POST(
      jsonRequest("/api/calls", { ...CALL, ...overrides }, { authorization: hirer.bearer }),
    ),
  );
}
const publicIds = async () => (await listCalls({})).calls.map((c) => c.id);

describe("reports", () => {
  it("take a reason from the list, name what is wrong, and keep one open report per reporter and target", async () => {
    const [reporter, other] = [await createMember(), await createMember({ name: "Reported One" })];
    const target = { targetType: "profile", targetId: other.user.id };
    expect((await report(undefined, { ...target, reason: "Harassment" })).status).toBe(401);
    const bad = await report(reporter, { ...target, reason: "Ugly" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.reason).toMatch(/Asks for money/);
    expect(
      (await report(reporter, { targetType: "planet", targetId: "x", reason: "Other" })).body.errors.targetType,
    ).toBeTruthy();
    expect((await report(reporter, { targetType: "profile", targetId: "nobody-here", reason: "Other" })).status).toBe(
      404,
    );
    expect(
      (await report(reporter, { targetType: "profile", targetId: reporter.user.id, reason: "Other" })).status,
    ).toBe(400);
    const long = await report(reporter, { ...target, reason: "Other", details: "x".repeat(2001) });
    expect(long.body.errors.details).toMatch(/2,000/);

    const filed = await report(reporter, { ...target, reason: "Impersonation", details: "Uses my photos." });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ targetType: "profile", targetId: other.user.id, status: "open" });
    const twice = await Promise.all([
      report(reporter, { ...target, reason: "Other" }),
      report(reporter, { ...target, reason: "Other" }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect(await db().report.count({ where: { reporterId: reporter.user.id } })).toBe(1);

    // Once an admin has settled it, the same member may report again.
    const boss = await admin();
    expect(
      (await actOn(boss, filed.body.data.id, { action: "dismiss", reason: "Same person, own photos" })).status,
    ).toBe(200);
    expect((await report(reporter, { ...target, reason: "Other", details: "Again" })).status).toBe(201);
  });

  it("reach only messages sent to the reporter", async () => {
    const [a, b, outsider] = [await createMember(), await createMember(), await createMember()];
    const started = await json(
      startRoute(
        jsonRequest("/api/conversations", { toUserId: b.user.id, text: "Pay me first" }, { authorization: a.bearer }),
      ),
    );
    const messageId = started.body.data.message.id as string;
    const target = { targetType: "message", targetId: messageId, reason: "Asks for money" };
    expect((await report(outsider, target)).status).toBe(404);
    expect((await report(a, target)).status).toBe(404); // one's own message
    expect((await report(b, target)).status).toBe(201);

    // Hidden by an admin: the thread keeps its place, the text is gone for both.
    const boss = await admin();
    const queued = await db().report.findFirstOrThrow({ where: { targetId: messageId } });
    expect((await actOn(boss, queued.id, { action: "hide", reason: "Asked for money" })).body.data.resolved).toBe(1);
    const thread = await json(
      messagesRoute(
        new Request(`http://localhost/api/conversations/${started.body.data.conversationId}/messages`, {
          headers: { authorization: b.bearer },
        }),
        ctx(started.body.data.conversationId),
      ),
    );
    expect(thread.body.data.messages[0]).toMatchObject({ hidden: true, body: "" });
    const list = await json(
      listRoute(new Request("http://localhost/api/conversations", { headers: { authorization: a.bearer } })),
    );
    expect(list.body.data.conversations[0].lastMessage.body).toMatch(/removed/);
  });
});

describe("admin actions", () => {
  it("are refused to visitors (401) and members (403), and need a reason", async () => {
    const [member, other] = [await createMember(), await createMember()];
    expect((await adminUser(undefined, other.user.id, { verified: true, reason: "Checked" })).status).toBe(401);
    const refused = await adminUser(member, other.user.id, { verified: true, reason: "Checked" });
    expect(refused.status).toBe(403);
    expect((await review(member, "whatever", { action: "publish", reason: "fine" })).status).toBe(403);
    expect((await actOn(member, "whatever", { action: "dismiss", reason: "fine" })).status).toBe(403);
    const boss = await admin();
    expect((await adminUser(boss, other.user.id, { verified: true })).body.errors.reason).toMatch(/reason/);
    expect((await adminUser(boss, other.user.id, { reason: "nothing" })).status).toBe(400);
    expect((await adminUser(boss, "no-such-member", { verified: true, reason: "Checked" })).status).toBe(404);
    expect(await db().user.findUniqueOrThrow({ where: { id: other.user.id }, select: { rate: true } })).toEqual({
      rate: false,
    });
  });

  it("verify a member (the rate star, in search too) and keep an audit log nobody can edit", async () => {
    const [boss, actor] = [await admin(), await createMember({ name: "Verified Actor", listed: true })];
    const verified = await adminUser(boss, actor.user.id, { verified: true, reason: "ID and agency letter seen" });
    expect(verified.body.data).toEqual({ id: actor.user.id, verified: true, suspended: false });
    expect((await findPublicUser(actor.user.id))?.rate).toBe(true);
    expect(
      await db().searchProfile.findUniqueOrThrow({ where: { userId: actor.user.id }, select: { verified: true } }),
    ).toEqual({ verified: true });
    const entry = await db().adminAction.findFirstOrThrow({ where: { targetId: actor.user.id } });
    expect(entry).toMatchObject({ adminId: boss.user.id, action: "verify", reason: "ID and agency letter seen" });
    await expect(db().adminAction.update({ where: { id: entry.id }, data: { reason: "changed" } })).rejects.toThrow();
    await expect(db().adminAction.delete({ where: { id: entry.id } })).rejects.toThrow();
    await expect(t.db.sql.query(`TRUNCATE "AdminAction"`)).rejects.toThrow(/cannot be changed/);
    expect(await db().adminAction.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      reason: "ID and agency letter seen",
    });
  });
});

describe("suspension", () => {
  it("stops the member's token and cookie on the next request, refuses sign-in, and hides everything of theirs", async () => {
    const [boss, actor] = [await admin(), await createMember({ name: "Suspended Actor", listed: true })];
    const unread = (headers: Record<string, string>) =>
      listRoute(new Request("http://localhost/api/conversations", { headers }));
    expect((await unread({ authorization: actor.bearer })).status).toBe(200);
    expect((await unread({ cookie: actor.cookie })).status).toBe(200);
    expect((await memberEntries(0))?.some((e) => e.url.endsWith(actor.user.id))).toBe(true);

    expect((await adminUser(boss, boss.user.id, { suspended: true, reason: "oops" })).status).toBe(400);
    const suspended = await adminUser(boss, actor.user.id, {
      suspended: true,
      reason: "Fake profile with stolen photos",
    });
    expect(suspended.body.data.suspended).toBe(true);

    expect((await unread({ authorization: actor.bearer })).status).toBe(401);
    expect((await unread({ cookie: actor.cookie })).status).toBe(401);
    const login = await api.login(
      jsonRequest("/api/user/login", { email: actor.user.email, password: actor.password }),
    );
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe(SUSPENDED_MESSAGE);
    // The wrong password is told nothing more than before.
    const wrong = await api.login(
      jsonRequest("/api/user/login", { email: actor.user.email, password: "not it at all" }),
    );
    expect(wrong.status).toBe(401);

    expect(await findPublicUser(actor.user.id)).toBeNull();
    expect((await api.user(actor.user.id)).status).toBe(404);
    expect(await db().searchProfile.count({ where: { userId: actor.user.id } })).toBe(0);
    expect((await memberEntries(0))?.some((e) => e.url.endsWith(actor.user.id)) ?? false).toBe(false);
    const someone = await createMember();
    const message = await json(
      startRoute(
        jsonRequest("/api/conversations", { toUserId: actor.user.id, text: "Hi" }, { authorization: someone.bearer }),
      ),
    );
    expect(message.status).toBe(404);

    // Lifted: the profile is back; old sessions stay ended, a new sign-in works.
    await adminUser(boss, actor.user.id, { suspended: false, reason: "Appeal accepted" });
    expect(await findPublicUser(actor.user.id)).not.toBeNull();
    expect(await db().searchProfile.count({ where: { userId: actor.user.id } })).toBe(1);
    expect((await unread({ authorization: actor.bearer })).status).toBe(401);
    const again = await api.login(
      jsonRequest("/api/user/login", { email: actor.user.email, password: actor.password }),
    );
    expect(again.status).toBe(200);
    const log = await db().adminAction.findMany({ where: { targetId: actor.user.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => l.action)).toEqual(["suspend", "unsuspend"]);
  });

  it("of a hirer, through a report, takes their studio and calls off the site and settles every report on them", async () => {
    const [boss, hirer, talent] = [
      await admin(),
      await createHirer({ organizationName: "Shady Pictures" }),
      await createMember(),
    ];
    const call = (await post(hirer)).body.data as { id: string };
    expect(await publicIds()).toContain(call.id);
    const first = await report(talent, {
      targetType: "call",
      targetId: call.id,
      reason: "Asks for money",
      details: "Wanted ₹2,000 on the phone.",
    });
    await report(talent, { targetType: "profile", targetId: hirer.id, reason: "Fake or misleading" });
    expect((await actOn(boss, first.body.data.id, { action: "hide", reason: "Asks for money" })).status).toBe(200);
    expect(
      (await actOn(boss, first.body.data.id, { action: "suspend", reason: "Asked applicants for money" })).body.data
        .resolved,
    ).toBe(1);
    expect(await db().report.count({ where: { targetUserId: hirer.id, status: "OPEN" } })).toBe(0);
    expect(await publicIds()).not.toContain(call.id);
    expect((await callRoute(new Request(`http://localhost/api/calls/${call.id}`), ctx(call.id))).status).toBe(404);
    expect((await listOrganizations(1, 100))?.organizations.some((o) => o.name === "Shady Pictures")).toBe(false);
  });
});

describe("calls that ask for money", () => {
  it("are held for review with the reason told to the poster, until an admin publishes them", async () => {
    const [boss, hirer] = [await admin(), await createHirer()];
    const held = await post(hirer, {
      description: "Shortlisted actors pay a registration fee of Rs 1,500 before the audition.",
    });
    expect(held.status).toBe(201);
    expect(held.body.message).toMatch(/registration fee/);
    expect(held.body.data.review).toMatchObject({ state: "held" });
    expect(await publicIds()).not.toContain(held.body.data.id);
    expect((await callRoute(new Request("http://localhost/api/calls/x"), ctx(held.body.data.id))).status).toBe(404);

    const fine = await post(hirer, { description: "No registration fee, no portfolio charges: applying is free." });
    expect(fine.body.data.review).toBeNull();
    expect(fine.body.message).toBe("Your casting call is published.");

    expect(
      (await review(boss, held.body.data.id, { action: "publish", reason: "Fee is for the venue, not talent" })).status,
    ).toBe(200);
    expect(await publicIds()).toContain(held.body.data.id);

    // An edit that newly asks for money holds it again.
    const edited = await json(
      (await import("@/app/api/calls/[id]/route")).PATCH(
        jsonRequest(
          `/api/calls/${fine.body.data.id}`,
          { description: "Selected candidates must pay ₹999 to confirm." },
          { authorization: hirer.bearer },
          "PATCH",
        ),
        ctx(fine.body.data.id),
      ),
    );
    expect(edited.body.data.review).toMatchObject({ state: "held" });
    expect(edited.body.message).toMatch(/mentions "must pay/);
    expect(await publicIds()).not.toContain(fine.body.data.id);
  });

  it("are recognised in English, Hindi and Hinglish, but not when the call says there is no fee", () => {
    expect(moneyPhraseIn("Portfolio charges Rs 3000 extra")).toMatch(/Portfolio charges/);
    expect(moneyPhraseIn("ऑडिशन के लिए रजिस्ट्रेशन फीस 500 रुपये")).toBe("रजिस्ट्रेशन फीस");
    expect(moneyPhraseIn("पंजीकरण शुल्क जमा करें")).toBeTruthy();
    expect(moneyPhraseIn("Selection ke baad 2000 fees jama karni hogi")).toMatch(/fees jama/);
    expect(moneyPhraseIn("Pay Rs. 500 to confirm your slot")).toMatch(/Pay Rs/);
    expect(moneyPhraseIn("There is no registration fee and no charges of any kind.")).toBeNull();
    expect(moneyPhraseIn("We pay ₹5,000 a day plus travel.")).toBeNull();
    expect(moneyPhraseIn("Registration closes on Friday; the fee for the role is ₹20,000.")).toBeNull();
  });
});

describe("screening the whole text on every edit", () => {
  const edit = (hirer: Hirer, id: string, body: object) =>
    json(
      import("@/app/api/calls/[id]/route").then(({ PATCH }) =>
        PATCH(jsonRequest(`/api/calls/${id}`, body, { authorization: hirer.bearer }, "PATCH"), ctx(id)),
      ),
    );

  it("holds a call an admin published once an edit asks for money, and leaves it be when the text is unchanged", async () => {
    const [boss, hirer] = [await admin(), await createHirer()];
    const held = await post(hirer, { description: "Audition fees Rs 500, refundable after selection." });
    expect(held.body.data.review).toMatchObject({ state: "held" });
    await review(boss, held.body.data.id, { action: "publish", reason: "A venue deposit, refunded" });
    expect(await publicIds()).toContain(held.body.data.id);

    // Dates only: the text the admin let through is unchanged, the call stays public.
    const later = earliestDeadline(new Date(Date.now() + 9 * 86_400_000));
    expect((await edit(hirer, held.body.data.id, { deadline: later })).body.data.review).toBeNull();

    // New wording, a new trick: held again with the words named.
    const edited = await edit(hirer, held.body.data.id, {
      description: "Pay ₹500 via GPay to 98200 12345 to confirm your slot.",
    });
    expect(edited.body.data.review).toMatchObject({ state: "held" });
    expect(edited.body.data.review.reason).toMatch(/Pay ₹500/);
    expect(await publicIds()).not.toContain(held.body.data.id);
  });

  it("screens the roles' text too, whatever the disguise", async () => {
    const hirer = await createHirer();
    const fine = await post(hirer);
    expect(fine.body.data.review).toBeNull();
    const roles = [{ ...CALL.roles[0], description: "Regi\u200Bstration f e e s 1500 (compulsory)" }];
    const edited = await edit(hirer, fine.body.data.id, { roles });
    expect(edited.body.data.review).toMatchObject({ state: "held" });
    expect(await publicIds()).not.toContain(fine.body.data.id);
  });
});

describe("studio descriptions that ask for money", () => {
  const save = (hirer: Hirer, body: object) =>
    json(
      import("@/app/api/organizations/mine/route").then(({ PUT }) =>
        PUT(jsonRequest("/api/organizations/mine", body, { authorization: hirer.bearer }, "PUT")),
      ),
    );
  const studio = { name: "Sunrise Pictures", type: "Production house", city: "Hyderabad", website: null };

  it("are refused with a 400 naming the field and the words, and nothing is saved", async () => {
    const hirer = await createHirer();
    const refused = await save(hirer, {
      ...studio,
      description: "New faces welcome. रजिस्ट्रेशन फ़ीस ₹999 जमा करें, then we call you for the audition.",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.description).toMatch(/description mentions "रजिस्ट्रेशन फ़ीस/);
    const row = await db().organization.findUniqueOrThrow({ where: { id: hirer.organizationId } });
    expect(row.description).toBeNull();

    const saved = await save(hirer, { ...studio, description: "We pay on time; there is no registration fee." });
    expect(saved.status).toBe(200);
    expect(saved.body.data.description).toMatch(/no registration fee/);
  });
  it("are refused in the language the request asks for, naming the field in it", async () => {
    const hirer = await createHirer();
    const body = { ...studio, name: "Sunrise Pictures: registration fee Rs 500" };
    const refused = await json(
      import("@/app/api/organizations/mine/route").then(({ PUT }) =>
        PUT(
          jsonRequest(
            "/api/organizations/mine",
            body,
            { authorization: hirer.bearer, "accept-language": "hi-IN,hi;q=0.9" },
            "PUT",
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^स्टूडियो के नाम में "registration fee.*" लिखा है। Castfolio/);
    expect(refused.body.errors.name).toBe(refused.body.message);
  });
  it("are refused at sign-up too, in the studio's name", async () => {
    await expect(createHirer({ organizationName: "Rs 500 registration fee Films" })).rejects.toThrow(
      /studio name mentions/,
    );
  });
});

describe("messages that ask for money from a member new to the recipient", () => {
  const start = (from: Member, to: string, text: string) =>
    json(startRoute(jsonRequest("/api/conversations", { toUserId: to, text }, { authorization: from.bearer })));
  const thread = (who: Member, id: string) =>
    json(
      messagesRoute(
        new Request(`http://localhost/api/conversations/${id}/messages`, { headers: { authorization: who.bearer } }),
        ctx(id),
      ),
    );

  it("are delivered flagged: the recipient is warned, the sender is not told, and members who know each other are not screened", async () => {
    const [scammer, talent] = [await createMember(), await createMember()];
    const sent = await start(
      scammer,
      talent.user.id,
      "Congrats, you are selected! Pay ₹1,500 on GPay to confirm your slot.",
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.message.warning).toBeNull();
    const stored = await db().message.findUniqueOrThrow({ where: { id: sent.body.data.message.id } });
    expect(stored.flaggedPhrase).toMatch(/Pay ₹1,500/);
    const seen = await thread(talent, sent.body.data.conversationId);
    expect(seen.body.data.messages[0].warning).toMatch(/asks for money/);
    expect((await thread(scammer, sent.body.data.conversationId)).body.data.messages[0].warning).toBeNull();

    // An older account talking to someone who has written back: not screened.
    const [hirer, actor] = [await createMember(), await createMember()];
    await db().user.update({
      where: { id: hirer.user.id },
      data: { createdAt: new Date(Date.now() - 30 * 86_400_000) },
    });
    const first = await start(hirer, actor.user.id, "Hello, are you free for a look test next week?");
    await start(actor, hirer.user.id, "Yes, I am.");
    const booking = await start(hirer, actor.user.id, "Great. Pay ₹500 for the studio at the venue; we refund it.");
    const row = await db().message.findUniqueOrThrow({ where: { id: booking.body.data.message.id } });
    expect(row.flaggedPhrase).toBeNull();
    expect(first.body.data.conversationId).toBe(booking.body.data.conversationId);
  });
});

describe("npm run admin:create through a running server", () => {
  it("answers only the operator token of this machine's data folder, from this machine", async () => {
    const dir = await tempDir("operator");
    process.env.DATA_DIR = dir;
    try {
      openOperatorChannel();
      expect(operatorFile()).toBe(path.join(dir, "operator.json"));
      const { token } = JSON.parse(readFileSync(operatorFile(), "utf8")) as { token: string };
      const member = await createMember();
      const ask = (auth: string, ip = "127.0.0.1") =>
        operatorRoute(
          jsonRequest(
            "/api/operator/admins",
            { email: member.user.email },
            { authorization: auth, "x-castfolio-client-ip": ip },
          ),
        );
      expect((await ask("Operator wrong-token")).status).toBe(404);
      expect((await ask(`Operator ${token}`, "203.0.113.9")).status).toBe(404);
      expect((await ask(member.bearer)).status).toBe(404);
      const made = await ask(`Operator ${token}`);
      expect(made.status).toBe(200);
      expect((await made.json()).message).toMatch(/is now an admin/);
      expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).isAdmin).toBe(true);
      expect(await db().adminAction.count({ where: { targetId: member.user.id, action: "grant-admin" } })).toBe(1);
    } finally {
      delete process.env.DATA_DIR;
    }
  });

  it("names the missing embedded database, rather than a lock file, before anything was ever started", async () => {
    const dir = path.join(await tempDir("operator"), "never-started");
    const { DATABASE_URL: _, ...env } = process.env;
    const run = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/admin-create.ts", "--email", "a@b.in"], {
      env: { ...env, DATA_DIR: dir },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(refusal("operatorNoDatabase", { folder: path.join(dir, "pglite") }).english);
    expect(existsSync(dir)).toBe(false);
  });
});
