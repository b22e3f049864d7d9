import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as reportActionRoute } from "@/app/api/admin/reports/[id]/route";
import { POST as reviewRoute } from "@/app/api/bookings/[id]/review/route";
import { GET as rentalRoute } from "@/app/api/rentals/[memberId]/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { addDays, todayInIndia } from "@/lib/dates";
import { auditLog, reportQueue } from "@/lib/moderation/queue";
import { profilePath } from "@/lib/profiles/paths";
import { db } from "@/lib/server/db";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Reviews of bookings are reported like profiles, calls and messages: the admins' queue shows the review's
// words, "hide" removes it for good (the owner's rating with it), and the audit log still names it. Through the
// route handlers, on a real database.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const json = async (answer: Response | Promise<Response>) => {
  const response = await answer;
  return { status: response.status, body: await response.json() };
};
const ctx = <K extends string>(key: K, id: string) => ({ params: Promise.resolve({ [key]: id } as Record<K, string>) });
const report = (who: Member, targetId: string, reason = "Harassment") =>
  json(
    reportRoute(jsonRequest("/api/reports", { targetType: "review", targetId, reason }, { authorization: who.bearer })),
  );
const actOn = (who: Member, reportId: string, body: object) =>
  json(
    reportActionRoute(
      jsonRequest(`/api/admin/reports/${reportId}`, body, { authorization: who.bearer }),
      ctx("id", reportId),
    ),
  );
const rating = async (ownerId: string) =>
  (await json(rentalRoute(new Request(`http://localhost/api/rentals/${ownerId}`), ctx("memberId", ownerId)))).body.data
    .rating;

async function admin(): Promise<Member> {
  const member = await createMember({ name: "Review Admin" });
  await db().user.update({ where: { id: member.user.id }, data: { isAdmin: true } });
  return member;
}

/** A camera owner's accepted booking by a renter, its last day behind us: both may review it. */
async function pastBooking() {
  const owner = await createMember({ name: "Lens Owner", category: "Camera Unit", subcategory: "Alexa", listed: true });
  const renter = await createMember({ name: "Rude Renter" });
  await db().rentalTerms.create({ data: { ownerId: owner.user.id, dayRate: 8000, cancellation: "moderate" } });
  const today = todayInIndia();
  const booking = await db().booking.create({
    data: {
      ownerId: owner.user.id,
      renterId: renter.user.id,
      firstDay: new Date(`${addDays(today, -6)}T00:00:00Z`),
      lastDay: new Date(`${addDays(today, -5)}T00:00:00Z`),
      projectTitle: "Night shoot",
      message: "Two days with the Alexa.",
      total: 16000,
      deposit: 0,
      cancellation: "moderate",
      status: "accepted",
      acceptedAt: new Date(Date.now() - 10 * 86_400_000),
      expiresAt: new Date(Date.now() - 9 * 86_400_000),
    },
  });
  const review = async (who: Member, rating: number, text: string) => {
    const answer = await json(
      reviewRoute(
        jsonRequest(`/api/bookings/${booking.id}/review`, { rating, text }, { authorization: who.bearer }),
        ctx("id", booking.id),
      ),
    );
    expect(answer.status).toBe(201);
    return answer.body.data.id as string;
  };
  const reviewAgain = (who: Member) =>
    json(
      reviewRoute(
        jsonRequest(
          `/api/bookings/${booking.id}/review`,
          { rating: 5, text: "A kinder second try." },
          { authorization: who.bearer },
        ),
        ctx("id", booking.id),
      ),
    );
  return { owner, renter, booking, review, reviewAgain };
}

describe("a reported review", () => {
  it("is reported once per member, shown to admins in its words, and removed with its rating by 'hide'", async () => {
    const { owner, renter, review, reviewAgain } = await pastBooking();
    const [reader, boss] = [await createMember(), await admin()];
    const reviewId = await review(renter, 1, "Call me on 98200 12345 for cheaper gear than this fraud.");
    expect(await rating(owner.user.id)).toEqual({ average: 1, count: 1 });

    const filed = await report(reader, reviewId, "Inappropriate content");
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({ targetType: "review", targetId: reviewId, status: "open" });
    const again = await report(reader, reviewId);
    expect(again).toMatchObject({ status: 409, body: { code: "already_reported" } });
    const unknown = await report(reader, "no-such-review");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("There is no such review.");
    expect((await report(renter, reviewId)).status).toBe(400); // its own author
    expect((await report(owner, reviewId, "Fake or misleading")).status).toBe(201); // the member reviewed
    expect(await db().report.count({ where: { targetType: "REVIEW", targetId: reviewId } })).toBe(2);

    const queued = (await reportQueue()).find((q) => q.type === "REVIEW" && q.id === reviewId);
    expect(queued).toMatchObject({
      title: "Review of Lens Owner (1 of 5)",
      text: "Call me on 98200 12345 for cheaper gear than this fraud.",
      link: profilePath(owner.user.id),
      member: { id: renter.user.id, name: "Rude Renter" },
    });
    expect(queued?.reports.map((r) => r.reason).sort()).toEqual(["Fake or misleading", "Inappropriate content"]);

    const hidden = await actOn(boss, filed.body.data.id, { action: "hide", reason: "Phone number and an insult" });
    expect(hidden).toMatchObject({ status: 200, body: { data: { resolved: 2 } } });
    // Kept, marked removed: no longer shown or counted, and its author cannot write another.
    expect((await db().bookingReview.findUniqueOrThrow({ where: { id: reviewId } })).removedAt).not.toBeNull();
    expect(
      (await db().report.findMany({ where: { targetId: reviewId }, select: { status: true } })).map((r) => r.status),
    ).toEqual(["ACTIONED", "ACTIONED"]);
    expect(await rating(owner.user.id)).toEqual({ average: null, count: 0 });
    expect(await reviewAgain(renter)).toMatchObject({ status: 409, body: { code: "already_reviewed" } });
    expect((await reportQueue()).some((q) => q.id === reviewId)).toBe(false);
    // The renter's account is untouched: only the review went.
    expect((await db().user.findUniqueOrThrow({ where: { id: renter.user.id } })).suspendedAt).toBeNull();

    const entry = (await auditLog()).find((e) => e.reason === "Phone number and an insult");
    expect(entry).toMatchObject({
      action: "Removed review",
      target: {
        kind: "Review",
        label: `By Rude Renter (${renter.user.email}), of Lens Owner (${owner.user.email}), since removed`,
        link: profilePath(owner.user.id),
      },
    });
    expect(await db().adminAction.findFirstOrThrow({ where: { targetId: reviewId } })).toMatchObject({
      action: "remove-review",
      targetType: "review",
      adminId: boss.user.id,
    });
  });

  it("of a renter is queued as such, and a dismissal keeps it and names it in the audit log", async () => {
    const { owner, renter, review } = await pastBooking();
    const [reader, boss] = [await createMember(), await admin()];
    const reviewId = await review(owner, 2, "Returned the tripod late.");
    const filed = await report(reader, reviewId, "Other");
    expect(filed.status).toBe(201);
    expect((await reportQueue()).find((q) => q.id === reviewId)).toMatchObject({
      type: "REVIEW",
      title: "Review of Rude Renter as a renter (2 of 5)",
      text: "Returned the tripod late.",
      link: `/candidate-profile/${renter.user.id}`,
      member: { id: owner.user.id },
    });

    expect((await actOn(boss, filed.body.data.id, { action: "dismiss", reason: "Fair comment" })).status).toBe(200);
    expect(await db().bookingReview.count({ where: { id: reviewId } })).toBe(1);
    expect(await db().report.findUniqueOrThrow({ where: { id: filed.body.data.id } })).toMatchObject({
      status: "DISMISSED",
    });
    expect((await auditLog()).find((e) => e.reason === "Fair comment")).toMatchObject({
      action: "Dismissed reports",
      target: {
        kind: "Review",
        label: `By Lens Owner (${owner.user.email}), of Rude Renter (${renter.user.email}) as a renter`,
        link: `/candidate-profile/${renter.user.id}`,
      },
    });
  });
});
