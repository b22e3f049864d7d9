import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendRoute } from "@/app/api/conversations/[id]/messages/route";
import { addDays, todayInIndia } from "@/lib/dates";
import { POST as startRoute } from "@/app/api/conversations/route";
import { POST as shareRoute } from "@/app/api/shortlists/[id]/lookbooks/route";
import { POST as addRoute } from "@/app/api/shortlists/[id]/items/route";
import { POST as createRoute } from "@/app/api/shortlists/route";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { THREAD_SUSPENDED } from "@/lib/conversations/conversations";
import { refusal } from "@/lib/i18n/refusals";
import { setSuspended } from "@/lib/moderation/suspension";
import { SUSPENDED_REASON } from "@/lib/rentals/options";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { lookBookState, openLookBook } from "@/lib/shortlists/look-books";
import { api } from "../helpers/api";
import { applicant, postTestInvites, postTestSession, testSession } from "../helpers/auditions";
import { postTestCall, testRole } from "../helpers/calls";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { linkToken, outbox } from "../helpers/mail";

const SUSPENDED_MESSAGE = refusal("accountSuspended").english;

// A suspension reaches everything the member owns: their look-book links stop (410 through the request
// hook, which asks lookBookState), their threads take no new message (and mail none), and a password
// reset changes the password but says the account is suspended instead of signing them in.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("suspension-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

const suspend = (userId: string, suspended = true) =>
  db().$transaction((tx) => setSuspended(tx, userId, suspended, "Asked applicants for money"));

describe("a suspended member", () => {
  it("shares no look book while suspended, and the link works again when the suspension is lifted", async () => {
    const hirer = await createHirer({ organizationName: "Suspended Pictures" });
    const member = await createMember({ name: "On The List" });
    const created = await createRoute(
      jsonRequest("/api/shortlists", { name: "Leads" }, { authorization: hirer.bearer }),
    );
    const id = (await created.json()).data.id as string;
    const params = { params: Promise.resolve({ id }) };
    await addRoute(
      jsonRequest(`/api/shortlists/${id}/items`, { memberId: member.user.id }, { authorization: hirer.bearer }),
      params,
    );
    const shared = await shareRoute(
      jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 3 }, { authorization: hirer.bearer }),
      params,
    );
    const token = ((await shared.json()).data.url as string).split("/lookbook/")[1];
    expect(await lookBookState(token)).toBe("open");

    await suspend(hirer.id);
    expect(await lookBookState(token)).toBe("gone");
    await expect(openLookBook(token)).rejects.toMatchObject({ kind: "gone" });

    await suspend(hirer.id, false);
    expect(await lookBookState(token)).toBe("open");
  });

  it("who resets the password gets the new password but no session, and is told the account is suspended", async () => {
    const member = await createMember();
    await suspend(member.user.id);
    const forgot = await api.forgotPassword(jsonRequest("/api/user/forgot-password", { email: member.user.email }));
    expect(forgot.status).toBe(200);
    await backgroundIdle();
    const mail = (await outbox(mailDir)).filter((m) => m.to === member.user.email).at(-1)!;
    const res = await api.resetPassword(
      jsonRequest("/api/user/reset-password", {
        token: linkToken(mail, "/reset-password"),
        password: "a fresh password",
      }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, suspended: true });
    expect(body.message).toContain(SUSPENDED_MESSAGE);
    expect(body.token).toBeUndefined();
    expect(await db().session.count({ where: { userId: member.user.id, revokedAt: null } })).toBe(0);
    // Signing in with the new password says the same.
    const login = await api.login(
      jsonRequest("/api/user/login", { email: member.user.email, password: "a fresh password" }),
    );
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe(SUSPENDED_MESSAGE);
  });

  it("receives no message in a thread that was open before the suspension, and nothing is mailed", async () => {
    const [writer, suspended] = [await createMember(), await createMember()];
    const started = await startRoute(
      jsonRequest(
        "/api/conversations",
        { toUserId: suspended.user.id, text: "Are you free on Monday?" },
        {
          authorization: writer.bearer,
        },
      ),
    );
    expect(started.status).toBe(201);
    const id = (await started.json()).data.conversationId as string;
    await backgroundIdle();
    const mailsBefore = (await outbox(mailDir)).filter((m) => m.to === suspended.user.email).length;

    await suspend(suspended.user.id);
    const res = await sendRoute(
      jsonRequest(`/api/conversations/${id}/messages`, { text: "Still there?" }, { authorization: writer.bearer }),
      { params: Promise.resolve({ id }) },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(THREAD_SUSPENDED.english);
    expect(await db().message.count({ where: { conversationId: id } })).toBe(1);
    await backgroundIdle();
    expect((await outbox(mailDir)).filter((m) => m.to === suspended.user.email)).toHaveLength(mailsBefore);
  });
});

/** A camera owner who takes bookings at a day rate. */
async function cameraOwner() {
  const owner = await createMember({ category: "Camera Unit", subcategory: "Sony", gender: "Male", name: "Owen Lens" });
  const terms = await api.rentalTerms(
    jsonRequest(
      "/api/rentals/mine",
      { dayRate: 3000, deposit: 0, cancellation: "flexible" },
      { authorization: owner.bearer },
      "PUT",
    ),
  );
  expect(terms.status).toBe(200);
  return owner;
}

type Member = Awaited<ReturnType<typeof createMember>>;

/** A renter's request of the owner's day `days` from now, made (201): its id. */
async function requestDay(owner: Member, renter: Member, days: number, projectTitle = "Night shoot") {
  const day = addDays(todayInIndia(), days);
  const asked = await api.requestBooking(
    jsonRequest(
      "/api/bookings",
      { ownerId: owner.user.id, from: day, to: day, projectTitle },
      { authorization: renter.bearer },
    ),
  );
  expect(asked.status, await asked.clone().text()).toBe(201);
  return (await asked.json()).data.id as string;
}

const actOn = (who: Member, id: string, body: object) =>
  api.actOnBooking(id, jsonRequest(`/api/bookings/${id}`, body, { authorization: who.bearer }, "PATCH"));

const statusOf = async (id: string) => (await db().booking.findUniqueOrThrow({ where: { id } })).status;
const noticesOf = (userId: string) =>
  db().notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { title: true, link: true } });

describe("a suspended member's waiting bookings", () => {
  it("are closed, a renter's request and an owner's quote alike, and the other side is told; a booking stays", async () => {
    const owner = await cameraOwner();
    const renter = await createMember({ name: "Renter Later Suspended" });
    const other = await createMember({ name: "Rhea Steady" });
    const waiting = await requestDay(owner, renter, 10);
    const booked = await requestDay(owner, renter, 12, "Day shoot");
    expect((await actOn(owner, booked, { action: "accept" })).status).toBe(200);

    await suspend(renter.user.id);
    expect(await statusOf(waiting)).toBe("declined");
    expect((await db().booking.findUniqueOrThrow({ where: { id: waiting } })).reason).toBe(SUSPENDED_REASON);
    expect(await statusOf(booked)).toBe("accepted");
    expect((await noticesOf(owner.user.id)).filter((n) => n.link === `/bookings/${waiting}`)).toEqual([
      { title: "Booking request from Renter Later Suspended", link: `/bookings/${waiting}` },
      { title: "Your booking with Renter Later Suspended is closed", link: `/bookings/${waiting}` },
    ]);
    // The owner cannot take the closed request back.
    expect((await actOn(owner, waiting, { action: "accept" })).status).toBe(409);

    // An owner suspended: the quote a renter was weighing is closed, and the renter told.
    const quoted = await requestDay(owner, other, 14, "Rooftop scene");
    expect((await actOn(owner, quoted, { action: "quote", total: 2500 })).status).toBe(200);
    await suspend(owner.user.id);
    expect(await statusOf(quoted)).toBe("declined");
    expect((await noticesOf(other.user.id)).map((n) => n.title)).toContain("Your booking with Owen Lens is closed");

    // Lifting the suspension opens nothing again.
    await suspend(renter.user.id, false);
    await suspend(owner.user.id, false);
    expect(await statusOf(waiting)).toBe("declined");
    expect(await statusOf(quoted)).toBe("declined");
  });
});

describe("a suspended member's audition invitations", () => {
  it("are withdrawn, those they hold and those their calls gave; nobody invites a suspended member (409)", async () => {
    const hirer = await createHirer({ organizationName: "Withdrawn Pictures" });
    const call = await postTestCall(hirer, { roles: [testRole("Lead")] });
    const suspended = await applicant(hirer, call, { name: "Sana Suspended" });
    const steady = await applicant(hirer, call, { name: "Tara Steady" });
    const session = await postTestSession(hirer, call.id, testSession());
    await postTestInvites(hirer, session.id, { applicationIds: [suspended.applicationId] });

    await suspend(suspended.person.user.id);
    expect(await db().auditionInvite.count({ where: { applicationId: suspended.applicationId } })).toBe(0);
    const again = await invitesRoute(
      jsonRequest(
        `/api/sessions/${session.id}/invites`,
        { applicationIds: [suspended.applicationId] },
        { authorization: hirer.bearer },
      ),
      { params: Promise.resolve({ id: session.id }) },
    );
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("member_suspended");

    // The hirer suspended: the invitation they gave is withdrawn, and its invitee told.
    await postTestInvites(hirer, session.id, { applicationIds: [steady.applicationId] });
    await suspend(hirer.id);
    expect(await db().auditionInvite.count({ where: { sessionId: session.id } })).toBe(0);
    const titles = (await noticesOf(steady.person.user.id)).map((n) => n.title);
    expect(titles.filter((title) => /withdrawn/i.test(title))).toHaveLength(1);
  });
});
