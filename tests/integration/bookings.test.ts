import { beforeEach, describe, expect, it } from "vitest";
import { GET as feedRoute } from "@/app/api/rentals/calendar/[token]/route";
import { DELETE as revokeFeedRoute, POST as renewFeedRoute } from "@/app/api/rentals/mine/calendar/route";
import { PUT as blockedRoute } from "@/app/api/rentals/mine/blocked/route";
import { GET as mineRoute, PUT as termsRoute } from "@/app/api/rentals/mine/route";
import { GET as publicRoute } from "@/app/api/rentals/[memberId]/route";
import { GET as listRoute, POST as requestRoute } from "@/app/api/bookings/route";
import { GET as readRoute, PATCH as actRoute } from "@/app/api/bookings/[id]/route";
import { POST as reviewRoute } from "@/app/api/bookings/[id]/review/route";
import { addDays, endOfIndiaDay, todayInIndia } from "@/lib/dates";
import {
  ANSWER_HOURS,
  CALENDAR_DAYS,
  MAX_CALENDAR_DAYS,
  MAX_OPEN_REQUESTS,
  POLICY_TERMS,
  TAKEN_REASON,
} from "@/lib/rentals/options";
import { expireBookings } from "@/lib/rentals/bookings";
import { renterRecordOf, reputationOf } from "@/lib/rentals/reviews";
import { calendarFeed } from "@/lib/rentals/ical";
import type { BookingView } from "@/lib/rentals/views";
import { checked } from "../helpers/documented";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { uploadSandbox } from "../helpers/sandbox";

// Rentals and bookings through their route handlers: an owner's terms and closed days, requests
// to book and their answers, expiry, reviews after the last day and the private calendar feed. The races
// between two accepts are in bookings-races.test.ts (PostgreSQL).

uploadSandbox("bookings");

type Member = Awaited<ReturnType<typeof createMember>>;
type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Who = Member | Hirer | undefined;

const CAMERA = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };
const LOCATION = { category: "Locations", subcategory: "Beach", gender: "Male" };
const TERMS = { dayRate: 5000, deposit: 20000, cancellation: "moderate", notes: "Government ID at pick-up." };

const idOf = (who: Member | Hirer) => ("user" in who ? who.user.id : who.id);
const auth = (who: Who): Record<string, string> => (who ? { authorization: who.bearer } : {});
const ctx = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
/** Today in India as the test began: a test that runs on past midnight keeps its days. */
let testDay = todayInIndia();
beforeEach(() => {
  testDay = todayInIndia();
});
/** A day in India, `n` days from the day the test began. */
const day = (n: number) => addDays(testDay, n);
const HOUR_MS = 3_600_000;

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

const putTerms = async (who: Who, body: unknown) =>
  checked("PUT", "/api/rentals/mine", await termsRoute(jsonRequest("/api/rentals/mine", body, auth(who), "PUT")));
const mine = async (who: Who) =>
  checked(
    "GET",
    "/api/rentals/mine",
    await mineRoute(new Request("http://localhost/api/rentals/mine", { headers: auth(who) })),
  );
const block = (who: Who, from: string, to: string, blocked = true) =>
  blockedRoute(jsonRequest("/api/rentals/mine/blocked", { from, to, blocked }, auth(who), "PUT"));
const publicRental = (memberId: string, search = "") =>
  publicRoute(new Request(`http://localhost/api/rentals/${memberId}${search}`), ctx({ memberId })).then((res) =>
    checked("GET", "/api/rentals/{memberId}", res),
  );
const ask = async (who: Who, body: unknown) =>
  checked("POST", "/api/bookings", await requestRoute(jsonRequest("/api/bookings", body, auth(who))));
const list = (who: Who, search = "") =>
  listRoute(new Request(`http://localhost/api/bookings${search}`, { headers: auth(who) })).then((res) =>
    checked("GET", "/api/bookings", res),
  );
const read = (who: Who, id: string) =>
  readRoute(new Request(`http://localhost/api/bookings/${id}`, { headers: auth(who) }), ctx({ id })).then((res) =>
    checked("GET", "/api/bookings/{id}", res),
  );
const act = (who: Who, id: string, body: unknown) =>
  actRoute(jsonRequest(`/api/bookings/${id}`, body, auth(who), "PATCH"), ctx({ id })).then((res) =>
    checked("PATCH", "/api/bookings/{id}", res),
  );
const review = (who: Who, id: string, body: unknown) =>
  reviewRoute(jsonRequest(`/api/bookings/${id}/review`, body, auth(who)), ctx({ id })).then((res) =>
    checked("POST", "/api/bookings/{id}/review", res),
  );
const renewFeed = (who: Who) =>
  renewFeedRoute(new Request("http://localhost/api/rentals/mine/calendar", { method: "POST", headers: auth(who) }));
const revokeFeed = (who: Who) =>
  revokeFeedRoute(new Request("http://localhost/api/rentals/mine/calendar", { method: "DELETE", headers: auth(who) }));
const feed = (token: string) =>
  feedRoute(new Request(`http://localhost/api/rentals/calendar/${token}`), ctx({ token }));

/** A Camera Unit (or Locations) member with terms set. */
async function owner(spec = CAMERA, terms: object | null = TERMS): Promise<Member> {
  const member = await createMember(spec);
  if (terms) {
    const saved = await putTerms(member, terms);
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  return member;
}

/** A request for the days from `from` to `to`, which must succeed. */
async function requested(of: Member, renter: Member | Hirer, from: string, to = from): Promise<BookingView> {
  const res = await answer(
    await ask(renter, { ownerId: of.user.id, from, to, projectTitle: "Monsoon Letters", message: "A two-day shoot." }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.data as BookingView;
}

async function accepted(of: Member, renter: Member | Hirer, from: string, to = from): Promise<BookingView> {
  const booking = await requested(of, renter, from, to);
  const res = await answer(await act(of, booking.id, { action: "accept" }));
  expect(res.status, res.text).toBe(200);
  return res.body.data as BookingView;
}

const notices = (userId: string) =>
  db().notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { title: true, link: true } });

describe("an owner's terms", () => {
  it("are refused to an Artist and to a hirer with 403 not_rental_owner", async () => {
    const artist = await createMember();
    const hirer = await createHirer();
    for (const who of [artist, hirer]) {
      for (const res of [await putTerms(who, TERMS), await mine(who), await block(who, day(3), day(4))]) {
        const { status, body } = await answer(res);
        expect([status, body.code]).toEqual([403, "not_rental_owner"]);
      }
      expect(await db().rentalTerms.count({ where: { ownerId: idOf(who) } })).toBe(0);
      expect(await db().blockedDay.count({ where: { ownerId: idOf(who) } })).toBe(0);
    }
  });

  it("answer 401 without sign-in", async () => {
    expect((await putTerms(undefined, TERMS)).status).toBe(401);
    expect((await mine(undefined)).status).toBe(401);
    expect((await block(undefined, day(1), day(2))).status).toBe(401);
    expect((await renewFeed(undefined)).status).toBe(401);
    expect((await revokeFeed(undefined)).status).toBe(401);
  });

  it("answer bad input with 400 naming the fields, and write nothing", async () => {
    const member = await owner(CAMERA, null);
    const cases: [object, string, RegExp][] = [
      [{ ...TERMS, dayRate: -5 }, "dayRate", /at least/],
      [{ ...TERMS, dayRate: 1200.5 }, "dayRate", /whole rupees/],
      [{ ...TERMS, deposit: -1 }, "deposit", /at least ₹0/],
      [{ ...TERMS, minimumHours: 4 }, "minimumHours", /hourly rate/],
      [{ ...TERMS, cancellation: "lenient" }, "cancellation", /flexible, moderate, strict/],
      [{ ...TERMS, calendarToken: "chosen" }, "body", /calendarToken/],
      [{ deposit: 0, cancellation: "strict" }, "dayRate", /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await answer(await putTerms(member, body));
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.errors[field], res.text).toMatch(message);
    }
    expect(await db().rentalTerms.count({ where: { ownerId: member.user.id } })).toBe(0);
  });

  it("come back on GET mine and on the public GET once saved, with the policy in words", async () => {
    const member = await createMember(LOCATION);
    const before = await answer(await mine(member));
    expect(before.body.data).toEqual({ terms: null, blocked: [], calendarFeed: false });

    const body = { dayRate: 40000, hourlyRate: 6000, minimumHours: 4, deposit: 0, cancellation: "strict" };
    const saved = await answer(await putTerms(member, body));
    expect(saved.status, saved.text).toBe(200);
    const terms = { ...body, notes: "", cancellationTerms: POLICY_TERMS.strict.summary };
    expect(saved.body.data).toEqual(terms);
    expect((await answer(await mine(member))).body.data.terms).toEqual(terms);

    const shown = await answer(await publicRental(member.user.id));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      memberId: member.user.id,
      terms,
      rating: { average: null, count: 0 },
      from: day(0),
      to: day(CALENDAR_DAYS - 1),
    });
    expect(shown.body.data.calendar).toHaveLength(CALENDAR_DAYS);

    // A change replaces them; dropping the hourly rate drops the minimum with it.
    const changed = await answer(await putTerms(member, TERMS));
    expect(changed.body.data).toMatchObject({ dayRate: 5000, hourlyRate: null, minimumHours: null });
    expect((await answer(await publicRental(member.user.id))).body.data.terms).toEqual(changed.body.data);
  });

  it("are public only for a visible Camera Unit or Locations member (404 otherwise)", async () => {
    const artist = await createMember();
    expect((await publicRental(artist.user.id)).status).toBe(404);
    expect((await publicRental("no-such-member")).status).toBe(404);
    const hidden = await owner();
    await db().user.update({ where: { id: hidden.user.id }, data: { suspendedAt: new Date() } });
    expect((await publicRental(hidden.user.id)).status).toBe(404);
  });
});

describe("blocked days", () => {
  it("are closed and opened again by range, and the public calendar tells blocked, booked and free", async () => {
    const member = await owner();
    const closed = await answer(await block(member, day(10), day(14)));
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data).toEqual({ days: 5 });
    // Closing a day twice keeps one.
    expect((await answer(await block(member, day(14), day(14)))).status).toBe(200);
    const opened = await answer(await block(member, day(12), day(13), false));
    expect(opened.body.data).toEqual({ days: 2 });
    expect((await answer(await mine(member))).body.data.blocked).toEqual([day(10), day(11), day(14)]);

    const renter = await createMember();
    await accepted(member, renter, day(16), day(17));
    await requested(member, await createMember(), day(18)); // a request alone takes no day
    const shown = await answer(await publicRental(member.user.id, `?from=${day(9)}&to=${day(18)}`));
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data.calendar).toEqual([
      { date: day(9), state: "free" },
      { date: day(10), state: "blocked" },
      { date: day(11), state: "blocked" },
      { date: day(12), state: "free" },
      { date: day(13), state: "free" },
      { date: day(14), state: "blocked" },
      { date: day(15), state: "free" },
      { date: day(16), state: "booked" },
      { date: day(17), state: "booked" },
      { date: day(18), state: "free" },
    ]);
  });

  it("refuse a range that is too long, reversed or not dates with 400", { tags: ["clock"] }, async () => {
    const member = await owner();
    const tooLong = await answer(await block(member, day(0), day(MAX_CALENDAR_DAYS)));
    expect([tooLong.status, Object.keys(tooLong.body.errors)]).toEqual([400, ["to"]]);
    const reversed = await answer(await block(member, day(5), day(4)));
    expect([reversed.status, Object.keys(reversed.body.errors)]).toEqual([400, ["to"]]);
    const garbage = await answer(await block(member, "tomorrow", day(4)));
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors.from).toMatch(/YYYY-MM-DD/);
    expect(await db().blockedDay.count({ where: { ownerId: member.user.id } })).toBe(0);
    // The longest range is fine.
    expect((await answer(await block(member, day(0), day(MAX_CALENDAR_DAYS - 1)))).body.data).toEqual({
      days: MAX_CALENDAR_DAYS,
    });
  });

  it("shows the public calendar for a range of at most a year, and 400 for a bad one", async () => {
    const member = await owner();
    const year = await answer(await publicRental(member.user.id, `?from=${day(0)}&to=${day(MAX_CALENDAR_DAYS - 1)}`));
    expect(year.status).toBe(200);
    expect(year.body.data.calendar).toHaveLength(MAX_CALENDAR_DAYS);
    for (const search of [
      `?from=${day(0)}&to=${day(MAX_CALENDAR_DAYS)}`,
      `?from=${day(5)}&to=${day(4)}`,
      "?from=garbage",
      "?from=2026-02-30",
      `?to=soon`,
    ]) {
      const res = await answer(await publicRental(member.user.id, search));
      expect(res.status, `${search}: ${res.text}`).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
  });
});

describe("a request to book", () => {
  it("is 201 with status requested, the total of days x the day rate and the deposit; the owner is told", async () => {
    const member = await owner();
    const renter = await createMember({ name: "Renter Ravi" });
    const res = await answer(
      await ask(renter, {
        ownerId: member.user.id,
        from: day(30),
        to: day(32),
        projectTitle: "Monsoon Letters",
        message: "A three-day shoot.",
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "requested",
      role: "renter",
      firstDay: day(30),
      lastDay: day(32),
      units: 3,
      unit: "day",
      total: 15000,
      deposit: 20000,
      cancellation: "moderate",
      contact: null,
      actions: ["cancel"],
    });
    const booking = res.body.data as BookingView;
    expect(Date.parse(booking.expiresAt) - Date.parse(booking.createdAt)).toBeGreaterThan((ANSWER_HOURS - 1) * HOUR_MS);
    expect(await notices(member.user.id)).toEqual([
      { title: "Booking request from Renter Ravi", link: `/bookings/${booking.id}` },
    ]);
    // The owner sees it with the actions that are theirs, the renter's contact hidden until accepted.
    const seen = await answer(await read(member, booking.id));
    expect(seen.body.data).toMatchObject({
      role: "owner",
      contact: null,
      actions: ["accept", "quote", "decline"],
    });
  });

  it("charges hours x the hourly rate, at least the owner's minimum", async () => {
    const location = await owner(LOCATION, {
      dayRate: 40000,
      hourlyRate: 6000,
      minimumHours: 4,
      deposit: 10000,
      cancellation: "flexible",
    });
    const renter = await createHirer();
    const hours = async (start: string, end: string) =>
      answer(
        await ask(renter, {
          ownerId: location.user.id,
          start: `${day(20)}T${start}`,
          end: `${day(20)}T${end}`,
          projectTitle: "Perfume ad",
        }),
      );
    const short = await hours("10:00", "12:00");
    expect(short.status, short.text).toBe(201);
    expect(short.body.data).toMatchObject({ firstDay: day(20), lastDay: day(20), unit: "hour", total: 24000 });
    expect(short.body.data.deposit).toBe(10000);
    expect(short.body.data.startsAt).toBe(new Date(`${day(20)}T10:00:00+05:30`).toISOString());
    const long = await hours("09:00", "15:30");
    expect(long.body.data.total).toBe(7 * 6000);
    // An hourly request to an owner who rents only by the day.
    const camera = await owner();
    const refused = await answer(
      await ask(renter, {
        ownerId: camera.user.id,
        start: `${day(20)}T10:00`,
        end: `${day(20)}T12:00`,
        projectTitle: "Ad",
      }),
    );
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ["start"]]);
  });

  it("is 400 for past, reversed, too long or half-given dates, naming the field", { tags: ["clock"] }, async () => {
    const member = await owner();
    const renter = await createMember();
    const cases: [object, string][] = [
      [{ from: day(-1), to: day(1) }, "from"],
      [{ from: day(5), to: day(3) }, "to"],
      [{ from: day(5), to: day(5 + 60) }, "to"],
      [{ from: day(400), to: day(401) }, "from"],
      [{ from: day(5) }, "to"],
      [{ from: "2026-02-30", to: day(5) }, "from"],
      [{ start: `${day(5)}T10:00`, end: `${day(6)}T09:00` }, "end"],
      [{ start: `${day(5)}T10:00`, end: `${day(5)}T09:00` }, "end"],
      [{ start: `${day(-1)}T10:00`, end: `${day(-1)}T12:00` }, "start"],
      [{ from: day(5), to: day(5), start: `${day(5)}T10:00`, end: `${day(5)}T12:00` }, "start"],
    ];
    for (const [span, field] of cases) {
      const res = await answer(
        await ask(renter, { ownerId: member.user.id, projectTitle: "Monsoon Letters", ...span }),
      );
      expect(res.status, `${JSON.stringify(span)}: ${res.text}`).toBe(400);
      expect(Object.keys(res.body.errors), JSON.stringify(span)).toContain(field);
    }
    const extra = await answer(
      await ask(renter, { ownerId: member.user.id, from: day(5), to: day(5), projectTitle: "Film", total: 1 }),
    );
    expect([extra.status, extra.body.errors.body]).toEqual([400, expect.stringMatching(/total/)]);
    expect(await db().booking.count({ where: { ownerId: member.user.id } })).toBe(0);
  });

  it("is 403 own_listing for the owner's own listing, 404 for a member who does not rent out, 409 no_rental_terms before any terms", async () => {
    const member = await owner();
    const own = await answer(
      await ask(member, { ownerId: member.user.id, from: day(3), to: day(3), projectTitle: "Mine" }),
    );
    expect([own.status, own.body.code]).toEqual([403, "own_listing"]);
    // A child's phone and email are never handed to an owner: members under 18 cannot book.
    const child = await createMember({ subcategory: "Child Artist", gender: "Female" });
    const byChild = await answer(
      await ask(child, { ownerId: member.user.id, from: day(3), to: day(3), projectTitle: "School play" }),
    );
    expect([byChild.status, byChild.body.code]).toEqual([403, "minor_booking_restricted"]);
    expect(await db().booking.count({ where: { renterId: child.user.id } })).toBe(0);

    const renter = await createMember();
    const artist = await createMember();
    const notRenting = await answer(
      await ask(renter, { ownerId: artist.user.id, from: day(3), to: day(3), projectTitle: "Film" }),
    );
    expect([notRenting.status, notRenting.body.code]).toEqual([404, "not_found"]);

    const fresh = await owner(CAMERA, null);
    const noTerms = await answer(
      await ask(renter, { ownerId: fresh.user.id, from: day(3), to: day(3), projectTitle: "Film" }),
    );
    expect([noTerms.status, noTerms.body.code]).toEqual([409, "no_rental_terms"]);
    expect(
      (await ask(undefined, { ownerId: member.user.id, from: day(3), to: day(3), projectTitle: "Film" })).status,
    ).toBe(401);
  });

  it("is 409 dates_unavailable when a day is blocked or already booked, naming the day", async () => {
    const member = await owner();
    const renter = await createMember();
    await block(member, day(40), day(40));
    await accepted(member, await createMember(), day(45), day(46));
    for (const [from, to] of [
      [day(39), day(41)],
      [day(46), day(48)],
      [day(40), day(40)],
    ]) {
      const res = await answer(await ask(renter, { ownerId: member.user.id, from, to, projectTitle: "Film" }));
      expect([res.status, res.body.code], res.text).toEqual([409, "dates_unavailable"]);
      expect(res.body.errors.from).toMatch(/not available/);
    }
    // The days around them are free.
    await requested(member, renter, day(41), day(44));
  });

  it("by the hour shares a day with other hours: only overlapping hours, or the whole day, are refused", async () => {
    const location = await owner(LOCATION, { ...TERMS, hourlyRate: 3000, minimumHours: 2 });
    const renter = await createHirer();
    const other = await createMember();
    const hours = async (who: Member | Hirer, start: string, end: string) =>
      answer(
        await ask(who, {
          ownerId: location.user.id,
          start: `${day(30)}T${start}`,
          end: `${day(30)}T${end}`,
          projectTitle: "Cafe scene",
        }),
      );
    const morning = await hours(renter, "08:00", "12:00");
    expect(morning.status, morning.text).toBe(201);
    expect((await act(location, morning.body.data.id, { action: "accept" })).status).toBe(200);

    // The public calendar: that day is partly booked, with the hours held; the days around it are free.
    const cal = (await answer(await publicRental(location.user.id, `?from=${day(29)}&to=${day(31)}`))).body.data
      .calendar as { date: string; state: string; held?: { start: string; end: string }[] }[];
    expect(cal.map((d) => d.state)).toEqual(["free", "partly", "free"]);
    expect(cal[1].held).toEqual([
      {
        start: new Date(`${day(30)}T08:00:00+05:30`).toISOString(),
        end: new Date(`${day(30)}T12:00:00+05:30`).toISOString(),
      },
    ]);

    // The evening is free; hours that overlap the morning, and the whole day, are not.
    const evening = await hours(other, "18:00", "21:00");
    expect(evening.status, evening.text).toBe(201);
    const overlap = await hours(other, "11:00", "13:00");
    expect([overlap.status, overlap.body.code], overlap.text).toEqual([409, "dates_unavailable"]);
    expect(overlap.body.errors.start).toMatch(/These hours are not available: .*8:00\s?am to 12:00\s?pm/i);
    const wholeDay = await answer(
      await ask(other, { ownerId: location.user.id, from: day(30), to: day(30), projectTitle: "Film" }),
    );
    expect([wholeDay.status, wholeDay.body.code]).toEqual([409, "dates_unavailable"]);
    expect(wholeDay.body.errors.from).toMatch(/partly booked/);

    // Back to back is no overlap; accepting the evening keeps the day partly booked, with both held.
    expect((await hours(other, "12:00", "14:00")).status).toBe(201);
    expect((await act(location, evening.body.data.id, { action: "accept" })).status).toBe(200);
    const after = (await answer(await publicRental(location.user.id, `?from=${day(30)}&to=${day(30)}`))).body.data
      .calendar[0];
    expect([after.state, after.held.length]).toEqual(["partly", 2]);

    // Accepting hours declines the open requests that wanted them (a day's, overlapping hours), and tells
    // their renters; hours beside them stay open.
    const later = await owner(LOCATION, { ...TERMS, hourlyRate: 3000 });
    const dayRequest = await requested(later, other, day(33));
    const slot = async (who: Member | Hirer, start: string, end: string) =>
      (
        await answer(
          await ask(who, {
            ownerId: later.user.id,
            start: `${day(33)}T${start}`,
            end: `${day(33)}T${end}`,
            projectTitle: "Ad",
          }),
        )
      ).body.data as BookingView;
    const nine = await slot(renter, "09:00", "11:00");
    const ten = await slot(await createMember(), "10:00", "12:00");
    const noon = await slot(await createMember(), "11:00", "13:00");
    expect((await act(later, nine.id, { action: "accept" })).status).toBe(200);
    const states = await db().booking.findMany({
      where: { id: { in: [dayRequest.id, ten.id, noon.id] } },
      select: { id: true, status: true, reason: true },
    });
    expect(Object.fromEntries(states.map((b) => [b.id, [b.status, b.reason]]))).toEqual({
      [dayRequest.id]: ["declined", TAKEN_REASON],
      [ten.id]: ["declined", TAKEN_REASON],
      [noon.id]: ["requested", ""],
    });
    expect((await notices(other.user.id)).at(-1)?.title).toBe(`${later.user.name} declined your request`);
    const taken = await answer(await act(later, dayRequest.id, { action: "accept" }));
    expect([taken.status, taken.body.code], taken.text).toEqual([409, "booking_state"]);
  });

  it("is 403 blocked between members who blocked each other, either way, and at accept", async () => {
    const member = await owner();
    const renter = await createMember();
    const waiting = await requested(member, renter, day(14));
    await db().block.create({ data: { blockerId: member.user.id, blockedId: renter.user.id } });
    const res = await answer(
      await ask(renter, { ownerId: member.user.id, from: day(15), to: day(15), projectTitle: "Film" }),
    );
    expect([res.status, res.body.code], res.text).toEqual([403, "blocked"]);
    const accept = await answer(await act(member, waiting.id, { action: "accept" }));
    expect([accept.status, accept.body.code]).toEqual([403, "blocked"]);
    expect((await db().booking.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("requested");
  });

  it("is 400 when the total would pass the highest amount recorded, naming the last day", async () => {
    const member = await owner(CAMERA, { ...TERMS, dayRate: 90_000_000 });
    const res = await answer(
      await ask(await createMember(), { ownerId: member.user.id, from: day(5), to: day(6), projectTitle: "Epic" }),
    );
    expect([res.status, Object.keys(res.body.errors)], res.text).toEqual([400, ["to"]]);
    expect(await db().booking.count({ where: { ownerId: member.user.id } })).toBe(0);
  });

  it("shows the hours asked for, and the total at the owner's minimum", async () => {
    const location = await owner(LOCATION, { ...TERMS, hourlyRate: 3000, minimumHours: 4 });
    const res = await answer(
      await ask(await createMember(), {
        ownerId: location.user.id,
        start: `${day(12)}T10:00`,
        end: `${day(12)}T12:00`,
        projectTitle: "Ad",
      }),
    );
    expect(res.body.data).toMatchObject({ units: 2, unit: "hour", total: 4 * 3000 });
  });

  it(`is 409 limit_reached past ${MAX_OPEN_REQUESTS} requests waiting at once; an answered one frees a place`, async () => {
    const member = await owner();
    const renter = await createMember();
    const made: BookingView[] = [];
    for (let i = 0; i < MAX_OPEN_REQUESTS; i++) made.push(await requested(member, renter, day(100 + i)));
    const over = await answer(
      await ask(renter, { ownerId: member.user.id, from: day(150), to: day(150), projectTitle: "One more" }),
    );
    expect([over.status, over.body.code]).toEqual([409, "limit_reached"]);
    expect((await act(member, made[0].id, { action: "decline" })).status).toBe(200);
    await requested(member, renter, day(150));
  });

  it("is listed for both sides by role, and 400 for an unknown role", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(7));
    const asOwner = await answer(await list(member, "?role=owner"));
    expect(asOwner.body.data.map((b: BookingView) => b.id)).toEqual([booking.id]);
    expect((await answer(await list(member, "?role=renter"))).body.data).toEqual([]);
    expect((await answer(await list(renter, "?role=renter"))).body.data.map((b: BookingView) => b.id)).toEqual([
      booking.id,
    ]);
    expect((await answer(await list(renter))).body.data).toHaveLength(1);
    expect((await list(renter, "?role=admin")).status).toBe(400);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe("answering a request", () => {
  it("accept: the contact details of each party appear to the other only once accepted, and the renter is told", async () => {
    const member = await owner(CAMERA);
    await db().user.update({ where: { id: member.user.id }, data: { phone: "+91 90000 11111" } });
    const renter = await createMember({ name: "Renter Rani" });
    await db().user.update({ where: { id: renter.user.id }, data: { phone: "+91 90000 22222" } });
    const booking = await requested(member, renter, day(8), day(9));
    expect((await answer(await read(renter, booking.id))).body.data.contact).toBeNull();
    expect((await answer(await read(member, booking.id))).body.data.contact).toBeNull();

    // The renter cannot accept their own request.
    const early = await answer(await act(renter, booking.id, { action: "accept" }));
    expect([early.status, early.body.code]).toEqual([403, "forbidden"]);

    const done = await answer(await act(member, booking.id, { action: "accept" }));
    expect(done.status, done.text).toBe(200);
    expect(done.body.message).toBe("The booking is accepted.");
    expect(done.body.data).toMatchObject({
      status: "accepted",
      total: 10000,
      contact: { name: "Renter Rani", phone: "+91 90000 22222", email: renter.user.email },
      actions: ["cancel"],
    });
    expect((await answer(await read(renter, booking.id))).body.data.contact).toEqual({
      name: member.user.name,
      phone: "+91 90000 11111",
      email: member.user.email,
    });
    expect(await notices(renter.user.id)).toEqual([
      { title: `${member.user.name} accepted your booking`, link: `/bookings/${booking.id}` },
    ]);
    // Accepting twice is refused.
    const again = await answer(await act(member, booking.id, { action: "accept" }));
    expect([again.status, again.body.code]).toEqual([409, "booking_state"]);
  });

  it("decline: with a reason, the renter told; a declined booking takes no more actions (409 booking_state)", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(11));
    const declined = await answer(
      await act(member, booking.id, { action: "decline", reason: "In the workshop that week." }),
    );
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", reason: "In the workshop that week.", actions: [] });
    expect((await notices(renter.user.id)).map((n) => n.title)).toEqual([`${member.user.name} declined your request`]);
    for (const [who, body] of [
      [member, { action: "accept" }],
      [member, { action: "decline" }],
      [member, { action: "quote", total: 9000 }],
      [renter, { action: "cancel" }],
      [member, { action: "cancel" }],
    ] as const) {
      const res = await answer(await act(who, booking.id, body));
      expect([res.status, res.body.code], `${body.action}: ${res.text}`).toEqual([409, "booking_state"]);
    }
    expect((await answer(await read(renter, booking.id))).body.data.contact).toBeNull();
  });

  it("quote: the owner names another total, the renter accepts it and it becomes the total", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(12), day(13));
    // Only the owner quotes, and only while requested.
    const byRenter = await answer(await act(renter, booking.id, { action: "quote", total: 1 }));
    expect([byRenter.status, byRenter.body.code]).toEqual([403, "forbidden"]);
    const bad = await answer(await act(member, booking.id, { action: "quote", total: -1 }));
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ["total"]]);

    const quoted = await answer(await act(member, booking.id, { action: "quote", total: 8500 }));
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body.data).toMatchObject({
      status: "quoted",
      total: 10000,
      quote: 8500,
      actions: ["decline"],
    });
    expect((await answer(await read(renter, booking.id))).body.data.actions).toEqual(["accept", "decline", "cancel"]);
    // Now the renter answers: the owner cannot accept their own total.
    const byOwner = await answer(await act(member, booking.id, { action: "accept" }));
    expect([byOwner.status, byOwner.body.code]).toEqual([403, "forbidden"]);

    const done = await answer(await act(renter, booking.id, { action: "accept" }));
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: "accepted", total: 8500, quote: null });
    expect(done.body.data.contact.email).toBe(member.user.email);
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).total).toBe(8500);
    expect((await notices(member.user.id)).map((n) => n.title)).toContain(`${renter.user.name} accepted your total`);
  });

  it(
    "cancel: either side cancels, and an accepted booking says what the policy makes owed",
    { tags: ["clock"] },
    async () => {
      const member = await owner(CAMERA, { ...TERMS, cancellation: "strict" });
      const renter = await createMember();
      const open = await requested(member, renter, day(20));
      const withdrawn = await answer(await act(renter, open.id, { action: "cancel", reason: "Plans changed" }));
      expect(withdrawn.status, withdrawn.text).toBe(200);
      expect(withdrawn.body.data).toMatchObject({
        status: "cancelled",
        cancelledBy: "renter",
        reason: "Plans changed",
      });
      expect(withdrawn.body.message).toBe("The booking is cancelled.");
      // An owner declines a waiting request rather than cancelling it.
      const waiting = await requested(member, renter, day(22));
      const ownerCancel = await answer(await act(member, waiting.id, { action: "cancel" }));
      expect(ownerCancel).toMatchObject({ status: 409, body: { code: "booking_state" } });

      // Strict: within 14 days of the first day, the whole total is owed.
      // The policy binds the renter: the renter reads the charge, the owner none.
      const booking = await accepted(member, renter, day(3), day(4));
      expect(booking.cancellationCharge).toBeNull();
      expect((await answer(await read(renter, booking.id))).body.data.cancellationCharge).toBe(10000);
      const cancelled = await answer(await act(member, booking.id, { action: "cancel" }));
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body.data).toMatchObject({
        status: "cancelled",
        cancelledBy: "owner",
        cancellationCharge: null,
      });
      // Contact details stay once they were shared.
      expect(cancelled.body.data.contact).not.toBeNull();
      // The days are free again.
      await requested(member, await createMember(), day(3), day(4));
      const told = await db().notification.findMany({
        where: { userId: renter.user.id },
        orderBy: { createdAt: "asc" },
      });
      expect(told.at(-1)?.title).toBe(`${member.user.name} cancelled a booking`);
      // Nothing is owed for a booking its owner cancels, and the renter is told so.
      expect(told.at(-1)?.body).toMatch(/Nothing is owed: the owner cancelled the booking\./);

      // When the renter cancels, the owner is told what the policy makes owed.
      const second = await accepted(member, renter, day(6));
      expect((await act(renter, second.id, { action: "cancel" })).status).toBe(200);
      const ownerTold = await db().notification.findMany({
        where: { userId: member.user.id },
        orderBy: { createdAt: "asc" },
      });
      expect(ownerTold.at(-1)?.body).toMatch(/Under the strict policy, ₹5,000 is owed\./);

      // Cancelled in time, the owner reads that nothing is owed: never left to work it out.
      const early = await accepted(member, renter, day(30));
      expect((await act(renter, early.id, { action: "cancel" })).status).toBe(200);
      const toldAgain = await db().notification.findMany({
        where: { userId: member.user.id },
        orderBy: { createdAt: "asc" },
      });
      expect(toldAgain.at(-1)?.body).toMatch(/Under the strict policy, nothing is owed: it was cancelled in time\./);
    },
  );

  it("an accepted booking past its last day cannot be cancelled", { tags: ["clock"] }, async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await accepted(member, renter, day(2));
    await db().booking.update({
      where: { id: booking.id },
      data: { firstDay: new Date(`${day(-3)}T00:00:00Z`), lastDay: new Date(`${day(-2)}T00:00:00Z`) },
    });
    const res = await answer(await act(renter, booking.id, { action: "cancel" }));
    expect([res.status, res.body.code]).toEqual([409, "booking_state"]);
  });

  it("is refused (403 minor_booking_restricted) once the owner turns out to be under 18, who can no longer list either", async () => {
    const member = await owner();
    const booking = await requested(member, await createMember(), day(8));
    const born = new Date(`${addDays(todayInIndia(), -16 * 365)}T00:00:00Z`);
    await db().cameraUnitProfile.upsert({
      where: { userId: member.user.id },
      create: { userId: member.user.id, dateOfBirth: born },
      update: { dateOfBirth: born },
    });
    const refused = await answer(await act(member, booking.id, { action: "accept" }));
    expect([refused.status, refused.body.code], refused.text).toEqual([403, "minor_booking_restricted"]);
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
    const terms = await answer(await putTerms(member, TERMS));
    expect([terms.status, terms.body.code]).toEqual([403, "minor_booking_restricted"]);
    const more = await answer(
      await ask(await createMember(), { ownerId: member.user.id, from: day(9), to: day(9), projectTitle: "Film" }),
    );
    expect([more.status, more.body.code]).toEqual([403, "minor_booking_restricted"]);
    // Declining is still theirs to do: it hands nothing over.
    expect((await act(member, booking.id, { action: "decline" })).status).toBe(200);
  });

  it("is 403 to a third member and 401 without sign-in, 404 for no booking, 400 for an unknown action", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(15));
    const stranger = await createMember();
    const hirer = await createHirer();
    for (const who of [stranger, hirer]) {
      expect((await read(who, booking.id)).status).toBe(403);
      expect((await act(who, booking.id, { action: "cancel" })).status).toBe(403);
      expect((await review(who, booking.id, { rating: 5, text: "Great" })).status).toBe(403);
    }
    expect((await read(undefined, booking.id)).status).toBe(401);
    expect((await act(undefined, booking.id, { action: "accept" })).status).toBe(401);
    expect((await review(undefined, booking.id, { rating: 5, text: "Great" })).status).toBe(401);
    expect((await read(member, "no-such-booking")).status).toBe(404);
    expect((await act(member, "cm0000000000000000000000", { action: "accept" })).status).toBe(404);
    const unknown = await answer(await act(member, booking.id, { action: "approve" }));
    expect(unknown.status).toBe(400);
    expect((await answer(await read(renter, booking.id))).body.data.status).toBe("requested");
  });
});

describe("a request left unanswered", { tags: ["clock"] }, () => {
  it("expires after the answer time: the renter is told, and accepting it is 409 booking_expired", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(25));
    // Not yet due: nothing expires.
    await expireBookings(new Date(Date.now() + (ANSWER_HOURS - 1) * HOUR_MS));
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");

    expect(await expireBookings(new Date(Date.now() + (ANSWER_HOURS + 1) * HOUR_MS))).toBeGreaterThanOrEqual(1);
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("expired");
    expect(await notices(renter.user.id)).toEqual([
      { title: `Your request to ${member.user.name} expired`, link: `/bookings/${booking.id}` },
    ]);
    // Idempotent: a second run tells nobody again.
    await expireBookings(new Date(Date.now() + (ANSWER_HOURS + 2) * HOUR_MS));
    expect(await notices(renter.user.id)).toHaveLength(1);

    const late = await answer(await act(member, booking.id, { action: "accept" }));
    expect([late.status, late.body.code], late.text).toEqual([409, "booking_expired"]);
    const seen = await answer(await read(renter, booking.id));
    expect(seen.body.data).toMatchObject({ status: "expired", actions: [], contact: null });
  });

  it("past its time but not yet swept, is expired to both sides and cannot be accepted", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(26));
    await db().booking.update({ where: { id: booking.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await answer(await read(member, booking.id))).body.data).toMatchObject({ status: "expired", actions: [] });
    for (const body of [{ action: "accept" }, { action: "quote", total: 100 }, { action: "decline" }]) {
      const res = await answer(await act(member, booking.id, body));
      expect([res.status, res.body.code], res.text).toEqual([409, "booking_expired"]);
    }
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
  });

  it("must be answered before it begins: by the end of its first day, or an hourly booking's start", async () => {
    const member = await owner();
    const today = await requested(member, await createMember(), day(0));
    expect(today.expiresAt).toBe(endOfIndiaDay(day(0)).toISOString());
    const soon = await requested(member, await createMember(), day(1), day(2));
    expect(Date.parse(soon.expiresAt)).toBeLessThanOrEqual(endOfIndiaDay(day(1)).getTime());
    const location = await owner(LOCATION, { ...TERMS, hourlyRate: 3000 });
    const res = await ask(await createMember(), {
      ownerId: location.user.id,
      start: `${day(1)}T06:00`,
      end: `${day(1)}T08:00`,
      projectTitle: "Sunrise",
    });
    const hourly = (await answer(res)).body.data as BookingView;
    expect(hourly.expiresAt).toBe(new Date(`${day(1)}T06:00:00+05:30`).toISOString());
    // A changed total is bounded the same way.
    const quoted = await answer(await act(member, soon.id, { action: "quote", total: 7000 }));
    expect(Date.parse(quoted.body.data.expiresAt)).toBeLessThanOrEqual(endOfIndiaDay(day(1)).getTime());

    await expireBookings(new Date(endOfIndiaDay(day(0)).getTime() + 1000));
    expect((await db().booking.findUniqueOrThrow({ where: { id: today.id } })).status).toBe("expired");
    const late = await answer(await act(member, today.id, { action: "accept" }));
    expect([late.status, late.body.code]).toEqual([409, "booking_expired"]);
  });

  it("a quote the renter lets lapse expires too, and the owner is told", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(27));
    expect((await act(member, booking.id, { action: "quote", total: 4000 })).status).toBe(200);
    await expireBookings(new Date(Date.now() + (ANSWER_HOURS + 1) * HOUR_MS));
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("expired");
    expect((await notices(member.user.id)).map((n) => n.title)).toContain(
      `${renter.user.name} did not answer your total`,
    );
  });
});

describe("reviews", () => {
  it(
    "come after the last day, once per party, and the renters' ratings show on the public GET",
    { tags: ["clock"] },
    async () => {
      const member = await owner();
      const renter = await createMember();
      const booking = await accepted(member, renter, day(1), day(2));
      const early = await answer(await review(renter, booking.id, { rating: 4, text: "Clean lenses." }));
      expect([early.status, early.body.code]).toEqual([409, "review_too_early"]);
      // On its last day it is still too early.
      await db().booking.update({
        where: { id: booking.id },
        data: { firstDay: new Date(`${day(-1)}T00:00:00Z`), lastDay: new Date(`${day(0)}T00:00:00Z`) },
      });
      expect((await answer(await review(renter, booking.id, { rating: 4, text: "Clean lenses." }))).body.code).toBe(
        "review_too_early",
      );
      await db().booking.update({
        where: { id: booking.id },
        data: { firstDay: new Date(`${day(-3)}T00:00:00Z`), lastDay: new Date(`${day(-2)}T00:00:00Z`) },
      });
      expect((await answer(await read(renter, booking.id))).body.data.actions).toEqual(["review"]);

      const bad = await answer(await review(renter, booking.id, { rating: 6, text: "" }));
      expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([400, ["rating", "text"]]);
      const byRenter = await answer(await review(renter, booking.id, { rating: 4, text: "Clean lenses." }));
      expect(byRenter.status, byRenter.text).toBe(201);
      expect(byRenter.body.data).toMatchObject({ rating: 4, text: "Clean lenses.", author: renter.user.name });
      const twice = await answer(await review(renter, booking.id, { rating: 1, text: "Changed my mind." }));
      expect([twice.status, twice.body.code]).toEqual([409, "already_reviewed"]);
      expect((await answer(await read(renter, booking.id))).body.data).toMatchObject({ reviewed: true, actions: [] });

      const byOwner = await answer(await review(member, booking.id, { rating: 2, text: "Returned late." }));
      expect(byOwner.status, byOwner.text).toBe(201);
      expect((await answer(await review(member, booking.id, { rating: 2, text: "Again" }))).body.code).toBe(
        "already_reviewed",
      );
      // The renter's record as a renter: the owner's review of them, shown on their profile.
      expect(await renterRecordOf({ memberId: renter.user.id })).toMatchObject({
        rating: { average: 2, count: 1 },
        reviews: [{ rating: 2, text: "Returned late.", author: member.user.name, authorId: member.user.id }],
      });
      expect(await renterRecordOf({ memberId: member.user.id })).toBeNull();

      // The owner's rating counts the renters' reviews only (not the owner's own, nor a booking not reviewed).
      const second = await accepted(member, await createMember(), day(3));
      await db().booking.update({
        where: { id: second.id },
        data: { firstDay: new Date(`${day(-5)}T00:00:00Z`), lastDay: new Date(`${day(-5)}T00:00:00Z`) },
      });
      const shown = await answer(await publicRental(member.user.id));
      expect(shown.body.data.rating).toEqual({ average: 4, count: 1 });
      // A suspended member's reviews no longer count.
      await db().user.update({ where: { id: renter.user.id }, data: { suspendedAt: new Date() } });
      expect((await answer(await publicRental(member.user.id))).body.data.rating).toEqual({ average: null, count: 0 });
      expect(await db().bookingReview.count({ where: { bookingId: booking.id } })).toBe(2);
      expect((await notices(member.user.id)).map((n) => n.title)).toContain(
        `${renter.user.name} reviewed your booking`,
      );
    },
  );

  it("the owner's record counts bookings accepted, their own cancellations and the share of requests answered", async () => {
    const member = await owner();
    expect(await reputationOf(member.user.id)).toMatchObject({
      accepted: 0,
      ownerCancellations: 0,
      responseRate: null,
    });
    const renter = await createMember();
    await accepted(member, renter, day(50));
    const dropped = await accepted(member, renter, day(51));
    expect((await act(member, dropped.id, { action: "cancel", reason: "Lens at service" })).status).toBe(200);
    const declined = await requested(member, renter, day(52));
    expect((await act(member, declined.id, { action: "decline" })).status).toBe(200);
    await requested(member, renter, day(53));
    // A request left unanswered counts against the rate; one still waiting does not count yet.
    await requested(member, renter, day(54));
    await db().booking.updateMany({
      where: { ownerId: member.user.id, firstDay: new Date(`${day(53)}T00:00:00Z`) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await expireBookings()).toBeGreaterThanOrEqual(1);
    expect(await reputationOf(member.user.id)).toMatchObject({ accepted: 2, ownerCancellations: 1, responseRate: 75 });
  });

  it("of a studio as a renter are found by its organisation", async () => {
    const member = await owner();
    const studio = await createHirer();
    const booking = await accepted(member, studio, day(2));
    await db().booking.update({
      where: { id: booking.id },
      data: { firstDay: new Date(`${day(-4)}T00:00:00Z`), lastDay: new Date(`${day(-4)}T00:00:00Z`) },
    });
    expect((await answer(await review(member, booking.id, { rating: 5, text: "A tidy crew." }))).status).toBe(201);
    expect(await renterRecordOf({ organizationId: studio.organizationId })).toMatchObject({
      rating: { average: 5, count: 1 },
      reviews: [{ text: "A tidy crew." }],
    });
  });

  it("are refused for a booking that did not take place (409 booking_state)", async () => {
    const member = await owner();
    const renter = await createMember();
    const booking = await requested(member, renter, day(4));
    await act(member, booking.id, { action: "decline" });
    await db().booking.update({
      where: { id: booking.id },
      data: { firstDay: new Date(`${day(-5)}T00:00:00Z`), lastDay: new Date(`${day(-5)}T00:00:00Z`) },
    });
    const res = await answer(await review(renter, booking.id, { rating: 1, text: "Declined me." }));
    expect([res.status, res.body.code]).toEqual([409, "booking_state"]);
  });
});

describe("the private calendar feed", () => {
  /** The feed's lines with the folded ones joined again (RFC 5545 3.1). */
  const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

  it("gives a URL whose token reads the booked and blocked days as all-day events; renewing and revoking end the old one", async () => {
    const member = await owner();
    const noTerms = await owner(CAMERA, null);
    const refused = await answer(await renewFeed(noTerms));
    expect([refused.status, refused.body.code]).toEqual([409, "no_rental_terms"]);

    const renter = await createMember({ name: `Ravi, Shankar; \\ ${"long name ".repeat(8).trim()}` });
    const title = "Dil Se: part 2, the sequel — ₹ and 🎬 in a long title that goes past the line";
    const res = await ask(renter, { ownerId: member.user.id, from: day(5), to: day(6), projectTitle: title });
    const booking = (await answer(res)).body.data as BookingView;
    expect((await act(member, booking.id, { action: "accept" })).status).toBe(200);
    await block(member, day(9), day(9));

    const made = await answer(await renewFeed(member));
    expect(made.status, made.text).toBe(201);
    const url = made.body.data.url as string;
    expect(url).toMatch(/\/api\/rentals\/calendar\/[A-Za-z0-9_-]{32}$/);
    const token = url.split("/").pop()!;
    expect((await answer(await mine(member))).body.data.calendarFeed).toBe(true);

    const got = await feed(token);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await got.text();
    const raw = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of raw) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    // No line is cut inside a character (a lone surrogate would come out as U+FFFD).
    expect(text).not.toContain("\uFFFD");
    const lines = unfold(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    const compact = (d: string) => d.replaceAll("-", "");
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(day(5))}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(day(7))}`);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(day(9))}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(day(10))}`);
    expect(lines).toContain("SUMMARY:Closed for bookings");
    const summary = lines.find((l) => l.startsWith("SUMMARY:Booked"));
    expect(summary).toBe(
      `SUMMARY:Booked: ${title.replace(/[,;]/g, (c) => `\\${c}`)} (Ravi\\, Shankar\\; \\\\ ${"long name ".repeat(8).trim()})`,
    );
    expect(lines.at(-1)).toBe("");
    expect(lines.at(-2)).toBe("END:VCALENDAR");

    // A renewed address stops the old one; revoking stops the new one.
    const renewed = (await answer(await renewFeed(member))).body.data.url as string;
    const fresh = renewed.split("/").pop()!;
    expect(fresh).not.toBe(token);
    expect((await feed(token)).status).toBe(404);
    expect((await feed(fresh)).status).toBe(200);
    const revoked = await answer(await revokeFeed(member));
    expect(revoked.status).toBe(200);
    expect((await feed(fresh)).status).toBe(404);
    expect((await answer(await mine(member))).body.data.calendarFeed).toBe(false);
    for (const garbage of ["x", "%00", "a".repeat(500), "../../etc/passwd"])
      expect((await feed(garbage)).status).toBe(404);
  });

  it("gives an hourly booking its hours in India time, with the zone", async () => {
    const location = await owner(LOCATION, { ...TERMS, hourlyRate: 3000 });
    const renter = await createMember();
    const res = await ask(renter, {
      ownerId: location.user.id,
      start: `${day(21)}T10:00`,
      end: `${day(21)}T12:30`,
      projectTitle: "Jingle",
    });
    const booking = (await answer(res)).body.data as BookingView;
    expect((await act(location, booking.id, { action: "accept" })).status).toBe(200);
    const token = ((await answer(await renewFeed(location))).body.data.url as string).split("/").pop()!;
    const lines = unfold(await (await feed(token)).text());
    const compact = day(21).replaceAll("-", "");
    expect(lines).toContain(`DTSTART;TZID=Asia/Kolkata:${compact}T100000`);
    expect(lines).toContain(`DTEND;TZID=Asia/Kolkata:${compact}T123000`);
    expect(lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1)).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "TZNAME:IST",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    expect(lines.filter((l) => l.startsWith("DTSTART;VALUE=DATE"))).toEqual([]);
  });

  it("escapes line breaks in a project title, whatever their kind", async () => {
    const member = await owner();
    const renter = await createMember({ name: "Plain Renter" });
    const booking = await accepted(member, renter, day(33));
    await db().booking.update({ where: { id: booking.id }, data: { projectTitle: "One\r\nTwo\nThree\rFour" } });
    await db().rentalTerms.update({ where: { ownerId: member.user.id }, data: { calendarToken: "t".repeat(32) } });
    const text = (await calendarFeed("t".repeat(32)))!;
    expect(text).toContain("SUMMARY:Booked: One\\nTwo\\nThree\\nFour (Plain Renter)");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds long lines at 75 octets, never inside a character", async () => {
    const member = await owner();
    const renter = await createMember({ name: "R" });
    const booking = await accepted(member, renter, day(34));
    // "SUMMARY:Booked: abc" is 19 octets: with 4-octet emoji after it, a cut by UTF-16 units lands mid-pair.
    const title = `abc${"🎬".repeat(40)} ₹ ${"दिल से ".repeat(10)}`;
    await db().booking.update({ where: { id: booking.id }, data: { projectTitle: title } });
    const token = "f".repeat(32);
    await db().rentalTerms.update({ where: { ownerId: member.user.id }, data: { calendarToken: token } });
    const text = (await calendarFeed(token))!;
    const loneHalf = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(text).not.toMatch(loneHalf);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:Booked: ${title} (R)`);
    // Through the route the feed is UTF-8 with nothing replaced.
    expect(await (await feed(token)).text()).toBe(text);
  });
});

describe("search and listings of rentals", () => {
  it("filter by the highest day rate and by a free day (not closed, not booked), and carry the day rate", async () => {
    const { GET: searchRoute } = await import("@/app/api/search/route");
    const search = async (query: string) =>
      (await answer(await searchRoute(new Request(`http://localhost/api/search?${query}`)))).body.data;
    const stamp = `Rentcheck${Date.now() % 100000}`;
    const member = async (name: string, dayRate: number) => {
      const m = await createMember({ ...CAMERA, name: `${stamp} ${name}`, listed: true });
      expect((await putTerms(m, { ...TERMS, dayRate })).status).toBe(200);
      return m;
    };
    const cheap = await member("Cheap", 4000);
    const dear = await member("Dear", 40000);
    const busy = await member("Busy", 5000);
    const noTerms = await createMember({ ...CAMERA, name: `${stamp} Unpriced`, listed: true });
    const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name.split(" ")[1]).sort();

    const all = await search(`q=${stamp}`);
    expect(names(all)).toEqual(["Busy", "Cheap", "Dear", "Unpriced"]);
    const cheapCard = all.results.find((r: { id: string }) => r.id === cheap.user.id);
    expect(cheapCard.dayRate).toBe(4000);
    expect(all.results.find((r: { id: string }) => r.id === noTerms.user.id).dayRate).toBeUndefined();

    expect(names(await search(`q=${stamp}&maxDayRate=5000`))).toEqual(["Busy", "Cheap"]);
    expect(names(await search(`q=${stamp}&maxDayRate=100000`))).toEqual(["Busy", "Cheap", "Dear"]);

    // Busy closes day 10; Dear is booked over days 9 to 11 (accepted).
    expect((await block(busy, day(10), day(10))).status).toBe(200);
    const renter = await createMember();
    const asked = await answer(
      await ask(renter, { ownerId: dear.user.id, from: day(9), to: day(11), projectTitle: "Harbour" }),
    );
    expect((await act(dear, asked.body.data.id, { action: "accept" })).status).toBe(200);
    expect(names(await search(`q=${stamp}&available=${day(10)}`))).toEqual(["Cheap", "Unpriced"]);
    expect(names(await search(`q=${stamp}&available=${day(12)}`))).toEqual(["Busy", "Cheap", "Dear", "Unpriced"]);

    const bad = await answer(await searchRoute(new Request(`http://localhost/api/search?maxDayRate=cheap`)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.maxDayRate).toBeDefined();
  });
});

describe("a booking's texts, which reach the other side as written", () => {
  it("are refused when they ask for money, naming the field: the request's message and title, a decline's reason", async () => {
    const of = await owner();
    const renter = await createHirer();
    const base = { ownerId: of.user.id, from: day(12), to: day(12), projectTitle: "Monsoon Letters" };
    const message = await answer(
      await ask(renter, { ...base, message: "Before the shoot, pay ₹1500 registration fee on GPay to confirm" }),
    );
    expect(message.status).toBe(400);
    expect(message.body.errors.message).toMatch(/Your message mentions/);
    const title = await answer(await ask(renter, { ...base, projectTitle: "Registration fee ₹999 compulsory" }));
    expect(title.status).toBe(400);
    expect(title.body.errors.projectTitle).toMatch(/project title/);
    expect(await db().booking.count({ where: { ownerId: of.user.id } })).toBe(0);

    const booking = await requested(of, renter, day(12));
    const reason = await answer(
      await act(of, booking.id, { action: "decline", reason: "Pay a ₹2000 booking fee on PhonePe first" }),
    );
    expect(reason.status).toBe(400);
    expect(reason.body.errors.reason).toMatch(/reason/);
    expect((await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("requested");
  });
});
