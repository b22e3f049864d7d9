import { describe, expect, it } from "vitest";
import { PATCH as decideRoute } from "@/app/api/applications/[id]/route";
import { GET as triageRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { db } from "@/lib/server/db";
import { CALL_HAS_APPLICATIONS, ROLES_HAVE_APPLICATIONS } from "@/lib/hiring/calls";
import { sendDueDecisionNotices } from "@/lib/hiring/decision-notices";
import { config } from "@/lib/server/config";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall, testRole } from "../helpers/calls";
import { multipartRequest } from "../helpers/uploads";
import type { TestDatabase } from "../helpers/database";
import { whileOtherHolds } from "../helpers/postgres";
import { uploadSandbox } from "../helpers/sandbox";

// Security finding 9: an application is never deleted as a side effect. Editing or deleting a call and
// applying to it happen one after the other (the call's row is locked), the database refuses to delete a
// call or role that has applications, and two decisions at once tell the applicant once. The interleaved
// cases need two connections, so PostgreSQL (TEST_DATABASE_URL); the rest runs on PGlite too.

const sandbox = uploadSandbox("races");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Talent = Awaited<ReturnType<typeof createMember>>;

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const postCall = (hirer: Hirer) => postTestCall(hirer);

/** A member who can apply: one with a profile picture. */
const talent = (): Promise<Talent> => createMember({ listed: true });

const applyTo = (callId: string, roleId: string, who: Talent) =>
  applyRoute(
    multipartRequest(`/api/calls/${callId}/applications`, { roleId }, {}, { authorization: who.bearer }),
    ctx(callId),
  );
const replaceRoles = (callId: string, hirer: Hirer) =>
  api.patchCall(
    callId,
    jsonRequest(`/api/calls/${callId}`, { roles: [testRole("New lead")] }, { authorization: hirer.bearer }, "PATCH"),
  );
const decide = (id: string, hirer: Hirer, status: string) =>
  decideRoute(jsonRequest(`/api/applications/${id}`, { status }, { authorization: hirer.bearer }, "PATCH"), ctx(id));

/** A call with one application to its role. */
async function callWithApplication() {
  const hirer = await createHirer();
  const call = await postCall(hirer);
  const applicant = await talent();
  const applied = await applyTo(call.id, call.roles[0].id, applicant);
  expect(applied.status, await applied.clone().text()).toBe(201);
  const { id } = (await applied.json()).data as { id: string };
  return { hirer, call, applicant, applicationId: id };
}

describe("an application's call and role", () => {
  it("cannot be deleted while it exists: the database refuses (RESTRICT), the application stays", async () => {
    const { call, applicationId } = await callWithApplication();
    await expect(db().role.delete({ where: { id: call.roles[0].id } })).rejects.toThrow();
    await expect(db().castingCall.delete({ where: { id: call.id } })).rejects.toThrow();
    expect(await db().application.count({ where: { id: applicationId } })).toBe(1);
  });

  it("is refused by the API with a 409 when someone has applied (roles replaced, call deleted)", async () => {
    const { hirer, call, applicationId } = await callWithApplication();
    const patched = await replaceRoles(call.id, hirer);
    expect(patched.status).toBe(409);
    expect((await patched.json()).message).toBe(ROLES_HAVE_APPLICATIONS.english);
    const deleted = await api.deleteCall(call.id, { authorization: hirer.bearer });
    expect(deleted.status).toBe(409);
    expect((await deleted.json()).message).toBe(CALL_HAS_APPLICATIONS.english);
    expect(await db().application.count({ where: { id: applicationId } })).toBe(1);
  });

  it("goes with a hirer's deleted account on purpose, and an applicant's deleted account takes its applications", async () => {
    const first = await callWithApplication();
    const other = await talent();
    expect((await applyTo(first.call.id, first.call.roles[0].id, other)).status).toBe(201);

    const gone = await api.deleteAccount(
      jsonRequest("/api/user/delete-account", { currentPassword: other.password }, { authorization: other.bearer }),
    );
    expect(gone.status, await gone.clone().text()).toBe(200);
    expect(await db().application.count({ where: { applicantId: other.user.id } })).toBe(0);
    expect(await db().application.count({ where: { id: first.applicationId } })).toBe(1);

    const hirerGone = await api.deleteAccount(
      jsonRequest(
        "/api/user/delete-account",
        { currentPassword: first.hirer.password },
        { authorization: first.hirer.bearer },
      ),
    );
    expect(hirerGone.status, await hirerGone.clone().text()).toBe(200);
    expect(await db().castingCall.count({ where: { id: first.call.id } })).toBe(0);
    expect(await db().application.count({ where: { callId: first.call.id } })).toBe(0);
    expect(await db().user.count({ where: { id: first.applicant.user.id } })).toBe(1);
  });
});

describe("the applications to a call, a page at a time", () => {
  it("gives `size` a page (50 at most) with the page, total and page count, and refuses a bad page", async () => {
    const { hirer, call } = await callWithApplication();
    for (let i = 0; i < 2; i++) expect((await applyTo(call.id, call.roles[0].id, await talent())).status).toBe(201);
    const read = async (search: string) => {
      const res = await triageRoute(
        new Request(`http://localhost/api/calls/${call.id}/applications${search}`, {
          headers: { authorization: hirer.bearer },
        }),
        ctx(call.id),
      );
      return { status: res.status, body: await res.json() };
    };
    const all = await read("");
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 50, total: 3, pageCount: 1 });
    expect(all.body.data.applications).toHaveLength(3);
    expect(all.body.data.counts.submitted).toBe(3);

    const pages = [await read("?size=2"), await read("?size=2&page=2")];
    expect(pages.map((p) => p.body.data.applications.length)).toEqual([2, 1]);
    expect(pages[1].body.data).toMatchObject({ page: 2, pageSize: 2, total: 3, pageCount: 2 });
    const ids = pages.flatMap((p) => p.body.data.applications.map((a: { id: string }) => a.id));
    expect(ids).toEqual(all.body.data.applications.map((a: { id: string }) => a.id));

    for (const bad of ["?page=0", "?page=x", "?size=51", "?size=0"]) expect((await read(bad)).status).toBe(400);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, with another connection in between", () => {
  /** As an application in flight does: the call locked, the row written, not yet committed. */
  const applicationInFlight =
    (callId: string, roleId: string, applicantId: string) => async (sql: TestDatabase["db"]["sql"]) => {
      await sql.query(`SELECT 1 FROM "CastingCall" WHERE "id" = $1 FOR UPDATE`, [callId]);
      await sql.query(
        `INSERT INTO "Application" ("id", "callId", "roleId", "applicantId", "answers", "updatedAt")
       VALUES ($1, $2, $3, $4, '{}', now())`,
        [`race-${applicantId}`, callId, roleId, applicantId],
      );
    };

  it("apply, then replace the roles: the edit waits, then is refused; the application survives", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const applicant = await talent();
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      applicationInFlight(call.id, call.roles[0].id, applicant.user.id),
      () => replaceRoles(call.id, hirer),
    );
    expect(waited).toBe(true);
    expect(result.status).toBe(409);
    expect(await db().application.count({ where: { callId: call.id } })).toBe(1);
    expect(await db().role.count({ where: { id: call.roles[0].id } })).toBe(1);
  });

  it("replace the roles, then apply: the application waits and is refused (400), nothing half-written", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const applicant = await talent();
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        await sql.query(`SELECT 1 FROM "CastingCall" WHERE "id" = $1 FOR UPDATE`, [call.id]);
        await sql.query(`DELETE FROM "Role" WHERE "callId" = $1`, [call.id]);
      },
      () => applyTo(call.id, call.roles[0].id, applicant),
    );
    expect(waited).toBe(true);
    expect(result.status, await result.clone().text()).toBe(400);
    expect((await result.json()).errors).toHaveProperty("roleId");
    expect(await db().application.count({ where: { callId: call.id } })).toBe(0);
  });

  it("apply, then delete the call: the deletion waits, then is refused; the application survives", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const applicant = await talent();
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      applicationInFlight(call.id, call.roles[0].id, applicant.user.id),
      () => api.deleteCall(call.id, { authorization: hirer.bearer }),
    );
    expect(waited).toBe(true);
    expect(result.status).toBe(409);
    expect(await db().castingCall.count({ where: { id: call.id } })).toBe(1);
    expect(await db().application.count({ where: { callId: call.id } })).toBe(1);
  });

  it("delete the call, then apply: the application waits and finds no call (404)", async () => {
    const hirer = await createHirer();
    const call = await postCall(hirer);
    const applicant = await talent();
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        await sql.query(`SELECT 1 FROM "CastingCall" WHERE "id" = $1 FOR UPDATE`, [call.id]);
        await sql.query(`DELETE FROM "CastingCall" WHERE "id" = $1`, [call.id]);
      },
      () => applyTo(call.id, call.roles[0].id, applicant),
    );
    expect(waited).toBe(true);
    expect(result.status).toBe(404);
    expect(await db().application.count({ where: { applicantId: applicant.user.id } })).toBe(0);
  });

  it("two decisions at once: the second waits for the first, and the applicant is told once", async () => {
    const { hirer, applicant, applicationId } = await callWithApplication();
    const notices = () => db().notification.count({ where: { userId: applicant.user.id } });
    const before = await notices();

    // The first decision in flight on the other connection: the row locked and moved, not yet committed.
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        await sql.query(`SELECT 1 FROM "Application" WHERE "id" = $1 FOR UPDATE`, [applicationId]);
        await sql.query(`UPDATE "Application" SET "status" = 'SHORTLISTED' WHERE "id" = $1`, [applicationId]);
      },
      () => decide(applicationId, hirer, "shortlisted"),
    );
    expect(waited).toBe(true);
    expect(result.status).toBe(200);
    expect(await notices()).toBe(before);

    // Two real decisions at once, each on a connection of the pool.
    const both = await Promise.all([
      decide(applicationId, hirer, "selected"),
      decide(applicationId, hirer, "selected"),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    // Told once the decision can no longer be undone (lib/hiring/decision-notices.ts).
    await sendDueDecisionNotices(new Date(Date.now() + config.decisionNoticeDelaySeconds * 1000 + 1000));
    expect(await notices()).toBe(before + 1);
  });
});
