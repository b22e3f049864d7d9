import { describe, expect, it } from "vitest";
import { PUT as blockedRoute } from "@/app/api/rentals/mine/blocked/route";
import { PUT as termsRoute } from "@/app/api/rentals/mine/route";
import { GET as publicRoute } from "@/app/api/rentals/[memberId]/route";
import { POST as requestRoute } from "@/app/api/bookings/route";
import { addDays } from "@/lib/dates";
import type { BookingView } from "@/lib/rentals/views";
import { db } from "@/lib/server/db";
import { createMember, jsonRequest } from "../helpers/auth";
import type { TestDatabase } from "../helpers/database";
import { finishesWhileOtherHolds, whileOtherHolds } from "../helpers/postgres";
import { act, askFor, day, rentalOwner, requested } from "../helpers/rentals";
import { uploadSandbox } from "../helpers/sandbox";

// Accepting a booking takes days off the owner's calendar: it locks the owner's calendar (their terms row),
// then the booking, and checks the days again inside that transaction, so two overlapping requests can
// never both be accepted; the overlapping requests still open are declined with it. Closing days takes the calendar lock too, so an accept sees a close that came
// first. Requests take no lock: they only read, and an accept after them checks again. The interleaved cases
// need two connections, so PostgreSQL (TEST_DATABASE_URL); the two-at-once accept runs on PGlite too.

const sandbox = uploadSandbox("booking-races");

type Member = Awaited<ReturnType<typeof createMember>>;

const auth = (who: Member) => ({ authorization: who.bearer });
const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });

const block = (who: Member, from: string, to: string) =>
  blockedRoute(jsonRequest("/api/rentals/mine/blocked", { from, to, blocked: true }, auth(who), "PUT"));
const statusOf = async (id: string) => (await db().booking.findUniqueOrThrow({ where: { id } })).status;

async function codeOf(response: Response): Promise<[number, string | undefined]> {
  const body = (await response.json()) as { code?: string };
  return [response.status, body.code];
}

describe("two overlapping requests accepted at once", () => {
  it("give exactly one 200, every time; the others are declined with it (409 booking_state)", async () => {
    const of = await rentalOwner();
    for (let round = 0; round < 5; round++) {
      const first = day(10 + round * 5);
      // Four requests that all share the third day, accepted at once.
      const bookings = [
        await requested(of, first, addDays(first, 2)),
        await requested(of, addDays(first, 1), addDays(first, 3)),
        await requested(of, addDays(first, 2), addDays(first, 2)),
        await requested(of, addDays(first, 2), addDays(first, 4)),
      ];
      const answers = await Promise.all(bookings.map((booking) => act(of, booking.id, { action: "accept" })));
      const codes = await Promise.all(answers.map(codeOf));
      expect(codes.map((c) => c[0]).sort()).toEqual([200, 409, 409, 409]);
      expect(codes.filter((c) => c[0] === 409).map((c) => c[1])).toEqual([
        "booking_state",
        "booking_state",
        "booking_state",
      ]);
      const states = await Promise.all(bookings.map((b) => statusOf(b.id)));
      expect(states.sort()).toEqual(["accepted", "declined", "declined", "declined"]);
    }
    expect(await db().booking.count({ where: { ownerId: of.user.id, status: "accepted" } })).toBe(5);
  });

  it("and overlapping hourly requests for one day: exactly one accepted, hours beside it still free", async () => {
    const location = await createMember({ category: "Locations", subcategory: "Beach", gender: "Male" });
    const terms = { dayRate: 30000, hourlyRate: 4000, deposit: 0, cancellation: "flexible" };
    expect((await termsRoute(jsonRequest("/api/rentals/mine", terms, auth(location), "PUT"))).status).toBe(200);
    const hours = async (start: string, end: string) => {
      const body = {
        ownerId: location.user.id,
        start: `${day(15)}T${start}`,
        end: `${day(15)}T${end}`,
        projectTitle: "Ad",
      };
      const res = await requestRoute(jsonRequest("/api/bookings", body, auth(await createMember())));
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { data: BookingView }).data;
    };
    const bookings = [await hours("09:00", "12:00"), await hours("11:00", "14:00"), await hours("11:30", "12:30")];
    const apart = await hours("14:00", "16:00");
    const codes = await Promise.all(bookings.map(async (b) => codeOf(await act(location, b.id, { action: "accept" }))));
    expect(codes.map((c) => c[0]).sort()).toEqual([200, 409, 409]);
    expect((await act(location, apart.id, { action: "accept" })).status).toBe(200);
  });

  it("and the same request accepted twice at once: one 200, one 409 booking_state, the renter told once", async () => {
    const of = await rentalOwner();
    const booking = await requested(of, day(40), day(41));
    const codes = await Promise.all([1, 2].map(async () => codeOf(await act(of, booking.id, { action: "accept" }))));
    expect(codes.sort()).toEqual([
      [200, undefined],
      [409, "booking_state"],
    ]);
    const renterId = (await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).renterId;
    expect(await db().notification.count({ where: { userId: renterId } })).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, with another connection in between", () => {
  /** As an accept in flight does: the owner's calendar and the booking locked, the booking moved, not yet committed. */
  const acceptInFlight = (ownerId: string, bookingId: string) => async (sql: TestDatabase["db"]["sql"]) => {
    await sql.query(`SELECT 1 FROM "RentalTerms" WHERE "ownerId" = $1 FOR UPDATE`, [ownerId]);
    await sql.query(`SELECT 1 FROM "Booking" WHERE "id" = $1 FOR UPDATE`, [bookingId]);
    await sql.query(`UPDATE "Booking" SET "status" = 'accepted', "acceptedAt" = now() WHERE "id" = $1`, [bookingId]);
  };

  it("an accept in flight: the overlapping accept waits for it, then is refused with 409 dates_taken", async () => {
    const of = await rentalOwner();
    const a = await requested(of, day(60), day(62));
    const b = await requested(of, day(62), day(63));
    const { result, waited } = await whileOtherHolds(sandbox.t.db.sql, acceptInFlight(of.user.id, a.id), () =>
      act(of, b.id, { action: "accept" }),
    );
    expect(waited).toBe(true);
    expect(await codeOf(result)).toEqual([409, "dates_taken"]);
    expect(await statusOf(b.id)).toBe("requested");
  });

  it("an accept in flight on other days: the next accept waits for the lock, then succeeds", async () => {
    const of = await rentalOwner();
    const a = await requested(of, day(70), day(70));
    const b = await requested(of, day(71), day(71));
    const { result, waited } = await whileOtherHolds(sandbox.t.db.sql, acceptInFlight(of.user.id, a.id), () =>
      act(of, b.id, { action: "accept" }),
    );
    expect(waited).toBe(true);
    expect(result.status, await result.clone().text()).toBe(200);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["accepted", "accepted"]);
  });

  it("the renter's cancel in flight: the accept waits for it, then is refused with 409 booking_state", async () => {
    const of = await rentalOwner();
    const booking = await requested(of, day(80), day(80));
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        await sql.query(`SELECT 1 FROM "Booking" WHERE "id" = $1 FOR UPDATE`, [booking.id]);
        await sql.query(`UPDATE "Booking" SET "status" = 'cancelled' WHERE "id" = $1`, [booking.id]);
      },
      () => act(of, booking.id, { action: "accept" }),
    );
    expect(waited).toBe(true);
    expect(await codeOf(result)).toEqual([409, "booking_state"]);
    expect(await statusOf(booking.id)).toBe("cancelled");
  });

  it("a block in flight: the accept of a request for that day waits for it, then is refused with 409 dates_taken", async () => {
    const of = await rentalOwner();
    const booking = await requested(of, day(85), day(86));
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        // As closing days does: the calendar locked, the day inserted, not yet committed.
        await sql.query(`SELECT 1 FROM "RentalTerms" WHERE "ownerId" = $1 FOR UPDATE`, [of.user.id]);
        await sql.query(`INSERT INTO "BlockedDay" ("ownerId", "day") VALUES ($1, $2::date)`, [of.user.id, day(86)]);
      },
      () => act(of, booking.id, { action: "accept" }),
    );
    expect(waited).toBe(true);
    expect(await codeOf(result)).toEqual([409, "dates_taken"]);
    expect(await statusOf(booking.id)).toBe("requested");
  });

  it("an accept in flight: closing days waits for it, and the day ends both booked and closed", async () => {
    const of = await rentalOwner();
    const booking = await requested(of, day(87), day(87));
    const { result, waited } = await whileOtherHolds(sandbox.t.db.sql, acceptInFlight(of.user.id, booking.id), () =>
      block(of, day(87), day(87)),
    );
    expect(waited).toBe(true);
    expect(result.status, await result.clone().text()).toBe(200);
    expect(await statusOf(booking.id)).toBe("accepted");
  });

  it("a request while a block is in flight: neither waits, and the request can no longer be accepted once the block lands", async () => {
    const of = await rentalOwner();
    const renter = await createMember();
    const result = await finishesWhileOtherHolds(
      sandbox.t.db.sql,
      async (sql) => {
        await sql.query(`INSERT INTO "BlockedDay" ("ownerId", "day") VALUES ($1, $2::date)`, [of.user.id, day(90)]);
      },
      () => askFor(of, day(89), day(91), renter),
    );
    expect(result.status, await result.clone().text()).toBe(201);
    const { id } = ((await result.json()) as { data: BookingView }).data;
    expect(await codeOf(await act(of, id, { action: "accept" }))).toEqual([409, "dates_taken"]);
    expect(await statusOf(id)).toBe("requested");
  });

  it("a request and a block of the same days at once both finish, and the calendar agrees", async () => {
    const of = await rentalOwner();
    for (let round = 0; round < 5; round++) {
      const first = day(100 + round * 3);
      const [asked, blocked] = await Promise.all([
        askFor(of, first, addDays(first, 1)),
        block(of, addDays(first, 1), addDays(first, 1)),
      ]);
      expect(blocked.status, await blocked.clone().text()).toBe(200);
      const [status, code] = await codeOf(asked);
      // Either the request read the calendar before the block landed, or it saw the day closed.
      expect([201, 409]).toContain(status);
      if (status === 409) expect(code).toBe("dates_unavailable");
      const shown = await publicRoute(
        new Request(`http://localhost/api/rentals/${of.user.id}?from=${first}&to=${addDays(first, 1)}`),
        ctx({ memberId: of.user.id }),
      );
      expect(((await shown.json()) as { data: { calendar: { state: string }[] } }).data.calendar).toEqual([
        { date: first, state: "free" },
        { date: addDays(first, 1), state: "blocked" },
      ]);
    }
  });
});
