import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addProfileRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { DELETE as withdrawRoute, PATCH as decideRoute } from "@/app/api/applications/[id]/route";
import { GET as triageRoute, PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as mineRoute } from "@/app/api/me/applications/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as readRoute } from "@/app/api/notifications/read/route";
import { ageInIndia } from "@/lib/dates";
import { resultsFor } from "@/lib/search/engine";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { earliestDeadline } from "@/lib/hiring/dates";
import { sweepExpiredCalls } from "@/lib/hiring/closing";
import { sendDueDecisionNotices } from "@/lib/hiring/decision-notices";
import { config } from "@/lib/server/config";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { storedPaths } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { MP4 } from "../helpers/media";
import { testVideo } from "../helpers/videos";
import { multipartRequest } from "../helpers/uploads";
import { uploadSandbox } from "../helpers/sandbox";

// Applying (free, with a self-tape when asked), withdrawing, triage by the casting team, and
// nobody left waiting when a call closes. Through the route handlers, on a real database and disk.

const sandbox = uploadSandbox("apply");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Talent = Awaited<ReturnType<typeof createMember>>;

const deadline = (days: number) => earliestDeadline(new Date(Date.now() + (days - 4) * 86_400_000));

async function postCall(hirer: Hirer, overrides: object = {}) {
  const res = await api.postCall(
    jsonRequest(
      "/api/calls",
      {
        title: "Two roles for a thriller",
        projectTitle: "Backwater Blues",
        projectType: "Feature film",
        city: "Kochi",
        description: "Thirty nights on the backwaters.",
        auditionType: "SELF_TAPE",
        deadline: deadline(10),
        questions: ["Do you swim?"],
        requiresSelfTape: true,
        roles: [
          {
            name: "Inspector",
            category: "Artists",
            subcategory: "Heroine",
            openings: 1,
            paid: true,
            payMin: 1000,
            description: "Lead.",
          },
          {
            name: "Boatman",
            category: "Artists",
            subcategory: "Side Characters",
            openings: 1,
            paid: false,
            description: "Small.",
          },
        ],
        ...overrides,
      },
      { authorization: hirer.bearer },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data as { id: string; roles: { id: string }[] };
}

/** A member who can apply: one with a profile picture. */
const talent = (name: string): Promise<Talent> => createMember({ name, listed: true });

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
/** Applies with `tape` as the self-tape (by default bytes the upload takes as an MP4, which no player can read), or none. */
const applyTo = (callId: string, who: { bearer: string }, fields: Record<string, string>, tape: Buffer | false = MP4) =>
  applyRoute(
    multipartRequest(
      `/api/calls/${callId}/applications`,
      fields,
      tape ? { selfTape: { name: "tape.mp4", type: "video/mp4", data: tape } } : {},
      { authorization: who.bearer },
    ),
    ctx(callId),
  );
const triage = (callId: string, who?: { bearer: string }, search = "") =>
  triageRoute(
    new Request(`http://localhost/api/calls/${callId}/applications${search}`, {
      headers: who ? { authorization: who.bearer } : {},
    }),
    ctx(callId),
  );
const decide = (id: string, who: { bearer: string }, body: object) =>
  decideRoute(jsonRequest(`/api/applications/${id}`, body, { authorization: who.bearer }, "PATCH"), ctx(id));
const mine = async (who: { bearer: string }) =>
  (
    await (
      await mineRoute(new Request("http://localhost/api/me/applications", { headers: { authorization: who.bearer } }))
    ).json()
  ).data as {
    id: string;
    status: string;
    selfTape: string | null;
    selfTapeVideo: { status: string; url: string | null } | null;
    role: { name: string };
  }[];
/** When every decision taken so far is due to be told to its applicant. */
const noticesDue = () => new Date(Date.now() + config.decisionNoticeDelaySeconds * 1000 + 1000);
const mailsTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(sandbox.outbox)).filter((m) => m.to === email);
};

describe("applying", () => {
  let hirer: Hirer;
  let call: { id: string; roles: { id: string }[] };
  let meera: Talent;
  beforeAll(async () => {
    hirer = await createHirer();
    call = await postCall(hirer);
    meera = await talent("Meera");
  });

  it("takes a self-tape, answers and a note: 201, and the applicant sees it as submitted", async () => {
    const res = await applyTo(
      call.id,
      meera,
      { roleId: call.roles[0].id, note: "I swim and I ride a bike.", answers: JSON.stringify(["Yes, well"]) },
      testVideo({ seconds: 1 }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await res.json();
    // Its MP4 is made after the answer: until then the tape has no address.
    const { selfTape, selfTapeVideo } = (await mine(meera))[0];
    if (selfTapeVideo?.status === "processing") expect([selfTape, selfTapeVideo.url]).toEqual([null, null]);
    await backgroundIdle();
    const [own] = await mine(meera);
    expect(own).toMatchObject({ id: data.id, status: "submitted", role: { name: "Inspector" } });
    expect(own.selfTape).toMatch(/^\/uploads\/u\/.+\.mp4$/);
    const tape = await db().media.findFirstOrThrow({ where: { userId: meera.user.id, kind: "SELF_TAPE" } });
    expect(await storedPaths(sandbox.files)).toContain(tape.path);
    expect(await readdir(sandbox.tmp)).toEqual([]);
  });

  it("refuses a second application to the same role (409), but takes another role", async () => {
    const again = await applyTo(call.id, meera, { roleId: call.roles[0].id, answers: '["Yes"]' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("You have already applied for this role.");
    expect((await applyTo(call.id, meera, { roleId: call.roles[1].id, answers: '["Yes"]' })).status).toBe(201);
  });

  it("names what is missing: the self-tape, an answer, the role, a profile picture, a portfolio", async () => {
    const ravi = await talent("Ravi");
    const noTape = await applyTo(call.id, ravi, { roleId: call.roles[0].id, answers: '["Yes"]' }, false);
    expect(noTape.status).toBe(400);
    expect((await noTape.json()).errors).toEqual({ selfTape: "Add your self-tape video" });
    const noAnswer = await applyTo(call.id, ravi, { roleId: call.roles[0].id, answers: '[""]' });
    expect((await noAnswer.json()).errors).toEqual({ "answers.0": "Answer question 1" });
    const badJson = await applyTo(call.id, ravi, { roleId: call.roles[0].id, answers: "{oops" });
    expect(badJson.status).toBe(400);
    expect(Object.keys((await badJson.json()).errors)).toEqual(["answers"]);
    const otherRole = await applyTo(call.id, ravi, { roleId: "someone-elses-role", answers: '["Yes"]' });
    expect((await otherRole.json()).errors).toEqual({ roleId: "Choose one of this call's roles" });

    const faceless = await createMember({ name: "No Picture" });
    const noPicture = await applyTo(call.id, faceless, { roleId: call.roles[0].id, answers: '["Yes"]' });
    expect((await noPicture.json()).errors).toEqual({ profilePic: "Add a profile picture first" });

    const portfolioCall = await postCall(hirer, { requiresSelfTape: false, requiresPortfolio: true, questions: [] });
    const noPortfolio = await applyTo(portfolioCall.id, ravi, { roleId: portfolioCall.roles[0].id }, false);
    expect((await noPortfolio.json()).errors).toEqual({ portfolio: "Add a portfolio PDF to your profile first" });
    // Nothing was stored for any refusal.
    expect(await db().application.count({ where: { applicantId: ravi.user.id } })).toBe(0);
    expect(await db().media.count({ where: { userId: ravi.user.id } })).toBe(0);
    expect(await readdir(sandbox.tmp)).toEqual([]);
  });

  it("names every problem at once, so the form can show them together", async () => {
    const strict = await postCall(hirer, { requiresSelfTape: true, requiresPortfolio: true });
    const faceless = await createMember({ name: "Everything Missing" });
    const res = await applyTo(strict.id, faceless, { roleId: strict.roles[0].id, answers: '[""]' }, false);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("invalid_input");
    expect(body.errors).toEqual({
      "answers.0": "Answer question 1",
      selfTape: "Add your self-tape video",
      profilePic: "Add a profile picture first",
      portfolio: "Add a portfolio PDF to your profile first",
    });
    for (const sentence of [
      "Answer question 1",
      "This call asks for a self-tape video: send it as selfTape.",
      "Add a profile picture first: it goes with every application.",
      "This call asks for a portfolio: add a PDF to your profile first.",
    ])
      expect(body.message).toContain(sentence);
    expect(await db().application.count({ where: { applicantId: faceless.user.id } })).toBe(0);
  });

  it("is for signed-in talent only: 401 for a visitor, 403 for a hirer, 404 for no call", async () => {
    const visitor = await applyRoute(
      multipartRequest(`/api/calls/${call.id}/applications`, { roleId: call.roles[0].id }),
      ctx(call.id),
    );
    expect(visitor.status).toBe(401);
    const byHirer = await applyTo(call.id, hirer, { roleId: call.roles[0].id, answers: '["Yes"]' });
    expect(byHirer.status).toBe(403);
    expect((await applyTo("no-such-call", meera, { roleId: "x" })).status).toBe(404);
  });

  it("refuses a closed call or one past its deadline with 409 This call is closed", async () => {
    const ravi = await talent("Ravi Two");
    const past = await postCall(hirer);
    await db().castingCall.update({ where: { id: past.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const late = await applyTo(past.id, ravi, { roleId: past.roles[0].id, answers: '["Yes"]' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("This call is closed");
    const closed = await postCall(hirer);
    await api.patchCall(
      closed.id,
      jsonRequest(`/api/calls/${closed.id}`, { status: "closed" }, { authorization: hirer.bearer }, "PATCH"),
    );
    expect((await applyTo(closed.id, ravi, { roleId: closed.roles[0].id, answers: '["Yes"]' })).status).toBe(409);
  });

  it("is withdrawn by its applicant only, self-tape and all", async () => {
    const anita = await talent("Anita");
    const res = await applyTo(call.id, anita, { roleId: call.roles[0].id, answers: '["No"]' });
    const { id } = (await res.json()).data;
    const tape = await db().media.findFirstOrThrow({ where: { userId: anita.user.id, kind: "SELF_TAPE" } });
    const withdraw = (who: { bearer: string }, target = id) =>
      withdrawRoute(
        new Request(`http://localhost/api/applications/${target}`, {
          method: "DELETE",
          headers: { authorization: who.bearer },
        }),
        ctx(target),
      );
    expect((await withdraw(meera)).status).toBe(403);
    expect((await withdraw(hirer)).status).toBe(403);
    expect((await withdraw(anita, "nope")).status).toBe(404);
    expect((await withdraw(anita)).status).toBe(200);
    expect(await db().application.findUnique({ where: { id } })).toBeNull();
    expect(await db().media.findUnique({ where: { id: tape.id } })).toBeNull();
    expect(await storedPaths(sandbox.files)).not.toContain(tape.path);
  });
});

describe("triage", () => {
  let hirer: Hirer;
  let call: { id: string; roles: { id: string }[] };
  const people: Talent[] = [];
  const ids: string[] = [];
  beforeAll(async () => {
    hirer = await createHirer();
    call = await postCall(hirer, { requiresSelfTape: false });
    for (const name of ["First", "Second", "Third"]) {
      const person = await talent(name);
      people.push(person);
      const res = await applyTo(call.id, person, { roleId: call.roles[0].id, answers: `["${name} answers"]` }, false);
      ids.push((await res.json()).data.id);
    }
  });

  it("lists applications to the owner only, in the order received, with counts", async () => {
    expect((await triage(call.id)).status).toBe(401);
    expect((await triage(call.id, people[0])).status).toBe(403);
    expect((await triage(call.id, await createHirer())).status).toBe(403);
    expect((await triage("nope", hirer)).status).toBe(404);
    const { data } = await (await triage(call.id, hirer)).json();
    expect(data.applications.map((a: { applicant: { name: string } }) => a.applicant.name)).toEqual([
      "First",
      "Second",
      "Third",
    ]);
    expect(data.applications[0]).toMatchObject({
      status: "submitted",
      answers: ["First answers"],
      role: { name: "Inspector" },
    });
    expect(data.applications[0].applicant.photo).toMatch(/^\/uploads\//);
    expect(data.counts).toMatchObject({ submitted: 3, shortlisted: 0 });
    const newest = await (await triage(call.id, hirer, "?sort=newest")).json();
    expect(newest.data.applications[0].applicant.name).toBe("Third");
    const bad = await triage(call.id, hirer, "?status=hired&sort=best");
    expect(bad.status).toBe(400);
  });

  it("moves one application with a private note, tells the applicant, and filters by status", async () => {
    expect((await decide(ids[0], people[1], { status: "selected" })).status).toBe(403);
    expect((await decide(ids[0], hirer, { status: "hired" })).status).toBe(400);
    expect((await decide("no-such-application", hirer, { status: "selected" })).status).toBe(404);
    const anonymous = { bearer: "" };
    expect((await decide(ids[0], anonymous, { status: "selected" })).status).toBe(401);
    for (const read of [mineRoute, notificationsRoute]) {
      expect((await read(new Request("http://localhost/api/x"))).status).toBe(401);
    }
    const res = await decide(ids[0], hirer, { status: "shortlisted", note: "Strong tape." });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id: ids[0], status: "shortlisted", note: "Strong tape.", changed: true });
    const shortlisted = await (await triage(call.id, hirer, "?status=shortlisted")).json();
    expect(shortlisted.data.applications).toHaveLength(1);
    expect(shortlisted.data.applications[0].hirerNote).toBe("Strong tape.");
    // The applicant sees the status, never the note, once told (after the delay that allows an undo).
    await sendDueDecisionNotices(noticesDue());
    const [own] = await mine(people[0]);
    expect(own.status).toBe("shortlisted");
    expect(JSON.stringify(own)).not.toContain("Strong tape");
    const mails = await mailsTo(people[0].user.email);
    expect(mails.map((m) => m.subject)).toContain("You are shortlisted for Inspector in Backwater Blues");
    const bell = await (
      await notificationsRoute(
        new Request("http://localhost/api/notifications", { headers: { authorization: people[0].bearer } }),
      )
    ).json();
    expect(bell.data.unread).toBe(1);
    expect(bell.data.items[0]).toMatchObject({
      title: "You are shortlisted for Inspector in Backwater Blues",
      link: "/my-applications",
    });
    await readRoute(
      new Request("http://localhost/api/notifications/read", {
        method: "POST",
        headers: { authorization: people[0].bearer },
      }),
    );
    const after = await (
      await notificationsRoute(
        new Request("http://localhost/api/notifications", { headers: { authorization: people[0].bearer } }),
      )
    ).json();
    expect(after.data.unread).toBe(0);
  });

  it("moves many at once, for ids of this call only", async () => {
    const bulk = (body: object, who: { bearer: string } = hirer) =>
      bulkRoute(
        jsonRequest(`/api/calls/${call.id}/applications`, body, { authorization: who.bearer }, "PATCH"),
        ctx(call.id),
      );
    expect((await bulk({ ids: [ids[1], ids[2]], status: "rejected" }, people[0])).status).toBe(403);
    expect((await bulk({ ids: [ids[1], "not-of-this-call"], status: "rejected" })).status).toBe(400);
    expect((await bulk({ ids: [], status: "rejected" })).status).toBe(400);
    const res = await bulk({ ids: [ids[1], ids[2]], status: "rejected" });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ updated: 2, skipped: 0, changed: [ids[1], ids[2]].sort() });
    await sendDueDecisionNotices(noticesDue());
    expect((await mine(people[2]))[0].status).toBe("rejected");
  });

  it("closing the call closes what is still waiting and tells those applicants; decisions stay", async () => {
    const extra = await talent("Fourth");
    await applyTo(call.id, extra, { roleId: call.roles[1].id, answers: '["ok"]' }, false);
    const twoRoles = await talent("Fifth");
    for (const role of call.roles) await applyTo(call.id, twoRoles, { roleId: role.id, answers: '["ok"]' }, false);
    const close = await api.patchCall(
      call.id,
      jsonRequest(`/api/calls/${call.id}`, { status: "closed" }, { authorization: hirer.bearer }, "PATCH"),
    );
    expect(close.status).toBe(200);
    expect((await mine(people[0]))[0].status).toBe("closed"); // was shortlisted
    expect((await mine(extra))[0].status).toBe("closed"); // was submitted
    expect((await mine(people[1]))[0].status).toBe("rejected");
    const mails = await mailsTo(extra.user.email);
    expect(mails.map((m) => m.subject)).toContain("The role Boatman in Backwater Blues has been closed");
    // Applied for two roles: one mail and one notice naming both.
    const both = "The roles Inspector and Boatman in Backwater Blues have been closed";
    expect((await mailsTo(twoRoles.user.email)).map((m) => m.subject).filter((s) => s.includes("closed"))).toEqual([
      both,
    ]);
    expect(await db().notification.count({ where: { userId: twoRoles.user.id, title: both } })).toBe(1);
    expect((await decide(ids[0], hirer, { status: "selected" })).status).toBe(409);
    // A call with applications is closed, not deleted, and its roles stay as they are.
    expect((await api.deleteCall(call.id, { authorization: hirer.bearer })).status).toBe(409);
  });
});

describe("the closing sweep", () => {
  it("closes calls 14 days past their deadline, once, and tells their waiting applicants", async () => {
    const hirer = await createHirer();
    const stale = await postCall(hirer, { requiresSelfTape: false });
    const recent = await postCall(hirer, { requiresSelfTape: false });
    const person = await talent("Patient");
    await applyTo(stale.id, person, { roleId: stale.roles[0].id, answers: '["yes"]' }, false);
    await applyTo(recent.id, person, { roleId: recent.roles[0].id, answers: '["yes"]' }, false);
    await db().castingCall.update({
      where: { id: stale.id },
      data: { deadline: new Date(Date.now() - 15 * 86_400_000) },
    });
    await db().castingCall.update({
      where: { id: recent.id },
      data: { deadline: new Date(Date.now() - 13 * 86_400_000) },
    });

    expect(await sweepExpiredCalls()).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredCalls()).toBe(0);
    expect((await db().castingCall.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe("CLOSED");
    expect((await db().castingCall.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("OPEN");
    const statuses = Object.fromEntries((await mine(person)).map((a) => [a.id, a.status]));
    expect(Object.values(statuses).sort()).toEqual(["closed", "submitted"]);
    expect((await mailsTo(person.user.email)).map((m) => m.subject)).toContain(
      "The role Inspector in Backwater Blues has been closed",
    );
  });
});

describe("a minor waiting for their parent's or guardian's confirmation", () => {
  it("cannot apply until the guardian confirms (the profile a casting team would open is hidden)", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const child = await talent("Anvi Rao");
    await db().user.update({ where: { id: child.user.id }, data: { awaitingGuardian: true } });
    const refused = await applyTo(call.id, child, { roleId: call.roles[0].id, answers: '["Yes"]' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/parent or guardian confirms/);
    expect(await db().application.count({ where: { applicantId: child.user.id } })).toBe(0);

    await db().user.update({ where: { id: child.user.id }, data: { awaitingGuardian: false } });
    expect((await applyTo(call.id, child, { roleId: call.roles[0].id, answers: '["Yes"]' })).status).toBe(201);
  });
});

describe("an applicant's card", () => {
  it("says what their search card says: the city, age, height and languages of the search index", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer, { requiresSelfTape: false });
    const person = await talent("Kavya Card");
    const fields = {
      userId: person.user.id,
      fullName: "Kavya Card",
      dateOfBirth: "2000-01-15",
      city: "  bombay ",
      height: "5'7",
      weight: "55",
      languages: "telugu, Hindi ,TELUGU",
    };
    const saved = await addProfileRoute(
      multipartRequest("/api/actor/add", fields, {}, { authorization: person.bearer }),
      { params: Promise.resolve({ profileApi: "actor" }) },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const applied = await applyTo(call.id, person, { roleId: call.roles[0].id, answers: '["Yes"]' }, false);
    expect(applied.status, await applied.clone().text()).toBe(201);

    const { data } = await (await triage(call.id, hirer)).json();
    const card = data.applications[0].applicant;
    expect(card).toMatchObject({
      city: "Mumbai",
      age: ageInIndia("2000-01-15"),
      height: "170 cm",
      languages: ["Telugu", "Hindi"],
    });
    const [searched] = await resultsFor([person.user.id]);
    expect(card).toMatchObject({
      city: searched.city,
      age: searched.age,
      height: `${searched.heightCm} cm`,
      languages: searched.languages,
    });
  });
});
