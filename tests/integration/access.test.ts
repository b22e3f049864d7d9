import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as deleteProfile } from "@/app/api/user/delete-profile/route";
import { GET as sessionsRoute, POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { GET as calendarRoute } from "@/app/api/invites/[id]/calendar.ics/route";
import { GET as inviteRoute, PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { GET as myInvitesRoute } from "@/app/api/me/invites/route";
import { PUT as languageRoute } from "@/app/api/me/language/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { DELETE as cancelRoute, GET as sessionRoute, PATCH as changeRoute } from "@/app/api/sessions/[id]/route";
import { GET as csvRoute } from "@/app/api/sessions/[id]/schedule.csv/route";
import { addDays, todayInIndia } from "@/lib/dates";
import { unsubscribeToken } from "@/lib/alerts/unsubscribe";
import { db } from "@/lib/server/db";
import { api, memberState, PROFILE_KINDS, type Member, type ProfileKindCase } from "../helpers/api";
import { auditionScene } from "../helpers/auditions";
import { createHirerWithCookie, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { multipartRequest, photo } from "../helpers/uploads";

// The access matrix: every route handler under app/api x anonymous / another member / the owner (bearer
// token and session cookie). Only the owner changes anything; only the owner reads their own form.
// The next-auth routes need Next's request scope: tests/e2e/security.spec.ts covers them.

type Headers = Record<string, string>;
type MemberSpec = ProfileKindCase["member"];

interface WriteRoute {
  name: string;
  member: MemberSpec;
  call(owner: Member, headers: Headers): Promise<Response>;
}

const ARTIST: MemberSpec = { category: "Artists", subcategory: "Heroine", gender: "Female" };
let picture: Buffer;

const WRITE_ROUTES: WriteRoute[] = [
  {
    name: "POST /api/user/delete-profile",
    member: ARTIST,
    call: (owner, headers) =>
      deleteProfile(
        jsonRequest("/api/user/delete-profile", { userId: owner.user.id, imageType: "profilePic" }, headers),
      ),
  },
  {
    name: "POST /api/user/upload-profile",
    member: ARTIST,
    call: (owner, headers) =>
      api.uploadPicture(
        multipartRequest(
          "/api/user/upload-profile",
          { userId: owner.user.id },
          { coverPic: { name: "cover.jpg", type: "image/jpeg", data: picture } },
          headers,
        ),
      ),
  },
  ...PROFILE_KINDS.map((c): WriteRoute => ({
    name: `POST /api/${c.kind}/add`,
    member: c.member,
    call: (owner, headers) =>
      api.add(
        c.kind,
        multipartRequest(
          `/api/${c.kind}/add`,
          { ...c.fields, userId: owner.user.id },
          { image1: { name: "one.jpg", type: "image/jpeg", data: picture } },
          headers,
        ),
      ),
  })),
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  picture = await photo(320, 240);
});
afterAll(async () => t?.drop());

/** A member with a profile picture already set, so that deleting it is a visible change. */
async function freshMember(spec: MemberSpec): Promise<Member> {
  const member = await createMember(spec);
  await db().user.update({ where: { id: member.user.id }, data: { profilePic: "u/example/picture.jpg" } });
  return member;
}

const sameSite = (m: Member) => ({ cookie: m.cookie, origin: "http://localhost", host: "localhost" });

describe.each(WRITE_ROUTES)("$name", (routeUnderTest) => {
  it("answers 401 without credentials and changes nothing", async () => {
    const target = await freshMember(routeUnderTest.member);
    const before = await memberState(target.user.id);
    expect((await routeUnderTest.call(target, {})).status).toBe(401);
    expect(await memberState(target.user.id)).toEqual(before);
  });

  it("answers 401 to a forged or malformed token and changes nothing", async () => {
    const target = await freshMember(routeUnderTest.member);
    const before = await memberState(target.user.id);
    const forged = target.bearer.slice(0, -4) + "AAAA";
    expect((await routeUnderTest.call(target, { authorization: forged })).status).toBe(401);
    expect((await routeUnderTest.call(target, { authorization: "Basic abc" })).status).toBe(401);
    expect((await routeUnderTest.call(target, { cookie: "next-auth.session-token=forged" })).status).toBe(401);
    expect(await memberState(target.user.id)).toEqual(before);
  });

  it("answers 403 to another member (token or cookie) and changes nothing", async () => {
    const target = await freshMember(routeUnderTest.member);
    const other = await freshMember(routeUnderTest.member);
    const before = [await memberState(target.user.id), await memberState(other.user.id)];
    expect((await routeUnderTest.call(target, { authorization: other.bearer })).status).toBe(403);
    expect((await routeUnderTest.call(target, sameSite(other))).status).toBe(403);
    expect([await memberState(target.user.id), await memberState(other.user.id)]).toEqual(before);
  });

  it("refuses a cross-site request carrying the owner's cookie", async () => {
    const target = await freshMember(routeUnderTest.member);
    const before = await memberState(target.user.id);
    const res = await routeUnderTest.call(target, {
      cookie: target.cookie,
      origin: "https://evil.example",
      host: "localhost",
    });
    expect(res.status).toBe(403);
    expect(await memberState(target.user.id)).toEqual(before);
  });

  it("lets the owner write with a bearer token and with the session cookie", async () => {
    for (const headers of [(m: Member) => ({ authorization: m.bearer }), sameSite]) {
      const target = await freshMember(routeUnderTest.member);
      const before = await memberState(target.user.id);
      const res = await routeUnderTest.call(target, headers(target));
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await memberState(target.user.id)).not.toEqual(before);
    }
  });
});

describe.each(PROFILE_KINDS)("GET /api/$kind/{userId} (the owner's form)", (kindCase) => {
  const read = (target: Member, headers: Headers) =>
    api.read(
      kindCase.kind,
      target.user.id,
      new Request(`http://localhost/api/${kindCase.kind}/${target.user.id}`, { headers }),
    );

  it("answers the owner only: 401 anonymous or forged, 403 another member, 200 the owner", async () => {
    const target = await freshMember(kindCase.member);
    const other = await freshMember(kindCase.member);
    const before = await memberState(target.user.id);
    expect((await read(target, {})).status).toBe(401);
    expect((await read(target, { authorization: target.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
    expect((await read(target, { authorization: other.bearer })).status).toBe(403);
    expect((await read(target, { cookie: other.cookie })).status).toBe(403);
    for (const headers of [{ authorization: target.bearer }, { cookie: target.cookie }] as Headers[]) {
      const res = await read(target, headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, [kindCase.answerKey]: null });
    }
    expect(await memberState(target.user.id)).toEqual(before);
  });

  it("answers 400 to a member of another category asking under this kind", async () => {
    const stranger = await freshMember(
      PROFILE_KINDS.find((c) => c.member.category !== kindCase.member.category)!.member,
    );
    expect((await read(stranger, { authorization: stranger.bearer })).status).toBe(400);
  });
});

describe("public routes answer everyone alike", () => {
  it("GET /api/user/{id}, GET /api/user/{category}/{subcategory}, GET /uploads/..., GET /api/rentals/{memberId} and the calendar feed need no credentials and ignore them", async () => {
    const target = await freshMember(ARTIST);
    const other = await freshMember(ARTIST);
    const camera = await rentalOwner();
    const feed = await api.renewCalendarFeed({ authorization: camera.bearer });
    const feedToken = ((await feed.json()).data.url as string).split("/").pop()!;
    const calls = [
      (h: Headers) =>
        api.user(target.user.id, new Request(`http://localhost/api/user/${target.user.id}`, { headers: h })),
      (h: Headers) => api.listing("Artists", "Heroine", "?pageSize=5", h),
      () => api.file("u/example/missing.jpg"),
      (h: Headers) => api.rental(camera.user.id, "", h),
      (h: Headers) => api.calendarFeed(feedToken, h),
    ];
    for (const call of calls) {
      const answers = await Promise.all(
        ([{}, { authorization: target.bearer }, { cookie: other.cookie }] as Headers[]).map(async (h) => {
          const res = await call(h);
          return { status: res.status, body: await res.text() };
        }),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it("POST /api/user/login and /api/user/register ignore a session or token sent along", async () => {
    const member = await freshMember(ARTIST);
    const login = await api.login(
      jsonRequest(
        "/api/user/login",
        { email: member.user.email, password: member.password },
        { authorization: "Bearer forged", cookie: "next-auth.session-token=forged" },
      ),
    );
    expect(login.status).toBe(200);
    const register = await api.register(
      jsonRequest(
        "/api/user/register",
        {
          name: "Nila",
          gender: "Female",
          category: "Music",
          subcategory: "Chorus",
          phone: "+91 98765 00000",
          email: "nila@example.test",
          password: "a strong password",
        },
        { authorization: member.bearer },
      ),
    );
    expect(register.status).toBe(201);
    expect((await register.json()).user._id).not.toBe(member.user.id);
  });
});

describe("POST /api/user/delete-profile", () => {
  it("resets the picture and answers with the fixed deleted message", async () => {
    const owner = await freshMember(ARTIST);
    const res = await deleteProfile(
      jsonRequest(
        "/api/user/delete-profile",
        { userId: owner.user.id, imageType: "coverPic" },
        { authorization: owner.bearer },
      ),
    );
    expect(await res.json()).toEqual({ success: true, message: "Cover picture deleted!" });
  });

  it("answers 400 naming imageType when it is neither picture", async () => {
    const owner = await freshMember(ARTIST);
    const res = await deleteProfile(
      jsonRequest(
        "/api/user/delete-profile",
        { userId: owner.user.id, imageType: "portfolio" },
        { authorization: owner.bearer },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.imageType).toMatch(/profilePic or coverPic/);
  });
});

const CAMERA: MemberSpec = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };

/** A Camera Unit member with rates set. */
async function rentalOwner(): Promise<Member> {
  const owner = await createMember(CAMERA);
  const res = await api.rentalTerms(
    jsonRequest(
      "/api/rentals/mine",
      { dayRate: 1000, cancellation: "flexible" },
      { authorization: owner.bearer },
      "PUT",
    ),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return owner;
}

/** Everything a rental write could change for an owner. */
const rentalState = async (ownerId: string) => ({
  terms: await db().rentalTerms.findUnique({ where: { ownerId } }),
  blocked: await db().blockedDay.findMany({ where: { ownerId }, orderBy: { day: "asc" } }),
  bookings: await db().booking.findMany({
    where: { OR: [{ ownerId }, { renterId: ownerId }] },
    include: { reviews: true },
  }),
});

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe("the owner's rental routes (PUT /api/rentals/mine, PUT .../blocked, POST and DELETE .../calendar)", () => {
  const ROUTES: [string, (headers: Headers) => Promise<Response>][] = [
    ["GET mine", (h) => api.myRental(h)],
    [
      "PUT mine",
      (h) => api.rentalTerms(jsonRequest("/api/rentals/mine", { dayRate: 2500, cancellation: "strict" }, h, "PUT")),
    ],
    [
      "PUT blocked",
      (h) =>
        api.blockDays(
          jsonRequest("/api/rentals/mine/blocked", { from: tomorrow(), to: tomorrow(), blocked: true }, h, "PUT"),
        ),
    ],
    ["POST calendar", (h) => api.renewCalendarFeed(h)],
    ["DELETE calendar", (h) => api.revokeCalendarFeed(h)],
  ];

  it.each(ROUTES)(
    "%s: 401 anonymous or forged, a cross-site cookie refused, the owner by token and cookie",
    async (name, call) => {
      const owner = await rentalOwner();
      const before = await rentalState(owner.user.id);
      expect((await call({})).status).toBe(401);
      expect((await call({ authorization: owner.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
      expect((await call({ cookie: "next-auth.session-token=forged" })).status).toBe(401);
      const crossSite = await call({ cookie: owner.cookie, origin: "https://evil.example", host: "localhost" });
      // A cross-site read is harmless (the answer is not readable cross-origin); a cross-site write is refused.
      if (name !== "GET mine") expect(crossSite.status).toBe(403);
      expect(await rentalState(owner.user.id)).toEqual(before);
      for (const headers of [{ authorization: owner.bearer }, sameSite(owner)]) {
        const res = await call(headers);
        expect([200, 201], await res.clone().text()).toContain(res.status);
      }
    },
  );
});

describe("a booking (GET and PATCH /api/bookings/{id}, POST /api/bookings/{id}/review)", () => {
  it("answers its two parties only: 401 anonymous or forged, 403 a third member, a cross-site cookie refused", async () => {
    const owner = await rentalOwner();
    const renter = await freshMember(ARTIST);
    const made = await api.requestBooking(
      jsonRequest(
        "/api/bookings",
        { ownerId: owner.user.id, from: tomorrow(), to: tomorrow(), projectTitle: "Access matrix" },
        { authorization: renter.bearer },
      ),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const id = ((await made.json()).data as { id: string }).id;
    const other = await freshMember(ARTIST);
    const calls = [
      (h: Headers) => api.booking(id, h),
      (h: Headers) => api.actOnBooking(id, jsonRequest(`/api/bookings/${id}`, { action: "cancel" }, h, "PATCH")),
      (h: Headers) => api.reviewBooking(id, jsonRequest(`/api/bookings/${id}/review`, { rating: 5, text: "Fine" }, h)),
    ];
    const before = [await rentalState(owner.user.id), await rentalState(other.user.id)];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call({ authorization: renter.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
      expect((await call({ authorization: other.bearer })).status).toBe(403);
      expect((await call(sameSite(other))).status).toBe(403);
    }
    for (const call of calls.slice(1)) {
      const res = await call({ cookie: renter.cookie, origin: "https://evil.example", host: "localhost" });
      expect(res.status).toBe(403);
    }
    expect([await rentalState(owner.user.id), await rentalState(other.user.id)]).toEqual(before);
    for (const who of [owner, renter]) {
      for (const headers of [{ authorization: who.bearer }, sameSite(who)]) {
        expect((await api.booking(id, headers)).status).toBe(200);
      }
    }
    const cancelled = await calls[1](sameSite(renter));
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await db().booking.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
  });

  it("GET and POST /api/bookings need a signed-in member", async () => {
    const owner = await rentalOwner();
    expect((await api.bookings("", {})).status).toBe(401);
    const anonymous = await api.requestBooking(
      jsonRequest("/api/bookings", { ownerId: owner.user.id, from: tomorrow(), to: tomorrow(), projectTitle: "Anon" }),
    );
    expect(anonymous.status).toBe(401);
    const crossSite = await api.requestBooking(
      jsonRequest(
        "/api/bookings",
        { ownerId: owner.user.id, from: tomorrow(), to: tomorrow(), projectTitle: "Evil" },
        { cookie: (await freshMember(ARTIST)).cookie, origin: "https://evil.example", host: "localhost" },
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(await db().booking.count({ where: { ownerId: owner.user.id } })).toBe(0);
  });
});

let searches = 0;

/** A calls search of the member's, saved through the route (each with parameters of its own). */
async function savedSearchOf(member: Member): Promise<string> {
  searches += 1;
  const res = await api.saveSearch(
    jsonRequest(
      "/api/saved-searches",
      { kind: "calls", name: `Search ${searches}`, params: { city: `Town ${searches}` }, frequency: "daily" },
      { authorization: member.bearer },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()).data as { id: string }).id;
}

/** Everything a saved-search or alert-setting write could change for a member. */
const alertState = async (userId: string) => ({
  searches: await db().savedSearch.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  preferences: await db().alertPreferences.findUnique({ where: { userId } }),
});

describe("a member's saved searches and alert settings (/api/saved-searches, .../{id}, /api/me/alert-preferences)", () => {
  const ROUTES: [string, (headers: Headers, searchId: string) => Promise<Response>][] = [
    ["GET /api/saved-searches", (h) => api.savedSearches(h)],
    [
      "POST /api/saved-searches",
      (h) =>
        api.saveSearch(
          jsonRequest(
            "/api/saved-searches",
            { kind: "calls", name: "Access", params: { city: `Port ${++searches}` } },
            h,
          ),
        ),
    ],
    [
      "PATCH /api/saved-searches/{id}",
      (h, id) =>
        api.changeSavedSearch(id, jsonRequest(`/api/saved-searches/${id}`, { frequency: "weekly" }, h, "PATCH")),
    ],
    ["DELETE /api/saved-searches/{id}", (h, id) => api.deleteSavedSearch(id, h)],
    ["GET /api/me/alert-preferences", (h) => api.alertPreferences(h)],
    [
      "PUT /api/me/alert-preferences",
      (h) => api.setAlertPreferences(jsonRequest("/api/me/alert-preferences", { mail: false }, h, "PUT")),
    ],
  ];

  it.each(ROUTES)(
    "%s: 401 anonymous or forged, a cross-site cookie refused, the owner by token and cookie",
    async (name, call) => {
      const owner = await freshMember(ARTIST);
      const id = await savedSearchOf(owner);
      const before = await alertState(owner.user.id);
      expect((await call({}, id)).status).toBe(401);
      expect((await call({ authorization: owner.bearer.slice(0, -4) + "AAAA" }, id)).status).toBe(401);
      expect((await call({ cookie: "next-auth.session-token=forged" }, id)).status).toBe(401);
      const crossSite = await call({ cookie: owner.cookie, origin: "https://evil.example", host: "localhost" }, id);
      // A cross-site read is harmless (the answer is not readable cross-origin); a cross-site write is refused.
      if (!name.startsWith("GET")) expect(crossSite.status).toBe(403);
      expect(await alertState(owner.user.id)).toEqual(before);
      for (const headers of [{ authorization: owner.bearer }, sameSite(owner)]) {
        // Each DELETE takes a search of its own: the first one is gone after the first.
        const res = await call(headers, name.startsWith("DELETE") ? await savedSearchOf(owner) : id);
        expect([200, 201], await res.clone().text()).toContain(res.status);
      }
    },
  );

  it("answers 403 to another member's PATCH or DELETE of a search (token or cookie), 404 for an unknown one", async () => {
    const owner = await freshMember(ARTIST);
    const other = await freshMember(ARTIST);
    const id = await savedSearchOf(owner);
    await savedSearchOf(other);
    const before = [await alertState(owner.user.id), await alertState(other.user.id)];
    const calls = [
      (h: Headers, searchId: string) =>
        api.changeSavedSearch(
          searchId,
          jsonRequest(`/api/saved-searches/${searchId}`, { name: "Taken", frequency: "off" }, h, "PATCH"),
        ),
      (h: Headers, searchId: string) => api.deleteSavedSearch(searchId, h),
    ];
    for (const call of calls) {
      expect((await call({ authorization: other.bearer }, id)).status).toBe(403);
      expect((await call(sameSite(other), id)).status).toBe(403);
      expect((await call({ authorization: other.bearer }, "cm0000000000000000unknown")).status).toBe(404);
    }
    const listed = await api.savedSearches({ authorization: other.bearer });
    expect(((await listed.json()).data as { id: string }[]).map((s) => s.id)).not.toContain(id);
    expect([await alertState(owner.user.id), await alertState(other.user.id)]).toEqual(before);
  });
});

describe("POST /api/unsubscribe?token=…", () => {
  const oneClick = (token: string, headers: Headers = {}) =>
    api.unsubscribe(
      new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      }),
    );
  const frequencyOf = async (id: string) =>
    (await db().savedSearch.findUniqueOrThrow({ where: { id }, select: { frequency: true } })).frequency;

  it("needs no session, only the search's token, from anywhere; a session is no token", async () => {
    const owner = await freshMember(ARTIST);
    const other = await freshMember(ARTIST);
    const id = await savedSearchOf(owner);
    const theirs = await savedSearchOf(other);
    const sent: Headers[] = [
      {},
      { authorization: other.bearer },
      { cookie: other.cookie },
      { cookie: owner.cookie, origin: "https://mail.example", host: "localhost" },
    ];
    for (const headers of sent) {
      await db().savedSearch.update({ where: { id }, data: { frequency: "daily" } });
      const res = await oneClick(unsubscribeToken(id), headers);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await frequencyOf(id)).toBe("off");
    }
    await db().savedSearch.update({ where: { id }, data: { frequency: "daily" } });
    const before = [await alertState(owner.user.id), await alertState(other.user.id)];
    const [, signature] = unsubscribeToken(theirs).split(".");
    for (const headers of [{}, { authorization: owner.bearer }, sameSite(owner)] as Headers[]) {
      expect((await oneClick("", headers)).status).toBe(400);
      expect((await oneClick(`${id}.${signature}`, headers)).status).toBe(400);
      const undo = await api.unsubscribe(
        jsonRequest(
          `/api/unsubscribe?token=${encodeURIComponent(`${id}.${signature}`)}`,
          { frequency: "weekly" },
          headers,
        ),
      );
      expect(undo.status).toBe(400);
    }
    expect([await alertState(owner.user.id), await alertState(other.user.id)]).toEqual(before);
  });
});

/** The session cookie of a member or a hirer, sent from our own pages. */
const ownSite = (who: { cookie: string }): Headers => ({
  cookie: who.cookie,
  origin: "http://localhost",
  host: "localhost",
});

/** An audition scene (tests/helpers/auditions.ts) whose hirer has a session cookie too. */
const cookieScene = async () => auditionScene(await createHirerWithCookie());
type AuditionScene = Awaited<ReturnType<typeof cookieScene>>;

/** Everything an audition write could change: sessions, slots, invitations and the bell. */
const auditionState = async () =>
  JSON.stringify([
    await db().auditionSession.findMany({ include: { slots: true }, orderBy: { id: "asc" } }),
    await db().auditionInvite.findMany({ orderBy: { id: "asc" } }),
    await db().notification.count(),
  ]);

const UNKNOWN_ID = "cm0000000000000000unknown";

describe("audition scheduling, the call's organisation only (sessions, invitations, the schedule CSV)", () => {
  const get = (url: string, h: Headers) => new Request(`http://localhost${url}`, { headers: h });
  const at = (id: string) => ({ params: Promise.resolve({ id }) });
  // Each route, given the headers, the scene and the id to name (the call's or the session's).
  const ROUTES: [string, "call" | "session", (h: Headers, s: AuditionScene, id: string) => Promise<Response>][] = [
    ["GET /api/calls/{id}/sessions", "call", (h, _s, id) => sessionsRoute(get(`/api/calls/${id}/sessions`, h), at(id))],
    [
      "POST /api/calls/{id}/sessions",
      "call",
      (h, _s, id) =>
        newSessionRoute(
          jsonRequest(
            `/api/calls/${id}/sessions`,
            {
              date: addDays(todayInIndia(), 4),
              start: "14:00",
              end: "15:00",
              slotMinutes: 30,
              perSlot: 1,
              link: "https://meet.example.com/a",
            },
            h,
          ),
          at(id),
        ),
    ],
    ["GET /api/sessions/{id}", "session", (h, _s, id) => sessionRoute(get(`/api/sessions/${id}`, h), at(id))],
    [
      "PATCH /api/sessions/{id}",
      "session",
      (h, _s, id) =>
        changeRoute(jsonRequest(`/api/sessions/${id}`, { place: "Studio 9, Film City" }, h, "PATCH"), at(id)),
    ],
    [
      "DELETE /api/sessions/{id}",
      "session",
      (h, _s, id) =>
        cancelRoute(new Request(`http://localhost/api/sessions/${id}`, { method: "DELETE", headers: h }), at(id)),
    ],
    [
      "POST /api/sessions/{id}/invites",
      "session",
      (h, s, id) =>
        invitesRoute(
          jsonRequest(`/api/sessions/${id}/invites`, { applicationIds: [s.waiting.applicationId] }, h),
          at(id),
        ),
    ],
    [
      "GET /api/sessions/{id}/schedule.csv",
      "session",
      (h, _s, id) => csvRoute(get(`/api/sessions/${id}/schedule.csv`, h), at(id)),
    ],
  ];

  it.each(ROUTES)(
    "%s: 401 anonymous or forged, 403 another hirer, the invitee or a third member, 404 an unknown id, the organisation by token and cookie",
    async (name, names, call) => {
      const scene = await cookieScene();
      const id = names === "call" ? scene.call.id : scene.session.id;
      const other = await createHirerWithCookie();
      const third = await freshMember(ARTIST);
      const before = await auditionState();
      expect((await call({}, scene, id)).status).toBe(401);
      expect((await call({ authorization: scene.hirer.bearer.slice(0, -4) + "AAAA" }, scene, id)).status).toBe(401);
      expect((await call({ cookie: "next-auth.session-token=forged" }, scene, id)).status).toBe(401);
      for (const stranger of [other, scene.invitee, third]) {
        const res = await call({ authorization: stranger.bearer }, scene, id);
        expect(res.status, await res.clone().text()).toBe(403);
        expect((await call(ownSite(stranger), scene, id)).status).toBe(403);
      }
      expect((await call({ authorization: scene.hirer.bearer }, scene, UNKNOWN_ID)).status).toBe(404);
      const crossSite = await call(
        { cookie: scene.hirer.cookie, origin: "https://evil.example", host: "localhost" },
        scene,
        id,
      );
      // A cross-site read is harmless (the answer is not readable cross-origin); a cross-site write is refused.
      if (!name.startsWith("GET")) expect(crossSite.status).toBe(403);
      expect(await auditionState()).toBe(before);
      for (const headers of [ownSite(scene.hirer), { authorization: scene.hirer.bearer }]) {
        const res = await call(headers, scene, id);
        // A second DELETE finds the session cancelled and answers alike; a second invitation of the same
        // applicant is refused as already invited (400), which only the organisation gets to hear.
        if (name.startsWith("POST /api/sessions") && "authorization" in headers) expect(res.status).toBe(400);
        else expect([200, 201], await res.clone().text()).toContain(res.status);
      }
    },
  );
});

describe("an audition invitation (GET and PATCH /api/invites/{id}, its calendar.ics, GET /api/me/invites)", () => {
  const get = (url: string, h: Headers) => new Request(`http://localhost${url}`, { headers: h });
  const at = (id: string) => ({ params: Promise.resolve({ id }) });
  const CALLS: [string, (h: Headers, id: string) => Promise<Response>][] = [
    ["GET /api/invites/{id}", (h, id) => inviteRoute(get(`/api/invites/${id}`, h), at(id))],
    [
      "PATCH /api/invites/{id}",
      (h, id) => actRoute(jsonRequest(`/api/invites/${id}`, { response: "confirm" }, h, "PATCH"), at(id)),
    ],
    ["GET /api/invites/{id}/calendar.ics", (h, id) => calendarRoute(get(`/api/invites/${id}/calendar.ics`, h), at(id))],
  ];

  it.each(CALLS)(
    "%s: 401 anonymous or forged, 403 a third member and another hirer, 404 an unknown id, its two parties",
    async (name, call) => {
      const scene = await cookieScene();
      const third = await freshMember(ARTIST);
      const other = await createHirerWithCookie();
      const before = await auditionState();
      expect((await call({}, scene.inviteId)).status).toBe(401);
      expect((await call({ authorization: scene.invitee.bearer.slice(0, -4) + "AAAA" }, scene.inviteId)).status).toBe(
        401,
      );
      expect((await call({ cookie: "next-auth.session-token=forged" }, scene.inviteId)).status).toBe(401);
      for (const stranger of [third, other]) {
        const res = await call({ authorization: stranger.bearer }, scene.inviteId);
        expect(res.status, await res.clone().text()).toBe(403);
        expect((await call(ownSite(stranger), scene.inviteId)).status).toBe(403);
        expect((await call({ authorization: stranger.bearer }, UNKNOWN_ID)).status).toBe(404);
      }
      const crossSite = await call(
        { cookie: scene.invitee.cookie, origin: "https://evil.example", host: "localhost" },
        scene.inviteId,
      );
      if (!name.startsWith("GET")) expect(crossSite.status).toBe(403);
      expect(await auditionState()).toBe(before);
      // The invitee answers; the organisation reads (a PATCH of the team's is a move, with a slotId).
      const parties = name.startsWith("PATCH") ? [scene.invitee] : [scene.invitee, scene.hirer];
      for (const who of parties) {
        for (const headers of [{ authorization: who.bearer }, ownSite(who)]) {
          const res = await call(headers, scene.inviteId);
          expect(res.status, await res.clone().text()).toBe(200);
        }
      }
    },
  );

  it("GET /api/me/invites: 401 signed out, and a member sees only their own invitations", async () => {
    const scene = await cookieScene();
    const third = await freshMember(ARTIST);
    const mine = (h: Headers) => myInvitesRoute(get("/api/me/invites", h));
    expect((await mine({})).status).toBe(401);
    expect((await mine({ authorization: scene.invitee.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
    for (const who of [third, scene.hirer]) {
      const res = await mine({ authorization: who.bearer });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual([]);
    }
    const own = await mine(ownSite(scene.invitee));
    expect(own.status).toBe(200);
    expect(((await own.json()).data as { id: string }[]).map((i) => i.id)).toEqual([scene.inviteId]);
  });
});

describe("the member's language (PUT /api/me/language)", () => {
  it("401 anonymous or forged, a cross-site cookie refused, the member's own only, by token and cookie", async () => {
    const [member, other] = [await freshMember(ARTIST), await freshMember(ARTIST)];
    const put = (headers: Headers, locale = "hi") =>
      languageRoute(jsonRequest("/api/me/language", { locale, userId: other.user.id }, headers, "PUT"));
    const locales = async () =>
      (
        await db().user.findMany({ where: { id: { in: [member.user.id, other.user.id] } }, orderBy: { id: "asc" } })
      ).map((u) => u.locale);
    const before = await locales();
    expect((await put({})).status).toBe(401);
    expect((await put({ authorization: member.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
    expect((await put({ cookie: "next-auth.session-token=forged" })).status).toBe(401);
    expect((await put({ cookie: member.cookie, origin: "https://evil.example", host: "localhost" })).status).toBe(403);
    expect(await locales()).toEqual(before);
    for (const [headers, locale] of [
      [{ authorization: member.bearer }, "te"],
      [sameSite(member), "ta"],
    ] as const) {
      const res = await put(headers, locale);
      expect(res.status, await res.clone().text()).toBe(200);
      const row = await db().user.findUniqueOrThrow({ where: { id: member.user.id } });
      expect(row.locale).toBe(locale);
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: other.user.id } })).locale).toBe("en");
  });
});
