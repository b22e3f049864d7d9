import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { listConversations } from "@/lib/conversations/conversations";
import { reportQueue } from "@/lib/moderation/queue";
import { createHirer, createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Security finding 9, the unbounded reads: the list of threads reads one message a thread (the latest), and
// the admin's queue reads its reported targets with one query per kind, whatever the number of reports.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe("the list of a member's threads", () => {
  it("shows each thread's latest message (by time, then id), hidden ones as removed", async () => {
    const me = await createMember();
    const [a, b] = [await createMember(), await createMember()];
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
    const thread = (other: typeof a, bodies: { text: string; mine: boolean; at: Date; hidden?: boolean }[]) =>
      db().conversation.create({
        data: {
          memberAId: me.user.id,
          memberBId: other.user.id,
          lastSenderId: bodies.at(-1)!.mine ? me.user.id : other.user.id,
          lastMessageAt: bodies.at(-1)!.at,
          messages: {
            create: bodies.map((m) => ({
              senderId: m.mine ? me.user.id : other.user.id,
              body: m.text,
              createdAt: m.at,
              hiddenAt: m.hidden ? new Date() : null,
            })),
          },
        },
      });
    const many = Array.from({ length: 30 }, (_, i) => ({ text: `Message ${i}`, mine: i % 2 === 0, at: at(i) }));
    const first = await thread(a, [...many, { text: "x".repeat(300), mine: false, at: at(45) }]);
    const second = await thread(b, [
      { text: "Hello", mine: true, at: at(1) },
      { text: "Pay 5000 first", mine: false, at: at(50), hidden: true },
    ]);

    const list = await listConversations(me.identity);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[0].lastMessage).toMatchObject({ fromMe: false, at: at(50).toISOString(), removed: true });
    expect(list[0].lastMessage!.body).toMatch(/removed/i);
    expect(list[1].lastMessage).toEqual({
      body: "x".repeat(140),
      at: at(45).toISOString(),
      fromMe: false,
      removed: false,
    });
    expect(list.every((c) => c.unread)).toBe(true);
  });
});

describe("the admin's queue of reports", () => {
  it("puts each target in context, of every kind, and says when one is gone", async () => {
    const reporter = await createMember();
    const talent = await createMember({ name: "Reported Talent" });
    const hirer = await createHirer({ organizationName: "Shady Films" });
    const call = await db().castingCall.create({
      data: {
        organizationId: hirer.organizationId,
        title: "Pay to audition",
        projectTitle: "Nothing",
        projectType: "Feature film",
        city: "Chennai",
        description: "Bring 10000 rupees.",
        auditionType: "IN_PERSON",
        deadline: new Date(Date.now() + 10 * 86_400_000),
        questions: [],
      },
    });
    const conversation = await db().conversation.create({
      data: { memberAId: reporter.user.id, memberBId: talent.user.id, lastSenderId: talent.user.id },
    });
    const message = await db().message.create({
      data: { conversationId: conversation.id, senderId: talent.user.id, body: "Send me money" },
    });
    const report = (targetType: "PROFILE" | "CALL" | "MESSAGE", targetId: string, targetUserId: string) =>
      db().report.create({
        data: {
          reporterId: reporter.user.id,
          targetType,
          targetId,
          targetUserId,
          reason: "Asks for money",
          details: "",
        },
      });
    await report("PROFILE", talent.user.id, talent.user.id);
    await report("PROFILE", hirer.id, hirer.id);
    await report("CALL", call.id, hirer.id);
    await report("MESSAGE", message.id, talent.user.id);
    await report("CALL", "gone-call", hirer.id);
    await report("MESSAGE", "gone-message", talent.user.id);

    const queue = await reportQueue();
    const titleOf = (type: string, id: string) => queue.find((q) => q.type === type && q.id === id)?.title;
    expect(queue).toHaveLength(6);
    expect(titleOf("PROFILE", talent.user.id)).toBe("Profile: Reported Talent");
    expect(titleOf("PROFILE", hirer.id)).toBe("Studio: Shady Films");
    expect(titleOf("CALL", call.id)).toBe("Call: Pay to audition, by Shady Films");
    expect(titleOf("MESSAGE", message.id)).toBe("Private message");
    expect(titleOf("CALL", "gone-call")).toMatch(/since been deleted/);
    expect(titleOf("MESSAGE", "gone-message")).toMatch(/since been deleted/);
    expect(queue.find((q) => q.id === message.id)?.text).toBe("Send me money");
  });
});
