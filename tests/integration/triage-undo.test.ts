import { describe, expect, it } from "vitest";
import { PATCH as decideRoute } from "@/app/api/applications/[id]/route";
import { POST as undoRoute } from "@/app/api/applications/undo/route";
import { GET as triageRoute, PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as mineRoute } from "@/app/api/me/applications/route";
import { sweepExpiredCalls } from "@/lib/hiring/closing";
import { sendDueDecisionNotices } from "@/lib/hiring/decision-notices";
import { UNDO_TOO_LATE } from "@/lib/hiring/undo";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall, testRole } from "../helpers/calls";
import { outbox } from "../helpers/mail";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";

// A decision on the triage board shows at once and can be undone for a while; the applicant is
// told (bell and mail) only after DECISION_NOTICE_DELAY_SECONDS, of the status the application has then,
// once, even with two instances sweeping. The clock is the sweep's `now`. Closing a call tells a two-role
// applicant in one mail, with a decision on another of their roles that was still waiting.

const sandbox = uploadSandbox("triage-undo");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Talent = Awaited<ReturnType<typeof createMember>>;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

const postCall = (hirer: Hirer) =>
  postTestCall(hirer, { title: "Two parts in a short", roles: [testRole("Lead"), testRole("Sister")] });

/** A member who can apply: one with a profile picture. */
const talent = (name: string): Promise<Talent> => createMember({ name, listed: true });

async function applyTo(callId: string, roleId: string, who: Talent): Promise<string> {
  const res = await applyRoute(
    multipartRequest(`/api/calls/${callId}/applications`, { roleId }, {}, { authorization: who.bearer }),
    ctx(callId),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()).data as { id: string }).id;
}

/** A call with one applicant (one application to its first role). */
async function oneApplicant(name = "Priya") {
  const hirer = await createHirer();
  const call = await postCall(hirer);
  const person = await talent(name);
  const id = await applyTo(call.id, call.roles[0].id, person);
  return { hirer, call, person, id };
}

const decide = (id: string, who: { bearer: string }, status: string) =>
  decideRoute(jsonRequest(`/api/applications/${id}`, { status }, { authorization: who.bearer }, "PATCH"), ctx(id));
const bulk = (callId: string, who: { bearer: string }, ids: string[], status: string) =>
  bulkRoute(
    jsonRequest(`/api/calls/${callId}/applications`, { ids, status }, { authorization: who.bearer }, "PATCH"),
    ctx(callId),
  );
const undo = (body: object, headers: Record<string, string>) =>
  undoRoute(jsonRequest("/api/applications/undo", body, headers));
const boardStatus = async (callId: string, who: Hirer, id: string) => {
  const res = await triageRoute(
    new Request(`http://localhost/api/calls/${callId}/applications`, { headers: { authorization: who.bearer } }),
    ctx(callId),
  );
  const { data } = await res.json();
  return (data.applications as { id: string; status: string }[]).find((a) => a.id === id)?.status;
};
const ownStatus = async (who: Talent, id: string) => {
  const res = await mineRoute(
    new Request("http://localhost/api/me/applications", { headers: { authorization: who.bearer } }),
  );
  return ((await res.json()).data as { id: string; status: string }[]).find((a) => a.id === id)?.status;
};
const titlesOf = async (who: Talent) =>
  (await db().notification.findMany({ where: { userId: who.user.id }, orderBy: { createdAt: "asc" } })).map(
    (n) => n.title,
  );
const mailsTo = async (who: Talent) => {
  await backgroundIdle();
  return (await outbox(sandbox.outbox)).filter((m) => m.to === who.user.email);
};

const DELAY_MS = () => config.decisionNoticeDelaySeconds * 1000;
/** The sweep as it runs some time after now (the clock the tests control). */
const sweepAt = (ms: number) => sendDueDecisionNotices(new Date(Date.now() + ms));
/** The sweep once every decision made so far is due. */
const sweepWhenDue = () => sweepAt(DELAY_MS() + 1000);

describe("a decision", () => {
  it("shows on the board at once; the applicant hears of it only after the delay, once", async () => {
    const { hirer, call, person, id } = await oneApplicant();
    const res = await decide(id, hirer, "rejected");
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).data).toMatchObject({ id, status: "rejected", changed: true });
    expect(await boardStatus(call.id, hirer, id)).toBe("rejected");
    // The applicant's own page still says what they were told.
    expect(await ownStatus(person, id)).toBe("submitted");

    expect(await sweepAt(DELAY_MS() - 5000)).toBe(0);
    expect(await titlesOf(person)).toEqual([]);
    expect(await mailsTo(person)).toEqual([]);

    expect(await sweepWhenDue()).toBe(1);
    expect(await sweepWhenDue()).toBe(0);
    expect(await titlesOf(person)).toEqual(["An update on Lead in Monsoon"]);
    expect((await mailsTo(person)).map((m) => m.subject)).toEqual(["An update on Lead in Monsoon"]);
    expect(await ownStatus(person, id)).toBe("rejected");
  });

  it("changed again before the notice goes: the applicant hears only the final decision", async () => {
    const { hirer, person, id } = await oneApplicant();
    expect((await decide(id, hirer, "shortlisted")).status).toBe(200);
    expect((await decide(id, hirer, "selected")).status).toBe(200);
    expect(await sweepWhenDue()).toBe(1);
    expect(await titlesOf(person)).toEqual(["You are selected for Lead in Monsoon"]);

    // Moved away and back to what they were told: nothing new to tell.
    expect((await decide(id, hirer, "rejected")).status).toBe(200);
    expect((await decide(id, hirer, "selected")).status).toBe(200);
    expect(await sweepWhenDue()).toBe(0);
    expect((await mailsTo(person)).map((m) => m.subject)).toEqual(["You are selected for Lead in Monsoon"]);
  });
});

describe("undo", () => {
  it("restores the previous status and cancels the notice: the applicant hears nothing", async () => {
    const { hirer, call, person, id } = await oneApplicant();
    expect((await decide(id, hirer, "rejected")).status).toBe(200);
    const res = await undo({ ids: [id], status: "rejected" }, { authorization: hirer.bearer });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).data).toEqual({ applications: [{ id, status: "submitted" }] });
    expect(await boardStatus(call.id, hirer, id)).toBe("submitted");
    expect(await sweepWhenDue()).toBe(0);
    expect(await titlesOf(person)).toEqual([]);
    expect(await mailsTo(person)).toEqual([]);
    // Once only.
    const again = await undo({ ids: [id], status: "rejected" }, { authorization: hirer.bearer });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: UNDO_TOO_LATE.english, code: "undo_too_late" });
  });

  it("of a second quick decision goes back to the first, which the applicant then hears of once", async () => {
    const { hirer, person, id } = await oneApplicant();
    expect((await decide(id, hirer, "shortlisted")).status).toBe(200);
    expect((await decide(id, hirer, "rejected")).status).toBe(200);
    const res = await undo({ ids: [id], status: "rejected" }, { authorization: hirer.bearer });
    expect((await res.json()).data.applications).toEqual([{ id, status: "shortlisted" }]);
    expect(await sweepWhenDue()).toBe(1);
    expect((await mailsTo(person)).map((m) => m.subject)).toEqual(["You are shortlisted for Lead in Monsoon"]);
  });

  it("is refused once the applicant has been told, and for a status the application no longer has", async () => {
    const { hirer, person, id } = await oneApplicant();
    expect((await decide(id, hirer, "selected")).status).toBe(200);
    const wrong = await undo({ ids: [id], status: "rejected" }, { authorization: hirer.bearer });
    expect(wrong.status).toBe(409);
    expect(await sweepWhenDue()).toBe(1);
    const late = await undo({ ids: [id], status: "selected" }, { authorization: hirer.bearer });
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe("undo_too_late");
    expect(await ownStatus(person, id)).toBe("selected");
  });

  it("is the posting organisation's alone, and checks what it is sent", async () => {
    const { hirer, person, id } = await oneApplicant();
    const other = await createHirer();
    expect((await decide(id, hirer, "rejected")).status).toBe(200);
    const body = { ids: [id], status: "rejected" };
    expect((await undo(body, {})).status).toBe(401);
    expect((await undo(body, { authorization: other.bearer })).status).toBe(403);
    expect((await undo(body, { authorization: person.bearer })).status).toBe(403);
    expect((await undo({ ids: [id] }, { authorization: hirer.bearer })).status).toBe(400);
    expect((await undo({ ids: [], status: "rejected" }, { authorization: hirer.bearer })).status).toBe(400);
    expect((await undo({ ids: [id], status: "closed" }, { authorization: hirer.bearer })).status).toBe(400);
    expect(
      (await undo({ ids: ["nosuchapplication"], status: "rejected" }, { authorization: hirer.bearer })).status,
    ).toBe(404);
    expect((await undo({ ids: [id, "../x"], status: "rejected" }, { authorization: hirer.bearer })).status).toBe(404);
    expect(await db().application.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({
      status: "REJECTED",
    });
    // Refused undos leave the decision as it was: it is told when due.
    expect(await sweepWhenDue()).toBe(1);
  });

  it("of a bulk decision puts each application back, all at once; the applicants hear nothing", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const [asha, lata, meena] = [await talent("Asha"), await talent("Lata"), await talent("Meena")];
    const ids = [
      await applyTo(call.id, call.roles[0].id, asha),
      await applyTo(call.id, call.roles[0].id, lata),
      await applyTo(call.id, call.roles[1].id, meena),
    ];
    expect((await decide(ids[2], hirer, "shortlisted")).status).toBe(200);
    expect(await sweepWhenDue()).toBe(1); // Meena is told she is shortlisted.
    const res = await bulk(call.id, hirer, ids, "rejected");
    expect(res.status).toBe(200);
    const { changed } = (await res.json()).data as { changed: string[] };
    expect([...changed].sort()).toEqual([...ids].sort());
    const undone = await undo({ ids: changed, status: "rejected" }, { authorization: hirer.bearer });
    expect(undone.status).toBe(200);
    const back = Object.fromEntries(
      ((await undone.json()).data.applications as { id: string; status: string }[]).map((a) => [a.id, a.status]),
    );
    expect(back).toEqual({ [ids[0]]: "submitted", [ids[1]]: "submitted", [ids[2]]: "shortlisted" });
    expect(await sweepWhenDue()).toBe(0);
    for (const who of [asha, lata]) expect(await titlesOf(who)).toEqual([]);
    expect(await titlesOf(meena)).toEqual(["You are shortlisted for Sister in Monsoon"]);
  });
});

describe("a two-role applicant", () => {
  it("decided on for both roles at once hears of it in one mail naming both", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const person = await talent("Two Roles");
    const ids = [await applyTo(call.id, call.roles[0].id, person), await applyTo(call.id, call.roles[1].id, person)];
    expect((await bulk(call.id, hirer, ids, "rejected")).status).toBe(200);
    expect(await sweepWhenDue()).toBe(1);
    const mails = await mailsTo(person);
    expect(mails.map((m) => m.subject)).toEqual(["An update on Lead and Sister in Monsoon"]);
    expect(mails[0].text).toContain("chosen someone else for Lead and Sister in Monsoon");
  });

  it("gets one mail when the call closes, naming both roles", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const person = await talent("Both Waiting");
    for (const r of call.roles) await applyTo(call.id, r.id, person);
    const close = await api.patchCall(
      call.id,
      jsonRequest(`/api/calls/${call.id}`, { status: "closed" }, { authorization: hirer.bearer }, "PATCH"),
    );
    expect(close.status, await close.clone().text()).toBe(200);
    expect((await mailsTo(person)).map((m) => m.subject)).toEqual([
      "The roles Lead and Sister in Monsoon have been closed",
    ]);
  });

  it("rejected for one role moments before the call closes gets one mail about both, then nothing more", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const person = await talent("Rejected Then Closed");
    const [lead, sister] = [
      await applyTo(call.id, call.roles[0].id, person),
      await applyTo(call.id, call.roles[1].id, person),
    ];
    expect((await decide(lead, hirer, "rejected")).status).toBe(200);
    const close = await api.patchCall(
      call.id,
      jsonRequest(`/api/calls/${call.id}`, { status: "closed" }, { authorization: hirer.bearer }, "PATCH"),
    );
    expect(close.status, await close.clone().text()).toBe(200);
    expect(await ownStatus(person, lead)).toBe("rejected");
    expect(await ownStatus(person, sister)).toBe("closed");
    const mails = await mailsTo(person);
    expect(mails.map((m) => m.subject)).toEqual(["An update on Lead and Sister in Monsoon"]);
    expect(mails[0].text).toContain("chosen someone else for Lead in Monsoon");
    expect(mails[0].text).toContain("your application for Sister in Monsoon will not go further");
    expect(mails[0].text.match(/Thank you for applying/g)).toHaveLength(1);
    // The decision was told with the closing: too late to undo, and the sweep has nothing left.
    expect((await undo({ ids: [lead], status: "rejected" }, { authorization: hirer.bearer })).status).toBe(409);
    expect(await sweepWhenDue()).toBe(0);
    expect(await titlesOf(person)).toHaveLength(1);
  });

  it("is told once too when the closing sweep closes the call", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const person = await talent("Swept");
    const lead = await applyTo(call.id, call.roles[0].id, person);
    await applyTo(call.id, call.roles[1].id, person);
    expect((await decide(lead, hirer, "shortlisted")).status).toBe(200);
    await db().castingCall.update({
      where: { id: call.id },
      data: { deadline: new Date(Date.now() - 15 * 86_400_000) },
    });
    expect(await sweepExpiredCalls()).toBeGreaterThanOrEqual(1);
    expect(await sweepWhenDue()).toBe(0);
    // Shortlisted, not yet told, then closed: they hear of the closing, for both roles.
    expect((await mailsTo(person)).map((m) => m.subject)).toEqual([
      "The roles Lead and Sister in Monsoon have been closed",
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, two instances sweeping at once", () => {
  it("tell each applicant once", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const people = await Promise.all(["One", "Two", "Three", "Four", "Five"].map((n) => talent(`Claim ${n}`)));
    const ids: string[] = [];
    for (const person of people) ids.push(await applyTo(call.id, call.roles[0].id, person));
    expect((await bulk(call.id, hirer, ids, "selected")).status).toBe(200);
    const at = new Date(Date.now() + DELAY_MS() + 1000);
    const sent = await Promise.all([1, 2, 3, 4].map(() => sendDueDecisionNotices(at)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(people.length);
    for (const person of people) {
      expect(await titlesOf(person)).toEqual(["You are selected for Lead in Monsoon"]);
      expect(await mailsTo(person)).toHaveLength(1);
    }
  });

  it("skip a row an undo holds, without waiting for it; the undo wins", async () => {
    const { hirer, person, id } = await oneApplicant("Held");
    expect((await decide(id, hirer, "rejected")).status).toBe(200);
    const other = sandbox.t.db.sql;
    await other.exec("BEGIN");
    try {
      await other.query(`SELECT 1 FROM "Application" WHERE "id" = $1 FOR UPDATE`, [id]);
      const started = Date.now();
      expect(await sweepWhenDue()).toBe(0);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.exec("COMMIT");
    }
    expect((await undo({ ids: [id], status: "rejected" }, { authorization: hirer.bearer })).status).toBe(200);
    expect(await sweepWhenDue()).toBe(0);
    expect(await titlesOf(person)).toEqual([]);
  });
});
