import { describe, expect, it } from "vitest";
import { DELETE as withdrawRoute, PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { addDays, todayInIndia } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { applyTo, ctx, decideOn, postTestSession, type Applicant, type Talent } from "../helpers/auditions";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import type { TestDatabase } from "../helpers/database";
import { whileOtherHolds } from "../helpers/postgres";
import { uploadSandbox } from "../helpers/sandbox";

// Seats of audition slots under concurrent writers: every write to a session's invitations locks
// the session's row first (lib/auditions/access.ts), and an invitation locks its call's row before that, so
// that two casting assistants autofilling at once (one session or two of one call), or an invitee confirming
// again after a decline while the team moves someone into that slot, never put more people in a slot than it
// holds nor anyone in two sessions. A seat is held by an invitation awaiting an answer or confirmed (a decline
// or a request for another time gives it up). Two connections at once: PostgreSQL only (TEST_DATABASE_URL).

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Who = Hirer | Talent;

const auth = (who: Who) => ({ authorization: who.bearer });
const day = (n: number) => addDays(todayInIndia(), n);

const invite = (who: Who, sessionId: string, body: object) =>
  invitesRoute(jsonRequest(`/api/sessions/${sessionId}/invites`, body, auth(who)), ctx(sessionId));
const act = (who: Who, id: string, body: object) =>
  actRoute(jsonRequest(`/api/invites/${id}`, body, auth(who), "PATCH"), ctx(id));
const withdraw = (who: Who, id: string) =>
  withdrawRoute(new Request(`http://localhost/api/invites/${id}`, { method: "DELETE", headers: auth(who) }), ctx(id));

async function codeOf(response: Response): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { code?: string };
  return [response.status, body.code];
}

/** A call with `count` shortlisted applicants, in the order they applied (shortlisted in one PATCH). */
async function shortlistedCall(count: number) {
  const hirer = await createHirer();
  const call = await postTestCall(hirer);
  const applicants: Applicant[] = [];
  for (let i = 0; i < count; i++) {
    const person = await createMember({ listed: true });
    applicants.push({ person, applicationId: await applyTo(person, call) });
  }
  await decideOn(
    hirer,
    call.id,
    applicants.map((a) => a.applicationId),
    "shortlisted",
  );
  return { hirer, call, applicants };
}

/** A session of `slots` 15-minute slots from 10:00 (India time), `perSlot` seats each. */
async function session(hirer: Hirer, callId: string, date: string, slots: number, perSlot: number) {
  const minutes = 10 * 60 + slots * 15;
  const end = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return postTestSession(hirer, callId, {
    date,
    start: "10:00",
    end,
    slotMinutes: 15,
    perSlot,
    breaks: [],
    place: "Studio 9, Andheri West",
  });
}

async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()).data as { invites: { id: string; applicationId: string }[]; notPlaced: number })
    .invites;
}

/** Seats held in each slot of a session, read from the database (the invitations awaiting or confirmed). */
async function seatsHeld(sessionId: string) {
  const slots = await db().auditionSlot.findMany({
    where: { sessionId },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      capacity: true,
      _count: { select: { invites: { where: { status: { in: ["AWAITING", "CONFIRMED"] } } } } },
    },
  });
  return slots.map((slot) => ({ id: slot.id, capacity: slot.capacity, held: slot._count.invites }));
}

async function expectWithinCapacity(sessionId: string) {
  for (const slot of await seatsHeld(sessionId)) expect(slot.held, slot.id).toBeLessThanOrEqual(slot.capacity);
}

describe.runIf(process.env.TEST_DATABASE_URL)("audition seats on PostgreSQL, with writers at once", () => {
  const sandbox = uploadSandbox("audition-races");

  it("three autofills of one session at once fill its seats once: no slot over capacity, no one twice", async () => {
    for (let round = 0; round < 3; round++) {
      const { hirer, call, applicants } = await shortlistedCall(5);
      // Three slots of one seat for five shortlisted.
      const { id } = await session(hirer, call.id, day(3 + round), 3, 1);
      const answers = await Promise.all([1, 2, 3].map(() => invite(hirer, id, { autofill: true })));
      const invites = (await Promise.all(answers.map(created))).flat();
      expect(invites).toHaveLength(3);
      // The first three to apply, each once.
      expect(invites.map((i) => i.applicationId).sort()).toEqual(
        applicants
          .slice(0, 3)
          .map((a) => a.applicationId)
          .sort(),
      );
      await expectWithinCapacity(id);
      expect((await seatsHeld(id)).map((slot) => slot.held)).toEqual([1, 1, 1]);
    }
  });

  it("autofills of two sessions of one call at once invite each shortlisted applicant to one of them", async () => {
    for (let round = 0; round < 4; round++) {
      const { hirer, call, applicants } = await shortlistedCall(6);
      const first = await session(hirer, call.id, day(10 + 2 * round), 3, 2);
      const second = await session(hirer, call.id, day(11 + 2 * round), 3, 2);
      const answers = await Promise.all([
        invite(hirer, first.id, { autofill: true }),
        invite(hirer, second.id, { autofill: true }),
      ]);
      const invites = (await Promise.all(answers.map(created))).flat();
      await expectWithinCapacity(first.id);
      await expectWithinCapacity(second.id);
      // Autofill takes those not invited to a live session of the call: each applicant once, in one of the two.
      expect(invites.map((i) => i.applicationId).sort()).toEqual(applicants.map((a) => a.applicationId).sort());
      expect(
        await db().auditionInvite.count({ where: { applicationId: { in: applicants.map((a) => a.applicationId) } } }),
      ).toBe(6);
    }
  });

  it("an invitation of the call in flight: the other session's autofill waits for its call, then leaves that applicant out", async () => {
    const { hirer, call, applicants } = await shortlistedCall(3);
    const first = await session(hirer, call.id, day(18), 3, 1);
    const second = await session(hirer, call.id, day(19), 3, 1);
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql: TestDatabase["db"]["sql"]) => {
        // As an invitation to the first session does: the call locked, then the session, the invitation written.
        await sql.query(`SELECT 1 FROM "CastingCall" WHERE "id" = $1 FOR NO KEY UPDATE`, [call.id]);
        await sql.query(`SELECT 1 FROM "AuditionSession" WHERE "id" = $1 FOR UPDATE`, [first.id]);
        await sql.query(
          `INSERT INTO "AuditionInvite" ("id", "sessionId", "slotId", "applicationId", "updatedAt")
           VALUES ($1, $2, $3, $4, now())`,
          [`race-${first.id}`, first.id, first.slots[0].id, applicants[0].applicationId],
        );
      },
      () => invite(hirer, second.id, { autofill: true }),
    );
    expect(waited).toBe(true);
    const invites = await created(result);
    expect(invites.map((i) => i.applicationId)).toEqual([applicants[1].applicationId, applicants[2].applicationId]);
  });

  it("invitations into one slot at once: as many as its seats, the rest 409 slot_full", async () => {
    for (let round = 0; round < 3; round++) {
      const { hirer, call, applicants } = await shortlistedCall(4);
      const s = await session(hirer, call.id, day(20 + round), 4, 2);
      const slotId = s.slots[1].id;
      const answers = await Promise.all(
        applicants.map((a) => invite(hirer, s.id, { applicationIds: [a.applicationId], slotId })),
      );
      const codes = await Promise.all(answers.map(codeOf));
      expect(codes.map((c) => c[0]).sort()).toEqual([201, 201, 409, 409]);
      expect(codes.filter((c) => c[0] === 409).map((c) => c[1])).toEqual(["slot_full", "slot_full"]);
      expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([0, 2, 0, 0]);
    }
  });

  it("an autofill and invitations by hand at once: no slot over capacity", async () => {
    for (let round = 0; round < 3; round++) {
      const { hirer, call, applicants } = await shortlistedCall(6);
      // Two slots of two seats: four seats for six.
      const s = await session(hirer, call.id, day(30 + round), 2, 2);
      const answers = await Promise.all([
        invite(hirer, s.id, { autofill: true }),
        invite(hirer, s.id, { applicationIds: [applicants[4].applicationId], slotId: s.slots[0].id }),
        invite(hirer, s.id, { applicationIds: [applicants[5].applicationId], slotId: s.slots[0].id }),
      ]);
      const codes = await Promise.all(answers.map((a) => a.clone()).map(codeOf));
      for (const [status, code] of codes) {
        expect([201, 409, 400]).toContain(status);
        if (status === 409) expect(code).toBe("slot_full");
      }
      await expectWithinCapacity(s.id);
      expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([2, 2]);
    }
  });

  it("an invitation in flight holding the last seat of a slot: the autofill waits for it, then fills the others", async () => {
    const { hirer, call, applicants } = await shortlistedCall(3);
    const s = await session(hirer, call.id, day(40), 3, 1);
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql: TestDatabase["db"]["sql"]) => {
        // As an invitation does: the session locked, the invitation written, not yet committed.
        await sql.query(`SELECT 1 FROM "AuditionSession" WHERE "id" = $1 FOR UPDATE`, [s.id]);
        await sql.query(
          `INSERT INTO "AuditionInvite" ("id", "sessionId", "slotId", "applicationId", "updatedAt")
           VALUES ($1, $2, $3, $4, now())`,
          [`race-${s.id}`, s.id, s.slots[0].id, applicants[0].applicationId],
        );
      },
      () => invite(hirer, s.id, { autofill: true }),
    );
    expect(waited).toBe(true);
    const invites = await created(result);
    expect(invites.map((i) => i.applicationId)).toEqual([applicants[1].applicationId, applicants[2].applicationId]);
    expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([1, 1, 1]);
  });

  /** A session of slots of one seat: A declined in the first slot, B in the second. */
  async function declinedAndOther(round: number) {
    const { hirer, call, applicants } = await shortlistedCall(2);
    const [a, b] = applicants;
    const s = await session(hirer, call.id, day(50 + round), 3, 1);
    const invites = await created(await invite(hirer, s.id, { autofill: true }));
    const aInvite = invites.find((i) => i.applicationId === a.applicationId)!.id;
    const bInvite = invites.find((i) => i.applicationId === b.applicationId)!.id;
    const declined = await act(a.person, aInvite, { response: "decline", note: "Another shoot." });
    expect(declined.status, await declined.clone().text()).toBe(200);
    expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([0, 1, 0]);
    return { hirer, a, b, s, aInvite, bInvite, freed: s.slots[0].id };
  }

  it("an invitee asking for another time as the hirer moves someone into that seat: the move goes through either way", async () => {
    for (let round = 0; round < 4; round++) {
      const { hirer, call, applicants } = await shortlistedCall(2);
      const [a, b] = applicants;
      const s = await session(hirer, call.id, day(60 + round), 2, 1);
      const invites = await created(await invite(hirer, s.id, { autofill: true }));
      const aInvite = invites.find((i) => i.applicationId === a.applicationId)!.id;
      const bInvite = invites.find((i) => i.applicationId === b.applicationId)!.id;
      // A asks for another time: A's seat is free the moment that commits; B is moved into it meanwhile.
      const [ask, move] = await Promise.all([
        act(a.person, aInvite, { response: "reschedule", note: "Only after lunch." }),
        act(hirer, bInvite, { slotId: s.slots[0].id }),
      ]);
      const codes = [await codeOf(ask), await codeOf(move)];
      expect(codes[0]).toEqual([200, undefined]);
      // The move waited for the answer and took the seat, or went first into a full slot and was refused.
      expect([200, 409]).toContain(codes[1][0]);
      if (codes[1][0] === 409) {
        expect(codes[1][1]).toBe("slot_full");
        // Refused while A still held it: once A's request is in, the seat is free.
        expect(await codeOf(await act(hirer, bInvite, { slotId: s.slots[0].id }))).toEqual([200, undefined]);
      }
      await expectWithinCapacity(s.id);
      expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([1, 0]);
    }
  });

  it("the team withdrawing an invitation as its invitee confirms: the invitation goes either way, told once", async () => {
    for (let round = 0; round < 8; round++) {
      const { hirer, call, applicants } = await shortlistedCall(1);
      const s = await session(hirer, call.id, day(70 + round), 2, 1);
      const [made] = await created(await invite(hirer, s.id, { autofill: true }));
      const [gone, confirm] = await Promise.all([
        withdraw(hirer, made.id),
        act(applicants[0].person, made.id, { response: "confirm" }),
      ]);
      expect(await codeOf(gone)).toEqual([200, undefined]);
      // The confirm went first (200), or found the invitation gone (404).
      expect([200, 404], await confirm.clone().text()).toContain(confirm.status);
      expect(await db().auditionInvite.count({ where: { id: made.id } })).toBe(0);
      expect((await seatsHeld(s.id)).map((slot) => slot.held)).toEqual([0, 0]);
      expect(
        await db().notification.count({
          where: { userId: applicants[0].person.user.id, title: { startsWith: "Audition invitation withdrawn" } },
        }),
      ).toBe(1);
    }
  });

  it("an invitee confirming again after a decline as the hirer moves someone into that seat: one of them, never both", async () => {
    for (let round = 0; round < 4; round++) {
      const { hirer, a, s, aInvite, bInvite, freed } = await declinedAndOther(round);
      const [confirm, move] = await Promise.all([
        act(a.person, aInvite, { response: "confirm" }),
        act(hirer, bInvite, { slotId: freed }),
      ]);
      const codes = [await codeOf(confirm), await codeOf(move)];
      expect(codes.map((c) => c[0]).sort()).toEqual([200, 409]);
      expect(codes.find((c) => c[0] === 409)?.[1]).toBe("slot_full");
      await expectWithinCapacity(s.id);
      expect((await seatsHeld(s.id))[0].held).toBe(1);
    }
  });

  it("a move into the freed seat in flight: the invitee's confirm waits for it, then is refused with 409 slot_full", async () => {
    const { a, s, aInvite, bInvite, freed } = await declinedAndOther(10);
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql: TestDatabase["db"]["sql"]) => {
        await sql.query(`SELECT 1 FROM "AuditionSession" WHERE "id" = $1 FOR UPDATE`, [s.id]);
        await sql.query(`UPDATE "AuditionInvite" SET "slotId" = $1, "status" = 'AWAITING' WHERE "id" = $2`, [
          freed,
          bInvite,
        ]);
      },
      () => act(a.person, aInvite, { response: "confirm" }),
    );
    expect(waited).toBe(true);
    expect(await codeOf(result)).toEqual([409, "slot_full"]);
    expect((await db().auditionInvite.findUniqueOrThrow({ where: { id: aInvite } })).status).toBe("DECLINED");
    expect((await seatsHeld(s.id))[0].held).toBe(1);
  });

  it("the invitee's confirm in flight: the hirer's move into that seat waits for it, then is refused with 409 slot_full", async () => {
    const { hirer, s, aInvite, bInvite, freed } = await declinedAndOther(11);
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql: TestDatabase["db"]["sql"]) => {
        await sql.query(`SELECT 1 FROM "AuditionSession" WHERE "id" = $1 FOR UPDATE`, [s.id]);
        await sql.query(`UPDATE "AuditionInvite" SET "status" = 'CONFIRMED' WHERE "id" = $1`, [aInvite]);
      },
      () => act(hirer, bInvite, { slotId: freed }),
    );
    expect(waited).toBe(true);
    expect(await codeOf(result)).toEqual([409, "slot_full"]);
    expect((await db().auditionInvite.findUniqueOrThrow({ where: { id: bInvite } })).slotId).not.toBe(freed);
    expect((await seatsHeld(s.id))[0].held).toBe(1);
  });
});
