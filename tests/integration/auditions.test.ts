import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as sessionsRoute, POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { GET as calendarRoute } from "@/app/api/invites/[id]/calendar.ics/route";
import { DELETE as withdrawRoute, GET as inviteRoute, PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { PATCH as callRoute } from "@/app/api/calls/[id]/route";
import { GET as myInvitesRoute } from "@/app/api/me/invites/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { DELETE as cancelRoute, GET as sessionRoute, PATCH as changeRoute } from "@/app/api/sessions/[id]/route";
import { GET as csvRoute } from "@/app/api/sessions/[id]/schedule.csv/route";
import { sendAuditionReminders } from "@/lib/auditions/reminders";
import { sendDueDecisionNotices } from "@/lib/hiring/decision-notices";
import type { SessionView } from "@/lib/auditions/views";
import { addDays, todayInIndia } from "@/lib/dates";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { applicant, type Applicant, type Talent } from "../helpers/auditions";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall, testRole } from "../helpers/calls";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";

// Audition scheduling through its route handlers: sessions of slots, invitations by hand and by
// autofill, the invitees' answers, calendar files (parsed with ical.js; always METHOD:PUBLISH, a cancelled
// event STATUS:CANCELLED), changes and cancellations, invitations withdrawn (by the team, a rejection, the
// call's closing), the reminders a day before and the day's schedule as CSV. Concurrent writers on PostgreSQL:
// auditions-races.test.ts.

const sandbox = uploadSandbox("auditions");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Who = Hirer | Talent | undefined;

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const auth = (who: Who): Record<string, string> => (who ? { authorization: who.bearer } : {});
const getRequest = (url: string, who: Who) => new Request(`http://localhost${url}`, { headers: auth(who) });
/** Today in India as the test began: a test that runs on past midnight keeps its days. */
let testDay = todayInIndia();
beforeEach(() => {
  testDay = todayInIndia();
});
/** A day in India, `n` days from the day the test began. */
const day = (n: number) => addDays(testDay, n);
/** The moment of a time of an India day, as the API gives it (ISO, UTC). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const HOUR_MS = 3_600_000;

const PLACE = "Studio 4, Film City; Goregaon East, Mumbai";
const LINK = "https://meet.example.com/audition-room";
/** 10:00 to 13:00 in 15-minute slots, two people each, lunch 11:00-11:30: 10 slots. */
const sessionBody = (date = day(3), overrides: object = {}) => ({
  date,
  start: "10:00",
  end: "13:00",
  slotMinutes: 15,
  perSlot: 2,
  breaks: [{ start: "11:00", end: "11:30" }],
  place: PLACE,
  ...overrides,
});
const listed = async (who: Who, callId: string) => (await answer(await listSessions(who, callId))).body.data;
const SLOT_TIMES = ["10:00", "10:15", "10:30", "10:45", "11:30", "11:45", "12:00", "12:15", "12:30", "12:45"];

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

const postSession = (who: Who, callId: string, body: unknown) =>
  newSessionRoute(jsonRequest(`/api/calls/${callId}/sessions`, body, auth(who)), ctx(callId));
const listSessions = (who: Who, callId: string) =>
  sessionsRoute(getRequest(`/api/calls/${callId}/sessions`, who), ctx(callId));
const readSession = (who: Who, id: string) => sessionRoute(getRequest(`/api/sessions/${id}`, who), ctx(id));
const changeSession = (who: Who, id: string, body: unknown) =>
  changeRoute(jsonRequest(`/api/sessions/${id}`, body, auth(who), "PATCH"), ctx(id));
const cancelSession = (who: Who, id: string) =>
  cancelRoute(new Request(`http://localhost/api/sessions/${id}`, { method: "DELETE", headers: auth(who) }), ctx(id));
const invite = (who: Who, sessionId: string, body: unknown) =>
  invitesRoute(jsonRequest(`/api/sessions/${sessionId}/invites`, body, auth(who)), ctx(sessionId));
const act = (who: Who, id: string, body: unknown) =>
  actRoute(jsonRequest(`/api/invites/${id}`, body, auth(who), "PATCH"), ctx(id));
const withdraw = (who: Who, id: string) =>
  withdrawRoute(new Request(`http://localhost/api/invites/${id}`, { method: "DELETE", headers: auth(who) }), ctx(id));
const decide = (who: Who, callId: string, ids: string[], status: string) =>
  bulkRoute(jsonRequest(`/api/calls/${callId}/applications`, { ids, status }, auth(who), "PATCH"), ctx(callId));
const closeCall = (who: Who, callId: string) =>
  callRoute(jsonRequest(`/api/calls/${callId}`, { status: "closed" }, auth(who), "PATCH"), ctx(callId));
const readInvite = (who: Who, id: string) => inviteRoute(getRequest(`/api/invites/${id}`, who), ctx(id));
const calendar = (who: Who, id: string) => calendarRoute(getRequest(`/api/invites/${id}/calendar.ics`, who), ctx(id));
const myInvites = (who: Who) => myInvitesRoute(getRequest("/api/me/invites", who));
const scheduleCsv = (who: Who, id: string) => csvRoute(getRequest(`/api/sessions/${id}/schedule.csv`, who), ctx(id));

/** A hirer's call (a short film, "Monsoon", with the roles named). */
async function castingCall(roles = ["Lead"]) {
  const hirer = await createHirer();
  const call = await postTestCall(hirer, { roles: roles.map((name) => testRole(name)) });
  return { hirer, call };
}

/** A call with `names` shortlisted (in that order) and a session, which must be made. */
async function scene(names: string[], body: object = sessionBody()) {
  const base = await castingCall();
  const applicants: Applicant[] = [];
  for (const name of names) applicants.push(await applicant(base.hirer, base.call, { name }));
  const made = await answer(await postSession(base.hirer, base.call.id, body));
  expect(made.status, made.text).toBe(201);
  return { ...base, applicants, session: made.body.data as SessionView };
}

interface Created {
  id: string;
  applicationId: string;
  slotStart: string;
  slotEnd: string;
}

/** Invitations that must be made (201). */
async function invited(hirer: Hirer, sessionId: string, body: object): Promise<Created[]> {
  const res = await answer(await invite(hirer, sessionId, body));
  expect(res.status, res.text).toBe(201);
  return res.body.data.invites as Created[];
}

/** The invitation of an application, from the list made. */
const inviteOf = (invites: Created[], who: Applicant) => invites.find((i) => i.applicationId === who.applicationId)!;

const titlesOf = async (userId: string, prefix = "") =>
  (await db().notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { title: true } }))
    .map((n) => n.title)
    .filter((title) => title.startsWith(prefix));

/** The audition notices of an invitee (other notices, of decisions on applications, left out). */
const auditionTitles = async (who: Talent) =>
  (await titlesOf(who.user.id)).filter((t) => /^(Audition|Your audition)/.test(t));

interface Mailed {
  subject: string;
  text: string;
  /** The calendar file attached: its type, with the parameters of its Content-Type header, and its text. */
  ics?: { filename?: string; contentType: string; params: Record<string, string>; text: string };
}

/** The mails sent to an address so far, oldest first, with the calendar file attached to each. */
async function mailsTo(email: string): Promise<Mailed[]> {
  await backgroundIdle();
  const names = (await readdir(sandbox.outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(path.join(sandbox.outbox, name)))),
  );
  return mails
    .filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return to?.value.some((address) => address.address === email);
    })
    .map((mail) => {
      const file = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
      const header = file?.headers.get("content-type") as { params?: Record<string, string> } | undefined;
      return {
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        ics: file && {
          filename: file.filename,
          contentType: file.contentType,
          params: header?.params ?? {},
          text: file.content.toString("utf8"),
        },
      };
    });
}

/**
 * A calendar file read with ical.js: the calendar's METHOD and its one event. Always published: a cancelled
 * event is STATUS:CANCELLED under the same UID with a higher SEQUENCE, never an iTIP METHOD:CANCEL.
 */
function parseCalendar(text: string) {
  expect(text).toMatch(/^METHOD:PUBLISH\r$/m);
  expect(text).not.toMatch(/METHOD:CANCEL/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const vevent = events[0];
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty("dtstart")!;
  const end = vevent.getFirstProperty("dtend")!;
  const timezone = new ICAL.Timezone(zone!);
  const moment = (value: unknown) => {
    const time = (value as InstanceType<typeof ICAL.Time>).clone();
    time.zone = timezone;
    return time.toJSDate().toISOString();
  };
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    tzid: start.getParameter("tzid"),
    endTzid: end.getParameter("tzid"),
    /** The start as written: India's local time. */
    localStart: String(start.getFirstValue()),
    start: moment(start.getFirstValue()),
    end: moment(end.getFirstValue()),
    location: event.location,
    summary: event.summary,
    description: event.description,
    status: vevent.getFirstPropertyValue("status"),
  };
}

/** A mailed calendar file, published as its Content-Type says too, read with ical.js. */
function mailedCalendar(ics: Mailed["ics"]) {
  expect(ics?.filename).toBe("audition.ics");
  expect(ics?.contentType).toBe("text/calendar");
  expect(ics?.params).toMatchObject({ charset: "utf-8", method: "PUBLISH" });
  return parseCalendar(ics!.text);
}

/** The invitation's calendar file as GET calendar.ics gives it, which must succeed. */
async function calendarOf(who: Who, inviteId: string) {
  const res = await calendar(who, inviteId);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
  return parseCalendar(text);
}

/** The session as its owner reads it. */
async function sessionNow(hirer: Hirer, id: string): Promise<SessionView> {
  const res = await answer(await readSession(hirer, id));
  expect(res.status, res.text).toBe(200);
  return res.body.data as SessionView;
}

/** Where each invitation sits and its answer: { inviteId: [slot start, status] }. */
const seating = (session: SessionView) =>
  Object.fromEntries(session.slots.flatMap((s) => s.invites.map((i) => [i.id, [s.start, i.status]])));

describe("a session", () => {
  it("POST makes its slots: 10:00-13:00 by 15 minutes around an 11:00-11:30 break is 10, two seats each", async () => {
    const { hirer, call } = await castingCall();
    const date = day(3);
    const res = await answer(await postSession(hirer, call.id, sessionBody(date)));
    expect(res.status, res.text).toBe(201);
    const session = res.body.data as SessionView;
    expect(session).toMatchObject({ callId: call.id, ...sessionBody(date), link: null, cancelled: false });
    expect(session.id).toEqual(expect.any(String));
    expect(
      session.slots.map(({ start, end, capacity, taken, invites }) => ({ start, end, capacity, taken, invites })),
    ).toEqual(
      SLOT_TIMES.map((time) => ({
        start: ist(date, time),
        end: new Date(Date.parse(ist(date, time)) + 15 * 60_000).toISOString(),
        capacity: 2,
        taken: 0,
        invites: [],
      })),
    );
    expect(new Set(session.slots.map((s) => s.id)).size).toBe(10);

    // GET lists it, and a later one after it; a video call session has its link and no place.
    const later = await answer(
      await postSession(hirer, call.id, sessionBody(day(4), { place: undefined, link: LINK, breaks: [] })),
    );
    expect(later.status, later.text).toBe(201);
    expect(later.body.data).toMatchObject({ place: null, link: LINK, breaks: [] });
    expect(later.body.data.slots).toHaveLength(12);
    const listed = await answer(await listSessions(hirer, call.id));
    expect(listed.status).toBe(200);
    expect((listed.body.data as SessionView[]).map((s) => [s.id, s.date, s.slots.length])).toEqual([
      [session.id, date, 10],
      [later.body.data.id, day(4), 12],
    ]);
  });

  it(
    "refuses bad times, places and fields with 400 naming the field, and makes nothing",
    { tags: ["clock"] },
    async () => {
      const { hirer, call } = await castingCall();
      const cases: [object, string, RegExp][] = [
        [sessionBody(day(-1)), "date", /future/],
        // Today at midnight has begun, whatever the time now.
        [sessionBody(day(0), { start: "00:00", end: "00:30", breaks: [] }), "date", /future/],
        [sessionBody(day(3), { date: "3/12/2026" }), "date", /YYYY-MM-DD/],
        [sessionBody(day(3), { start: "13:00", end: "10:00" }), "end", /end after it starts/],
        [sessionBody(day(3), { start: "10:00", end: "25:00" }), "end", /HH:MM/],
        [sessionBody(day(3), { slotMinutes: 4 }), "slotMinutes", /at least 5/],
        [sessionBody(day(3), { slotMinutes: 121 }), "slotMinutes", /at most 120/],
        [sessionBody(day(3), { slotMinutes: 7.5 }), "slotMinutes", /whole number/],
        [sessionBody(day(3), { perSlot: 0 }), "perSlot", /at least 1/],
        [sessionBody(day(3), { perSlot: 21 }), "perSlot", /at most 20/],
        [sessionBody(day(3), { link: LINK }), "place", /one of the two/],
        [sessionBody(day(3), { place: undefined }), "place", /one of the two/],
        [sessionBody(day(3), { place: undefined, link: "http://meet.example.com/x" }), "link", /https:\/\//],
        [sessionBody(day(3), { breaks: [{ start: "09:00", end: "09:30" }] }), "breaks", /between the session's start/],
        [
          sessionBody(day(3), {
            breaks: [
              { start: "11:00", end: "11:30" },
              { start: "11:15", end: "11:45" },
            ],
          }),
          "breaks",
          /overlap/,
        ],
        [sessionBody(day(3), { start: "10:00", end: "10:10", breaks: [] }), "slotMinutes", /No 15-minute slot fits/],
        [{ ...sessionBody(day(3)), colour: "red" }, "body", /colour/],
      ];
      for (const [body, field, message] of cases) {
        const res = await answer(await postSession(hirer, call.id, body));
        expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
        expect(res.body.errors?.[field], `${JSON.stringify(body)}: ${res.text}`).toMatch(message);
      }
      expect(await db().auditionSession.count({ where: { callId: call.id } })).toBe(0);
    },
  );

  it("belongs to the call's organisation: 403 for another hirer and for talent, 404 for no call, 401 signed out", async () => {
    const { hirer, call } = await castingCall();
    const made = await answer(await postSession(hirer, call.id, sessionBody()));
    const other = await createHirer();
    const talent = (await applicant(hirer, call, { name: "Meera Curious" })).person;
    for (const who of [other, talent]) {
      expect((await postSession(who, call.id, sessionBody())).status).toBe(403);
      expect((await listSessions(who, call.id)).status).toBe(403);
      expect((await readSession(who, made.body.data.id)).status).toBe(403);
      expect((await changeSession(who, made.body.data.id, { place: "Elsewhere" })).status).toBe(403);
      expect((await cancelSession(who, made.body.data.id)).status).toBe(403);
      expect((await invite(who, made.body.data.id, { autofill: true })).status).toBe(403);
      expect((await scheduleCsv(who, made.body.data.id)).status).toBe(403);
    }
    expect((await postSession(hirer, "nosuchcall0000000000000000", sessionBody())).status).toBe(404);
    expect((await listSessions(hirer, "nosuchcall0000000000000000")).status).toBe(404);
    expect((await readSession(hirer, "nosuchsession0000000000000")).status).toBe(404);
    expect((await postSession(undefined, call.id, sessionBody())).status).toBe(401);
    expect(await db().auditionSession.count({ where: { callId: call.id } })).toBe(1);
    expect((await sessionNow(hirer, made.body.data.id)).cancelled).toBe(false);
  });
});

describe("invitations", () => {
  it("by applicationIds: the earliest slots with room, each invitee told by notification and mail with an .ics", async () => {
    const s = await scene(["Asha Rao", "Bina Shah", "Chitra Iyer"]);
    const [asha, bina, chitra] = s.applicants;
    const res = await answer(
      await invite(s.hirer, s.session.id, {
        applicationIds: [asha.applicationId, bina.applicationId, chitra.applicationId],
      }),
    );
    expect(res.status, res.text).toBe(201);
    const date = s.session.date;
    expect(res.body.data.invites).toEqual([
      {
        id: expect.any(String),
        applicationId: asha.applicationId,
        slotStart: ist(date, "10:00"),
        slotEnd: ist(date, "10:15"),
      },
      {
        id: expect.any(String),
        applicationId: bina.applicationId,
        slotStart: ist(date, "10:00"),
        slotEnd: ist(date, "10:15"),
      },
      {
        id: expect.any(String),
        applicationId: chitra.applicationId,
        slotStart: ist(date, "10:15"),
        slotEnd: ist(date, "10:30"),
      },
    ]);
    const invites = res.body.data.invites as Created[];

    // The schedule shows who is in each slot, awaiting an answer.
    const listed = (await answer(await listSessions(s.hirer, s.call.id))).body.data as SessionView[];
    const [first, second] = listed[0].slots;
    expect([first.taken, second.taken, listed[0].slots[2].taken]).toEqual([2, 1, 0]);
    expect(first.invites.map((i) => [i.name, i.role, i.status, i.note])).toEqual([
      ["Asha Rao", "Lead", "awaiting", ""],
      ["Bina Shah", "Lead", "awaiting", ""],
    ]);
    expect(first.invites[0]).toMatchObject({
      id: inviteOf(invites, asha).id,
      applicationId: asha.applicationId,
      answeredAt: null,
      profile: `/candidate-profile/${asha.person.user.id}`,
    });

    for (const who of [asha, bina, chitra]) {
      expect(await auditionTitles(who.person)).toEqual(["Audition invitation: Lead in Monsoon"]);
      const mails = (await mailsTo(who.person.user.email)).filter((m) => m.subject.startsWith("Audition"));
      expect(mails.map((m) => m.subject)).toEqual(["Audition invitation: Lead in Monsoon"]);
      const [mail] = mails;
      const mine = inviteOf(invites, who);
      const startsAt = new Date(mine.slotStart);
      const local = mine.slotStart === ist(date, "10:00") ? "10:00 am to 10:15 am" : "10:15 am to 10:30 am";
      expect(mail.text).toContain(`${local} (India time)`);
      expect(mail.text).toContain(PLACE);
      const event = mailedCalendar(mail.ics);
      expect(event).toMatchObject({
        method: "PUBLISH",
        tzid: "Asia/Kolkata",
        start: startsAt.toISOString(),
        end: mine.slotEnd,
        sequence: 0,
        location: PLACE,
        status: "TENTATIVE",
      });
      expect(event.uid).toContain(mine.id);
    }
  });

  it("by applicationIds: 400 naming the applications that are not shortlisted or selected, or not of this call", async () => {
    const base = await castingCall();
    const shortlisted = await applicant(base.hirer, base.call, { name: "Devika Shortlisted" });
    const selected = await applicant(base.hirer, base.call, { name: "Esha Selected", status: "selected" });
    const submitted = await applicant(base.hirer, base.call, { name: "Farah Submitted", status: "submitted" });
    const rejected = await applicant(base.hirer, base.call, { name: "Gauri Rejected", status: "rejected" });
    const elsewhere = await castingCall();
    const foreign = await applicant(elsewhere.hirer, elsewhere.call, { name: "Hema Elsewhere" });
    const session = (await answer(await postSession(base.hirer, base.call.id, sessionBody()))).body.data as SessionView;

    const refused = await answer(
      await invite(base.hirer, session.id, {
        applicationIds: [shortlisted.applicationId, submitted.applicationId, rejected.applicationId],
      }),
    );
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.errors.applicationIds).toMatch(/not shortlisted or selected: Farah Submitted, Gauri Rejected/i);
    expect(refused.body.errors.applicationIds).not.toMatch(/Devika/);

    const alien = await answer(
      await invite(base.hirer, session.id, { applicationIds: [shortlisted.applicationId, foreign.applicationId] }),
    );
    expect(alien.status, alien.text).toBe(400);
    expect(alien.body.errors.applicationIds).toContain(foreign.applicationId);
    expect(alien.body.errors.applicationIds).toMatch(/not applications to this call/i);
    expect(await db().auditionInvite.count({ where: { sessionId: session.id } })).toBe(0);

    // Shortlisted and selected both may be invited; once.
    await invited(base.hirer, session.id, { applicationIds: [shortlisted.applicationId, selected.applicationId] });
    const again = await answer(await invite(base.hirer, session.id, { applicationIds: [selected.applicationId] }));
    expect(again.status, again.text).toBe(400);
    expect(again.body.errors.applicationIds).toMatch(/already invited to this session: Esha Selected/i);

    for (const body of [{}, { applicationIds: [] }, { autofill: false }, { applicationIds: ["x"], extra: 1 }]) {
      expect((await invite(base.hirer, session.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await invite(base.hirer, "nosuchsession0000000000000", { autofill: true })).status).toBe(404);
    expect(await db().auditionInvite.count({ where: { sessionId: session.id } })).toBe(2);
  });

  it("into a slotId: placed there, and 409 slot_full when the slot would overflow", async () => {
    const s = await scene(["Indu", "Jaya", "Kavya", "Lata"]);
    const [indu, jaya, kavya, lata] = s.applicants;
    const third = s.session.slots[2];
    const overflow = await answer(
      await invite(s.hirer, s.session.id, {
        applicationIds: [indu.applicationId, jaya.applicationId, kavya.applicationId],
        slotId: third.id,
      }),
    );
    expect(overflow.status, overflow.text).toBe(409);
    expect(overflow.body.code).toBe("slot_full");
    expect(await db().auditionInvite.count({ where: { sessionId: s.session.id } })).toBe(0);

    const placed = await invited(s.hirer, s.session.id, {
      applicationIds: [indu.applicationId, jaya.applicationId],
      slotId: third.id,
    });
    expect(placed.map((p) => p.slotStart)).toEqual([third.start, third.start]);
    const full = await answer(
      await invite(s.hirer, s.session.id, { applicationIds: [kavya.applicationId], slotId: third.id }),
    );
    expect([full.status, full.body.code]).toEqual([409, "slot_full"]);
    const unknown = await answer(
      await invite(s.hirer, s.session.id, {
        applicationIds: [kavya.applicationId],
        slotId: "nosuchslot000000000000000",
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.slotId).toBeDefined();
    // Without a slot they go to the earliest with room.
    const rest = await invited(s.hirer, s.session.id, { applicationIds: [kavya.applicationId, lata.applicationId] });
    expect(rest.map((p) => p.slotStart)).toEqual([s.session.slots[0].start, s.session.slots[0].start]);
    expect((await sessionNow(s.hirer, s.session.id)).slots.map((slot) => slot.taken)).toEqual([
      2, 0, 2, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("by autofill: earliest slots first, perSlot respected, in the order they applied; a second autofill invites nobody new", async () => {
    const names = ["Mala", "Nila", "Oviya", "Padma", "Quila"];
    const s = await scene(names, sessionBody(day(4), { perSlot: 2 }));
    // One submitted and one rejected are left out.
    await applicant(s.hirer, s.call, { name: "Rekha Submitted", status: "submitted" });
    await applicant(s.hirer, s.call, { name: "Sita Rejected", status: "rejected" });
    const res = await answer(await invite(s.hirer, s.session.id, { autofill: true }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.notPlaced).toBe(0);
    const date = s.session.date;
    expect((res.body.data.invites as Created[]).map((i) => [i.applicationId, i.slotStart])).toEqual([
      [s.applicants[0].applicationId, ist(date, "10:00")],
      [s.applicants[1].applicationId, ist(date, "10:00")],
      [s.applicants[2].applicationId, ist(date, "10:15")],
      [s.applicants[3].applicationId, ist(date, "10:15")],
      [s.applicants[4].applicationId, ist(date, "10:30")],
    ]);
    const session = await sessionNow(s.hirer, s.session.id);
    expect(session.slots.map((slot) => slot.taken)).toEqual([2, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(session.slots.flatMap((slot) => slot.invites.map((i) => i.name))).toEqual(names);

    const again = await answer(await invite(s.hirer, s.session.id, { autofill: true }));
    expect(again.status, again.text).toBe(201);
    expect(again.body.data).toEqual({ invites: [], notPlaced: 0 });
    // Nor into another session of the call: they are invited already.
    const another = (await answer(await postSession(s.hirer, s.call.id, sessionBody(day(5))))).body.data as SessionView;
    expect((await answer(await invite(s.hirer, another.id, { autofill: true }))).body.data.invites).toEqual([]);
    expect(await db().auditionInvite.count({ where: { application: { callId: s.call.id } } })).toBe(5);
  });

  it("by autofill: as many as the free seats take, the rest counted as not placed", async () => {
    // 10:00-10:30 by 15 minutes, one each: two seats for three shortlisted.
    const s = await scene(["Tara", "Uma", "Vani"], sessionBody(day(4), { end: "10:30", breaks: [], perSlot: 1 }));
    const res = await answer(await invite(s.hirer, s.session.id, { autofill: true }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.invites.map((i: Created) => i.applicationId)).toEqual([
      s.applicants[0].applicationId,
      s.applicants[1].applicationId,
    ]);
    expect(res.body.data.notPlaced).toBe(1);
    expect(res.body.message).toMatch(/1 shortlisted did not fit/);
    expect((await sessionNow(s.hirer, s.session.id)).slots.map((slot) => [slot.capacity, slot.taken])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // By hand, more than the free seats is refused whole.
    const full = await answer(await invite(s.hirer, s.session.id, { applicationIds: [s.applicants[2].applicationId] }));
    expect([full.status, full.body.code]).toEqual([409, "session_full"]);
  });

  it("by autofill with a roleId: only that role's shortlisted", async () => {
    const base = await castingCall(["Lead", "Sister"]);
    const lead = await applicant(base.hirer, base.call, { name: "Wamiqa Lead", role: 0 });
    const sister = await applicant(base.hirer, base.call, { name: "Xena Sister", role: 1 });
    const sister2 = await applicant(base.hirer, base.call, { name: "Yamini Sister", role: 1 });
    const session = (await answer(await postSession(base.hirer, base.call.id, sessionBody()))).body.data as SessionView;
    const res = await invited(base.hirer, session.id, { autofill: true, roleId: base.call.roles[1].id });
    expect(res.map((i) => i.applicationId)).toEqual([sister.applicationId, sister2.applicationId]);
    const other = await castingCall();
    const wrongRole = await answer(
      await invite(base.hirer, session.id, { autofill: true, roleId: other.call.roles[0].id }),
    );
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.errors.roleId).toBeDefined();
    const rest = await invited(base.hirer, session.id, { autofill: true });
    expect(rest.map((i) => i.applicationId)).toEqual([lead.applicationId]);
  });

  it("by autofill: a suspended applicant is left out", async () => {
    const s = await scene(["Quasar Shah", "Rina Suspended", "Sona Pillai"]);
    const [quasar, rina, sona] = s.applicants;
    await db().user.update({ where: { id: rina.person.user.id }, data: { suspendedAt: new Date() } });
    const res = await invited(s.hirer, s.session.id, { autofill: true });
    expect(res.map((i) => [i.applicationId, i.slotStart])).toEqual([
      [quasar.applicationId, ist(s.session.date, "10:00")],
      [sona.applicationId, ist(s.session.date, "10:00")],
    ]);
    expect(await db().auditionInvite.count({ where: { applicationId: rina.applicationId } })).toBe(0);
    expect(await auditionTitles(rina.person)).toEqual([]);
  });
});

describe("answers", () => {
  it("the invitee confirms, declines or asks for another time (a note needed for the last two); the hirer is told of the last two", async () => {
    const s = await scene(["Zoya Khan", "Anita Das", "Bela Roy"]);
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const [zoya, anita, bela] = s.applicants;
    const zoyaInvite = inviteOf(invites, zoya).id;
    const anitaInvite = inviteOf(invites, anita).id;
    const belaInvite = inviteOf(invites, bela).id;

    const confirmed = await answer(await act(zoya.person, zoyaInvite, { response: "confirm" }));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: zoyaInvite, status: "confirmed", note: "", role: "Lead" });

    for (const response of ["decline", "reschedule"]) {
      for (const body of [{ response }, { response, note: "   " }]) {
        const res = await answer(await act(anita.person, anitaInvite, body));
        expect(res.status, res.text).toBe(400);
        expect(res.body.errors.note).toMatch(/note/);
      }
    }
    for (const body of [{ response: "maybe" }, { response: "confirm", slotId: s.session.slots[3].id }, {}]) {
      expect((await act(anita.person, anitaInvite, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await titlesOf(s.hirer.id, "Anita")).toEqual([]);

    const declined = await answer(
      await act(anita.person, anitaInvite, { response: "decline", note: "Shooting in Pune that day." }),
    );
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", note: "Shooting in Pune that day." });
    const moving = await answer(
      await act(bela.person, belaInvite, { response: "reschedule", note: "Exams till noon." }),
    );
    expect(moving.status, moving.text).toBe(200);
    expect(moving.body.data).toMatchObject({ status: "reschedule", note: "Exams till noon." });

    expect(await titlesOf(s.hirer.id, "Zoya")).toEqual([]);
    expect(await titlesOf(s.hirer.id, "Anita")).toEqual(["Anita Das declined the audition: Monsoon"]);
    expect(await titlesOf(s.hirer.id, "Bela")).toEqual(["Bela Roy asks for another audition time: Monsoon"]);
    const hirerMail = (await mailsTo(s.hirer.email)).map((m) => m.subject);
    expect(hirerMail).toEqual(
      expect.arrayContaining([
        "Anita Das declined the audition: Monsoon",
        "Bela Roy asks for another audition time: Monsoon",
      ]),
    );

    // The schedule shows each answer; a decline frees its seat.
    const session = await sessionNow(s.hirer, s.session.id);
    expect(seating(session)).toEqual({
      [zoyaInvite]: [ist(s.session.date, "10:00"), "confirmed"],
      [anitaInvite]: [ist(s.session.date, "10:00"), "declined"],
      [belaInvite]: [ist(s.session.date, "10:15"), "reschedule"],
    });
    // Asking for another time gives the seat up too.
    expect(session.slots.slice(0, 2).map((slot) => slot.taken)).toEqual([1, 0]);
    expect(session.slots[0].invites.find((i) => i.id === anitaInvite)).toMatchObject({
      note: "Shooting in Pune that day.",
      answeredAt: expect.any(String),
    });

    // A declined invitee may confirm again while the seat is free.
    const back = await answer(await act(anita.person, anitaInvite, { response: "confirm" }));
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toMatchObject({ status: "confirmed", note: "" });
  });

  it("asking for another time holds no seat: the slot may be given away; one who declined may still ask, not confirm", async () => {
    const s = await scene(
      ["Hari Menon", "Isha Kapoor", "Jai Verma", "Kabir Das"],
      sessionBody(day(12), { perSlot: 1 }),
    );
    const [hari, isha, jai, kabir] = s.applicants;
    const made = await invited(s.hirer, s.session.id, { applicationIds: [hari.applicationId, isha.applicationId] });
    const hariId = inviteOf(made, hari).id;
    const ishaId = inviteOf(made, isha).id;
    const [first, second, third] = s.session.slots;
    const taken = async () => (await sessionNow(s.hirer, s.session.id)).slots.slice(0, 3).map((slot) => slot.taken);

    // Hari asks for another time: his 10:00 seat is free, and Jai is invited into it.
    const asked = await answer(await act(hari.person, hariId, { response: "reschedule", note: "Only after lunch." }));
    expect(asked.status, asked.text).toBe(200);
    expect(await taken()).toEqual([0, 1, 0]);
    const [jaiInvite] = await invited(s.hirer, s.session.id, { applicationIds: [jai.applicationId], slotId: first.id });
    expect(jaiInvite.slotStart).toBe(first.start);
    expect(await taken()).toEqual([1, 1, 0]);
    // Confirming 10:00 after all: it is Jai's now.
    const late = await answer(await act(hari.person, hariId, { response: "confirm" }));
    expect([late.status, late.body.code], late.text).toEqual([409, "slot_full"]);

    // Isha declines 10:15, and Kabir gets it; she may still ask for another time, not take it back.
    expect((await act(isha.person, ishaId, { response: "decline", note: "Exams." })).status).toBe(200);
    const [kabirInvite] = await invited(s.hirer, s.session.id, {
      applicationIds: [kabir.applicationId],
      slotId: second.id,
    });
    const again = await answer(await act(isha.person, ishaId, { response: "reschedule", note: "Any day next week?" }));
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ status: "reschedule", note: "Any day next week?" });
    const refused = await answer(await act(isha.person, ishaId, { response: "confirm" }));
    expect([refused.status, refused.body.code], refused.text).toEqual([409, "slot_full"]);

    // The casting team moves Hari into a free slot: he holds a seat again, and is asked to confirm.
    const moved = await answer(await act(s.hirer, hariId, { slotId: third.id }));
    expect(moved.status, moved.text).toBe(200);
    expect(await taken()).toEqual([1, 1, 1]);
    expect(seating(await sessionNow(s.hirer, s.session.id))).toEqual({
      [hariId]: [third.start, "awaiting"],
      [jaiInvite.id]: [first.start, "awaiting"],
      [ishaId]: [second.start, "reschedule"],
      [kabirInvite.id]: [second.start, "awaiting"],
    });
  });

  it("is the invitee's and the organisation's alone: 403 for anyone else; the hirer moves one to another slot", async () => {
    const s = await scene(["Chaya Nair", "Deepa Menon"]);
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const [chaya] = s.applicants;
    const id = inviteOf(invites, chaya).id;
    const stranger = await createMember({ name: "Stranger" });
    const otherHirer = await createHirer();
    for (const who of [stranger, otherHirer, s.applicants[1].person]) {
      expect((await act(who, id, { response: "confirm" })).status).toBe(403);
      expect((await act(who, id, { slotId: s.session.slots[5].id })).status).toBe(403);
      expect((await readInvite(who, id)).status).toBe(403);
    }
    expect((await act(undefined, id, { response: "confirm" })).status).toBe(401);
    expect((await act(chaya.person, "nosuchinvite00000000000000", { response: "confirm" })).status).toBe(404);

    expect((await act(chaya.person, id, { response: "confirm" })).status).toBe(200);
    const before = await calendarOf(chaya.person, id);
    expect(before.status).toBe("CONFIRMED");

    // The hirer answers for no one: a move takes a slotId only.
    expect((await act(s.hirer, id, { response: "decline", note: "no" })).status).toBe(400);
    const target = s.session.slots[5];
    const moved = await answer(await act(s.hirer, id, { slotId: target.id }));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ status: "awaiting", start: target.start, end: target.end });
    const after = await calendarOf(chaya.person, id);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after).toMatchObject({ start: target.start, localStart: `${s.session.date}T11:45:00`, status: "TENTATIVE" });
    expect(await auditionTitles(chaya.person)).toEqual([
      "Audition invitation: Lead in Monsoon",
      "Your audition time has changed: Monsoon",
    ]);
    const mails = (await mailsTo(chaya.person.user.email)).filter((m) => m.subject.startsWith("Your audition"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("11:45 am to 12:00 pm (India time)");
    expect(mailedCalendar(mails[0].ics)).toMatchObject({ uid: before.uid, sequence: after.sequence });

    // Into a full slot: 409 slot_full (slot 6 filled by two others first).
    const third = await applicant(s.hirer, s.call, { name: "Esha Full" });
    const fourth = await applicant(s.hirer, s.call, { name: "Fiza Full" });
    await invited(s.hirer, s.session.id, {
      applicationIds: [third.applicationId, fourth.applicationId],
      slotId: s.session.slots[6].id,
    });
    const full = await answer(await act(s.hirer, id, { slotId: s.session.slots[6].id }));
    expect([full.status, full.body.code]).toEqual([409, "slot_full"]);
    expect((await act(s.hirer, id, { slotId: "nosuchslot000000000000000" })).status).toBe(400);
    expect(seating(await sessionNow(s.hirer, s.session.id))[id]).toEqual([target.start, "awaiting"]);
  });

  it("GET /api/me/invites lists the member's invitations with the call, role, time, place and status", async () => {
    const s = await scene(["Gita Pillai"]);
    const [gita] = s.applicants;
    const [made] = await invited(s.hirer, s.session.id, { autofill: true });
    const video = (
      await answer(await postSession(s.hirer, s.call.id, sessionBody(day(2), { place: undefined, link: LINK })))
    ).body.data as SessionView;
    // Invited to another call's session too, sooner.
    const elsewhere = await castingCall();
    const applied = await applyRoute(
      multipartRequest(
        `/api/calls/${elsewhere.call.id}/applications`,
        { roleId: elsewhere.call.roles[0].id },
        {},
        auth(gita.person),
      ),
      ctx(elsewhere.call.id),
    );
    const otherAppId = ((await applied.json()).data as { id: string }).id;
    await bulkRoute(
      jsonRequest(
        `/api/calls/${elsewhere.call.id}/applications`,
        { ids: [otherAppId], status: "selected" },
        auth(elsewhere.hirer),
        "PATCH",
      ),
      ctx(elsewhere.call.id),
    );
    const soon = (
      await answer(
        await postSession(elsewhere.hirer, elsewhere.call.id, sessionBody(day(2), { place: undefined, link: LINK })),
      )
    ).body.data as SessionView;
    const [soonInvite] = await invited(elsewhere.hirer, soon.id, { applicationIds: [otherAppId] });
    expect(video.link).toBe(LINK);

    const res = await answer(await myInvites(gita.person));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: soonInvite.id,
        status: "awaiting",
        note: "",
        call: {
          id: elsewhere.call.id,
          title: "A role in a short",
          projectTitle: "Monsoon",
          organization: expect.any(String),
        },
        role: "Lead",
        start: ist(day(2), "10:00"),
        end: ist(day(2), "10:15"),
        place: null,
        link: LINK,
        cancelled: false,
        past: false,
      },
      {
        id: made.id,
        status: "awaiting",
        note: "",
        call: { id: s.call.id, title: "A role in a short", projectTitle: "Monsoon", organization: expect.any(String) },
        role: "Lead",
        start: ist(s.session.date, "10:00"),
        end: ist(s.session.date, "10:15"),
        place: PLACE,
        link: null,
        cancelled: false,
        past: false,
      },
    ]);
    expect((await answer(await myInvites(await createMember()))).body.data).toEqual([]);
    expect((await myInvites(undefined)).status).toBe(401);
    // GET one: the invitee and the organisation.
    expect((await answer(await readInvite(gita.person, made.id))).body.data.id).toBe(made.id);
    expect((await answer(await readInvite(s.hirer, made.id))).body.data.place).toBe(PLACE);
  });
});

describe("the calendar file", () => {
  it("is the invitee's and the organisation's (403 others): DTSTART in Asia/Kolkata, a stable UID, the place", async () => {
    const s = await scene(["Hina Qureshi"]);
    const [hina] = s.applicants;
    const [made] = await invited(s.hirer, s.session.id, { autofill: true });
    const mine = await calendarOf(hina.person, made.id);
    expect(mine).toMatchObject({
      method: "PUBLISH",
      tzid: "Asia/Kolkata",
      endTzid: "Asia/Kolkata",
      localStart: `${s.session.date}T10:00:00`,
      start: ist(s.session.date, "10:00"),
      end: ist(s.session.date, "10:15"),
      sequence: 0,
      location: PLACE,
      status: "TENTATIVE",
    });
    expect(mine.summary).toBe(
      `Audition: Lead, Monsoon (${(await db().organization.findUniqueOrThrow({ where: { id: s.hirer.organizationId } })).name})`,
    );
    expect(mine.description).toContain(`Place: ${PLACE}`);
    const theirs = await calendarOf(s.hirer, made.id);
    expect(theirs).toEqual(mine);

    for (const who of [await createMember(), await createHirer()]) {
      expect((await calendar(who, made.id)).status).toBe(403);
    }
    expect((await calendar(undefined, made.id)).status).toBe(401);
    expect((await calendar(hina.person, "nosuchinvite00000000000000")).status).toBe(404);

    // Confirmed: the same event, confirmed (an answer is no new version).
    expect((await act(hina.person, made.id, { response: "confirm" })).status).toBe(200);
    expect(await calendarOf(hina.person, made.id)).toMatchObject({ uid: mine.uid, status: "CONFIRMED" });
    // Declined: the event is off.
    expect((await act(hina.person, made.id, { response: "decline", note: "Unwell." })).status).toBe(200);
    const off = await calendarOf(hina.person, made.id);
    expect(off).toMatchObject({ uid: mine.uid, method: "PUBLISH", status: "CANCELLED" });
    expect(off.sequence).toBeGreaterThan(mine.sequence);
  });
});

describe("changing a session", () => {
  it("to another day keeps each invitee in the same slot time, asks the confirmed again, with a new .ics (same UID, higher SEQUENCE)", async () => {
    const s = await scene(["Ira Sen", "Jhanvi Bose", "Kiran Pal"], sessionBody(day(3), { perSlot: 1 }));
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const [ira, jhanvi, kiran] = s.applicants;
    const [iraId, jhanviId, kiranId] = [ira, jhanvi, kiran].map((a) => inviteOf(invites, a).id);
    expect((await act(ira.person, iraId, { response: "confirm" })).status).toBe(200);
    expect((await act(jhanvi.person, jhanviId, { response: "decline", note: "Travelling." })).status).toBe(200);
    const before = await calendarOf(ira.person, iraId);
    expect(before.localStart).toBe(`${day(3)}T10:00:00`);

    const moved = await answer(await changeSession(s.hirer, s.session.id, { date: day(5) }));
    expect(moved.status, moved.text).toBe(200);
    const session = moved.body.data as SessionView;
    expect(session.date).toBe(day(5));
    expect(session.slots.map((slot) => slot.start)).toEqual(SLOT_TIMES.map((t) => ist(day(5), t)));
    expect(seating(session)).toEqual({
      [iraId]: [ist(day(5), "10:00"), "awaiting"],
      [jhanviId]: [ist(day(5), "10:15"), "declined"],
      [kiranId]: [ist(day(5), "10:30"), "awaiting"],
    });

    const after = await calendarOf(ira.person, iraId);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after).toMatchObject({
      tzid: "Asia/Kolkata",
      localStart: `${day(5)}T10:00:00`,
      start: ist(day(5), "10:00"),
      status: "TENTATIVE",
      location: PLACE,
    });
    // The invitees holding seats are told (and asked again); the declined one is not.
    expect(await auditionTitles(ira.person)).toEqual([
      "Audition invitation: Lead in Monsoon",
      "Your audition time has changed: Monsoon",
    ]);
    expect(await auditionTitles(kiran.person)).toEqual([
      "Audition invitation: Lead in Monsoon",
      "Your audition time has changed: Monsoon",
    ]);
    expect(await auditionTitles(jhanvi.person)).toEqual(["Audition invitation: Lead in Monsoon"]);
    const mail = (await mailsTo(ira.person.user.email)).find((m) => m.subject.startsWith("Your audition"))!;
    expect(mailedCalendar(mail.ics)).toMatchObject({
      uid: before.uid,
      sequence: after.sequence,
      localStart: `${day(5)}T10:00:00`,
    });

    // A link instead of the place: the time stands, so every answer stands (Ira's confirmation too); those
    // not declined are told where, with a new .ics whose LOCATION follows.
    expect((await act(ira.person, iraId, { response: "confirm" })).status).toBe(200);
    const relinked = await answer(await changeSession(s.hirer, s.session.id, { link: LINK }));
    expect(relinked.status, relinked.text).toBe(200);
    expect(relinked.body.data).toMatchObject({ place: null, link: LINK });
    const online = await calendarOf(ira.person, iraId);
    expect(online).toMatchObject({ uid: before.uid, location: LINK, status: "CONFIRMED", start: ist(day(5), "10:00") });
    expect(online.sequence).toBeGreaterThan(after.sequence);
    expect(seating(relinked.body.data as SessionView)).toEqual({
      [iraId]: [ist(day(5), "10:00"), "confirmed"],
      [jhanviId]: [ist(day(5), "10:15"), "declined"],
      [kiranId]: [ist(day(5), "10:30"), "awaiting"],
    });
    const NEW_LINK = "Your audition has a new link: Monsoon";
    for (const who of [ira, kiran]) expect((await auditionTitles(who.person)).at(-1)).toBe(NEW_LINK);
    expect(await auditionTitles(jhanvi.person)).toEqual(["Audition invitation: Lead in Monsoon"]);
    const linkMails = (await mailsTo(ira.person.user.email)).filter((m) => m.subject === NEW_LINK);
    expect(linkMails).toHaveLength(1);
    expect(linkMails[0].text).toContain(LINK);
    expect(mailedCalendar(linkMails[0].ics)).toMatchObject({
      uid: before.uid,
      sequence: online.sequence,
      location: LINK,
      status: "CONFIRMED",
    });

    // And a place again: "a new place", still confirmed, one SEQUENCE higher again.
    const NEW_PLACE = "Rehearsal Room 2, Prithvi Theatre, Juhu";
    const placed = await answer(await changeSession(s.hirer, s.session.id, { place: NEW_PLACE }));
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.data).toMatchObject({ place: NEW_PLACE, link: null });
    const offline = await calendarOf(ira.person, iraId);
    expect(offline).toMatchObject({ uid: before.uid, location: NEW_PLACE, status: "CONFIRMED" });
    expect(offline.sequence).toBeGreaterThan(online.sequence);
    expect((await auditionTitles(ira.person)).at(-1)).toBe("Your audition has a new place: Monsoon");
    expect(seating(placed.body.data as SessionView)[iraId]).toEqual([ist(day(5), "10:00"), "confirmed"]);
    expect(await auditionTitles(jhanvi.person)).toEqual(["Audition invitation: Lead in Monsoon"]);
  });

  it("to new times places the invitees in order, or refuses with 409 session_full when the seats are too few", async () => {
    const s = await scene(["Lina", "Maya", "Nita"], sessionBody(day(6), { perSlot: 1 }));
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const ids = s.applicants.map((a) => inviteOf(invites, a).id);
    expect((await act(s.applicants[0].person, ids[0], { response: "confirm" })).status).toBe(200);

    // 10:00-10:30 with no break: two seats for three people.
    const full = await answer(await changeSession(s.hirer, s.session.id, { end: "10:30", breaks: [] }));
    expect(full.status, full.text).toBe(409);
    expect(full.body.code).toBe("session_full");
    const unchanged = await sessionNow(s.hirer, s.session.id);
    expect(unchanged.end).toBe("13:00");
    expect(unchanged.slots.map((slot) => slot.id)).toEqual(s.session.slots.map((slot) => slot.id));
    expect(seating(unchanged)[ids[0]]).toEqual([ist(day(6), "10:00"), "confirmed"]);

    // 30-minute slots: 10:00, 10:30, then after lunch. Lina (10:00) and Nita (10:30) keep their start times;
    // Maya's 10:15 is gone: she goes to the nearest slot with room, 11:30. Every slot is longer now, so each
    // of them is asked again.
    const res = await answer(await changeSession(s.hirer, s.session.id, { slotMinutes: 30 }));
    expect(res.status, res.text).toBe(200);
    const session = res.body.data as SessionView;
    expect(session.slots.map((slot) => slot.start)).toEqual(
      ["10:00", "10:30", "11:30", "12:00", "12:30"].map((t) => ist(day(6), t)),
    );
    expect(seating(session)).toEqual({
      [ids[0]]: [ist(day(6), "10:00"), "awaiting"],
      [ids[1]]: [ist(day(6), "11:30"), "awaiting"],
      [ids[2]]: [ist(day(6), "10:30"), "awaiting"],
    });
    for (const who of s.applicants) {
      expect((await auditionTitles(who.person)).at(-1)).toBe("Your audition time has changed: Monsoon");
    }
    expect(await db().auditionSlot.count({ where: { sessionId: s.session.id } })).toBe(5);

    for (const body of [{}, { date: day(-1) }, { start: "14:00" }, { slotMinutes: 200 }, { colour: "red" }]) {
      expect((await changeSession(s.hirer, s.session.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("to new times leaves whoever's time still has a slot with room alone; the others go to the nearest slot with room", async () => {
    // 10:00-12:00 by 15 minutes, two seats each: Anu and Bea at 10:00, Dia at 10:30, Cara at 11:00.
    const s = await scene(
      ["Anu Keeps", "Bea Moves", "Cara Keeps", "Dia Moves"],
      sessionBody(day(9), { end: "12:00", breaks: [] }),
    );
    const [anu, bea, cara, dia] = s.applicants;
    const slotAt = (time: string) => s.session.slots.find((slot) => slot.start === ist(day(9), time))!.id;
    const into = async (who: Applicant, time: string) =>
      (await invited(s.hirer, s.session.id, { applicationIds: [who.applicationId], slotId: slotAt(time) }))[0].id;
    const [anuId, beaId, diaId, caraId] = [
      await into(anu, "10:00"),
      await into(bea, "10:00"),
      await into(dia, "10:30"),
      await into(cara, "11:00"),
    ];
    for (const [who, id] of [
      [anu, anuId],
      [bea, beaId],
      [cara, caraId],
    ] as const) {
      expect((await act(who.person, id, { response: "confirm" })).status).toBe(200);
    }
    const sequences = async () =>
      Object.fromEntries(
        await Promise.all(
          [anuId, beaId, caraId, diaId].map(async (id) => [id, (await calendarOf(s.hirer, id)).sequence]),
        ),
      );
    const told = async () => Promise.all(s.applicants.map(async (who) => (await auditionTitles(who.person)).length));
    const mailed = async () =>
      Promise.all(s.applicants.map(async (who) => (await mailsTo(who.person.user.email)).filter((m) => m.ics).length));
    const [seq0, told0, mailed0] = [await sequences(), await told(), await mailed()];

    // Ending at 13:00 instead: every start still has its slot, with room. Nobody is moved, asked again or told.
    const later = await answer(await changeSession(s.hirer, s.session.id, { end: "13:00" }));
    expect(later.status, later.text).toBe(200);
    expect((later.body.data as SessionView).slots).toHaveLength(12);
    expect(seating(later.body.data as SessionView)).toEqual({
      [anuId]: [ist(day(9), "10:00"), "confirmed"],
      [beaId]: [ist(day(9), "10:00"), "confirmed"],
      [diaId]: [ist(day(9), "10:30"), "awaiting"],
      [caraId]: [ist(day(9), "11:00"), "confirmed"],
    });
    expect(await sequences()).toEqual(seq0);
    expect(await told()).toEqual(told0);
    expect(await mailed()).toEqual(mailed0);

    // One seat a slot, and a break at 10:30: Anu (invited first) keeps 10:00 and Cara 11:00, confirmed, untold;
    // Bea goes to 10:15 (the nearest with room), Dia from 10:30 to 10:45 (10:15 is Bea's now). Those two are asked.
    const tighter = await answer(
      await changeSession(s.hirer, s.session.id, { perSlot: 1, breaks: [{ start: "10:30", end: "10:45" }] }),
    );
    expect(tighter.status, tighter.text).toBe(200);
    const session = tighter.body.data as SessionView;
    expect(seating(session)).toEqual({
      [anuId]: [ist(day(9), "10:00"), "confirmed"],
      [beaId]: [ist(day(9), "10:15"), "awaiting"],
      [diaId]: [ist(day(9), "10:45"), "awaiting"],
      [caraId]: [ist(day(9), "11:00"), "confirmed"],
    });
    const seq1 = await sequences();
    expect([seq1[anuId], seq1[caraId]]).toEqual([seq0[anuId], seq0[caraId]]);
    expect(seq1[beaId]).toBeGreaterThan(seq0[beaId]);
    expect(seq1[diaId]).toBeGreaterThan(seq0[diaId]);
    const moved = "Your audition time has changed: Monsoon";
    expect(await told()).toEqual([told0[0], told0[1] + 1, told0[2], told0[3] + 1]);
    for (const who of [bea, dia]) expect((await auditionTitles(who.person)).at(-1)).toBe(moved);
    const beaMail = (await mailsTo(bea.person.user.email)).filter((m) => m.subject === moved);
    expect(beaMail).toHaveLength(1);
    expect(mailedCalendar(beaMail[0].ics)).toMatchObject({ start: ist(day(9), "10:15"), sequence: seq1[beaId] });
    expect(await mailed()).toEqual([mailed0[0], mailed0[1] + 1, mailed0[2], mailed0[3] + 1]);

    // A second break at 12:00, where nobody is: nobody moves. Then the same two breaks in the other order: the
    // same session, its slots kept.
    const breaks = [
      { start: "10:30", end: "10:45" },
      { start: "12:00", end: "12:15" },
    ];
    const twoBreaks = await answer(await changeSession(s.hirer, s.session.id, { breaks }));
    expect(twoBreaks.status, twoBreaks.text).toBe(200);
    const before = twoBreaks.body.data as SessionView;
    expect(before.breaks).toEqual(breaks);
    const [seq2, told2, mailed2] = [await sequences(), await told(), await mailed()];
    expect(seq2).toEqual(seq1);
    const reordered = await answer(await changeSession(s.hirer, s.session.id, { breaks: [...breaks].reverse() }));
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.data).toEqual(before);
    expect(await sequences()).toEqual(seq2);
    expect(await told()).toEqual(told2);
    expect(await mailed()).toEqual(mailed2);
  });
});

describe("cancelling a session", () => {
  it("marks it cancelled, tells the invitees with a cancellation .ics, and takes no change, invitation or answer after", async () => {
    const s = await scene(["Oja", "Pari", "Ruhi"], sessionBody(day(7)));
    const invites = await invited(s.hirer, s.session.id, {
      applicationIds: [s.applicants[0].applicationId, s.applicants[1].applicationId],
    });
    const [oja, pari, ruhi] = s.applicants;
    const ojaId = inviteOf(invites, oja).id;
    const pariId = inviteOf(invites, pari).id;
    expect((await act(oja.person, ojaId, { response: "confirm" })).status).toBe(200);
    const before = await calendarOf(oja.person, ojaId);

    const res = await answer(await cancelSession(s.hirer, s.session.id));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.cancelled).toBe(true);
    for (const who of [oja, pari]) {
      expect((await auditionTitles(who.person)).at(-1)).toBe("Audition cancelled: Monsoon");
      const mail = (await mailsTo(who.person.user.email)).find((m) => m.subject === "Audition cancelled: Monsoon")!;
      expect(mailedCalendar(mail.ics)).toMatchObject({
        method: "PUBLISH",
        status: "CANCELLED",
        uid: expect.any(String),
      });
    }
    const off = await calendarOf(oja.person, ojaId);
    expect(off).toMatchObject({ uid: before.uid, method: "PUBLISH", status: "CANCELLED" });
    expect(off.sequence).toBeGreaterThan(before.sequence);
    expect((await answer(await myInvites(oja.person))).body.data[0]).toMatchObject({ id: ojaId, cancelled: true });

    const expectCancelled = async (response: Response) => {
      const { status, body } = await answer(response);
      expect([status, body.code]).toEqual([409, "session_cancelled"]);
    };
    await expectCancelled(await changeSession(s.hirer, s.session.id, { date: day(8) }));
    await expectCancelled(await invite(s.hirer, s.session.id, { applicationIds: [ruhi.applicationId] }));
    await expectCancelled(await invite(s.hirer, s.session.id, { autofill: true }));
    await expectCancelled(await act(pari.person, pariId, { response: "confirm" }));
    await expectCancelled(await act(s.hirer, pariId, { slotId: s.session.slots[4].id }));

    // Cancelling again tells no one again.
    expect((await cancelSession(s.hirer, s.session.id)).status).toBe(200);
    expect((await auditionTitles(oja.person)).filter((t) => t === "Audition cancelled: Monsoon")).toHaveLength(1);
    expect(await auditionTitles(ruhi.person)).toEqual([]);

    // Those of a cancelled session may be autofilled into another.
    const next = (await answer(await postSession(s.hirer, s.call.id, sessionBody(day(8))))).body.data as SessionView;
    const refilled = await invited(s.hirer, next.id, { autofill: true });
    expect(refilled.map((i) => i.applicationId).sort()).toEqual(s.applicants.map((a) => a.applicationId).sort());
  });
});

describe("withdrawing an invitation", () => {
  const WITHDRAWN = "Audition invitation withdrawn: Monsoon";

  /** The invitee's withdrawal mail, of which there must be one: its calendar file cancels the event. */
  async function withdrawalMail(who: Applicant) {
    const mails = (await mailsTo(who.person.user.email)).filter((m) => m.subject === WITHDRAWN);
    expect(mails).toHaveLength(1);
    return { text: mails[0].text, event: mailedCalendar(mails[0].ics) };
  }

  it("DELETE is the organisation's: the invitation goes, its seat is freed, the invitee told with a cancelling .ics", async () => {
    const s = await scene(["Lakshmi Withdrawn", "Mohan Stays", "Nisha Next"], sessionBody(day(14), { perSlot: 1 }));
    const [lakshmi, mohan, nisha] = s.applicants;
    const made = await invited(s.hirer, s.session.id, {
      applicationIds: [lakshmi.applicationId, mohan.applicationId],
    });
    const id = inviteOf(made, lakshmi).id;
    expect((await act(lakshmi.person, id, { response: "confirm" })).status).toBe(200);
    const before = await calendarOf(lakshmi.person, id);

    for (const who of [lakshmi.person, mohan.person, await createHirer(), await createMember()]) {
      const res = await answer(await withdraw(who, id));
      expect(res.status, res.text).toBe(403);
    }
    expect((await withdraw(undefined, id)).status).toBe(401);
    expect((await withdraw(s.hirer, "nosuchinvite00000000000000")).status).toBe(404);
    expect(await db().auditionInvite.count({ where: { id } })).toBe(1);
    expect(await auditionTitles(lakshmi.person)).not.toContain(WITHDRAWN);

    const res = await answer(await withdraw(s.hirer, id));
    expect(res.status, res.text).toBe(200);
    expect(await db().auditionInvite.count({ where: { id } })).toBe(0);
    const session = await sessionNow(s.hirer, s.session.id);
    expect(session.slots.slice(0, 2).map((slot) => slot.taken)).toEqual([0, 1]);
    expect(seating(session)).toEqual({ [inviteOf(made, mohan).id]: [ist(day(14), "10:15"), "awaiting"] });

    expect((await auditionTitles(lakshmi.person)).at(-1)).toBe(WITHDRAWN);
    const { text, event } = await withdrawalMail(lakshmi);
    expect(text).toContain("10:00 am to 10:15 am");
    expect(event).toMatchObject({ uid: before.uid, status: "CANCELLED", start: ist(day(14), "10:00") });
    expect(event.sequence).toBeGreaterThan(before.sequence);
    expect(await auditionTitles(mohan.person)).toEqual(["Audition invitation: Lead in Monsoon"]);

    // Gone for everyone; the seat is anyone's.
    expect((await readInvite(lakshmi.person, id)).status).toBe(404);
    expect((await calendar(lakshmi.person, id)).status).toBe(404);
    expect((await answer(await myInvites(lakshmi.person))).body.data).toEqual([]);
    expect((await withdraw(s.hirer, id)).status).toBe(404);
    const [next] = await invited(s.hirer, s.session.id, {
      applicationIds: [nisha.applicationId],
      slotId: s.session.slots[0].id,
    });
    expect(next.slotStart).toBe(ist(day(14), "10:00"));
  });

  it(
    "409 session_past once the slot has begun, 409 session_cancelled on a cancelled session; the invitation stays",
    { tags: ["clock"] },
    async () => {
      const s = await scene(["Omi Begun", "Pooja Cancelled"], sessionBody(day(15), { perSlot: 1 }));
      const [omi, pooja] = s.applicants;
      const made = await invited(s.hirer, s.session.id, { autofill: true });
      const [omiId, poojaId] = [inviteOf(made, omi).id, inviteOf(made, pooja).id];
      await db().auditionSlot.update({
        where: { id: s.session.slots[0].id },
        data: { startsAt: new Date(Date.now() - 60_000) },
      });
      const past = await answer(await withdraw(s.hirer, omiId));
      expect([past.status, past.body.code], past.text).toEqual([409, "session_past"]);

      expect((await cancelSession(s.hirer, s.session.id)).status).toBe(200);
      const cancelled = await answer(await withdraw(s.hirer, poojaId));
      expect([cancelled.status, cancelled.body.code], cancelled.text).toEqual([409, "session_cancelled"]);
      expect(await db().auditionInvite.count({ where: { id: { in: [omiId, poojaId] } } })).toBe(2);
      for (const who of [omi, pooja]) expect(await auditionTitles(who.person)).not.toContain(WITHDRAWN);
    },
  );

  it("follows a rejection on the triage board when the applicant is told of it; one changed back keeps theirs", async () => {
    const s = await scene(["Ravi Rejected", "Sana Shortlisted", "Tara Rethought"]);
    const [ravi, sana, tara] = s.applicants;
    const made = await invited(s.hirer, s.session.id, { autofill: true });
    const [raviId, sanaId, taraId] = [ravi, sana, tara].map((who) => inviteOf(made, who).id);
    expect((await act(ravi.person, raviId, { response: "confirm" })).status).toBe(200);
    const before = await calendarOf(ravi.person, raviId);

    expect((await decide(s.hirer, s.call.id, [ravi.applicationId, tara.applicationId], "rejected")).status).toBe(200);
    expect((await decide(s.hirer, s.call.id, [tara.applicationId], "shortlisted")).status).toBe(200);
    // Not yet told (the decision may still be undone): the invitation stands.
    expect(await db().auditionInvite.count({ where: { sessionId: s.session.id } })).toBe(3);
    expect(await auditionTitles(ravi.person)).not.toContain(WITHDRAWN);

    await sendDueDecisionNotices(new Date(Date.now() + 10 * 60_000));
    const left = await db().auditionInvite.findMany({ where: { sessionId: s.session.id }, select: { id: true } });
    expect(left.map((i) => i.id).sort()).toEqual([sanaId, taraId].sort());
    expect((await sessionNow(s.hirer, s.session.id)).slots[0].taken).toBe(1);
    expect(await auditionTitles(ravi.person)).toContain(WITHDRAWN);
    const { event } = await withdrawalMail(ravi);
    expect(event).toMatchObject({ uid: before.uid, status: "CANCELLED" });
    expect(event.sequence).toBeGreaterThan(before.sequence);
    for (const who of [sana, tara]) expect(await auditionTitles(who.person)).not.toContain(WITHDRAWN);
    // A second sweep has nothing more to do.
    await sendDueDecisionNotices(new Date(Date.now() + 20 * 60_000));
    expect((await mailsTo(ravi.person.user.email)).filter((m) => m.subject === WITHDRAWN)).toHaveLength(1);
  });

  it("follows the call's closing at once for the shortlisted; the selected keep theirs", async () => {
    const base = await castingCall();
    const uma = await applicant(base.hirer, base.call, { name: "Uma Shortlisted" });
    const vikram = await applicant(base.hirer, base.call, { name: "Vikram Selected", status: "selected" });
    const session = (await answer(await postSession(base.hirer, base.call.id, sessionBody(day(16))))).body
      .data as SessionView;
    const made = await invited(base.hirer, session.id, {
      applicationIds: [uma.applicationId, vikram.applicationId],
    });
    const umaId = inviteOf(made, uma).id;
    const before = await calendarOf(uma.person, umaId);

    const closed = await answer(await closeCall(base.hirer, base.call.id));
    expect(closed.status, closed.text).toBe(200);
    const left = await db().auditionInvite.findMany({ where: { sessionId: session.id }, select: { id: true } });
    expect(left.map((i) => i.id)).toEqual([inviteOf(made, vikram).id]);
    expect(await auditionTitles(uma.person)).toContain(WITHDRAWN);
    const { event } = await withdrawalMail(uma);
    expect(event).toMatchObject({ uid: before.uid, status: "CANCELLED" });
    expect(event.sequence).toBeGreaterThan(before.sequence);
    expect(await auditionTitles(vikram.person)).toEqual(["Audition invitation: Lead in Monsoon"]);
  });
});

describe("reminders", { tags: ["clock"] }, () => {
  it("go to the confirmed invitees whose slot starts within 24 hours, once; not to the awaiting, declined or cancelled", async () => {
    // Day 30: Asha confirmed, Bala awaiting, Charu declined; Dev confirmed in a session then cancelled; Farid
    // confirmed, then rejected on the triage board (not yet told); Gita confirmed, then suspended.
    // Day 31: Esha confirmed, too far for the first run.
    const s = await scene(["Asha Remind", "Bala Remind", "Charu Remind"], sessionBody(day(30), { perSlot: 1 }));
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const [asha, bala, charu] = s.applicants;
    expect((await act(asha.person, inviteOf(invites, asha).id, { response: "confirm" })).status).toBe(200);
    expect((await act(charu.person, inviteOf(invites, charu).id, { response: "decline", note: "Away." })).status).toBe(
      200,
    );
    const dev = await applicant(s.hirer, s.call, { name: "Dev Remind" });
    const doomed = (
      await answer(await postSession(s.hirer, s.call.id, sessionBody(day(30), { start: "09:00", breaks: [] })))
    ).body.data as SessionView;
    const [devInvite] = await invited(s.hirer, doomed.id, { applicationIds: [dev.applicationId] });
    expect((await act(dev.person, devInvite.id, { response: "confirm" })).status).toBe(200);
    expect((await cancelSession(s.hirer, doomed.id)).status).toBe(200);
    const farid = await applicant(s.hirer, s.call, { name: "Farid Remind" });
    const gita = await applicant(s.hirer, s.call, { name: "Gita Remind" });
    const later = await invited(s.hirer, s.session.id, {
      applicationIds: [farid.applicationId, gita.applicationId],
    });
    // Charu's declined seat at 10:30 is free again.
    expect(later.map((i) => i.slotStart)).toEqual([ist(day(30), "10:30"), ist(day(30), "10:45")]);
    for (const who of [farid, gita]) {
      expect((await act(who.person, inviteOf(later, who).id, { response: "confirm" })).status).toBe(200);
    }
    expect((await decide(s.hirer, s.call.id, [farid.applicationId], "rejected")).status).toBe(200);
    await db().user.update({ where: { id: gita.person.user.id }, data: { suspendedAt: new Date() } });
    const esha = await applicant(s.hirer, s.call, { name: "Esha Remind" });
    const tomorrow = (await answer(await postSession(s.hirer, s.call.id, sessionBody(day(31))))).body
      .data as SessionView;
    const [eshaInvite] = await invited(s.hirer, tomorrow.id, { applicationIds: [esha.applicationId] });
    expect((await act(esha.person, eshaInvite.id, { response: "confirm" })).status).toBe(200);

    // Reminded the same India day as the run: "today"; the day after: "tomorrow".
    const today = "Audition today: Lead in Monsoon";
    const tomorrowTitle = "Audition tomorrow: Lead in Monsoon";
    const reminders = (who: Applicant) =>
      titlesOf(who.person.user.id).then((titles) => titles.filter((t) => /^Audition (today|tomorrow):/.test(t)));
    const everyone = [asha, bala, charu, dev, esha, farid, gita];
    // Two days before: nothing is due.
    expect(await sendAuditionReminders(new Date(Date.parse(ist(day(30), "10:00")) - 48 * HOUR_MS))).toBe(0);
    // Two hours before Asha's slot (09:00 that day is also Dev's, in the cancelled session).
    const early = new Date(Date.parse(ist(day(30), "08:00")));
    expect(await sendAuditionReminders(early)).toBe(1);
    expect(await sendAuditionReminders(early)).toBe(0);
    expect(await sendAuditionReminders(new Date(early.getTime() + HOUR_MS))).toBe(0);
    expect(await Promise.all(everyone.map(reminders))).toEqual([[today], [], [], [], [], [], []]);
    const mails = (await mailsTo(asha.person.user.email)).filter((m) => m.subject === today);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("10:00 am to 10:15 am (India time)");
    expect(mailedCalendar(mails[0].ics)).toMatchObject({ status: "CONFIRMED", start: ist(day(30), "10:00") });
    for (const who of [farid, gita]) {
      expect(
        (await mailsTo(who.person.user.email)).filter((m) => /^Audition (today|tomorrow)/.test(m.subject)),
      ).toEqual([]);
    }

    // Esha's turn, the afternoon before her audition (22 hours).
    expect(await sendAuditionReminders(new Date(Date.parse(ist(day(30), "12:00"))))).toBe(1);
    expect(await reminders(esha)).toEqual([tomorrowTitle]);
    expect((await mailsTo(esha.person.user.email)).filter((m) => m.subject === tomorrowTitle)).toHaveLength(1);
    expect(await Promise.all(everyone.map((who) => reminders(who).then((t) => t.length)))).toEqual([
      1, 0, 0, 0, 1, 0, 0,
    ]);
  });

  it("three runs at once remind each confirmed invitee once", async () => {
    const s = await scene(["Farah Once", "Gita Once", "Hema Once"], sessionBody(day(40)));
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    for (const who of s.applicants) {
      expect((await act(who.person, inviteOf(invites, who).id, { response: "confirm" })).status).toBe(200);
    }
    // The evening before (the slots are at 10:00 and 10:15 on day 40).
    const now = new Date(Date.parse(ist(day(39), "18:00")));
    const sent = await Promise.all([1, 2, 3].map(() => sendAuditionReminders(now)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    for (const who of s.applicants) {
      expect(await titlesOf(who.person.user.id, "Audition tomorrow: Lead in Monsoon")).toHaveLength(1);
      expect(
        (await mailsTo(who.person.user.email)).filter((m) => m.subject.startsWith("Audition tomorrow")),
      ).toHaveLength(1);
    }
    expect(await sendAuditionReminders(now)).toBe(0);
  });
});

/** RFC 4180 CSV, every cell quoted as the schedule writes it. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => {
      const cells: string[] = [];
      const cell = /"((?:[^"]|"")*)"(?:,|$)/y;
      let match: RegExpExecArray | null;
      while (cell.lastIndex < line.length && (match = cell.exec(line))) cells.push(match[1].replace(/""/g, '"'));
      expect(cell.lastIndex, line).toBe(line.length);
      return cells;
    });
}

describe("a session's place and link, which reach the invitees as written", () => {
  it("are refused when they ask talent for money, naming the field, on a new session and on a change", async () => {
    const { hirer, call } = await castingCall();
    const fee = "Studio 4, Film Nagar. Registration fee ₹500 to be paid at the gate before your slot";
    const refused = await answer(await postSession(hirer, call.id, sessionBody(day(3), { place: fee })));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.place).toMatch(/Your audition place mentions ".*fee.*"/i);
    expect(await listed(hirer, call.id)).toEqual([]);

    const made = await answer(await postSession(hirer, call.id, sessionBody(day(3))));
    expect(made.status, made.text).toBe(201);
    const changed = await answer(await changeSession(hirer, made.body.data.id, { place: fee }));
    expect(changed.status).toBe(400);
    expect(changed.body.errors.place).toMatch(/audition place/);
    const link = await answer(
      await changeSession(hirer, made.body.data.id, { link: "https://meet.example.com/pay-500-registration-fee-gpay" }),
    );
    expect(link.status).toBe(400);
    expect(link.body.errors.link).toMatch(/video call link/);
    expect((await answer(await readSession(hirer, made.body.data.id))).body.data.place).toBe(PLACE);
    // A place that merely says where, or that the production pays, is taken.
    const fine = await answer(
      await changeSession(hirer, made.body.data.id, { place: "Studio 4, Film Nagar. We pay travel: ₹500 a day" }),
    );
    expect(fine.status, fine.text).toBe(200);
  });
});

describe("the schedule as CSV", () => {
  it("lists each slot's people and the free slots, for the organisation only; formulas are neutralised", async () => {
    const s = await scene(['=HYPERLINK("http://evil.example","Click")', "Kamala Devi", "Leela Rao"]);
    const invites = await invited(s.hirer, s.session.id, { autofill: true });
    const [evil, kamala, leela] = s.applicants;
    expect((await act(kamala.person, inviteOf(invites, kamala).id, { response: "confirm" })).status).toBe(200);
    expect(
      (
        await act(leela.person, inviteOf(invites, leela).id, {
          response: "reschedule",
          note: '+1 "after lunch", please',
        })
      ).status,
    ).toBe(200);

    const res = await scheduleCsv(s.hirer, s.session.id);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain(`auditions-${s.session.date}.csv`);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(["Day", "Time (India)", "Name", "Role", "Answer", "Note", "Profile"]);
    // Two in the first slot, one in the second, and the eight free slots.
    expect(rows).toHaveLength(1 + 3 + 8);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ["10:00 am to 10:15 am", `'=HYPERLINK("http://evil.example","Click")`, "Lead", "Awaiting answer", ""],
      ["10:00 am to 10:15 am", "Kamala Devi", "Lead", "Confirmed", ""],
      ["10:15 am to 10:30 am", "Leela Rao", "Lead", "Asks for another time", `'+1 "after lunch", please`],
      ...["10:30", "10:45", "11:30", "11:45", "12:00", "12:15", "12:30", "12:45"].map((time) => {
        const [h, m] = time.split(":").map(Number);
        const label = (minutes: number) =>
          `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${minutes < 720 ? "am" : "pm"}`;
        return [`${label(h * 60 + m)} to ${label(h * 60 + m + 15)}`, "", "", "Free", ""];
      }),
    ]);
    expect(rows[1][6]).toMatch(new RegExp(`/candidate-profile/${evil.person.user.id}$`));
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1);
    expect(rows[1][0]).toMatch(/\b20\d\d\b/);
    // No cell starts as a formula.
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@]/);

    for (const who of [await createHirer(), kamala.person])
      expect((await scheduleCsv(who, s.session.id)).status).toBe(403);
    expect((await scheduleCsv(undefined, s.session.id)).status).toBe(401);
  });
});
