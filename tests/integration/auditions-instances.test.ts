import { describe, expect, it } from "vitest";
import { PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { AUDITION_REMINDERS_JOB } from "@/lib/auditions/reminders";
import { addDays, todayInIndia } from "@/lib/dates";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { outbox } from "../helpers/mail";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";
import { twoWorkers } from "../helpers/workers";

// An audition's reminder goes out once with two instances on Redis. Two `npm run worker` processes
// share the test's PostgreSQL database and a redis-server of its own; the reminders job is queued four times
// at once without job ids (two runs on each worker at the same moment), then four times again, and each
// confirmed invitee whose audition begins within a day must get one reminder in the bell and one by mail;
// those who have not confirmed, and those whose audition is further off, none.

const HOUR_MS = 3_600_000;
/** A reminder's title (and its mail's subject): "today" or "tomorrow", as the audition's India day is. */
const REMINDER_STARTS = ["Audition today: ", "Audition tomorrow: "];
const REMINDER = /^Audition (today|tomorrow): /;

type Talent = Awaited<ReturnType<typeof createMember>>;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const auth = (who: { bearer: string }) => ({ authorization: who.bearer });

describe.runIf(process.env.TEST_DATABASE_URL)("audition reminders with two workers on one Redis", () => {
  const sandbox = uploadSandbox("auditions-instances");
  const workers = twoWorkers("auditions-instances", () => sandbox.t.url);

  it("reminds each confirmed invitee of tomorrow's audition once, in the bell and by mail", async () => {
    const hirer = await createHirer();
    const call = await postTestCall(hirer);
    const shortlisted = async (name: string) => {
      const person = await createMember({ name, listed: true });
      const applied = await applyRoute(
        multipartRequest(`/api/calls/${call.id}/applications`, { roleId: call.roles[0].id }, {}, auth(person)),
        ctx(call.id),
      );
      expect(applied.status, await applied.clone().text()).toBe(201);
      const applicationId = ((await applied.json()).data as { id: string }).id;
      const decided = await bulkRoute(
        jsonRequest(
          `/api/calls/${call.id}/applications`,
          { ids: [applicationId], status: "shortlisted" },
          auth(hirer),
          "PATCH",
        ),
        ctx(call.id),
      );
      expect(decided.status, await decided.clone().text()).toBe(200);
      return { person, applicationId };
    };
    const newSession = async (date: string) => {
      const body = { date, start: "10:00", end: "12:00", slotMinutes: 15, perSlot: 2, place: "Studio 4, Film City" };
      const made = await newSessionRoute(
        jsonRequest(`/api/calls/${call.id}/sessions`, body, auth(hirer)),
        ctx(call.id),
      );
      expect(made.status, await made.clone().text()).toBe(201);
      return ((await made.json()).data as { id: string }).id;
    };
    const inviteAll = async (sessionId: string, applicationIds: string[]) => {
      const res = await invitesRoute(
        jsonRequest(`/api/sessions/${sessionId}/invites`, { applicationIds }, auth(hirer)),
        ctx(sessionId),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()).data.invites as { id: string; applicationId: string }[]).map((i) => i.id);
    };
    const answer = async (who: Talent, inviteId: string, body: object) => {
      const res = await actRoute(jsonRequest(`/api/invites/${inviteId}`, body, auth(who), "PATCH"), ctx(inviteId));
      expect(res.status, await res.clone().text()).toBe(200);
    };

    // Five confirm, one does not answer, one declines, one asks for another time: all in the session that will
    // be tomorrow's. One more confirms a session three days off.
    const names = ["Anjali", "Bhavna", "Chitra", "Deepa", "Esha", "Farah", "Gauri", "Hema"].map(
      (n) => `${n} Remindwal`,
    );
    const people = [];
    for (const name of names) people.push(await shortlisted(name));
    const later = await shortlisted("Indu Remindwal");
    const soonId = await newSession(addDays(todayInIndia(), 2));
    const laterId = await newSession(addDays(todayInIndia(), 3));
    const invites = await inviteAll(
      soonId,
      people.map((p) => p.applicationId),
    );
    const [laterInvite] = await inviteAll(laterId, [later.applicationId]);
    const confirmed = people.slice(0, 5);
    for (const [i, who] of confirmed.entries()) await answer(who.person, invites[i], { response: "confirm" });
    const awaiting = people[5];
    await answer(people[6].person, invites[6], { response: "decline", note: "Shooting elsewhere that day." });
    await answer(people[7].person, invites[7], { response: "reschedule", note: "Could it be in the afternoon?" });
    await answer(later.person, laterInvite, { response: "confirm" });
    await backgroundIdle();

    // The jobs the workers' schedulers start with (a reminders run among them) are out of the way first.
    const { outbox: workerOutbox } = await workers.start();
    expect(await db().auditionInvite.count({ where: { remindedAt: { not: null } } })).toBe(0);

    // Only now does the first session fall within a day (its slots two hours off and later): due before, the
    // first worker up would remind alone, in the run its scheduler starts with.
    const slots = await db().auditionSlot.findMany({ where: { sessionId: soonId }, orderBy: { startsAt: "asc" } });
    const shift = Date.now() + 2 * HOUR_MS - slots[0].startsAt.getTime();
    for (const slot of slots) {
      await db().auditionSlot.update({
        where: { id: slot.id },
        data: { startsAt: new Date(slot.startsAt.getTime() + shift), endsAt: new Date(slot.endsAt.getTime() + shift) },
      });
    }

    // Four runs at once, two on each worker; then four more, once the first are done: nobody is reminded again.
    await workers.runFourTimes(AUDITION_REMINDERS_JOB);
    await workers.runFourTimes(AUDITION_REMINDERS_JOB);

    const everyone = [...people, later];
    const reminders = () =>
      db().notification.findMany({
        where: {
          userId: { in: everyone.map((p) => p.person.user.id) },
          OR: REMINDER_STARTS.map((start) => ({ title: { startsWith: start } })),
        },
        select: { userId: true, title: true },
      });
    const reminderMails = async () =>
      (await outbox(workerOutbox)).filter((m) => REMINDER.test(m.subject)).map((m) => m.to);
    const snapshot = async () => JSON.stringify([await reminders(), (await outbox(workerOutbox)).length]);
    // Done when the mail jobs they queued have run too, and every count has stayed the same a while.
    await workers.settle("the reminders", snapshot);
    expect(await workers.failed(new RegExp(`^(${AUDITION_REMINDERS_JOB}|mail):`))).toEqual([]);

    const ids = (list: { person: Talent }[]) => list.map((p) => p.person.user.id).sort();
    expect((await reminders()).map((n) => n.userId).sort(), workers.output()).toEqual(ids(confirmed));
    for (const notice of await reminders())
      expect(notice.title).toMatch(/^Audition (today|tomorrow): Lead in Monsoon$/);
    expect((await reminderMails()).sort()).toEqual(confirmed.map((p) => p.person.user.email).sort());
    // Nothing else went out from the workers: the awaiting, the declined, the rescheduling and the later
    // invitee are neither told nor mailed.
    expect(await outbox(workerOutbox)).toHaveLength(confirmed.length);
    const notReminded = [awaiting, people[6], people[7], later].map((p) => p.person.user.id);
    expect((await reminders()).filter((n) => notReminded.includes(n.userId))).toEqual([]);

    const reminded = await db().auditionInvite.findMany({
      where: { remindedAt: { not: null } },
      select: { id: true },
    });
    expect(reminded.map((i) => i.id).sort()).toEqual(invites.slice(0, 5).sort());
  });
});
