import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { toDateOnly, todayInIndia } from "../dates.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { isId } from "../ids.ts";
import { VISIBLE_MEMBER, visibleMemberSql } from "../members/visibility.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { refreshPage } from "../server/cache.ts";
import { db } from "../server/db.ts";
import { profilePath } from "../profiles/paths.ts";
import { bookingNotices } from "./notices.ts";
import { bookingPath } from "./paths.ts";
import type { Rating, ReviewView } from "./views.ts";
import { reviewSchema } from "./schemas.ts";

// After a booking's last day each party may review the other once: the renter the owner's gear or place,
// the owner the renter. An owner's profile shows the average, the count and the newest reviews, beside
// how often they cancel and answer.

export interface Reputation {
  rating: Rating;
  reviews: ReviewView[];
  /** Bookings the owner accepted and later cancelled, of all they accepted. */
  ownerCancellations: number;
  accepted: number;
  /** Requests answered (accepted, declined or quoted) of those that were not withdrawn, as a percentage; null without any. */
  responseRate: number | null;
}

/** The reviews that count: not removed by an admin, by a member still visible. */
const SHOWN = { removedAt: null, author: VISIBLE_MEMBER } satisfies Prisma.BookingReviewWhereInput;

const toRating = (average: number | null, count: number): Rating => ({
  average: average === null ? null : Math.round(average * 10) / 10,
  count,
});

/** The owner's rating from renters' reviews. */
export async function ratingOf(ownerId: string): Promise<Rating> {
  const where = { subjectId: ownerId, ofOwner: true, ...SHOWN } satisfies Prisma.BookingReviewWhereInput;
  const rows = await db().bookingReview.aggregate({ where, _avg: { rating: true }, _count: { _all: true } });
  return toRating(rows._avg.rating, rows._count._all);
}

interface ReviewRow {
  id: string;
  rating: number;
  text: string;
  createdAt: Date;
  authorId: string;
  author: string;
  /** Of every review that counts, not only this page's. */
  total: number;
  average: number;
}

/**
 * The newest `take` reviews about a member that count (SHOWN), and the rating over all of them, in one
 * statement: the window's count and average run over every matching row before the LIMIT.
 */
async function reviewsAbout(
  subject: { memberId: string } | { organizationId: string },
  ofOwner: boolean,
  take: number,
): Promise<{ rating: Rating; reviews: ReviewView[] }> {
  const subjectIs =
    "memberId" in subject
      ? Prisma.sql`r."subjectId" = ${subject.memberId}`
      : Prisma.sql`r."subjectId" = (SELECT "ownerId" FROM "Organization" WHERE "id" = ${subject.organizationId})`;
  const rows = await db().$queryRaw<ReviewRow[]>`
    SELECT r."id", r."rating", r."text", r."createdAt", r."authorId", a."name" AS "author",
      count(*) OVER ()::int AS "total", (avg(r."rating") OVER ())::float8 AS "average"
    FROM "BookingReview" r JOIN "User" a ON a."id" = r."authorId"
    WHERE ${subjectIs} AND r."ofOwner" = ${ofOwner} AND r."removedAt" IS NULL AND ${visibleMemberSql("a")}
    ORDER BY r."createdAt" DESC, r."id" DESC
    LIMIT ${take}`;
  return {
    rating: rows.length ? toRating(rows[0].average, rows[0].total) : toRating(null, 0),
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      author: r.author,
      authorId: r.authorId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export interface RenterRecord {
  rating: Rating;
  reviews: ReviewView[];
}

/**
 * How owners rated a member as a renter (a talent member by id, a hirer by their organisation), with the
 * newest reviews; null when no owner has reviewed them.
 */
export async function renterRecordOf(
  subject: { memberId: string } | { organizationId: string },
  take = 3,
): Promise<RenterRecord | null> {
  const record = await reviewsAbout(subject, false, take);
  return record.rating.count ? record : null;
}

/** What an owner's profile shows of their rentals: rating, newest reviews, cancellations and answers. */
export async function reputationOf(ownerId: string, take = 5): Promise<Reputation> {
  const [{ rating, reviews }, [counts]] = await Promise.all([
    reviewsAbout({ memberId: ownerId }, true, take),
    // Answered: accepted, declined by the owner, or given another total (kept on the row after);
    // unanswered: expired without one. One pass over the owner's bookings.
    db().$queryRaw<{ accepted: number; ownerCancellations: number; answered: number; unanswered: number }[]>`
      SELECT
        count(*) FILTER (WHERE "acceptedAt" IS NOT NULL)::int AS "accepted",
        count(*) FILTER (WHERE "acceptedAt" IS NOT NULL AND "cancelledBy" = ${ownerId})::int AS "ownerCancellations",
        count(*) FILTER (WHERE "acceptedAt" IS NOT NULL OR "status" = 'declined' OR "quote" IS NOT NULL)::int AS "answered",
        count(*) FILTER (WHERE "status" = 'expired' AND "quote" IS NULL)::int AS "unanswered"
      FROM "Booking" WHERE "ownerId" = ${ownerId}`,
  ]);
  const { accepted, ownerCancellations, answered, unanswered } = counts;
  return {
    rating,
    reviews,
    ownerCancellations,
    accepted,
    responseRate: answered + unanswered > 0 ? Math.round((100 * answered) / (answered + unanswered)) : null,
  };
}

/** POST /api/bookings/{id}/review: one review by each party, after the booking's last day. */
export async function reviewBooking(
  member: AuthUser,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<ReviewView> {
  const { rating, text } = parseOrThrow(reviewSchema, input);
  const booking = isId(id)
    ? await db().booking.findUnique({
        where: { id },
        select: {
          id: true,
          ownerId: true,
          renterId: true,
          status: true,
          acceptedAt: true,
          lastDay: true,
          projectTitle: true,
          owner: { select: { name: true } },
          renter: { select: { name: true } },
        },
      })
    : null;
  if (!booking) throw new AppError("not-found", refusal("noSuchBooking"));
  const isOwner = booking.ownerId === member.id;
  if (!isOwner && booking.renterId !== member.id) {
    throw new AppError("forbidden", refusal("reviewPartiesOnly"));
  }
  if (booking.status !== "accepted") {
    throw new AppError("conflict", refusal("reviewNotTakenPlace"), { code: "booking_state" });
  }
  if (toDateOnly(booking.lastDay) >= todayInIndia(now)) {
    throw new AppError("conflict", refusal("reviewFromDayAfter"), {
      code: "review_too_early",
    });
  }
  const subjectId = isOwner ? booking.renterId : booking.ownerId;
  const notices: Notice[] = [
    {
      userId: subjectId,
      ...bookingNotices.reviewed(member.name, rating, booking.projectTitle),
      link: bookingPath(booking.id),
    },
  ];
  const review = await db()
    .$transaction(async (tx) => {
      const created = await tx.bookingReview.create({
        data: { bookingId: booking.id, authorId: member.id, subjectId, ofOwner: !isOwner, rating, text },
        select: { id: true, rating: true, text: true, createdAt: true },
      });
      await recordNotices(tx, notices);
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2002") {
        throw new AppError("conflict", refusal("reviewAlreadyGiven"), { code: "already_reviewed" });
      }
      throw error;
    });
  sendNotices(notices);
  // The profile of the member reviewed shows it: the owner's among their rentals, a talent renter's as a renter.
  refreshPage(profilePath(subjectId));
  return { ...review, createdAt: review.createdAt.toISOString(), author: member.name, authorId: member.id };
}
