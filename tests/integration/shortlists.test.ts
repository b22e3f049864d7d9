import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeRoute } from "@/app/api/shortlists/[id]/lookbooks/[lookBookId]/route";
import { POST as shareRoute } from "@/app/api/shortlists/[id]/lookbooks/route";
import { DELETE as removeRoute, PATCH as noteRoute } from "@/app/api/shortlists/[id]/items/[memberId]/route";
import { POST as addRoute } from "@/app/api/shortlists/[id]/items/route";
import { PUT as orderRoute } from "@/app/api/shortlists/[id]/order/route";
import { DELETE as deleteRoute, GET as readRoute, PATCH as renameRoute } from "@/app/api/shortlists/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/shortlists/route";
import { db } from "@/lib/server/db";
import { lookBookState, openLookBook } from "@/lib/shortlists/look-books";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { checked } from "../helpers/documented";

// Shortlists and look books through their route handlers: only the owner reads or changes a list (403 for
// anyone else, 401 for a visitor), items keep their order and notes, and a look-book link works until it
// expires or is revoked, then answers 410.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const auth = (bearer: string) => ({ authorization: bearer });
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const body = async (response: Response) => ({ status: response.status, json: await response.json() });

async function create(bearer: string, name: string) {
  const res = await checked(
    "POST",
    "/api/shortlists",
    await createRoute(jsonRequest("/api/shortlists", { name }, auth(bearer))),
  );
  expect(res.status).toBe(201);
  return (await res.json()).data.id as string;
}
const add = (bearer: string, id: string, memberId: string, note?: string) =>
  addRoute(jsonRequest(`/api/shortlists/${id}/items`, { memberId, note }, auth(bearer)), params({ id })).then((res) =>
    checked("POST", "/api/shortlists/{id}/items", res),
  );
const read = (bearer: string | undefined, id: string) =>
  readRoute(
    new Request(`http://localhost/api/shortlists/${id}`, { headers: bearer ? auth(bearer) : {} }),
    params({ id }),
  ).then((res) => checked("GET", "/api/shortlists/{id}", res));

describe("shortlists", () => {
  it("are made, filled, noted, ordered and read back by their owner", async () => {
    const hirer = await createHirer();
    const [a, b, c] = await Promise.all([
      createMember({ name: "Pick One", listed: true }),
      createMember({ name: "Pick Two", listed: true }),
      createMember({ name: "Pick Three", listed: true }),
    ]);
    const id = await create(hirer.bearer, "Heroine – Monsoon Letters");
    expect((await add(hirer.bearer, id, a.user.id, "Strong audition")).status).toBe(201);
    expect((await add(hirer.bearer, id, b.user.id)).status).toBe(201);
    expect((await add(hirer.bearer, id, c.user.id)).status).toBe(201);
    // Saving someone twice keeps one entry.
    const again = await body(await add(hirer.bearer, id, a.user.id));
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ added: false, count: 3 });

    const note = await noteRoute(
      jsonRequest(
        `/api/shortlists/${id}/items/${b.user.id}`,
        { note: "Call back Monday" },
        auth(hirer.bearer),
        "PATCH",
      ),
      params({ id, memberId: b.user.id }),
    );
    expect(note.status).toBe(200);
    const order = await orderRoute(
      jsonRequest(
        `/api/shortlists/${id}/order`,
        { memberIds: [c.user.id, a.user.id, b.user.id] },
        auth(hirer.bearer),
        "PUT",
      ),
      params({ id }),
    );
    expect(order.status).toBe(200);
    const { status, json } = await body(await read(hirer.bearer, id));
    expect(status).toBe(200);
    expect(json.data.name).toBe("Heroine – Monsoon Letters");
    expect(json.data.items.map((i: { member: { name: string } }) => i.member.name)).toEqual([
      "Pick Three",
      "Pick One",
      "Pick Two",
    ]);
    expect(json.data.items.map((i: { note: string }) => i.note)).toEqual(["", "Strong audition", "Call back Monday"]);

    const removed = await removeRoute(
      new Request(`http://localhost/api/shortlists/${id}/items/${c.user.id}`, {
        method: "DELETE",
        headers: auth(hirer.bearer),
      }),
      params({ id, memberId: c.user.id }),
    );
    expect(removed.status).toBe(200);
    const listed = await body(
      await listRoute(
        new Request(`http://localhost/api/shortlists?member=${a.user.id}`, { headers: auth(hirer.bearer) }),
      ),
    );
    expect(listed.json.data).toEqual([expect.objectContaining({ id, count: 2, contains: true })]);
  });

  it("belong to their owner alone: 401 for a visitor, 403 for another member, 404 for no such list", async () => {
    const owner = await createMember();
    const other = await createMember();
    const target = await createMember({ listed: true });
    const id = await create(owner.bearer, "Mine");
    await add(owner.bearer, id, target.user.id, "private thoughts");
    expect((await read(undefined, id)).status).toBe(401);
    const theirs = await read(other.bearer, id);
    expect(theirs.status).toBe(403);
    expect(await theirs.text()).not.toContain("private thoughts");
    expect((await read(owner.bearer, "no-such-list")).status).toBe(404);
    const writes = [
      await add(other.bearer, id, other.user.id),
      await renameRoute(
        jsonRequest(`/api/shortlists/${id}`, { name: "Hijacked" }, auth(other.bearer), "PATCH"),
        params({ id }),
      ),
      await noteRoute(
        jsonRequest(`/api/shortlists/${id}/items/${target.user.id}`, { note: "x" }, auth(other.bearer), "PATCH"),
        params({ id, memberId: target.user.id }),
      ),
      await deleteRoute(
        new Request(`http://localhost/api/shortlists/${id}`, { method: "DELETE", headers: auth(other.bearer) }),
        params({ id }),
      ),
      await shareRoute(jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 7 }, auth(other.bearer)), params({ id })),
    ];
    for (const res of writes) expect(res.status).toBe(403);
    const list = await db().shortlist.findUniqueOrThrow({ where: { id }, include: { items: true } });
    expect(list.name).toBe("Mine");
    expect(list.items.map((i) => i.note)).toEqual(["private thoughts"]);
  });

  it("refuse bad input with a message naming the field", async () => {
    const owner = await createMember();
    const empty = await body(await createRoute(jsonRequest("/api/shortlists", { name: "  " }, auth(owner.bearer))));
    expect(empty.status).toBe(400);
    expect(empty.json.errors.name).toBeDefined();
    const id = await create(owner.bearer, "Checks");
    const nobody = await body(await add(owner.bearer, id, "no-such-member"));
    expect(nobody.status).toBe(404);
    const hirer = await createHirer();
    expect((await add(owner.bearer, id, hirer.id)).status).toBe(404);
    const long = await add(owner.bearer, id, owner.user.id, "x".repeat(1001));
    expect(long.status).toBe(400);
    const wrongOrder = await orderRoute(
      jsonRequest(`/api/shortlists/${id}/order`, { memberIds: ["someone-else"] }, auth(owner.bearer), "PUT"),
      params({ id }),
    );
    expect(wrongOrder.status).toBe(400);
    const days = await shareRoute(
      jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 0 }, auth(owner.bearer)),
      params({ id }),
    );
    expect(days.status).toBe(400);
  });

  it("take concurrent additions without losing or repeating a position", async () => {
    const owner = await createMember();
    const id = await create(owner.bearer, "Busy");
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember({ listed: true })));
    const answers = await Promise.all(members.map((m) => add(owner.bearer, id, m.user.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    const items = await db().shortlistItem.findMany({ where: { shortlistId: id } });
    expect(items.map((i) => i.position).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("look books", () => {
  it("never pass the limit of live links, even asked for at once", async () => {
    const owner = await createMember();
    const id = await create(owner.bearer, "Many links");
    const share = () =>
      shareRoute(jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 1 }, auth(owner.bearer)), params({ id }));
    for (let i = 0; i < 18; i++) expect((await share()).status).toBe(201);
    const statuses = (await Promise.all(Array.from({ length: 5 }, share))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await db().lookBook.count({ where: { shortlistId: id } })).toBe(20);
  });

  it("show the shortlist without notes while the link works, then answer 410 once revoked or expired", async () => {
    const hirer = await createHirer({ organizationName: "Lookbook Pictures" });
    const member = await createMember({ name: "Shown Member", listed: true });
    const id = await create(hirer.bearer, "For the director");
    await add(hirer.bearer, id, member.user.id, "secret note");
    const shared = await body(
      await shareRoute(jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 3 }, auth(hirer.bearer)), params({ id })),
    );
    expect(shared.status).toBe(201);
    const token = (shared.json.data.url as string).split("/lookbook/")[1];
    expect(await lookBookState(token)).toBe("open");
    const book = await openLookBook(token);
    expect(book).toMatchObject({ name: "For the director", sharedBy: "Lookbook Pictures" });
    expect(book.members.map((m) => m.name)).toEqual(["Shown Member"]);
    expect(JSON.stringify(book)).not.toContain("secret note");
    // Only a hash of the token is kept.
    expect(JSON.stringify(await db().lookBook.findMany())).not.toContain(token);

    const revoked = await revokeRoute(
      new Request(`http://localhost/api/shortlists/${id}/lookbooks/${shared.json.data.id}`, {
        method: "DELETE",
        headers: auth(hirer.bearer),
      }),
      params({ id, lookBookId: shared.json.data.id }),
    );
    expect(revoked.status).toBe(200);
    expect(await lookBookState(token)).toBe("gone");
    await expect(openLookBook(token)).rejects.toMatchObject({ kind: "gone" });

    const second = await body(
      await shareRoute(jsonRequest(`/api/shortlists/${id}/lookbooks`, { days: 1 }, auth(hirer.bearer)), params({ id })),
    );
    const secondToken = (second.json.data.url as string).split("/lookbook/")[1];
    await db().lookBook.update({
      where: { id: second.json.data.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await lookBookState(secondToken)).toBe("gone");
    expect(await lookBookState("not-a-real-token-at-all-123")).toBe("unknown");
  });
});
