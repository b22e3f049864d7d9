import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as saveRoute } from "@/app/api/saved-searches/route";
import { DELETE as deleteRoute, PATCH as changeRoute } from "@/app/api/saved-searches/[id]/route";
import { alertCallMatches } from "@/lib/alerts/call-alerts";
import { INSTANT_ALERTS_PER_HOUR, MAX_SAVED_SEARCHES } from "@/lib/alerts/options";
import type { SavedSearchView } from "@/lib/alerts/saved-search-view";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { uploadSandbox } from "../helpers/sandbox";

// Saved searches through their route handlers: saved with the listing's own parameters in one
// canonical form, listed, changed and deleted by their member only, at most MAX_SAVED_SEARCHES each.

uploadSandbox("saved-searches");

type Who = { bearer: string } | undefined;
const auth = (who: Who): Record<string, string> => (who ? { authorization: who.bearer } : {});
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}
const save = async (who: Who, body: unknown) =>
  answer(await saveRoute(jsonRequest("/api/saved-searches", body, auth(who))));
const list = async (who: Who) =>
  answer(await listRoute(new Request("http://localhost/api/saved-searches", { headers: auth(who) })));
const change = async (who: Who, id: string, body: unknown) =>
  answer(await changeRoute(jsonRequest(`/api/saved-searches/${id}`, body, auth(who), "PATCH"), ctx(id)));
const remove = async (who: Who, id: string) =>
  answer(
    await deleteRoute(
      new Request(`http://localhost/api/saved-searches/${id}`, { method: "DELETE", headers: auth(who) }),
      ctx(id),
    ),
  );

describe("saving a search", () => {
  it("keeps a calls search in its canonical form, with a link to the jobs page", async () => {
    const actor = await createMember();
    const saved = await save(actor, {
      kind: "calls",
      name: "Paid roles in Mumbai",
      params: { page: "3", city: " Mumbai ", paid: "paid", category: "Artists" },
      frequency: "instant",
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.data).toMatchObject({
      kind: "calls",
      name: "Paid roles in Mumbai",
      params: "category=Artists&city=Mumbai&paid=true",
      link: "/job-grid-one?category=Artists&city=Mumbai&paid=true",
      frequency: "instant",
    });
    // The same search written as a query string, in another order, is the same search.
    const again = await save(actor, {
      kind: "calls",
      name: "Again",
      params: "?paid=true&category=Artists&city=Mumbai",
    });
    expect([again.status, again.body.code], again.text).toEqual([409, "saved_search_exists"]);
  });

  it("keeps a talent search in the search page's canonical form, without sorting or paging; daily by default", async () => {
    const casting = await createHirer();
    const saved = await save(casting, {
      kind: "talent",
      name: "Telugu heroines",
      params: { languages: ["Telugu", "hindi"], category: "Artists", sort: "updated", pageSize: 50, ageMin: 20 },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.data.frequency).toBe("daily");
    expect(saved.body.data.params).toBe("category=Artists&ageMin=20&languages=Hindi%2CTelugu");
    expect(saved.body.data.link).toBe(`/search?${saved.body.data.params}`);
  });

  it("answers bad input with 400 naming what is wrong, and saves nothing", async () => {
    const member = await createMember();
    const cases: [unknown, string][] = [
      [{ name: "x", params: {} }, "kind"],
      [{ kind: "gear", name: "x" }, "kind"],
      [{ kind: "calls", name: "" }, "name"],
      [{ kind: "calls", name: "x".repeat(81) }, "name"],
      [{ kind: "calls", name: "x", frequency: "hourly" }, "frequency"],
      [{ kind: "talent", name: "x", frequency: "instant" }, "frequency"],
      [{ kind: "calls", name: "x", params: { colour: "red" } }, "params.colour"],
      [{ kind: "calls", name: "x", params: { category: "Dancers" } }, "params.category"],
      [{ kind: "talent", name: "x", params: "ageMin=12&ageMax=8" }, "params.ageMin"],
      [{ kind: "talent", name: "x", params: { available: "2026-13-40" } }, "params.available"],
      [{ kind: "talent", name: "x", params: 42 }, "params"],
    ];
    for (const [body, field] of cases) {
      const res = await save(member, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, "invalid_input"]);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await db().savedSearch.count({ where: { userId: member.user.id } })).toBe(0);
    expect((await save(undefined, { kind: "calls", name: "x" })).status).toBe(401);
  });

  it(`stops at ${MAX_SAVED_SEARCHES} per member, even when saved at once`, async () => {
    const member = await createMember();
    const cities = Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) => `City ${i}`);
    const answers = await Promise.all(
      cities.map((city) => save(member, { kind: "calls", name: city, params: { city } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      "limit_reached",
      "limit_reached",
      "limit_reached",
    ]);
    expect(await db().savedSearch.count({ where: { userId: member.user.id } })).toBe(MAX_SAVED_SEARCHES);
  });
});

describe("a member's saved searches", () => {
  it("are listed newest first, to their member only", async () => {
    const member = await createMember();
    const other = await createMember();
    await save(member, { kind: "calls", name: "First", params: { city: "Pune" } });
    await save(member, { kind: "talent", name: "Second", params: { city: "Pune" } });
    await save(other, { kind: "calls", name: "Not mine", params: {} });
    const mine = await list(member);
    expect(mine.status).toBe(200);
    expect((mine.body.data as SavedSearchView[]).map((s) => s.name)).toEqual(["Second", "First"]);
    expect((await list(undefined)).status).toBe(401);
  });

  it("are changed by their member: name, frequency, parameters (canonical again); 403 for another, 404 for none", async () => {
    const member = await createMember();
    const created = (await save(member, { kind: "calls", name: "Pune", params: { city: "Pune" } })).body
      .data as SavedSearchView;
    const before = await db().savedSearch.findUniqueOrThrow({ where: { id: created.id } });
    const renamed = await change(member, created.id, { name: "Pune, weekly", frequency: "weekly" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Pune, weekly", frequency: "weekly", params: "city=Pune" });
    const moved = await change(member, created.id, { params: { city: "Nagpur", paid: true } });
    expect(moved.body.data.params).toBe("city=Nagpur&paid=true");
    // New parameters alert from now: what they would have found before is not news.
    const after = await db().savedSearch.findUniqueOrThrow({ where: { id: created.id } });
    expect(after.alertedAt.getTime()).toBeGreaterThan(before.alertedAt.getTime());

    const bad = await change(member, created.id, { frequency: "sometimes" });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ["frequency"]]);
    expect((await change(member, created.id, {})).status).toBe(400);
    const stranger = await createMember();
    const forbidden = await change(stranger, created.id, { name: "Mine now" });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, "forbidden"]);
    expect((await change(member, "no-such-search", { name: "x" })).status).toBe(404);
    expect((await db().savedSearch.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("Pune, weekly");
  });

  it("are deleted by their member only, once", async () => {
    const member = await createMember();
    const created = (await save(member, { kind: "calls", name: "Goa", params: { city: "Goa" } })).body
      .data as SavedSearchView;
    expect((await remove(await createMember(), created.id)).status).toBe(403);
    expect((await remove(member, created.id)).status).toBe(200);
    expect((await remove(member, created.id)).status).toBe(404);
    expect(await db().savedSearch.count({ where: { userId: member.user.id } })).toBe(0);
  });
});

describe("instant alerts of casting calls", () => {
  const saveFor = async (who: Who, name: string, params: object, frequency = "instant") => {
    const res = await save(who, { kind: "calls", name, params, frequency });
    expect(res.status, res.text).toBe(201);
    return res.body.data as SavedSearchView;
  };
  const alertsOf = (userId: string) =>
    db().notification.findMany({ where: { userId, title: { startsWith: "New casting call" } } });

  it("tell each matching instant search once, and no other search", async () => {
    const hirer = await createHirer();
    const [kochi, pune, daily, paidOnly] = [
      await createMember(),
      await createMember(),
      await createMember(),
      await createMember(),
    ];
    await saveFor(kochi, "Kochi heroines", { city: "kochi", category: "Artists", subcategory: "Heroine" });
    await saveFor(pune, "Pune", { city: "Pune" });
    await saveFor(daily, "Kochi, daily", { city: "Kochi" }, "daily");
    await saveFor(paidOnly, "Paid in Kochi", { city: "Kochi", paid: true });
    const call = await postTestCall(hirer);
    // The job was queued by the post; running it again (a retry, another instance) sends nothing more.
    await alertCallMatches(call.id);
    await alertCallMatches(call.id);
    await expect.poll(async () => (await alertsOf(kochi.user.id)).length).toBe(1);
    const [alert] = await alertsOf(kochi.user.id);
    expect(alert).toMatchObject({ title: 'New casting call for "Kochi heroines"', link: `/job-detail-one/${call.id}` });
    // The city as the site names it, not as it was typed ("kochi").
    expect(alert.body).toMatch(
      /^A role in a short, by .+, in Kochi\. Apply by .+\. It matches your saved search "Kochi heroines" \(Heroine · Kochi\)\.$/,
    );
    for (const other of [pune, daily, paidOnly]) expect(await alertsOf(other.user.id)).toEqual([]);
  });

  it("never go out for a held call, to a suspended member, or to the call's poster", async () => {
    const hirer = await createHirer();
    const fan = await createMember();
    const suspended = await createMember();
    await saveFor(fan, "Kochi", { city: "Kochi" });
    await saveFor(suspended, "Kochi too", { city: "Kochi" });
    await saveFor(hirer, "My own", { city: "Kochi" });
    await db().user.update({ where: { id: suspended.user.id }, data: { suspendedAt: new Date() } });
    const held = await postTestCall(hirer, { description: "Pay a registration fee of Rs 2000 to audition." });
    expect(await alertCallMatches(held.id)).toBe(0);
    const open = await postTestCall(hirer);
    await alertCallMatches(open.id);
    await expect.poll(async () => (await alertsOf(fan.user.id)).length).toBe(1);
    expect((await alertsOf(fan.user.id))[0].link).toBe(`/job-detail-one/${open.id}`);
    expect(await alertsOf(suspended.user.id)).toEqual([]);
    expect(await alertsOf(hirer.id)).toEqual([]);
  });

  it(`stop at ${INSTANT_ALERTS_PER_HOUR} an hour for one member`, { tags: ["clock"] }, async () => {
    const hirer = await createHirer();
    const busy = await createMember();
    await saveFor(busy, "Everything", {});
    for (let i = 0; i < INSTANT_ALERTS_PER_HOUR + 2; i++) await alertCallMatches((await postTestCall(hirer)).id);
    await expect.poll(async () => (await alertsOf(busy.user.id)).length).toBe(INSTANT_ALERTS_PER_HOUR);
  });
});
