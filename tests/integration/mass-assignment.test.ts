import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/accounts/password";
import { db } from "@/lib/server/db";
import { api, memberState, PROFILE_KINDS, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { multipartRequest } from "../helpers/uploads";

// Mass assignment: a client adding fields it may not set (ids, rate, status, email, password hash,
// picture paths, category) to a sign-up or a profile save changes none of them.

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
