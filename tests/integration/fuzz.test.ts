import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, leakIn, memberState, PROFILE_KINDS, type Member } from "../helpers/api";
import { DELETE as withdrawRoute, PATCH as decideRoute } from "@/app/api/applications/[id]/route";
import { PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as sessionsRoute, POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { GET as calendarRoute } from "@/app/api/invites/[id]/calendar.ics/route";
import { GET as inviteRoute, PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { GET as myInvitesRoute } from "@/app/api/me/invites/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { DELETE as cancelRoute, GET as sessionRoute, PATCH as changeRoute } from "@/app/api/sessions/[id]/route";
import { GET as csvRoute } from "@/app/api/sessions/[id]/schedule.csv/route";
import { POST as shareRoute } from "@/app/api/shortlists/[id]/lookbooks/route";
import { PATCH as noteRoute } from "@/app/api/shortlists/[id]/items/[memberId]/route";
import { POST as addItemRoute } from "@/app/api/shortlists/[id]/items/route";
import { PUT as orderRoute } from "@/app/api/shortlists/[id]/order/route";
import { PATCH as renameRoute } from "@/app/api/shortlists/[id]/route";
import { POST as createShortlistRoute } from "@/app/api/shortlists/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { PUT as availabilityRoute } from "@/app/api/user/availability/route";
import { unsubscribeToken } from "@/lib/alerts/unsubscribe";
import { addDays, todayInIndia } from "@/lib/dates";
import { applicant, postTestInvites, postTestSession, testSession } from "../helpers/auditions";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// A fuzz pass of malformed requests against every route handler: each gets a 4xx (never a 500), an
// answer that leaks nothing, and changes nothing. Wrong methods are answered by Next itself: see
// tests/e2e/security.spec.ts, which sends them to the production server.

let t: TestDatabase;
const owners = new Map<string, Member>();
beforeAll(async () => {
  t = await createTestDatabase();
  for (const c of PROFILE_KINDS) owners.set(c.kind, await createMember(c.member));
});
afterAll(async () => t?.drop());

let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

type Body = { name: string; type?: string; body?: BodyInit; headers?: Record<string, string> };

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const noise = () => new Uint8Array(randomBytes(4096));

/** Bodies that no route should accept, whatever it expects. */
function malformedBodies(extra: Record<string, unknown> = {}): Body[] {
  return [
    { name: "no body, no content type" },
    { name: "empty JSON body", type: "application/json", body: "" },
    { name: "truncated JSON", type: "application/json", body: '{"email": "a@b.c", "pass' },
    { name: "JSON null", type: "application/json", body: "null" },
    { name: "JSON array", type: "application/json", body: "[1,2,3]" },
    { name: "JSON number", type: "application/json", body: "12345678901234567890" },
    { name: "JSON string", type: "application/json", body: '"hello"' },
    { name: "deeply nested JSON", type: "application/json", body: nested(20_000) },
    {
      name: "nested garbage",
      type: "application/json",
      body: JSON.stringify({
        ...extra,
        email: { $ne: null },
        password: ["x"],
        userId: { id: 1 },
        imageType: [null],
        name: { a: { b: { c: [] } } },
      }),
    },
    {
      name: "prototype pollution",
      type: "application/json",
      body: `{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}, "userId": ${JSON.stringify(extra.userId ?? "")}}`,
    },
    {
      name: "NUL characters",
      type: "application/json",
      body: JSON.stringify({
        ...extra,
        name: "a\u0000b",
        email: `nul${address}@example.test`,
        password: "pass\u0000word1",
        phone: "+91 98765 43210",
        gender: "Male",
        category: "Artists",
        subcategory: "Hero",
        imageType: "profilePic",
      }),
    },
    { name: "NUL in a key", type: "application/json", body: JSON.stringify({ ...extra, "imageType\u0000": "x" }) },
    {
      name: "huge field",
      type: "application/json",
      body: JSON.stringify({
        ...extra,
        name: "x".repeat(2_000_000),
        email: `${"y".repeat(500_000)}@example.test`,
        password: "z".repeat(500_000),
      }),
    },
    { name: "binary noise as JSON", type: "application/json", body: noise() },
    { name: "binary noise as multipart", type: "multipart/form-data; boundary=----castfolio", body: noise() },
    {
      name: "multipart without a boundary",
      type: "multipart/form-data",
      body: '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--\r\n',
    },
    {
      name: "multipart with a boundary that never appears",
      type: "multipart/form-data; boundary=nothere",
      body: "just some text\r\n",
    },
    { name: "form-encoded", type: "application/x-www-form-urlencoded", body: "email=a%40b.c&password=x&userId=1" },
    { name: "plain text", type: "text/plain", body: JSON.stringify(extra) },
    {
      name: "XML",
      type: "application/xml",
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    {
      name: "wrong charset",
      type: "application/json; charset=utf-16",
      body: new Uint8Array(Buffer.from(JSON.stringify(extra), "utf16le")),
    },
  ];
}

/** Multipart bodies with a valid envelope and garbage inside. */
function malformedForms(userId: string): Body[] {
  const form = (entries: [string, string | Blob, string?][]) => {
    const data = new FormData();
    for (const [name, value, filename] of entries) {
      if (typeof value === "string") data.append(name, value);
      else data.append(name, value, filename);
    }
    return data;
  };
  return [
    {
      name: "form with NUL characters in text",
      body: form([
        ["userId", userId],
        ["fullName", "a\u0000b"],
        ["city", "c\u0000"],
        ["height", "1"],
        ["weight", "2"],
        ["experience", "x\u0000"],
        ["availableLocations", "Beach"],
        ["availability", "Available"],
      ]),
    },
    {
      name: "form with a huge text field",
      body: form([
        ["userId", userId],
        ["fullName", "x".repeat(2_000_000)],
      ]),
    },
    {
      name: "form with garbage groups",
      body: form([
        ["userId", userId],
        ["dateOfBirth", "x"],
        ["openFor", "{not json"],
        ["interests", "[[[[["],
        ["measurements", '{"brust": {"$gt": 1}}'],
        ["allergies", "null"],
        ["comfortWith", "1e999"],
        ["director[notableMovies]", "x".repeat(10_000)],
      ]),
    },
    {
      name: "form with many fields",
      body: form([["userId", userId], ...Array.from({ length: 600 }, (_, i): [string, string] => [`f${i}`, "x"])]),
    },
    {
      name: "form with impossible dates and choices",
      body: form([
        ["userId", userId],
        ["fullName", "A"],
        ["city", "B"],
        ["dateOfBirth", "99999-99-99"],
        ["maritalStatus", "{}"],
        ["availability", "Sometimes"],
        ["availableLocations", "Moon"],
      ]),
    },
    {
      name: "form with a file in a text field's place",
      body: form([
        ["userId", userId],
        ["fullName", new Blob([noise()]), "name.bin"],
        ["profilePic", new Blob([noise()], { type: "image/png" }), "noise.png"],
      ]),
    },
    { name: "form with a userId that is a file", body: form([["userId", new Blob([userId]), "id.txt"]]) },
  ];
}

function request(path: string, body: Body, headers: Record<string, string> = {}, method = "POST"): Request {
  const init: RequestInit & { duplex?: string } = {
    method,
    headers: { "x-castfolio-client-ip": nextAddress(), ...headers, ...body.headers },
  };
  if (body.type) (init.headers as Record<string, string>)["content-type"] = body.type;
  if (body.body !== undefined) {
    init.body = body.body;
    init.duplex = "half";
  }
  return new Request(`http://localhost${path}`, init);
}

async function expectRefused(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(leakIn(text), `${label} leaks: ${text.slice(0, 300)}`).toBeUndefined();
}

describe("malformed JSON-route bodies get a 4xx", () => {
  it.each(["login", "register"] as const)("POST /api/user/%s", async (name) => {
    const before = await t.db.prisma.user.count();
    for (const body of malformedBodies())
      await expectRefused(await api[name](request(`/api/user/${name}`, body)), body.name);
    expect(await t.db.prisma.user.count()).toBe(before);
  });

  it("POST /api/user/delete-profile, anonymous and signed in", async () => {
    const owner = owners.get("actor")!;
    await t.db.prisma.user.update({ where: { id: owner.user.id }, data: { profilePic: "u/example/picture.jpg" } });
    const before = await memberState(owner.user.id);
    for (const auth of [{}, { authorization: owner.bearer }] as Record<string, string>[]) {
      for (const body of malformedBodies({ userId: owner.user.id }))
        await expectRefused(await api.deletePicture(request("/api/user/delete-profile", body, auth)), body.name);
    }
    expect(await memberState(owner.user.id)).toEqual(before);
  });
});

describe("malformed uploads get a 4xx and change nothing", () => {
  it("POST /api/user/upload-profile", async () => {
    const owner = owners.get("actor")!;
    const before = await memberState(owner.user.id);
    for (const body of [...malformedBodies({ userId: owner.user.id }), ...malformedForms(owner.user.id)]) {
      await expectRefused(
        await api.uploadPicture(request("/api/user/upload-profile", body, { authorization: owner.bearer })),
        body.name,
      );
    }
    expect(await memberState(owner.user.id)).toEqual(before);
  });

  it.each(PROFILE_KINDS.map((c) => [c.kind, c] as const))("POST /api/%s/add", async (kind) => {
    const owner = owners.get(kind)!;
    const before = await memberState(owner.user.id);
    for (const body of [...malformedBodies({ userId: owner.user.id }), ...malformedForms(owner.user.id)]) {
      await expectRefused(
        await api.add(kind, request(`/api/${kind}/add`, body, { authorization: owner.bearer })),
        body.name,
      );
    }
    expect(await memberState(owner.user.id)).toEqual(before);
  });
});

describe("malformed hiring requests get a 4xx and change nothing", () => {
  it("POST /api/calls, PUT /api/organizations/mine, applications and their triage", async () => {
    const hirer = await createHirer();
    // Fresh applicants: each may send 30 uploads in 10 minutes, and the other tests used the owners' turns.
    const applicant = async () => {
      const member = await createMember();
      await t.db.prisma.user.update({ where: { id: member.user.id }, data: { profilePic: "u/example/picture.jpg" } });
      return member;
    };
    const [talent, second, third] = [await applicant(), await applicant(), await applicant()];
    const posted = await api.postCall(
      jsonRequest(
        "/api/calls",
        {
          title: "A call",
          projectTitle: "A project",
          projectType: "Short film",
          city: "Pune",
          description: "About it.",
          auditionType: "ONLINE",
          deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          roles: [
            {
              name: "Lead",
              category: "Artists",
              subcategory: "Hero",
              openings: 1,
              paid: false,
              description: "A lead.",
            },
          ],
        },
        { authorization: hirer.bearer },
      ),
    );
    const call = (await posted.json()).data as { id: string; roles: { id: string }[] };
    const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
    const applied = await applyRoute(
      (() => {
        const form = new FormData();
        form.append("roleId", call.roles[0].id);
        return new Request(`http://localhost/api/calls/${call.id}/applications`, {
          method: "POST",
          body: form,
          headers: { authorization: talent.bearer },
        });
      })(),
      ctx(call.id),
    );
    expect(applied.status).toBe(201);
    const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;
    const state = async () =>
      JSON.stringify([
        await t.db.prisma.castingCall.findMany({ include: { roles: true }, orderBy: { id: "asc" } }),
        await t.db.prisma.application.findMany({ orderBy: { id: "asc" } }),
        await t.db.prisma.organization.findMany({ orderBy: { id: "asc" } }),
        await t.db.prisma.notification.count(),
      ]);
    const before = await state();
    const hirerAuth = { authorization: hirer.bearer };
    for (const body of malformedBodies()) {
      await expectRefused(await api.postCall(request("/api/calls", body, hirerAuth)), `calls: ${body.name}`);
      await expectRefused(
        await api.updateOrganization(request("/api/organizations/mine", body, hirerAuth, "PUT")),
        `organization: ${body.name}`,
      );
      await expectRefused(
        await decideRoute(request(`/api/applications/${applicationId}`, body, hirerAuth), ctx(applicationId)),
        `decide: ${body.name}`,
      );
      await expectRefused(
        await bulkRoute(request(`/api/calls/${call.id}/applications`, body, hirerAuth), ctx(call.id)),
        `bulk: ${body.name}`,
      );
    }
    for (const [who, bodies] of [
      [second, malformedBodies()],
      [third, malformedForms(third.user.id)],
    ] as const) {
      for (const body of bodies) {
        await expectRefused(
          await applyRoute(
            request(`/api/calls/${call.id}/applications`, body, { authorization: who.bearer }),
            ctx(call.id),
          ),
          `apply: ${body.name}`,
        );
      }
    }
    for (const id of GARBAGE_SEGMENTS) {
      await expectRefused(
        await withdrawRoute(
          request(`/api/applications/x`, { name: "none" }, { authorization: talent.bearer }),
          ctx(id),
        ),
        `withdraw ${JSON.stringify(id.slice(0, 20))}`,
      );
    }
    expect(await state()).toBe(before);
  });
});

const GARBAGE_SEGMENTS = [
  "\u0000",
  "%00",
  "a".repeat(5000),
  "../../etc/passwd",
  "..%2F..%2Fetc",
  "😀".repeat(50),
  "' OR '1'='1",
  "<script>",
  "%E0%A4%A",
  "null",
  " ",
  "\\..\\..\\windows",
];

describe("garbage in paths and query strings gets a 4xx", () => {
  it("GET /api/user/{id}", async () => {
    for (const id of GARBAGE_SEGMENTS) await expectRefused(await api.user(id), `id ${JSON.stringify(id.slice(0, 20))}`);
  });

  it("GET /api/user/{category}/{subcategory}", async () => {
    for (const segment of GARBAGE_SEGMENTS) {
      await expectRefused(await api.listing(segment, "Heroine"), `category ${JSON.stringify(segment.slice(0, 20))}`);
      await expectRefused(await api.listing("Artists", segment), `subcategory ${JSON.stringify(segment.slice(0, 20))}`);
    }
    const queries = [
      "?pageSize=0",
      "?pageSize=-1",
      "?pageSize=1e9",
      "?pageSize=abc",
      "?page=0",
      "?page=-5",
      "?page=1.5",
      "?page=99999999999",
      `?city=${"x".repeat(500)}`,
      "?city=%00",
      "?q=%00",
      "?gender=Robot",
    ];
    for (const query of queries) await expectRefused(await api.listing("Artists", "Heroine", query), query);
    // Not percent-decodable: searched for as it is, which finds nobody.
    expect((await api.listing("Artists", "Heroine", "?q=%E0%A4%A")).status).toBe(200);
  });

  it("GET /api/<kind>/{userId}", async () => {
    const owner = owners.get("actor")!;
    for (const id of GARBAGE_SEGMENTS) {
      for (const kind of ["actor", "nope", id]) {
        await expectRefused(
          await api.read(
            kind,
            id,
            new Request("http://localhost/api/x/y", { headers: { authorization: owner.bearer } }),
          ),
          `${kind.slice(0, 20)}/${id.slice(0, 20)}`,
        );
      }
    }
  });

  it("GET /uploads/...", async () => {
    for (const path of [...GARBAGE_SEGMENTS, "u/../../x", "u//x", "./x", "u/x/%2e%2e/y"])
      await expectRefused(await api.file(path), `path ${JSON.stringify(path.slice(0, 20))}`);
  });
});

describe("malformed search, availability and shortlist requests get a 4xx and change nothing", () => {
  it("GET /api/search with garbage parameters", async () => {
    const garbage = [
      "ageMin=%00",
      "ageMin=1e400",
      "heightMin=NaN",
      "heightMax=-0.5",
      "languages=" + "x,".repeat(500),
      "skills=" + "y".repeat(500),
      "q=" + "z".repeat(5000),
      "category=Artists&subcategory=%F0%9F%8E%AC",
      "after=" + "A".repeat(5000),
      "after=eyJmIjoiYWJjIiwiayI6W119",
      "after=%7B%7D",
      "pageSize=0",
      "available=2026-02-30",
      "verified=%00",
    ];
    for (const query of garbage)
      await expectRefused(await searchRoute(new Request(`http://localhost/api/search?${query}`)), query.slice(0, 40));
  });

  it("PUT /api/user/availability and the shortlist writes", async () => {
    const owner = await createMember();
    const target = await createMember();
    const made = await createShortlistRoute(
      jsonRequest("/api/shortlists", { name: "Fuzzed" }, { authorization: owner.bearer }),
    );
    const id = ((await made.json()) as { data: { id: string } }).data.id;
    await addItemRoute(
      jsonRequest(`/api/shortlists/${id}/items`, { memberId: target.user.id }, { authorization: owner.bearer }),
      { params: Promise.resolve({ id }) },
    );
    const state = async () =>
      JSON.stringify([
        await t.db.prisma.shortlist.findMany({ include: { items: true, lookBooks: true }, orderBy: { id: "asc" } }),
        await t.db.prisma.user.findUnique({
          where: { id: owner.user.id },
          select: { availability: true, busyUntil: true },
        }),
      ]);
    const before = await state();
    const auth = { authorization: owner.bearer };
    const ctx = { params: Promise.resolve({ id }) };
    const item = { params: Promise.resolve({ id, memberId: target.user.id }) };
    for (const body of malformedBodies()) {
      await expectRefused(
        await availabilityRoute(request("/api/user/availability", body, auth, "PUT")),
        `availability: ${body.name}`,
      );
      await expectRefused(await createShortlistRoute(request("/api/shortlists", body, auth)), `create: ${body.name}`);
      await expectRefused(
        await renameRoute(request(`/api/shortlists/${id}`, body, auth, "PATCH"), ctx),
        `rename: ${body.name}`,
      );
      await expectRefused(
        await addItemRoute(request(`/api/shortlists/${id}/items`, body, auth), ctx),
        `add: ${body.name}`,
      );
      await expectRefused(
        await noteRoute(request(`/api/shortlists/${id}/items/x`, body, auth, "PATCH"), item),
        `note: ${body.name}`,
      );
      await expectRefused(
        await orderRoute(request(`/api/shortlists/${id}/order`, body, auth, "PUT"), ctx),
        `order: ${body.name}`,
      );
      await expectRefused(
        await shareRoute(request(`/api/shortlists/${id}/lookbooks`, body, auth), ctx),
        `share: ${body.name}`,
      );
    }
    expect(await state()).toBe(before);
  });
});

describe("malformed rental and booking requests get a 4xx and change nothing", () => {
  it("PUT /api/rentals/mine and .../blocked, POST /api/bookings, PATCH /api/bookings/{id} and its review", async () => {
    const owner = await createMember({ category: "Camera Unit", subcategory: "Sony", gender: "Male" });
    const ownerAuth = { authorization: owner.bearer };
    const terms = await api.rentalTerms(
      jsonRequest("/api/rentals/mine", { dayRate: 4000, cancellation: "moderate" }, ownerAuth, "PUT"),
    );
    expect(terms.status).toBe(200);
    const renter = await createMember();
    const renterAuth = { authorization: renter.bearer };
    const first = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const made = await api.requestBooking(
      jsonRequest(
        "/api/bookings",
        { ownerId: owner.user.id, from: first, to: first, projectTitle: "Fuzz" },
        renterAuth,
      ),
    );
    expect(made.status).toBe(201);
    const id = ((await made.json()) as { data: { id: string } }).data.id;
    const state = async () =>
      JSON.stringify([
        await t.db.prisma.rentalTerms.findMany({ orderBy: { ownerId: "asc" } }),
        await t.db.prisma.blockedDay.findMany({ orderBy: [{ ownerId: "asc" }, { day: "asc" }] }),
        await t.db.prisma.booking.findMany({ orderBy: { id: "asc" } }),
        await t.db.prisma.bookingReview.count(),
      ]);
    const before = await state();
    for (const body of malformedBodies({ ownerId: owner.user.id })) {
      await expectRefused(
        await api.rentalTerms(request("/api/rentals/mine", body, ownerAuth, "PUT")),
        `terms: ${body.name}`,
      );
      await expectRefused(
        await api.blockDays(request("/api/rentals/mine/blocked", body, ownerAuth, "PUT")),
        `blocked: ${body.name}`,
      );
      await expectRefused(
        await api.requestBooking(request("/api/bookings", body, renterAuth)),
        `request: ${body.name}`,
      );
      await expectRefused(
        await api.actOnBooking(id, request(`/api/bookings/${id}`, body, ownerAuth, "PATCH")),
        `answer: ${body.name}`,
      );
      await expectRefused(
        await api.reviewBooking(id, request(`/api/bookings/${id}/review`, body, renterAuth)),
        `review: ${body.name}`,
      );
    }
    const wrongValues: Record<string, unknown>[] = [
      { dayRate: "5000", cancellation: "moderate" },
      { dayRate: 1e20, cancellation: "moderate" },
      { dayRate: Number.MAX_SAFE_INTEGER + 2, cancellation: "moderate" },
      { dayRate: 100, cancellation: "moderate", minimumHours: 1e9, hourlyRate: 5 },
      { dayRate: 100, cancellation: { $ne: null } },
      { from: "2026-13-45", to: first, blocked: true },
      { from: first, to: "9999-12-31", blocked: true },
      { from: first, to: first, blocked: "yes" },
    ];
    for (const body of wrongValues) {
      const json = { name: JSON.stringify(body).slice(0, 60), type: "application/json", body: JSON.stringify(body) };
      const target = "blocked" in body ? api.blockDays : api.rentalTerms;
      await expectRefused(await target(request("/api/rentals/mine", json, ownerAuth, "PUT")), json.name);
    }
    for (const body of [
      { ownerId: owner.user.id, from: first, to: first, projectTitle: "x".repeat(500) },
      { ownerId: owner.user.id, start: `${first}T25:00`, end: `${first}T26:00`, projectTitle: "Night" },
      { ownerId: owner.user.id, from: `${first}T00:00`, to: first, projectTitle: "Moment" },
      { ownerId: [owner.user.id], from: first, to: first, projectTitle: "Array" },
      { ownerId: owner.user.id, from: "0000-01-01", to: "9999-12-31", projectTitle: "Ever" },
    ]) {
      const json = { name: JSON.stringify(body).slice(0, 60), type: "application/json", body: JSON.stringify(body) };
      await expectRefused(await api.requestBooking(request("/api/bookings", json, renterAuth)), json.name);
    }
    for (const body of [
      { action: "quote", total: 0 },
      { action: "quote", total: "100" },
      { action: "accept", total: 1 },
      { action: ["accept"] },
      { action: "decline", reason: "r".repeat(5000) },
    ]) {
      const json = { name: JSON.stringify(body).slice(0, 60), type: "application/json", body: JSON.stringify(body) };
      await expectRefused(
        await api.actOnBooking(id, request(`/api/bookings/${id}`, json, ownerAuth, "PATCH")),
        json.name,
      );
    }
    for (const segment of GARBAGE_SEGMENTS) {
      const label = JSON.stringify(segment.slice(0, 20));
      await expectRefused(await api.booking(segment, renterAuth), `booking ${label}`);
      await expectRefused(
        await api.actOnBooking(
          segment,
          request(
            "/api/bookings/x",
            { name: "accept", type: "application/json", body: '{"action":"accept"}' },
            ownerAuth,
            "PATCH",
          ),
        ),
        `answer ${label}`,
      );
      await expectRefused(
        await api.reviewBooking(
          segment,
          request(
            "/api/bookings/x/review",
            { name: "review", type: "application/json", body: '{"rating":5,"text":"Hi"}' },
            renterAuth,
          ),
        ),
        `review ${label}`,
      );
      await expectRefused(await api.rental(segment), `rental ${label}`);
      await expectRefused(await api.calendarFeed(segment), `feed ${label}`);
    }
    for (const query of [
      "?from=%00",
      "?from=garbage",
      "?to=garbage",
      "?from=2026-02-30",
      "?from=1e9",
      `?from=${first}&to=9999-12-31`,
      `?from=0001-01-01`,
      `?from=${"9".repeat(500)}`,
    ]) {
      await expectRefused(await api.rental(owner.user.id, query), `rental ${query.slice(0, 40)}`);
    }
    for (const query of ["?role=%00", "?role=admin", `?role=${"x".repeat(5000)}`]) {
      await expectRefused(await api.bookings(query, renterAuth), `bookings ${query.slice(0, 40)}`);
    }
    expect(await state()).toBe(before);
  });
});

describe("malformed saved-search, alert-setting and unsubscribe requests get a 4xx and change nothing", () => {
  it("POST /api/saved-searches, PATCH and DELETE /api/saved-searches/{id}, PUT /api/me/alert-preferences", async () => {
    const owner = await createMember();
    const other = await createMember();
    const auth = { authorization: owner.bearer };
    const saved = await api.saveSearch(
      jsonRequest("/api/saved-searches", { kind: "calls", name: "Fuzzed", params: { city: "Kochi" } }, auth),
    );
    expect(saved.status, await saved.clone().text()).toBe(201);
    const id = ((await saved.json()) as { data: { id: string } }).data.id;
    const preferences = await api.setAlertPreferences(
      jsonRequest("/api/me/alert-preferences", { mail: false }, auth, "PUT"),
    );
    expect(preferences.status, await preferences.clone().text()).toBe(200);
    const state = async () =>
      JSON.stringify([
        await t.db.prisma.savedSearch.findMany({ orderBy: { id: "asc" } }),
        await t.db.prisma.alertPreferences.findMany({ orderBy: { userId: "asc" } }),
      ]);
    const before = await state();
    // Each body is malformed in one way only: the rest of it would be a valid request.
    const valid = {
      save: { kind: "calls", name: "Smuggled", params: { city: "Pune" }, userId: other.user.id },
      change: { name: "Renamed", userId: other.user.id },
      preferences: { mail: true },
    };
    for (const body of malformedBodies(valid.save))
      await expectRefused(await api.saveSearch(request("/api/saved-searches", body, auth)), `save: ${body.name}`);
    for (const body of malformedBodies(valid.change)) {
      await expectRefused(
        await api.changeSavedSearch(id, request(`/api/saved-searches/${id}`, body, auth, "PATCH")),
        `change: ${body.name}`,
      );
    }
    for (const body of malformedBodies(valid.preferences)) {
      await expectRefused(
        await api.setAlertPreferences(request("/api/me/alert-preferences", body, auth, "PUT")),
        `preferences: ${body.name}`,
      );
    }
    const wrongValues: [string, Record<string, unknown>][] = [
      ["save", { kind: ["calls"], name: "x" }],
      ["save", { kind: "calls", name: "x", params: { city: { $ne: null } } }],
      ["save", { kind: "calls", name: "x", params: "x".repeat(5000) }],
      ["save", { kind: "calls", name: "x", params: { $where: "1", category: "Dancers" } }],
      ["save", { kind: "talent", name: "x", params: "ageMin=%00&ageMax=1e400" }],
      ["save", { kind: "calls", name: "x", frequency: ["daily"] }],
      ["change", { name: " " }],
      ["change", { params: 42 }],
      ["change", { params: { city: ["Goa", { $ne: null }] } }],
      ["change", { frequency: "instant ", name: "x" }],
      ["preferences", { mail: "false" }],
      ["preferences", { whatsapp: true, whatsappNumber: "+91 98765 43210".repeat(3) }],
      ["preferences", { whatsapp: true, whatsappNumber: "not a number" }],
      ["preferences", { whatsappNumber: 919876543210 }],
    ];
    for (const [target, value] of wrongValues) {
      const json = { name: JSON.stringify(value).slice(0, 60), type: "application/json", body: JSON.stringify(value) };
      const res =
        target === "save"
          ? await api.saveSearch(request("/api/saved-searches", json, auth))
          : target === "change"
            ? await api.changeSavedSearch(id, request(`/api/saved-searches/${id}`, json, auth, "PATCH"))
            : await api.setAlertPreferences(request("/api/me/alert-preferences", json, auth, "PUT"));
      await expectRefused(res, `${target}: ${json.name}`);
    }
    for (const segment of GARBAGE_SEGMENTS) {
      const label = JSON.stringify(segment.slice(0, 20));
      const rename = { name: "rename", type: "application/json", body: '{"name":"Renamed"}' };
      await expectRefused(
        await api.changeSavedSearch(segment, request("/api/saved-searches/x", rename, auth, "PATCH")),
        `change ${label}`,
      );
      await expectRefused(await api.deleteSavedSearch(segment, auth), `delete ${label}`);
    }
    expect(await state()).toBe(before);
  });

  it("POST /api/unsubscribe with a malformed token or a malformed undo", async () => {
    const owner = await createMember();
    const saved = await api.saveSearch(
      jsonRequest(
        "/api/saved-searches",
        { kind: "calls", name: "Unsubscribed", params: { city: "Goa" }, frequency: "weekly" },
        { authorization: owner.bearer },
      ),
    );
    expect(saved.status, await saved.clone().text()).toBe(201);
    const id = ((await saved.json()) as { data: { id: string } }).data.id;
    const token = unsubscribeToken(id);
    const signature = token.split(".")[1];
    const state = async () => JSON.stringify(await t.db.prisma.savedSearch.findMany({ orderBy: { id: "asc" } }));
    const before = await state();
    const oneClick: Body = {
      name: "one click",
      type: "application/x-www-form-urlencoded",
      body: "List-Unsubscribe=One-Click",
    };
    const undo: Body = { name: "undo", type: "application/json", body: '{"frequency":"daily"}' };
    const tokens = [
      "",
      "x".repeat(100_000),
      `${id}.${"A".repeat(100_000)}`,
      `${"a".repeat(5000)}.${signature}`,
      "😀.😀",
      `${id}😀.${signature}`,
      `é${id.slice(1)}.${signature}`,
      `${id}\u0000.${signature}`,
      `\u0000${id}.${signature}`,
      "\u0000",
      `${token}.`,
      `${token}.${signature}`,
      `.${token}`,
      `${id}..${signature}`,
      ".".repeat(1000),
      `${id}.`,
      `.${signature}`,
      `${id}.${"B".repeat(signature.length)}`,
      // A real token with characters base64 would skip on decoding: refused, not read as the same signature.
      `${token}\u0000`,
      `${token}😀`,
      `${token}!`,
      `${id}.!${signature}`,
      `${token}${"\u0000".repeat(100_000)}`,
      ...GARBAGE_SEGMENTS,
    ];
    for (const garbage of tokens) {
      const url = `/api/unsubscribe?token=${encodeURIComponent(garbage)}`;
      const label = JSON.stringify(garbage.slice(0, 20));
      for (const body of [oneClick, undo]) {
        const res = await api.unsubscribe(request(url, body));
        expect(res.status, `${body.name} ${label}`).toBe(400);
        await expectRefused(res, `${body.name} ${label}`);
      }
    }
    for (const body of [oneClick, undo]) {
      const res = await api.unsubscribe(request("/api/unsubscribe", body));
      expect(res.status, `${body.name} without a token`).toBe(400);
      await expectRefused(res, `${body.name} without a token`);
    }
    // A JSON body is the undo, whatever else is wrong with it; bodies of other types are a one-click unsubscribe.
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    for (const body of malformedBodies().filter((b) => b.type?.startsWith("application/json")))
      await expectRefused(await api.unsubscribe(request(url, body)), `undo: ${body.name}`);
    for (const frequency of ["off", "hourly", ["daily"], null, { $ne: "off" }, "daily\u0000"]) {
      const json = { name: JSON.stringify(frequency), type: "application/json", body: JSON.stringify({ frequency }) };
      await expectRefused(await api.unsubscribe(request(url, json)), `undo: ${json.name}`);
    }
    expect(await state()).toBe(before);
  });
});

describe("malformed audition requests get a 4xx and change nothing", () => {
  it("sessions, invitations and answers: bodies, values and ids", async () => {
    const hirer = await createHirer();
    const hirerAuth = { authorization: hirer.bearer };
    const call = await postTestCall(hirer);
    const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
    const invitee = await applicant(hirer, call);
    const waiting = await applicant(hirer, call);
    const submitted = await applicant(hirer, call, { status: "submitted" });
    const date = addDays(todayInIndia(), 3);
    const valid = testSession({ date, breaks: [{ start: "11:00", end: "11:15" }] });
    const session = await postTestSession(hirer, call.id, valid);
    const otherSession = await postTestSession(hirer, call.id, { ...valid, date: addDays(todayInIndia(), 4) });
    const [{ id: inviteId }] = await postTestInvites(hirer, session.id, {
      applicationIds: [invitee.applicationId],
      slotId: session.slots[0].id,
    });
    const inviteeAuth = { authorization: invitee.person.bearer };
    const state = async () =>
      JSON.stringify([
        await t.db.prisma.auditionSession.findMany({ include: { slots: true }, orderBy: { id: "asc" } }),
        await t.db.prisma.auditionInvite.findMany({ orderBy: { id: "asc" } }),
        await t.db.prisma.notification.count(),
      ]);
    const before = await state();

    const create = (body: Body) =>
      newSessionRoute(request(`/api/calls/${call.id}/sessions`, body, hirerAuth), ctx(call.id));
    const change = (body: Body, id = session.id) =>
      changeRoute(request(`/api/sessions/${id}`, body, hirerAuth, "PATCH"), ctx(id));
    const inviteTo = (body: Body, id = session.id) =>
      invitesRoute(request(`/api/sessions/${id}/invites`, body, hirerAuth), ctx(id));
    const answer = (body: Body, auth: Record<string, string> = inviteeAuth, id = inviteId) =>
      actRoute(request(`/api/invites/${id}`, body, auth, "PATCH"), ctx(id));
    for (const body of malformedBodies(valid)) {
      await expectRefused(await create(body), `session: ${body.name}`);
      await expectRefused(await change(body), `change: ${body.name}`);
    }
    for (const body of malformedBodies({ applicationIds: [waiting.applicationId] }))
      await expectRefused(await inviteTo(body), `invite: ${body.name}`);
    for (const body of malformedBodies({ response: "confirm" }))
      await expectRefused(await answer(body), `answer: ${body.name}`);
    for (const body of malformedBodies({ slotId: session.slots[1].id }))
      await expectRefused(await answer(body, hirerAuth), `move: ${body.name}`);

    const json = (value: unknown): Body => ({
      name: JSON.stringify(value).slice(0, 60),
      type: "application/json",
      body: JSON.stringify(value),
    });
    const yesterday = addDays(todayInIndia(), -1);
    const wrongSessions: Record<string, unknown>[] = [
      { ...valid, date: 20261201 },
      { ...valid, date: "2026-02-30" },
      { ...valid, date: `${date}T10:00` },
      { ...valid, date: yesterday },
      { ...valid, date: [date] },
      { ...valid, start: "25:00" },
      { ...valid, start: "10:00:00" },
      { ...valid, start: 600 },
      { ...valid, end: "24:01" },
      { ...valid, start: "12:00", end: "10:00" },
      { ...valid, start: "10:00", end: "10:05" },
      { ...valid, slotMinutes: "15" },
      { ...valid, slotMinutes: 0 },
      { ...valid, slotMinutes: -15 },
      { ...valid, slotMinutes: 15.5 },
      { ...valid, slotMinutes: 121 },
      { ...valid, slotMinutes: 1e9 },
      { ...valid, perSlot: 0 },
      { ...valid, perSlot: 21 },
      { ...valid, perSlot: "2" },
      { ...valid, perSlot: 1e20 },
      { ...valid, breaks: "lunch" },
      { ...valid, breaks: [{ start: "11:00" }] },
      { ...valid, breaks: [{ start: "11:00", end: "11:15", label: "Lunch" }] },
      { ...valid, breaks: [{ start: "09:00", end: "09:30" }] },
      { ...valid, breaks: [{ start: "11:30", end: "11:00" }] },
      { ...valid, breaks: Array.from({ length: 1000 }, () => ({ start: "11:00", end: "11:15" })) },
      { ...valid, link: "https://meet.example.com/a" },
      { ...valid, place: undefined },
      { ...valid, place: "" },
      { ...valid, place: " " },
      { ...valid, place: "x".repeat(301) },
      { ...valid, place: { $ne: null } },
      { ...valid, place: ["Studio"] },
      { ...valid, place: undefined, link: "javascript:alert(1)" },
      { ...valid, place: undefined, link: "http://meet.example.com/a" },
      { ...valid, place: undefined, link: `https://meet.example.com/${"a".repeat(600)}` },
      { ...valid, place: undefined, link: "https://" },
    ];
    for (const value of wrongSessions) await expectRefused(await create(json(value)), `session: ${json(value).name}`);
    const wrongChanges: Record<string, unknown>[] = [
      {},
      { date: "x" },
      { date: yesterday },
      { start: "13:00" },
      { end: "09:00" },
      { slotMinutes: 200 },
      { slotMinutes: 121 },
      { perSlot: 0 },
      { breaks: [{ start: "09:00", end: "09:30" }] },
      { breaks: null },
      { place: null },
      { place: "Studio 9", link: "https://meet.example.com/a" },
      { link: "ftp://meet.example.com/a" },
      { place: "x".repeat(301) },
      { date: null, start: null },
    ];
    for (const value of wrongChanges) await expectRefused(await change(json(value)), `change: ${json(value).name}`);
    const wrongInvites: Record<string, unknown>[] = [
      { applicationIds: [] },
      { applicationIds: waiting.applicationId },
      { applicationIds: [123] },
      { applicationIds: [null] },
      { applicationIds: ["a".repeat(100)] },
      { applicationIds: ["' OR '1'='1"] },
      { applicationIds: Array.from({ length: 301 }, () => waiting.applicationId) },
      { applicationIds: ["cm0000000000000000unknown"] },
      { applicationIds: [invitee.applicationId] },
      { applicationIds: [submitted.applicationId] },
      { applicationIds: [waiting.applicationId], slotId: "x y" },
      { applicationIds: [waiting.applicationId], slotId: "cm0000000000000000unknown" },
      { applicationIds: [waiting.applicationId], slotId: otherSession.slots[0].id },
      { applicationIds: [waiting.applicationId], autofill: true },
      { autofill: "true" },
      { autofill: false },
      { autofill: 1 },
      { autofill: true, roleId: "cm0000000000000000unknown" },
      { autofill: true, roleId: ["x"] },
    ];
    for (const value of wrongInvites) await expectRefused(await inviteTo(json(value)), `invite: ${json(value).name}`);
    const wrongAnswers: Record<string, unknown>[] = [
      { response: "CONFIRM" },
      { response: "maybe" },
      { response: ["confirm"] },
      { response: null },
      { response: "decline" },
      { response: "reschedule", note: " " },
      { response: "decline", note: 42 },
      { response: "confirm", note: "x".repeat(501) },
      { note: "No response" },
    ];
    for (const value of wrongAnswers) await expectRefused(await answer(json(value)), `answer: ${json(value).name}`);
    const wrongMoves: Record<string, unknown>[] = [
      { slotId: 5 },
      { slotId: "cm0000000000000000unknown" },
      { slotId: otherSession.slots[0].id },
      { slotId: [session.slots[1].id] },
      { slotId: "../../etc" },
    ];
    for (const value of wrongMoves)
      await expectRefused(await answer(json(value), hirerAuth), `move: ${json(value).name}`);

    const get = (url: string, auth: Record<string, string>) => new Request(`http://localhost${url}`, { headers: auth });
    for (const segment of GARBAGE_SEGMENTS) {
      const label = JSON.stringify(segment.slice(0, 20));
      const id = ctx(segment);
      const place = json({ place: "Studio 9" });
      await expectRefused(await sessionsRoute(get("/api/calls/x/sessions", hirerAuth), id), `sessions ${label}`);
      await expectRefused(
        await newSessionRoute(request("/api/calls/x/sessions", json(valid), hirerAuth), id),
        `new session ${label}`,
      );
      await expectRefused(await sessionRoute(get("/api/sessions/x", hirerAuth), id), `session ${label}`);
      await expectRefused(
        await changeRoute(request("/api/sessions/x", place, hirerAuth, "PATCH"), id),
        `change ${label}`,
      );
      await expectRefused(
        await cancelRoute(request("/api/sessions/x", { name: "none" }, hirerAuth, "DELETE"), id),
        `cancel ${label}`,
      );
      await expectRefused(
        await invitesRoute(request("/api/sessions/x/invites", json({ autofill: true }), hirerAuth), id),
        `invite ${label}`,
      );
      await expectRefused(await csvRoute(get("/api/sessions/x/schedule.csv", hirerAuth), id), `csv ${label}`);
      await expectRefused(await inviteRoute(get("/api/invites/x", inviteeAuth), id), `read invite ${label}`);
      await expectRefused(
        await actRoute(request("/api/invites/x", json({ response: "confirm" }), inviteeAuth, "PATCH"), id),
        `answer ${label}`,
      );
      await expectRefused(
        await calendarRoute(get("/api/invites/x/calendar.ics", inviteeAuth), id),
        `calendar ${label}`,
      );
    }
    const mine = await myInvitesRoute(
      new Request("http://localhost/api/me/invites?after=%00&take=1e9", { headers: inviteeAuth }),
    );
    expect(mine.status).toBe(200);
    expect(await state()).toBe(before);
  });
});

describe("garbage credentials get a 4xx", () => {
  const headers: Record<string, string>[] = [
    { authorization: "Bearer " + "x".repeat(10_000) },
    { authorization: "Bearer a.b.c" },
    { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJpZCI6IngiLCJzdWIiOiJ4In0." },
    { cookie: "next-auth.session-token=%E0%A4%A" },
    { cookie: "theme=%%%; next-auth.session-token=garbage" },
    { cookie: `next-auth.session-token=${"a".repeat(8000)}` },
    { cookie: "next-auth.session-token.0=abc; next-auth.session-token.1=%ZZ" },
  ];

  it.each(headers.map((h) => [Object.values(h)[0].slice(0, 40), h] as const))("%s", async (_label, auth) => {
    const owner = owners.get("actor")!;
    const json = {
      name: "json",
      type: "application/json",
      body: JSON.stringify({ userId: owner.user.id, imageType: "profilePic" }),
    };
    await expectRefused(await api.deletePicture(request("/api/user/delete-profile", json, auth)), "delete-profile");
    await expectRefused(
      await api.add("actor", request("/api/actor/add", malformedForms(owner.user.id)[1], auth)),
      "actor/add",
    );
    await expectRefused(
      await api.read("actor", owner.user.id, new Request("http://localhost/api/actor/x", { headers: auth })),
      "actor/{userId}",
    );
  });
});
