import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as messagesRoute, POST as sendRoute } from "@/app/api/conversations/[id]/messages/route";
import { GET as listRoute, POST as startRoute } from "@/app/api/conversations/route";
import { GET as eventsRoute } from "@/app/api/events/route";
import { GET as unreadRoute } from "@/app/api/me/unread/route";
import { DELETE as unblockRoute, POST as blockRoute } from "@/app/api/users/[id]/block/route";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { rateLimits } from "@/lib/server/rate-limits";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { checked } from "../helpers/documented";

// Private messages through their route handlers on a real database: threads between two members only,
// read receipts and unread counts, blocks, limits, a mail at most hourly per unread thread, and live
// events from LISTEN/NOTIFY delivered to an open stream.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("messages-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  await backgroundIdle();
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

type Member = { user: { id: string; email: string }; bearer: string };
const auth = (m: Member) => ({ authorization: m.bearer });
const ctx = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

const start = async (from: Member, to: string, text: string) =>
  json(
    await checked(
      "POST",
      "/api/conversations",
      await startRoute(jsonRequest("/api/conversations", { toUserId: to, text }, auth(from))),
    ),
  );
const send = async (from: Member | undefined, id: string, text: string) =>
  json(
    await checked(
      "POST",
      "/api/conversations/{id}/messages",
      await sendRoute(jsonRequest(`/api/conversations/${id}/messages`, { text }, from ? auth(from) : {}), ctx({ id })),
    ),
  );
const read = async (who: Member | undefined, id: string, after = "") =>
  json(
    await checked(
      "GET",
      "/api/conversations/{id}/messages",
      await messagesRoute(
        new Request(`http://localhost/api/conversations/${id}/messages${after && `?after=${after}`}`, {
          headers: who ? auth(who) : {},
        }),
        ctx({ id }),
      ),
    ),
  );
const unread = async (who: Member) =>
  (await json(await unreadRoute(new Request("http://localhost/api/me/unread", { headers: auth(who) })))).body.data
    .messages as number;
const blockBy = (who: Member, id: string, method: "POST" | "DELETE" = "POST") =>
  (method === "POST" ? blockRoute : unblockRoute)(
    new Request(`http://localhost/api/users/${id}/block`, { method, headers: auth(who) }),
    ctx({ id }),
  );

describe("conversations", () => {
  it("are one thread per pair, with messages in order, read receipts and unread counts", async () => {
    const hirer = await createHirer();
    const h = { user: { id: hirer.id, email: hirer.email }, bearer: hirer.bearer };
    const actor = await createMember({ name: "Actor One" });

    const first = await start(h, actor.user.id, "Hello! Are you free for an audition on Monday?");
    expect(first.status).toBe(201);
    const id = first.body.data.conversationId as string;
    expect(await unread(actor)).toBe(1);
    expect(await unread(h)).toBe(0);

    // Writing again from either side finds the same thread.
    const again = await start(actor, hirer.id, "Yes, I am. Where is it?");
    expect(again.status).toBe(200);
    expect(again.body.data.conversationId).toBe(id);
    expect(await unread(h)).toBe(1);
    expect(await unread(actor)).toBe(0);

    const seenByHirer = await read(h, id);
    expect(seenByHirer.status).toBe(200);
    expect(seenByHirer.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      "Hello! Are you free for an audition on Monday?",
      "Yes, I am. Where is it?",
    ]);
    expect(seenByHirer.body.data.other).toMatchObject({ id: actor.user.id, name: "Actor One" });
    expect(JSON.stringify(seenByHirer.body)).not.toContain(actor.user.email);
    expect(await unread(h)).toBe(0);
    // The actor sees that the hirer has read their message.
    const actorView = (await read(actor, id)).body.data;
    expect(Date.parse(actorView.otherReadAt)).toBeGreaterThanOrEqual(Date.parse(actorView.messages[1].createdAt));

    const reply = await send(h, id, "Studio 4, Banjara Hills, 10 am. https://maps.example/studio4");
    expect(reply.status).toBe(201);
    const newer = await read(actor, id, actorView.messages[1].id);
    expect(newer.body.data.messages.map((m: { body: string }) => m.body)).toEqual([reply.body.data.body]);

    const list = (
      await json(
        await checked(
          "GET",
          "/api/conversations",
          await listRoute(new Request("http://localhost/api/conversations", { headers: auth(h) })),
        ),
      )
    ).body.data;
    expect(list.conversations[0]).toMatchObject({ id, unread: false, lastMessage: { fromMe: true } });
  });

  it("belong to their two members: 401 for a visitor, 403 for anyone else, 404 for no such thread", async () => {
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    const id = (await start(a, b.user.id, "Private words")).body.data.conversationId as string;
    expect((await read(undefined, id)).status).toBe(401);
    expect((await send(undefined, id, "hi")).status).toBe(401);
    const third = await read(c, id);
    expect(third.status).toBe(403);
    expect(JSON.stringify(third.body)).not.toContain("Private words");
    expect((await send(c, id, "let me in")).status).toBe(403);
    expect((await read(a, "no-such-thread")).status).toBe(404);
    expect(await db().message.count({ where: { conversationId: id } })).toBe(1);
  });

  it("refuse an empty, long or misdirected message, naming what is wrong", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    expect((await start(a, b.user.id, "   ")).status).toBe(400);
    const long = await start(a, b.user.id, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.errors.text).toMatch(/2,000/);
    expect((await start(a, a.user.id, "me")).body.errors.toUserId).toBeDefined();
    expect((await start(a, "nobody-here", "hello")).status).toBe(404);
    expect(await db().conversation.count({ where: { OR: [{ memberAId: a.user.id }, { memberBId: a.user.id }] } })).toBe(
      0,
    );
  });
});

describe("blocks", () => {
  it("stop messages both ways with the same words, until the blocker unblocks", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const id = (await start(a, b.user.id, "First")).body.data.conversationId as string;
    expect((await blockBy(b, a.user.id)).status).toBe(200);
    const fromBlocked = await send(a, id, "Are you there?");
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.message).toBe("You can't message this member.");
    const fromBlocker = await send(b, id, "Bye");
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.message).toBe("You can't message this member.");
    expect((await start(a, b.user.id, "New thread?")).status).toBe(403);
    // Only the blocker can lift it.
    expect((await blockBy(a, b.user.id, "DELETE")).status).toBe(200);
    expect((await send(a, id, "Still blocked?")).status).toBe(403);
    expect((await blockBy(b, a.user.id, "DELETE")).status).toBe(200);
    expect((await send(a, id, "Thanks for unblocking")).status).toBe(201);
    expect((await read(a, id)).body.data.canSend).toBe(true);
  });
});

describe("limits", () => {
  it("allow 10 messages a minute per member, then answer 429 with Retry-After", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const id = (await start(a, b.user.id, "1")).body.data.conversationId as string;
    for (let i = 2; i <= 10; i++) expect((await send(a, id, String(i))).status).toBe(201);
    const over = await sendRoute(
      jsonRequest(`/api/conversations/${id}/messages`, { text: "11" }, auth(a)),
      ctx({ id }),
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().message.count({ where: { conversationId: id } })).toBe(10);
  });

  it("allow 30 new conversations a day per member (the limit itself: each also spends a message)", async () => {
    const sender = await createMember();
    for (let i = 0; i < 30; i++) await rateLimits.beforeNewConversation(sender.user.id);
    await expect(rateLimits.beforeNewConversation(sender.user.id)).rejects.toMatchObject({
      kind: "rate-limited",
      message: expect.stringMatching(/Too many new conversations today/),
    });
    const other = await createMember();
    const refused = await start(sender, other.user.id, "Hello");
    expect(refused.status).toBe(429);
    expect(await db().conversation.count({ where: { memberAId: { in: [sender.user.id, other.user.id] } } })).toBe(0);
  });
});

describe("mail", () => {
  it("tells the recipient of an unread thread once an hour at most, without the sender's address", async () => {
    const a = await createMember({ name: "Mail Sender" });
    const b = await createMember({ name: "Mail Reader" });
    const id = (await start(a, b.user.id, "Please call me back")).body.data.conversationId as string;
    await send(a, id, "Also, bring headshots");
    await backgroundIdle();
    const mails = (await outbox(mailDir)).filter((m) => m.to === b.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("New message from Mail Sender");
    expect(mails[0].text).toContain(`/messages/${id}`);
    expect(mails[0].text).not.toContain(a.user.email);
    // After the recipient reads, and an hour on, the next unread message mails again.
    await read(b, id);
    await db().conversation.update({ where: { id }, data: { mailedAtA: new Date(0), mailedAtB: new Date(0) } });
    await send(a, id, "One more thing");
    await backgroundIdle();
    expect((await outbox(mailDir)).filter((m) => m.to === b.user.email)).toHaveLength(2);
  });
});

describe("live events", () => {
  it("reach a member's open stream when a message is sent through another request", async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const id = (await start(a, b.user.id, "Opening line")).body.data.conversationId as string;
    const abort = new AbortController();
    const stream = await eventsRoute(
      new Request("http://localhost/api/events", { headers: auth(b), signal: abort.signal }),
    );
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before ${pattern}: ${received}`);
        received += decoder.decode(value);
      }
    };
    await until(/event: ready/);
    expect((await send(a, id, "Are you watching?")).status).toBe(201);
    await until(/event: message\ndata: \{"conversationId":"[^"]+"\}/);
    expect(received).toContain(`"conversationId":"${id}"`);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });

  it("are refused to a visitor", async () => {
    expect((await eventsRoute(new Request("http://localhost/api/events"))).status).toBe(401);
  });
});
