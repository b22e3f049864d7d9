import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as actOnBookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as requestBookingRoute } from "@/app/api/bookings/route";
import { POST as sendRoute } from "@/app/api/conversations/[id]/messages/route";
import { PUT as termsRoute } from "@/app/api/rentals/mine/route";
import { addDays, todayInIndia } from "@/lib/dates";
import { POST as startRoute } from "@/app/api/conversations/route";
import { POST as shareRoute } from "@/app/api/shortlists/[id]/lookbooks/route";
import { POST as addRoute } from "@/app/api/shortlists/[id]/items/route";
import { POST as createRoute } from "@/app/api/shortlists/route";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { THREAD_SUSPENDED } from "@/lib/conversations/conversations";
import { SUSPENDED_MESSAGE } from "@/lib/moderation/reasons";
import { setSuspended } from "@/lib/moderation/suspension";
import { lookBookState, openLookBook } from "@/lib/shortlists/look-books";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { linkToken, outbox } from "../helpers/mail";

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
    expect((await res.json()).message).toBe(THREAD_SUSPENDED);
    expect(await db().message.count({ where: { conversationId: id } })).toBe(1);
    await backgroundIdle();
    expect((await outbox(mailDir)).filter((m) => m.to === suspended.user.email)).toHaveLength(mailsBefore);
  });
});

describe("a suspended member's waiting booking request", () => {
  it("cannot be accepted by the owner (409 member_suspended), and can be once the suspension is lifted", async () => {
    const owner = await createMember({ category: "Camera Unit", subcategory: "Sony", gender: "Male" });
    const renter = await createMember({ name: "Renter Later Suspended" });
    const terms = await termsRoute(
      jsonRequest(
        "/api/rentals/mine",
        { dayRate: 3000, deposit: 0, cancellation: "flexible" },
        { authorization: owner.bearer },
        "PUT",
      ),
    );
    expect(terms.status).toBe(200);
    const day = addDays(todayInIndia(), 10);
    const asked = await requestBookingRoute(
      jsonRequest(
        "/api/bookings",
        { ownerId: owner.user.id, from: day, to: day, projectTitle: "Night shoot" },
        { authorization: renter.bearer },
      ),
    );
    expect(asked.status, await asked.clone().text()).toBe(201);
    const id = (await asked.json()).data.id as string;
    const accept = () =>
      actOnBookingRoute(
        jsonRequest(`/api/bookings/${id}`, { action: "accept" }, { authorization: owner.bearer }, "PATCH"),
        {
          params: Promise.resolve({ id }),
        },
      );

    await suspend(renter.user.id);
    const refused = await accept();
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("member_suspended");
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("requested");

    await suspend(renter.user.id, false);
    expect((await accept()).status).toBe(200);
  });
});
