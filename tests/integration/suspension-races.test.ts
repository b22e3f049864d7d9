import { describe, expect, it } from "vitest";
import { setSuspended } from "@/lib/moderation/suspension";
import { SUSPENDED_REASON, TAKEN_REASON } from "@/lib/rentals/options";
import { db } from "@/lib/server/db";
import { createMember } from "../helpers/auth";
import { act, day, rentalOwner, requested } from "../helpers/rentals";
import { uploadSandbox } from "../helpers/sandbox";
import { lockWaiters } from "../helpers/lock-waiters";

// A suspension and an accept on the same owner's bookings take their locks in one order: the owner's calendar
// (their terms row), then the booking rows. The accept locks the calendar, the booking, then declines the
// overlapping requests; the suspension locks the calendars of every booking it closes, then closes them. So
// neither can hold a booking the other waits for while waiting for one the other holds (PostgreSQL would detect
// the deadlock and abort one of them). The interleaved cases need a third connection that holds a row, so
// PostgreSQL (TEST_DATABASE_URL); the two at once run on PGlite too.

const sandbox = uploadSandbox("suspension-races");

type Member = Awaited<ReturnType<typeof createMember>>;

const suspend = (userId: string) =>
  db().$transaction((tx) => setSuspended(tx, userId, true, "Asked renters for money"));
const rowOf = (id: string) =>
  db().booking.findUniqueOrThrow({ where: { id }, select: { status: true, reason: true, renterId: true } });

/**
 * Two overlapping requests of the owner, in the order of their ids (the order a suspension closes them in), and
 * one on days apart from them.
 */
async function requests(of: Member, first: number) {
  const pair = [await requested(of, day(first), day(first + 1)), await requested(of, day(first + 1), day(first + 2))];
  const [low, high] = pair.sort((a, b) => (a.id < b.id ? -1 : 1));
  return { low, high, apart: await requested(of, day(first + 10), day(first + 10)) };
}

/** How a promise settled: "done", or the error it failed with (a deadlock: "a write conflict or a deadlock"). */
const outcome = (settled: PromiseSettledResult<unknown>) =>
  settled.status === "fulfilled" ? "done" : String((settled.reason as Error)?.message ?? settled.reason);

async function codeOf(response: Response): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { code?: string };
  return [response.status, body.code];
}

/** An answer's status and code; an error thrown instead as status 0. */
const answerOf = async (settled: PromiseSettledResult<Response>) =>
  settled.status === "fulfilled" ? codeOf(settled.value) : [0, outcome(settled)];

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, a suspension and an accept interleaved", () => {
  /**
   * Runs `first` while a third connection holds the booking `heldId`, and `second` once `first` waits for a lock;
   * once `second` waits too, the third connection lets go, and both finish.
   */
  async function interleaved<A, B>(heldId: string, first: () => Promise<A>, second: () => Promise<B>) {
    const sql = sandbox.t.db.sql;
    await sql.exec("BEGIN");
    try {
      await sql.query(`SELECT 1 FROM "Booking" WHERE "id" = $1 FOR UPDATE`, [heldId]);
      const one = first();
      one.catch(() => {});
      await lockWaiters(1);
      const two = second();
      two.catch(() => {});
      await lockWaiters(2);
      await sql.exec("COMMIT");
      return await Promise.allSettled([one, two]);
    } catch (error) {
      await sql.exec("ROLLBACK");
      throw error;
    }
  }

  it("an accept in flight holds the owner's calendar: the owner's suspension waits, and both finish", async () => {
    const of = await rentalOwner();
    const { low, high, apart } = await requests(of, 10);
    // The accept locks the calendar and waits for the booking the third connection holds; the suspension starts
    // meanwhile. Without the calendar lock first, it closed the lower request and waited for the accepted one,
    // while the accept, let through, went on to decline that lower request: a deadlock.
    const [accepted, suspended] = await interleaved(
      high.id,
      () => act(of, high.id, { action: "accept" }),
      () => suspend(of.user.id),
    );
    expect(outcome(suspended)).toBe("done");
    expect(await answerOf(accepted)).toEqual([200, undefined]);
    // The accept came first: its booking stays, the request it overlapped is declined by it (once, its renter
    // told once); what the owner still had waiting is closed by the suspension.
    expect(await rowOf(high.id)).toMatchObject({ status: "accepted" });
    const taken = await rowOf(low.id);
    expect(taken).toMatchObject({ status: "declined", reason: TAKEN_REASON });
    expect(await db().notification.count({ where: { userId: taken.renterId, link: `/bookings/${low.id}` } })).toBe(1);
    expect(await rowOf(apart.id)).toMatchObject({ status: "declined", reason: SUSPENDED_REASON });
    expect((await db().user.findUniqueOrThrow({ where: { id: of.user.id } })).suspendedAt).not.toBeNull();
  });

  it("the owner's suspension in flight holds the calendar: the accept waits, then is refused (409)", async () => {
    const of = await rentalOwner();
    const { low, high, apart } = await requests(of, 30);
    // The suspension waits for the lower request the third connection holds; the accept of the higher one starts
    // meanwhile. Without the calendar lock first, the accept took the higher booking and waited for the lower one,
    // which the suspension, let through, held while it went on to the higher one: a deadlock.
    const [suspended, accepted] = await interleaved(
      low.id,
      () => suspend(of.user.id),
      () => act(of, high.id, { action: "accept" }),
    );
    expect(outcome(suspended)).toBe("done");
    expect(await answerOf(accepted)).toEqual([409, "booking_state"]);
    for (const { id } of [low, high, apart]) {
      expect(await rowOf(id)).toMatchObject({ status: "declined", reason: SUSPENDED_REASON });
    }
    expect(await db().booking.count({ where: { ownerId: of.user.id, status: "accepted" } })).toBe(0);
  });
});

describe("a suspension and an accept at once", () => {
  it("both finish, and the booking is either accepted or closed by the suspension, never both", async () => {
    for (let round = 0; round < 4; round++) {
      const of = await rentalOwner();
      const { low, high, apart } = await requests(of, 50 + round * 15);
      const [accepted, suspended] = await Promise.allSettled([
        act(of, high.id, { action: "accept" }),
        suspend(of.user.id),
      ]);
      expect(outcome(suspended)).toBe("done");
      const [status, code] = await answerOf(accepted);
      const [lower, higher] = [await rowOf(low.id), await rowOf(high.id)];
      if (status === 200) {
        expect(higher).toMatchObject({ status: "accepted" });
        expect(lower).toMatchObject({ status: "declined", reason: TAKEN_REASON });
      } else {
        // Refused after the suspension: its sign-in (401) or the booking it closed (409 booking_state).
        expect([401, 403, 409], String(code)).toContain(status);
        expect(higher).toMatchObject({ status: "declined", reason: SUSPENDED_REASON });
        expect(lower).toMatchObject({ status: "declined", reason: SUSPENDED_REASON });
      }
      expect(await rowOf(apart.id)).toMatchObject({ status: "declined", reason: SUSPENDED_REASON });
    }
  });

  it("an accept still refuses a renter suspended since the request: 409 member_suspended, nothing taken", async () => {
    const of = await rentalOwner();
    const booking = await requested(of, day(120), day(121));
    const { renterId } = await rowOf(booking.id);
    // As an account suspended outside the suspension's closing would be: the request is still waiting.
    await db().user.update({ where: { id: renterId }, data: { suspendedAt: new Date() } });
    expect(await codeOf(await act(of, booking.id, { action: "accept" }))).toEqual([409, "member_suspended"]);
    expect(await rowOf(booking.id)).toMatchObject({ status: "requested" });
  });
});
