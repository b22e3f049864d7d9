import { describe, expect, it } from "vitest";
import type { AuthUser } from "@/lib/auth/identity";
import { PATCH as reviewCallRoute } from "@/app/api/admin/calls/[id]/route";
import { POST as reportActionRoute } from "@/app/api/admin/reports/[id]/route";
import { PATCH as adminUserRoute } from "@/app/api/admin/users/[id]/route";
import { GET as callRoute, PATCH as editRoute } from "@/app/api/calls/[id]/route";
import { POST as postRoute } from "@/app/api/calls/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { addDays, todayInIndia } from "@/lib/dates";
import {
  QUESTIONS_HAVE_ANSWERS,
  ROLES_HAVE_APPLICATIONS,
  findOwnCall,
  listCalls,
  ownCallView,
} from "@/lib/hiring/calls";
import type { CallView } from "@/lib/hiring/views";
import { earliestDeadline } from "@/lib/hiring/dates";
import { callFormValues, copyTitle, duplicateFormValues } from "@/lib/hiring/present";
import { callEditSchema } from "@/lib/hiring/schemas";
import { auditLog, heldCalls, hiddenCalls } from "@/lib/moderation/queue";
import { db } from "@/lib/server/db";
import { backgroundIdle } from "@/lib/server/background";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { COURTROOM_CALL } from "../helpers/calls";
import { outbox } from "../helpers/mail";
import { uploadSandbox } from "../helpers/sandbox";
import { translatorOf } from "../helpers/catalogs";

const english = translatorOf("en", "ApiAnswers");

// A hirer's own calls: editing one (held and hidden ones too), posting a copy, and what its poster is told
// when a call is held, hidden or published again; the admin's list of hidden calls and an audit log that names
// what each action was done to. Through the route handlers, on a real database, with mail in an outbox.

const sandbox = uploadSandbox("call-editing");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Member = Awaited<ReturnType<typeof createMember>>;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const json = async (answer: Response | Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: await response.json() };
};
/** The member the pages' loader is given (it reads only the id). */
const member = (id: string) => ({ id }) as AuthUser;

const CALL = { ...COURTROOM_CALL, questions: ["Can you speak Tamil?"] };
const MONEY = "Shortlisted actors pay a registration fee of Rs 1,500 before the audition.";

const post = (hirer: Hirer, overrides: object = {}) =>
  json(postRoute(jsonRequest("/api/calls", { ...CALL, ...overrides }, { authorization: hirer.bearer })));
const edit = (who: { bearer: string }, id: string, body: object) =>
  json(editRoute(jsonRequest(`/api/calls/${id}`, body, { authorization: who.bearer }, "PATCH"), ctx(id)));
const review = (who: { bearer: string }, id: string, body: object) =>
  json(reviewCallRoute(jsonRequest(`/api/admin/calls/${id}`, body, { authorization: who.bearer }, "PATCH"), ctx(id)));
const publicIds = async () => (await listCalls({})).calls.map((c) => c.id);
const noticesOf = (userId: string) =>
  db().notification.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { title: true, body: true, link: true },
  });
const mailsTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(sandbox.outbox)).filter((m) => m.to === email);
};

async function admin(): Promise<Member> {
  const member = await createMember({ name: "Desk Admin" });
  await db().user.update({ where: { id: member.user.id }, data: { isAdmin: true } });
  return member;
}

/** An application to the call's first role, written as the apply route would leave it. */
async function applyTo(callId: string): Promise<Member> {
  const talent = await createMember({ name: "Applicant" });
  const role = await db().role.findFirstOrThrow({ where: { callId }, orderBy: { position: "asc" } });
  await db().application.create({ data: { callId, roleId: role.id, applicantId: talent.user.id, answers: ["Yes"] } });
  return talent;
}

describe("a poster's own call", () => {
  it("opens for its poster alone, held or not: anyone else gets 404 from the API and nothing from the pages' loader", async () => {
    const [hirer, other] = [await createHirer(), await createHirer()];
    const held = await post(hirer, { description: MONEY });
    const id = held.body.data.id as string;
    expect(held.body.data.review).toMatchObject({ state: "held" });
    expect((await callRoute(new Request(`http://localhost/api/calls/${id}`), ctx(id))).status).toBe(404);

    const own = await ownCallView(member(hirer.id), id);
    expect(own).toMatchObject({ applications: 0, call: { id, review: { state: "held" } } });
    expect(own.call.review?.reason).toMatch(/registration fee/);
    expect(await findOwnCall(member(other.id), id)).toBeNull();
    expect(await findOwnCall(member(hirer.id), "no-such-call")).toBeNull();
    await expect(ownCallView(member(other.id), id)).rejects.toMatchObject({ kind: "forbidden" });
    expect((await edit(other, id, { title: "Mine now" })).status).toBe(403);
  });

  it("held for money is told to its poster (the bell and a mail); fixing the wording publishes it at once", async () => {
    const hirer = await createHirer();
    const held = await post(hirer, { description: MONEY });
    const id = held.body.data.id as string;
    const [notice] = await noticesOf(hirer.id);
    expect(notice).toMatchObject({
      title: `Your call "${CALL.title}" is held for review`,
      link: `/job-detail-one/${id}/preview`,
    });
    expect(notice.body).toMatch(/registration fee/);
    const mail = (await mailsTo(hirer.email)).find((m) => m.subject === notice.title)!;
    expect(mail.subject).toBe(`Your call "${CALL.title}" is held for review`);
    expect(mail.text).toContain(`/job-detail-one/${id}/preview`);

    // Still asking for money in other words: still held, the reason names the new words, no second notice.
    const still = await edit(hirer, id, { description: "Pay Rs. 500 to confirm your slot." });
    expect(still.body.data.review).toMatchObject({ state: "held" });
    expect(still.body.message).toMatch(/Pay Rs/);
    expect(await noticesOf(hirer.id)).toHaveLength(1);
    expect((await heldCalls()).map((c) => c.id)).toContain(id);

    const fixed = await edit(hirer, id, { description: "Forty days in Chennai. Applying is free." });
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toBe(english("calls.released"));
    expect(fixed.body.data.review).toBeNull();
    expect(await publicIds()).toContain(id);
    expect((await heldCalls()).map((c) => c.id)).not.toContain(id);
    expect((await callRoute(new Request(`http://localhost/api/calls/${id}`), ctx(id))).status).toBe(200);
  });

  it("keeps its roles and questions once people have applied (409), while the rest can still change", async () => {
    const hirer = await createHirer();
    const posted = await post(hirer);
    const id = posted.body.data.id as string;
    await applyTo(id);
    expect((await ownCallView(member(hirer.id), id)).applications).toBe(1);

    const roles = await edit(hirer, id, { roles: [{ ...CALL.roles[0], name: "Judge" }] });
    expect([roles.status, roles.body.code, roles.body.message]).toEqual([
      409,
      "roles_locked",
      ROLES_HAVE_APPLICATIONS.english,
    ]);
    const questions = await edit(hirer, id, { questions: ["Can you ride a horse?"] });
    expect([questions.status, questions.body.code, questions.body.message]).toEqual([
      409,
      "questions_locked",
      QUESTIONS_HAVE_ANSWERS.english,
    ]);
    expect(questions.body.errors.questions).toBe(QUESTIONS_HAVE_ANSWERS.english);

    // The edit form sends the questions as they were: accepted, and the rest of the edit is saved.
    const saved = await edit(hirer, id, {
      ...callFormValues(posted.body.data as CallView),
      roles: undefined,
      title: "A lead advocate",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("The call is updated.");
    expect(saved.body.data).toMatchObject({ title: "A lead advocate", questions: CALL.questions });
    expect(saved.body.data.roles.map((r: { name: string }) => r.name)).toEqual(["Advocate"]);
  });
});

describe("editing a call's dates", () => {
  it("removes a shoot date sent empty, keeps one left out, and still refuses an end before the start", async () => {
    const hirer = await createHirer();
    const id = (await post(hirer, { shootStart: "2027-03-01", shootEnd: "2027-03-20" })).body.data.id as string;
    const kept = await edit(hirer, id, { title: "Dates left alone" });
    expect(kept.body.data).toMatchObject({ shootStart: "2027-03-01", shootEnd: "2027-03-20" });
    expect((await edit(hirer, id, { shootStart: "2027-03-10", shootEnd: "2027-03-02" })).body.errors.shootEnd).toMatch(
      /cannot end before it starts/,
    );
    const cleared = await edit(hirer, id, { shootStart: "", shootEnd: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ shootStart: null, shootEnd: null });
  });
});

describe("the edit form's rules", () => {
  it("count the deadline from the day of posting, and leave the roles out once they are locked", () => {
    const postedAt = new Date(Date.now() - 30 * 86_400_000);
    const values = { ...callFormValues(sampleView()), deadline: earliestDeadline(postedAt) };
    expect(callEditSchema(postedAt, false).safeParse(values).success).toBe(true);
    const early = callEditSchema(postedAt, false).safeParse({
      ...values,
      deadline: addDays(earliestDeadline(postedAt), -1),
    });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]).toMatchObject({ path: ["deadline"] });
    // A deadline left as it was is not sent, so not judged again.
    const kept = addDays(earliestDeadline(postedAt), -1);
    expect(callEditSchema(postedAt, false, kept).safeParse({ ...values, deadline: kept }).success).toBe(true);
    const locked = callEditSchema(postedAt, true).parse(values);
    expect(locked.roles).toBeUndefined();
    // An emptied shoot date is sent as null, which removes it (left out, it would stay).
    expect(locked).toMatchObject({ shootStart: null, shootEnd: null });
    expect(callEditSchema(postedAt, false).parse(values).roles).toHaveLength(1);
  });

  it("copy a call as a new one: the title marked, a deadline a new call may have, past shoot dates cleared", () => {
    const now = new Date();
    const today = todayInIndia(now);
    const old = sampleView({
      deadline: addDays(today, -3),
      shootStart: addDays(today, -2),
      shootEnd: addDays(today, 5),
    });
    const copy = duplicateFormValues(old, now);
    expect(copy).toMatchObject({
      title: `${old.title} (copy)`,
      deadline: addDays(today, 14),
      shootStart: "",
      shootEnd: "",
    });
    expect(copy.roles).toHaveLength(1);

    const fresh = sampleView({
      deadline: addDays(today, 20),
      shootStart: addDays(today, 30),
      shootEnd: addDays(today, 40),
    });
    expect(duplicateFormValues(fresh, now)).toMatchObject({
      deadline: addDays(today, 20),
      shootStart: addDays(today, 30),
      shootEnd: addDays(today, 40),
    });
    expect(copyTitle("x".repeat(120))).toHaveLength(120);
    expect(copyTitle("x".repeat(120))).toMatch(/ \(copy\)$/);
  });
});

describe("a call hidden by an admin", () => {
  it("keeps the admin's reason, tells its poster, stays hidden whatever the edit, and is listed for the admins", async () => {
    const [boss, hirer] = [await admin(), await createHirer()];
    const posted = await post(hirer);
    const id = posted.body.data.id as string;
    const reason = "Same call posted five times";
    const hidden = await review(boss, id, { action: "hide", reason });
    expect(hidden.status).toBe(200);
    expect(await publicIds()).not.toContain(id);

    const view = (await ownCallView(member(hirer.id), id)).call;
    expect(view.review).toEqual({ state: "hidden", reason: `Hidden by Castfolio's team: ${reason}`, note: reason });
    const [notice] = await noticesOf(hirer.id);
    expect(notice).toMatchObject({
      title: `Your call "${CALL.title}" was hidden by Castfolio's team`,
      link: `/job-detail-one/${id}/preview`,
    });
    expect(notice.body).toContain(`for this reason: ${reason}.`);
    expect((await mailsTo(hirer.email)).map((m) => m.subject)).toContain(notice.title);

    const listed = (await hiddenCalls()).find((c) => c.id === id);
    expect(listed).toMatchObject({ title: CALL.title, reason, hiddenBy: boss.user.email });
    expect(Date.parse(listed!.hiddenAt)).toBeGreaterThan(Date.now() - 60_000);

    // Hidden again by another admin: the hiding in force stays (its reason and admin), nobody is told twice.
    const second = await admin();
    expect((await review(second, id, { action: "hide", reason: "Hidden twice" })).status).toBe(200);
    expect((await hiddenCalls()).find((c) => c.id === id)).toMatchObject({ reason, hiddenBy: boss.user.email });
    expect(await noticesOf(hirer.id)).toHaveLength(1);

    const edited = await edit(hirer, id, { description: "Forty days in Chennai, now with a Madurai schedule." });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(english("calls.stillHidden"));
    expect(edited.body.data.review).toMatchObject({ state: "hidden" });
    expect(await publicIds()).not.toContain(id);

    const published = await review(boss, id, { action: "publish", reason: "Duplicates removed by the studio" });
    expect(published.status).toBe(200);
    expect(await publicIds()).toContain(id);
    expect((await hiddenCalls()).map((c) => c.id)).not.toContain(id);
    expect(await db().castingCall.findUniqueOrThrow({ where: { id }, select: { hiddenReason: true } })).toEqual({
      hiddenReason: null,
    });
    const told = await noticesOf(hirer.id);
    expect(told.map((n) => n.title)).toEqual([notice.title, `Your call "${CALL.title}" is published`]);
    expect(told[1].link).toBe(`/job-detail-one/${id}`);

    // Publishing a call that is already public tells nobody again.
    await review(boss, id, { action: "publish", reason: "Checked again" });
    expect(await noticesOf(hirer.id)).toHaveLength(2);
  });

  it("after a report keeps the reason given on the report, not a stock sentence", async () => {
    const [boss, hirer, reporter] = [await admin(), await createHirer(), await createMember()];
    const id = (await post(hirer)).body.data.id as string;
    const filed = await json(
      reportRoute(
        jsonRequest(
          "/api/reports",
          { targetType: "call", targetId: id, reason: "Fake or misleading" },
          { authorization: reporter.bearer },
        ),
      ),
    );
    expect(filed.status).toBe(201);
    const acted = await json(
      reportActionRoute(
        jsonRequest(
          `/api/admin/reports/${filed.body.data.id}`,
          { action: "hide", reason: "The pay is not what the role says" },
          {
            authorization: boss.bearer,
          },
        ),
        ctx(filed.body.data.id),
      ),
    );
    expect(acted.status).toBe(200);
    const view = (await ownCallView(member(hirer.id), id)).call;
    expect(view.review?.reason).toBe("Hidden by Castfolio's team: The pay is not what the role says");
    expect((await noticesOf(hirer.id)).map((n) => n.body).join()).toContain("The pay is not what the role says");
  });
});

describe("the audit log", () => {
  it("names what each action was done to: the member, the call (linked) and the message's conversation", async () => {
    const [boss, hirer, named] = [await admin(), await createHirer(), await createMember({ name: "Named Member" })];
    const id = (await post(hirer, { title: "A call the log names" })).body.data.id as string;
    await review(boss, id, { action: "hide", reason: "Logged hide" });
    await json(
      adminUserRoute(
        jsonRequest(
          `/api/admin/users/${named.user.id}`,
          { verified: true, reason: "Logged verify" },
          { authorization: boss.bearer },
          "PATCH",
        ),
        ctx(named.user.id),
      ),
    );
    const { POST: startRoute } = await import("@/app/api/conversations/route");
    const other = await createMember({ name: "Writer Of It" });
    const started = await json(
      startRoute(
        jsonRequest(
          "/api/conversations",
          { toUserId: named.user.id, text: "Hello there" },
          { authorization: other.bearer },
        ),
      ),
    );
    expect(started.status).toBeLessThan(300);
    const message = await db().message.findFirstOrThrow({ where: { senderId: other.user.id } });
    const filed = await json(
      reportRoute(
        jsonRequest(
          "/api/reports",
          { targetType: "message", targetId: message.id, reason: "Harassment" },
          { authorization: named.bearer },
        ),
      ),
    );
    await json(
      reportActionRoute(
        jsonRequest(
          `/api/admin/reports/${filed.body.data.id}`,
          { action: "hide", reason: "Logged message" },
          { authorization: boss.bearer },
        ),
        ctx(filed.body.data.id),
      ),
    );

    const log = await auditLog();
    const byReason = (reason: string) => log.find((e) => e.reason === reason)!.target;
    // Hidden, the call is linked to the page its poster sees (admins may open it too).
    expect(byReason("Logged hide")).toEqual({
      kind: "Call",
      label: `A call the log names, by ${(await org(hirer)).name}`,
      link: `/job-detail-one/${id}/preview`,
    });
    expect(byReason("Logged verify")).toEqual({
      kind: "Member",
      label: `Named Member (${named.user.email})`,
      link: null,
    });
    expect(byReason("Logged message")).toMatchObject({ kind: "Message", link: null });
    expect(byReason("Logged message").label).toContain(`From Writer Of It (${other.user.email})`);
    expect(byReason("Logged message").label).toContain(`Named Member (${named.user.email})`);
    expect(JSON.stringify(log)).not.toContain(message.id);
  });
});

const org = (hirer: Hirer) =>
  db().organization.findUniqueOrThrow({ where: { id: hirer.organizationId }, select: { name: true } });

/** A call as the pages read it, for the form's pure rules. */
function sampleView(overrides: Partial<CallView> = {}): CallView {
  return {
    id: "c1",
    title: CALL.title,
    projectTitle: CALL.projectTitle,
    projectType: CALL.projectType,
    city: CALL.city,
    shootStart: null,
    shootEnd: null,
    description: CALL.description,
    auditionType: "SELF_TAPE",
    deadline: CALL.deadline,
    deadlineAt: new Date().toISOString(),
    questions: CALL.questions,
    requiresSelfTape: false,
    requiresPortfolio: false,
    open: true,
    status: "OPEN",
    review: null,
    postedAt: new Date().toISOString(),
    openings: 1,
    roles: [
      {
        id: "r1",
        name: "Advocate",
        category: "Artists",
        subcategory: "Heroine",
        gender: "Any",
        ageMin: null,
        ageMax: 40,
        languages: ["Tamil", "English"],
        openings: 1,
        paid: true,
        payMin: 5000,
        payMax: null,
        description: "Lead.",
      },
    ],
    organization: {
      id: "o1",
      name: "Studio",
      type: "Production house",
      city: "Chennai",
      website: null,
      logo: null,
      verified: false,
      ownerId: "u1",
    },
    ...overrides,
  };
}
