import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/accounts/password";
import { unsubscribeToken } from "@/lib/alerts/unsubscribe";
import { POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { PATCH as changeRoute } from "@/app/api/sessions/[id]/route";
import { db } from "@/lib/server/db";
import { api, memberState, PROFILE_KINDS, type Member } from "../helpers/api";
import { auditionScene, testSession } from "../helpers/auditions";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { multipartRequest } from "../helpers/uploads";

// Mass assignment: a client adding fields it may not set (ids, rate, status, email, password hash,
// picture paths, category, owners) to a sign-up, a profile save or a saved search changes none of them.

let t: TestDatabase;
let victim: Member;
beforeAll(async () => {
  t = await createTestDatabase();
  victim = await createMember({ category: "Artists", subcategory: "Hero", gender: "Male" });
  await db().user.update({
    where: { id: victim.user.id },
    data: { profilePic: `u/${victim.user.id}/face.jpg`, rate: true },
  });
});
afterAll(async () => t?.drop());

// Object.fromEntries makes "__proto__" an own field, sent like any other.
const smuggled = (): Record<string, string> =>
  Object.fromEntries([
    ["id", "chosen-id"],
    ["_id", "chosen-id"],
    ["rate", "true"],
    ["status", "true"],
    ["email", "someone-else@example.test"],
    ["passwordHash", "$2b$10$abcdefghijklmnopqrstuuJ0Z3n7l9r5n4V1nO7wG0tH6cK0yY2a"],
    ["phone", "+1 555 0100"],
    ["name", "Renamed"],
    ["gender", "Other"],
    ["category", "Locations"],
    ["subcategory", "Beach"],
    ["profilePic", `u/${victim.user.id}/face.jpg`],
    ["coverPic", `u/${victim.user.id}/face.jpg`],
    ["images", `u/${victim.user.id}/face.jpg`],
    ["createdAt", "2001-01-01T00:00:00.000Z"],
    ["updatedAt", "2001-01-01T00:00:00.000Z"],
    ["user[rate]", "true"],
    ["user[id]", victim.user.id],
    ["media", JSON.stringify([{ path: `u/${victim.user.id}/face.jpg` }])],
    ["__proto__", JSON.stringify({ rate: true })],
    ["constructor", "x"],
  ]);

describe.each(PROFILE_KINDS)("POST /api/$kind/add", (kindCase) => {
  it("saves the form and ignores every field a member may not set", async () => {
    const owner = await createMember(kindCase.member);
    const before = await memberState(owner.user.id);
    const victimBefore = await memberState(victim.user.id);
    const fields = { ...smuggled(), ...kindCase.fields, userId: owner.user.id };
    const res = await api.add(
      kindCase.kind,
      multipartRequest(`/api/${kindCase.kind}/add`, fields, {}, { authorization: owner.bearer }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await memberState(owner.user.id);
    expect(after.user).toEqual(before.user);
    expect(after.media).toEqual([]);
    const saved = await (
      db()[kindCase.table] as unknown as { findUniqueOrThrow(a: object): Promise<Record<string, unknown>> }
    ).findUniqueOrThrow({ where: { userId: owner.user.id } });
    expect(saved.userId).toBe(owner.user.id);
    expect(saved).not.toHaveProperty("rate");
    expect(await memberState(victim.user.id)).toEqual(victimBefore);
    expect(({} as Record<string, unknown>).rate).toBeUndefined();
  });

  it("takes the first userId of a form that names two, and never writes to the second", async () => {
    const owner = await createMember(kindCase.member);
    const victimBefore = await memberState(victim.user.id);
    const twice = (first: string, second: string) => {
      const form = new FormData();
      form.append("userId", first);
      form.append("userId", second);
      for (const [name, value] of Object.entries(kindCase.fields)) form.append(name, value);
      return new Request(`http://localhost/api/${kindCase.kind}/add`, {
        method: "POST",
        body: form,
        headers: { authorization: owner.bearer },
      });
    };
    expect((await api.add(kindCase.kind, twice(victim.user.id, owner.user.id))).status).toBe(403);
    expect((await api.add(kindCase.kind, twice(owner.user.id, victim.user.id))).status).toBe(200);
    expect(await memberState(victim.user.id)).toEqual(victimBefore);
  });
});

describe("POST /api/user/register", () => {
  it("creates a plain new member whatever else the body says", async () => {
    const body = {
      ...smuggled(),
      name: "Meera Nair",
      gender: "Female",
      category: "Music",
      subcategory: "Chorus",
      phone: "+91 98765 43210",
      email: "meera.nair@example.test",
      password: "a strong password",
      profilePic: `u/${victim.user.id}/face.jpg`,
      role: "admin",
      isAdmin: true,
    };
    const started = Date.now();
    const res = await api.register(jsonRequest("/api/user/register", body));
    expect(res.status, await res.clone().text()).toBe(201);
    const user = await db().user.findUniqueOrThrow({
      where: { email: "meera.nair@example.test" },
      omit: { passwordHash: false },
    });
    expect(user.id).not.toBe("chosen-id");
    expect(user).toMatchObject({
      rate: false,
      status: false,
      profilePic: null,
      coverPic: null,
      name: "Meera Nair",
      category: "Music",
      subcategory: "Chorus",
    });
    expect(user.passwordHash).not.toBe(smuggled().passwordHash);
    expect(await verifyPassword("a strong password", user.passwordHash)).toBe(true);
    expect(user.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5000);
    expect(await db().media.count({ where: { userId: user.id } })).toBe(0);
    const answer = JSON.stringify(await res.json());
    expect(answer).not.toContain(user.passwordHash);
    expect(answer).not.toContain("admin");
  });

  it("does not let a sign-up take over an existing member's id", async () => {
    const victimBefore = await memberState(victim.user.id);
    const res = await api.register(
      jsonRequest("/api/user/register", {
        id: victim.user.id,
        name: "Intruder",
        gender: "Male",
        category: "Artists",
        subcategory: "Hero",
        phone: "+91 90000 00000",
        email: "intruder@example.test",
        password: "a strong password",
      }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).user._id).not.toBe(victim.user.id);
    expect(await memberState(victim.user.id)).toEqual(victimBefore);
  });
});

describe("rentals and bookings (PUT /api/rentals/mine, POST /api/bookings, PATCH /api/bookings/{id}, reviews)", () => {
  // These bodies are strict: a field a member may not set is refused with 400 naming it, and nothing is written.
  const CAMERA = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const rentalFields = (ownerId: string, renterId: string): Record<string, unknown> => ({
    ownerId,
    renterId,
    calendarToken: "a".repeat(32),
    status: "accepted",
    total: 1,
    quote: 1,
    acceptedAt: "2001-01-01T00:00:00.000Z",
    expiresAt: "2999-01-01T00:00:00.000Z",
    cancellation: "flexible",
    cancelledBy: ownerId,
    authorId: renterId,
    subjectId: ownerId,
    ofOwner: true,
  });

  async function refused(res: Response, smuggledField: string) {
    expect(res.status, await res.clone().text()).toBe(400);
    expect((await res.json()).errors.body).toContain(smuggledField);
  }

  it("refuses every field a member may not set, and writes nothing", async () => {
    const owner = await createMember(CAMERA);
    const ownerAuth = { authorization: owner.bearer };
    const terms = { dayRate: 3000, deposit: 0, cancellation: "strict" };
    expect((await api.rentalTerms(jsonRequest("/api/rentals/mine", terms, ownerAuth, "PUT"))).status).toBe(200);
    const renter = await createMember();
    const renterAuth = { authorization: renter.bearer };
    const made = await api.requestBooking(
      jsonRequest(
        "/api/bookings",
        { ownerId: owner.user.id, from: day(3), to: day(3), projectTitle: "Fair and square" },
        renterAuth,
      ),
    );
    expect(made.status).toBe(201);
    const id = ((await made.json()).data as { id: string }).id;
    const state = async () =>
      JSON.stringify([
        await db().rentalTerms.findMany({ orderBy: { ownerId: "asc" } }),
        await db().booking.findMany({ orderBy: { id: "asc" } }),
        await db().bookingReview.count(),
      ]);
    const before = await state();

    for (const [field, value] of Object.entries({ ...smuggled(), ...rentalFields(owner.user.id, renter.user.id) })) {
      if (field === "cancellation" || field === "__proto__") continue;
      const withField = (body: object) => ({ ...body, [field]: value });
      await refused(await api.rentalTerms(jsonRequest("/api/rentals/mine", withField(terms), ownerAuth, "PUT")), field);
      if (field !== "ownerId") {
        await refused(
          await api.requestBooking(
            jsonRequest(
              "/api/bookings",
              withField({ ownerId: owner.user.id, from: day(5), to: day(5), projectTitle: "Smuggled" }),
              renterAuth,
            ),
          ),
          field,
        );
      }
      await refused(
        await api.actOnBooking(
          id,
          jsonRequest(`/api/bookings/${id}`, withField({ action: "accept" }), ownerAuth, "PATCH"),
        ),
        field,
      );
      await refused(
        await api.reviewBooking(
          id,
          jsonRequest(`/api/bookings/${id}/review`, withField({ rating: 5, text: "Lovely" }), renterAuth),
        ),
        field,
      );
    }
    expect(await state()).toBe(before);
  });
});

describe("saved searches and alert settings (POST /api/saved-searches, PATCH .../{id}, PUT /api/me/alert-preferences, the unsubscribe undo)", () => {
  // A saved search's body ignores what a member may not set; the alert settings' body is strict, like the rentals'.
  const searchFields = (userId: string): Record<string, unknown> => ({
    userId,
    user: { connect: { id: userId } },
    alertedAt: "2001-01-01T00:00:00.000Z",
    alerts: [{ itemId: "someone" }],
    savedSearchId: "chosen-id",
  });
  const aSecondAgo = () => Date.now() - 1000;

  let victimSearches = 0;
  async function victimSearch() {
    victimSearches += 1;
    const res = await api.saveSearch(
      jsonRequest(
        "/api/saved-searches",
        { kind: "calls", name: "The victim's", params: { city: `Goa ${victimSearches}` }, frequency: "weekly" },
        { authorization: victim.bearer },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()).data as { id: string }).id;
  }
  const victimState = async () =>
    JSON.stringify([
      await db().savedSearch.findMany({ where: { userId: victim.user.id }, orderBy: { id: "asc" } }),
      await db().alertPreferences.findUnique({ where: { userId: victim.user.id } }),
    ]);

  it("saves a search as the member's own, whatever else the body says", async () => {
    const owner = await createMember();
    await victimSearch();
    const victimBefore = await victimState();
    const started = aSecondAgo();
    const res = await api.saveSearch(
      jsonRequest(
        "/api/saved-searches",
        {
          ...smuggled(),
          ...searchFields(victim.user.id),
          kind: "calls",
          name: "Mine",
          params: { city: "Goa" },
          frequency: "daily",
        },
        { authorization: owner.bearer },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const id = ((await res.json()).data as { id: string }).id;
    expect(id).not.toBe("chosen-id");
    const saved = await db().savedSearch.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ userId: owner.user.id, kind: "calls", name: "Mine", frequency: "daily" });
    expect(saved.alertedAt.getTime()).toBeGreaterThanOrEqual(started);
    expect(saved.createdAt.getTime()).toBeGreaterThanOrEqual(started);
    expect(await db().savedSearchAlert.count({ where: { savedSearchId: id } })).toBe(0);
    expect(await victimState()).toBe(victimBefore);
  });

  it("changes only the name, parameters and frequency of a search: never its member, kind, id or alertedAt", async () => {
    const owner = await createMember();
    const auth = { authorization: owner.bearer };
    const made = await api.saveSearch(
      jsonRequest("/api/saved-searches", { kind: "calls", name: "Before", params: { city: "Pune" } }, auth),
    );
    const id = ((await made.json()).data as { id: string }).id;
    const before = await db().savedSearch.findUniqueOrThrow({ where: { id } });
    await victimSearch();
    const victimBefore = await victimState();
    const extra = { ...smuggled(), ...searchFields(victim.user.id), kind: "talent" };
    const patch = (body: object) =>
      api.changeSavedSearch(id, jsonRequest(`/api/saved-searches/${id}`, body, auth, "PATCH"));

    // Nothing but fields it may not set is no change at all.
    const nothing = await patch(Object.fromEntries(Object.entries(extra).filter(([field]) => field !== "name")));
    expect(nothing.status, await nothing.clone().text()).toBe(400);
    expect(await db().savedSearch.findUniqueOrThrow({ where: { id } })).toEqual(before);

    const renamed = await patch({ ...extra, name: "After", frequency: "weekly" });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const after = await db().savedSearch.findUniqueOrThrow({ where: { id } });
    expect(after).toEqual({ ...before, name: "After", frequency: "weekly", updatedAt: after.updatedAt });
    expect(await db().savedSearch.findUnique({ where: { id: "chosen-id" } })).toBeNull();
    expect(await victimState()).toBe(victimBefore);

    // The victim's own search cannot be taken over by naming the owner in it.
    const theirs = (await db().savedSearch.findFirstOrThrow({ where: { userId: victim.user.id } })).id;
    const takeover = await api.changeSavedSearch(
      theirs,
      jsonRequest(`/api/saved-searches/${theirs}`, { name: "Taken", userId: owner.user.id }, auth, "PATCH"),
    );
    expect(takeover.status).toBe(403);
    expect(await victimState()).toBe(victimBefore);
  });

  it("refuses every alert-setting field a member may not set, and writes nothing", async () => {
    const owner = await createMember();
    const auth = { authorization: owner.bearer };
    await api.setAlertPreferences(
      jsonRequest("/api/me/alert-preferences", { mail: false }, { authorization: victim.bearer }, "PUT"),
    );
    const victimBefore = await victimState();
    const fields = { ...smuggled(), ...searchFields(victim.user.id), updatedAt: "2001-01-01T00:00:00.000Z" };
    for (const [field, value] of Object.entries(fields)) {
      if (field === "__proto__") continue;
      const res = await api.setAlertPreferences(
        jsonRequest("/api/me/alert-preferences", { mail: true, [field]: value }, auth, "PUT"),
      );
      expect(res.status, await res.clone().text()).toBe(400);
      expect((await res.json()).errors.body).toContain(field);
    }
    expect(await db().alertPreferences.findUnique({ where: { userId: owner.user.id } })).toBeNull();
    expect(await victimState()).toBe(victimBefore);
  });

  it("turns alerts back on from an unsubscribe link and changes nothing else", async () => {
    const id = await victimSearch();
    const token = encodeURIComponent(unsubscribeToken(id));
    const off = await api.unsubscribe(
      new Request(`http://localhost/api/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(off.status, await off.clone().text()).toBe(200);
    const before = await db().savedSearch.findUniqueOrThrow({ where: { id } });
    const other = await createMember();
    const started = aSecondAgo();
    const res = await api.unsubscribe(
      jsonRequest(`/api/unsubscribe?token=${token}`, {
        ...smuggled(),
        ...searchFields(other.user.id),
        kind: "talent",
        params: "city=Pune",
        frequency: "instant",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await db().savedSearch.findUniqueOrThrow({ where: { id } });
    expect(after).toEqual({ ...before, frequency: "instant", alertedAt: after.alertedAt, updatedAt: after.updatedAt });
    expect(after.alertedAt.getTime()).toBeGreaterThanOrEqual(started);
    expect(await db().savedSearch.count({ where: { userId: other.user.id } })).toBe(0);
  });
});

describe("audition scheduling (POST /api/calls/{id}/sessions, PATCH /api/sessions/{id}, POST .../invites, PATCH /api/invites/{id})", () => {
  // These bodies are strict: a field the sender may not set is refused with 400, and nothing is written.
  const at = (id: string) => ({ params: Promise.resolve({ id }) });
  const auditionFields = (ids: { callId: string; sessionId: string; slotId: string; userId: string }) => ({
    callId: ids.callId,
    sessionId: ids.sessionId,
    day: "2001-01-01T00:00:00.000Z",
    startMinute: 0,
    endMinute: 1440,
    cancelledAt: "2001-01-01T00:00:00.000Z",
    slots: [{ startsAt: "2001-01-01T00:00:00.000Z", capacity: 500 }],
    capacity: 500,
    taken: 0,
    invites: [{ applicationId: "chosen-id" }],
    applicantId: ids.userId,
    organizationId: "chosen-id",
    sequence: 99,
    remindedAt: "2001-01-01T00:00:00.000Z",
    answeredAt: "2001-01-01T00:00:00.000Z",
    note: "Smuggled",
    response: "confirm",
    slotId: ids.slotId,
  });

  async function refused(res: Response, field: string, label: string) {
    const text = await res.clone().text();
    expect(res.status, `${label} with ${field}: ${text}`).toBe(400);
    expect(JSON.stringify((await res.json()).errors), `${label} with ${field}`).toContain(field);
  }

  it("refuses every field a hirer or an invitee may not set, and writes nothing", async () => {
    const { hirer, call, session, invitee, waiting, inviteId } = await auditionScene(await createHirer());
    const hirerAuth = { authorization: hirer.bearer };
    const sessionBody = testSession();
    const state = async () =>
      JSON.stringify([
        await db().auditionSession.findMany({ include: { slots: true }, orderBy: { id: "asc" } }),
        await db().auditionInvite.findMany({ orderBy: { id: "asc" } }),
        await db().notification.count(),
      ]);
    const before = await state();

    const fields = {
      ...smuggled(),
      ...auditionFields({
        callId: call.id,
        sessionId: session.id,
        slotId: session.slots[1].id,
        userId: invitee.user.id,
      }),
    };
    const inviteeAuth = { authorization: invitee.bearer };
    for (const [field, value] of Object.entries(fields)) {
      if (field === "__proto__") continue;
      const withField = (body: object) => ({ ...body, [field]: value });
      await refused(
        await newSessionRoute(
          jsonRequest(`/api/calls/${call.id}/sessions`, withField(sessionBody), hirerAuth),
          at(call.id),
        ),
        field,
        "POST sessions",
      );
      await refused(
        await changeRoute(
          jsonRequest(`/api/sessions/${session.id}`, withField({ place: "Studio 9, Film City" }), hirerAuth, "PATCH"),
          at(session.id),
        ),
        field,
        "PATCH session",
      );
      if (field !== "slotId") {
        await refused(
          await invitesRoute(
            jsonRequest(
              `/api/sessions/${session.id}/invites`,
              withField({ applicationIds: [waiting.applicationId] }),
              hirerAuth,
            ),
            at(session.id),
          ),
          field,
          "POST invites",
        );
        // The team moves an invitation; it never answers for the invitee, nor sets its status or sequence.
        await refused(
          await actRoute(
            jsonRequest(`/api/invites/${inviteId}`, withField({ slotId: session.slots[1].id }), hirerAuth, "PATCH"),
            at(inviteId),
          ),
          field,
          "PATCH invite (team)",
        );
      }
      if (field !== "response" && field !== "note") {
        // The invitee answers; they never move themselves, nor set their status, sequence or reminder.
        await refused(
          await actRoute(
            jsonRequest(`/api/invites/${inviteId}`, withField({ response: "confirm" }), inviteeAuth, "PATCH"),
            at(inviteId),
          ),
          field,
          "PATCH invite (invitee)",
        );
      }
    }
    // An autofill names nothing else either.
    for (const field of ["applicationIds", "slotId", "capacity", "status"]) {
      const res = await invitesRoute(
        jsonRequest(
          `/api/sessions/${session.id}/invites`,
          { autofill: true, [field]: field === "applicationIds" ? [waiting.applicationId] : "x" },
          hirerAuth,
        ),
        at(session.id),
      );
      expect(res.status, `autofill with ${field}: ${await res.clone().text()}`).toBe(400);
    }
    expect(await state()).toBe(before);
  });
});
