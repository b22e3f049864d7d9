import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { earliestDeadline } from "@/lib/hiring/dates";
import { searchMembers } from "@/lib/search/engine";
import { searchQuerySchema } from "@/lib/search/query";
import { findPublicUser } from "@/lib/profiles/public";
import { memberEntries } from "@/lib/seo/sitemap";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Hiring accounts, their organisations and casting calls, through the route handlers.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

type Hirer = Awaited<ReturnType<typeof createHirer>>;

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return earliestDeadline(new Date(date.getTime() - 4 * 86_400_000));
};

const role = (overrides: object = {}) => ({
  name: "Lead actress",
  category: "Artists",
  subcategory: "Heroine",
  gender: "Female",
  ageMin: 20,
  ageMax: 30,
  languages: "Telugu, Hindi",
  openings: 1,
  paid: true,
  payMin: 50000,
  payMax: 90000,
  description: "The elder sister, warm and stubborn.",
  ...overrides,
});

const call = (overrides: object = {}) => ({
  title: "Lead roles for a family drama",
  projectTitle: "Monsoon Letters",
  projectType: "Feature film",
  city: "Hyderabad",
  description: "A feature about two sisters and the family house they will not sell.",
  auditionType: "SELF_TAPE",
  deadline: inDays(10),
  questions: ["Which languages do you act in?"],
  requiresSelfTape: true,
  roles: [
    role(),
    role({
      name: "Younger brother",
      subcategory: "Brother",
      gender: "Male",
      languages: "",
      paid: false,
      payMin: undefined,
      payMax: undefined,
    }),
  ],
  ...overrides,
});

const post = (hirer: { bearer: string }, body: object) =>
  api.postCall(jsonRequest("/api/calls", body, { authorization: hirer.bearer }));

describe("hiring accounts", () => {
  it("sign up with their organisation, and are never listed or shown as talent", async () => {
    const hirer = await createHirer({ organizationName: "Silver Reel Studios" });
    const user = await db().user.findUniqueOrThrow({ where: { id: hirer.id }, include: { organization: true } });
    expect(user).toMatchObject({
      accountType: "HIRER",
      category: "",
      organization: { name: "Silver Reel Studios", type: "Production house" },
    });
    const everyone = await searchMembers(searchQuerySchema.parse({}), { limit: 1000 });
    expect(everyone.results.map((c) => c.id)).not.toContain(hirer.id);
    expect(await findPublicUser(hirer.id)).toBeNull();
    expect(((await memberEntries(0)) ?? []).map((e) => e.url).join("\n")).not.toContain(hirer.id);
  });

  it("need an organisation name, a type from the list and a city; talent sign-up is unchanged", async () => {
    const res = await api.register(
      jsonRequest("/api/user/register", {
        accountType: "hirer",
        organizationType: "Film society",
        name: "A",
        phone: "+91 98480 22334",
        email: "h@example.test",
        password: "a good password",
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["city", "organizationName", "organizationType"]);
    const talent = await api.register(
      jsonRequest("/api/user/register", {
        name: "Asha",
        gender: "Female",
        category: "Artists",
        subcategory: "Heroine",
        phone: "+91 98480 22334",
        email: "asha.talent@example.test",
        password: "a good password",
      }),
    );
    expect(talent.status).toBe(201);
    expect((await talent.json()).user.accountType).toBe("TALENT");
  });
});

describe("POST /api/calls", () => {
  let hirer: Hirer;
  beforeAll(async () => {
    hirer = await createHirer();
  });

  it("publishes a call with its roles for a hirer: 201 with the ids", async () => {
    const res = await post(hirer, call());
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({
      title: "Lead roles for a family drama",
      open: true,
      openings: 2,
      organization: { id: hirer.organizationId },
    });
    expect(
      data.roles.map((r: { id: string; name: string; languages: string[] }) => [typeof r.id, r.name, r.languages]),
    ).toEqual([
      ["string", "Lead actress", ["Telugu", "Hindi"]],
      ["string", "Younger brother", []],
    ]);
    expect(data.roles[1]).toMatchObject({ paid: false, payMin: null, payMax: null });
  });

  it("takes the posting form's screening questions as text, one per line", async () => {
    const res = await post(
      hirer,
      call({ questions: "Which languages do you act in?\n\n  Are you free in March?  \n" }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).data.questions).toEqual(["Which languages do you act in?", "Are you free in March?"]);
    const tooMany = await post(hirer, call({ questions: "a\nb\nc\nd\ne\nf" }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors.questions).toBe("At most 5 questions");
  });

  it("answers 401 to a visitor and 403 to a talent account", async () => {
    const talent = await createMember();
    expect((await api.postCall(jsonRequest("/api/calls", call()))).status).toBe(401);
    const res = await post(talent, call());
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/^Only hiring accounts post casting calls/);
  });

  it("refuses a deadline less than four full days away, saying the earliest date", { tags: ["clock"] }, async () => {
    const res = await post(hirer, call({ deadline: inDays(2) }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.deadline).toBe(
      `The deadline must be at least 4 full days after posting: ${earliestDeadline(new Date())} or later`,
    );
    expect((await post(hirer, call({ deadline: earliestDeadline(new Date()) }))).status).toBe(201);
  });

  it("names what is wrong: no roles, too many, a paid role without pay, a subcategory of another category", async () => {
    const cases: [object, string][] = [
      [{ roles: [] }, "roles"],
      [{ roles: Array.from({ length: 11 }, () => role()) }, "roles"],
      [{ roles: [role({ payMin: undefined })] }, "roles.0.payMin"],
      [{ roles: [role({ subcategory: "Beach" })] }, "roles.0.subcategory"],
      [{ roles: [role({ ageMin: 40, ageMax: 20 })] }, "roles.0.ageMax"],
      [{ projectType: "Opera" }, "projectType"],
      [{ questions: ["1", "2", "3", "4", "5", "6"] }, "questions"],
      [{ shootStart: "2027-02-10", shootEnd: "2027-02-01" }, "shootEnd"],
    ];
    for (const [change, field] of cases) {
      const res = await post(hirer, call(change));
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).errors), field).toContain(field);
    }
  });
});

describe("reading calls", () => {
  let first: Hirer;
  let second: Hirer;
  beforeAll(async () => {
    await db().castingCall.deleteMany();
    first = await createHirer({ organizationName: "First Light Films" });
    second = await createHirer({ organizationName: "Second Unit" });
    await post(first, call({ title: "Paid lead in Hyderabad" }));
    await post(
      second,
      call({
        title: "Unpaid short in Pune",
        city: "Pune",
        projectType: "Short film",
        roles: [
          role({
            paid: false,
            payMin: undefined,
            payMax: undefined,
            category: "Technicians",
            subcategory: "Light Man",
            gender: "Any",
          }),
        ],
      }),
    );
  });

  it("lists open calls newest first, filtered by category, city, pay and project type", async () => {
    const titles = async (search: string) =>
      (await (await api.calls(search)).json()).data.calls.map((c: { title: string }) => c.title);
    expect(await titles("")).toEqual(["Unpaid short in Pune", "Paid lead in Hyderabad"]);
    expect(await titles("?category=Technicians")).toEqual(["Unpaid short in Pune"]);
    expect(await titles("?category=Artists&subcategory=Heroine")).toEqual(["Paid lead in Hyderabad"]);
    expect(await titles("?city=hyderabad")).toEqual(["Paid lead in Hyderabad"]);
    // A call matches when one of its roles does: the Hyderabad call also has an unpaid role.
    expect(await titles("?paid=true")).toEqual(["Paid lead in Hyderabad"]);
    expect(await titles("?paid=false")).toEqual(["Unpaid short in Pune", "Paid lead in Hyderabad"]);
    expect(await titles("?projectType=Short%20film")).toEqual(["Unpaid short in Pune"]);
    const bad = await api.calls("?category=Dancers&page=0");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["category", "page"]);
  });

  it("puts the calls of organisations a member follows first", async () => {
    const talent = await createMember();
    expect((await api.follow(first.organizationId, { authorization: talent.bearer })).status).toBe(200);
    const res = await api.calls("", { authorization: talent.bearer });
    expect((await res.json()).data.calls.map((c: { title: string }) => c.title)).toEqual([
      "Paid lead in Hyderabad",
      "Unpaid short in Pune",
    ]);
  });

  it("leaves out closed calls and calls past their deadline, which still have their page", async () => {
    const posted = await (await post(first, call({ title: "Soon closed" }))).json();
    await db().castingCall.update({ where: { id: posted.data.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const list = await (await api.calls("")).json();
    expect(list.data.calls.map((c: { title: string }) => c.title)).not.toContain("Soon closed");
    const one = await api.call(posted.data.id);
    expect(one.status).toBe(200);
    expect((await one.json()).data).toMatchObject({ title: "Soon closed", open: false });
    expect((await api.call("no-such-call")).status).toBe(404);
  });
});

describe("changing a call", () => {
  it("is its owner's alone: edit, close, delete", async () => {
    const [owner, other] = [await createHirer(), await createHirer()];
    const talent = await createMember();
    const { data } = await (await post(owner, call())).json();
    const patch = (who: { bearer: string }, body: object) =>
      api.patchCall(data.id, jsonRequest(`/api/calls/${data.id}`, body, { authorization: who.bearer }, "PATCH"));

    expect(
      (await api.patchCall(data.id, jsonRequest(`/api/calls/${data.id}`, { title: "x" }, {}, "PATCH"))).status,
    ).toBe(401);
    expect((await patch(other, { title: "Taken over" })).status).toBe(403);
    expect((await patch(talent, { title: "Taken over" })).status).toBe(403);
    const edited = await patch(owner, { title: "A better title", requiresPortfolio: true });
    expect(edited.status).toBe(200);
    expect((await edited.json()).data).toMatchObject({
      title: "A better title",
      requiresPortfolio: true,
      requiresSelfTape: true,
      roles: [{}, {}],
    });
    expect((await patch(owner, { deadline: inDays(1) })).status).toBe(400);
    const closed = await patch(owner, { status: "closed" });
    expect((await closed.json()).data).toMatchObject({ status: "CLOSED", open: false });

    expect((await api.deleteCall(data.id, { authorization: other.bearer })).status).toBe(403);
    expect((await api.deleteCall(data.id, { authorization: owner.bearer })).status).toBe(200);
    expect((await api.call(data.id)).status).toBe(404);
  });
});

describe("organisations", () => {
  it("are followed and unfollowed by signed-in members, with the count", async () => {
    const hirer = await createHirer();
    const [a, b] = [await createMember(), await createMember()];
    expect((await api.follow(hirer.organizationId, {})).status).toBe(401);
    expect((await (await api.follow(hirer.organizationId, { authorization: a.bearer })).json()).followers).toBe(1);
    expect((await (await api.follow(hirer.organizationId, { authorization: a.bearer })).json()).followers).toBe(1);
    expect((await (await api.follow(hirer.organizationId, { authorization: b.bearer })).json()).followers).toBe(2);
    expect(
      (await (await api.follow(hirer.organizationId, { authorization: a.bearer }, "DELETE")).json()).followers,
    ).toBe(1);
    expect((await api.follow("no-such-org", { authorization: a.bearer })).status).toBe(404);
    expect((await api.follow(hirer.organizationId, { authorization: hirer.bearer })).status).toBe(400);
  });

  it("are edited by their hirer only", async () => {
    const hirer = await createHirer();
    const talent = await createMember();
    const body = {
      name: "Renamed Studios",
      type: "Casting agency",
      city: "Chennai",
      website: "https://renamed.example",
      description: "We cast.",
    };
    const res = await api.updateOrganization(
      jsonRequest("/api/organizations/mine", body, { authorization: hirer.bearer }, "PUT"),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ name: "Renamed Studios", type: "Casting agency", city: "Chennai" });
    expect(
      (
        await api.updateOrganization(
          jsonRequest("/api/organizations/mine", body, { authorization: talent.bearer }, "PUT"),
        )
      ).status,
    ).toBe(403);
    const bad = await api.updateOrganization(
      jsonRequest(
        "/api/organizations/mine",
        { ...body, website: "not a site" },
        { authorization: hirer.bearer },
        "PUT",
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ website: "Enter the website as https://…" });
    // The form sends a cleared website as null or "": both remove it.
    for (const website of [null, ""]) {
      const cleared = await api.updateOrganization(
        jsonRequest("/api/organizations/mine", { ...body, website }, { authorization: hirer.bearer }, "PUT"),
      );
      expect((await cleared.json()).data.website).toBeNull();
    }
  });
});
