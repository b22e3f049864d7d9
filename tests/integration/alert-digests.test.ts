import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { PATCH as changeRoute } from "@/app/api/saved-searches/[id]/route";
import { POST as saveRoute } from "@/app/api/saved-searches/route";
import { alertCallMatches } from "@/lib/alerts/call-alerts";
import { sendDueDigests } from "@/lib/alerts/digests";
import { INSTANT_ALERTS_PER_HOUR } from "@/lib/alerts/options";
import { pruneAlerts } from "@/lib/alerts/prune";
import { lastDigestTime } from "@/lib/alerts/schedule";
import type { SavedSearchView } from "@/lib/alerts/saved-search-view";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { parseMail } from "../helpers/mail";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { uploadSandbox } from "../helpers/sandbox";

// The digests of saved searches, with a clock the tests move instead of waiting for 08:00 India
// time: one digest of what is new since the last, then nothing until the next time and nothing when nothing
// is new; what the hourly cap held back from an instant search; talent searches of new and updated members.
// Each alert is in the bell and, as the member chose, in the mail (with one-click unsubscribe) and WhatsApp.

const box = uploadSandbox("alert-digests");

const MINUTE = 60_000;
const DAY = 86_400_000;
/** When the test began: its digest times are counted from then, should 08:00 strike while it runs. */
let testStart = new Date();
beforeEach(() => {
  testStart = new Date();
});
/** The next 08:00 in India after the test began, when the next daily digests are due. */
const nextDaily = () => lastDigestTime("daily", new Date(testStart.getTime() + DAY));
const nextWeekly = () => lastDigestTime("weekly", new Date(testStart.getTime() + 7 * DAY));

type Who = { bearer: string; user?: { id: string } };

async function saveSearch(who: Who, body: object): Promise<SavedSearchView> {
  const res = await saveRoute(jsonRequest("/api/saved-searches", body, { authorization: who.bearer }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

/** Makes a search's last alert the last digest time before the test began: its next digest is due at the next. */
async function sentAtLastDigest(search: SavedSearchView, frequency: "daily" | "weekly" = "daily") {
  await db().savedSearch.update({
    where: { id: search.id },
    data: { alertedAt: new Date(lastDigestTime(frequency, testStart).getTime() + 1) },
  });
}

/** Moves a call's last change to the tests' clock. */
const publishedAt = (callId: string, at: Date) =>
  db().$executeRaw`UPDATE "CastingCall" SET "updatedAt" = ${at} WHERE "id" = ${callId}`;

const noticesOf = (userId: string, title: string) =>
  db().notification.findMany({ where: { userId, title: { contains: title } }, orderBy: { createdAt: "asc" } });

/** The alert mails (their subjects name a saved search) to an address, parsed and raw. */
async function mailsTo(email: string) {
  await backgroundIdle();
  const names = (await readdir(box.outbox)).filter((n) => n.endsWith(".eml")).sort();
  const raws = await Promise.all(names.map((n) => readFile(path.join(box.outbox, n), "utf8")));
  const found = [];
  for (const raw of raws) {
    const mail = await parseMail(raw);
    // The head, its folded lines unfolded.
    const headers = raw
      .split(/\r?\n\r?\n/)[0]
      .replace(/\r?\n[ \t]+/g, " ")
      .replace(/\r/g, "");
    if (mail.to.includes(email) && /for "/.test(mail.subject)) found.push({ ...mail, headers });
  }
  return found;
}

describe("daily digests of calls", { tags: ["clock"] }, () => {
  it("go out once at 08:00 India time with what is new, then wait for the next morning, and skip a morning with nothing", async () => {
    const hirer = await createHirer();
    const fan = await createMember();
    const search = await saveSearch(fan, {
      kind: "calls",
      name: "Calls in Digestpur",
      params: { city: "Digestpur" },
      frequency: "daily",
    });
    await sentAtLastDigest(search);
    const first = await postTestCall(hirer, { city: "Digestpur", title: "A lead in Digestpur" });
    const second = await postTestCall(hirer, { city: "Digestpur", title: "A sister in Digestpur" });
    await postTestCall(hirer, { city: "Elsewhere", title: "Not for the fan" });
    await postTestCall(hirer, {
      city: "Digestpur",
      title: "A held call",
      description: "Pay a registration fee of Rs 2000 to audition.",
    });
    const morning = nextDaily();

    // A minute before 08:00 nothing is due.
    await sendDueDigests(new Date(morning.getTime() - MINUTE));
    expect(await noticesOf(fan.user.id, "Calls in Digestpur")).toEqual([]);

    await sendDueDigests(new Date(morning.getTime() + MINUTE));
    await sendDueDigests(new Date(morning.getTime() + 2 * MINUTE)); // a second run (another instance) sends nothing
    const [digest, ...more] = await noticesOf(fan.user.id, "Calls in Digestpur");
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      title: '2 new casting calls for "Calls in Digestpur"',
      link: "/job-grid-one?city=Digestpur",
    });
    expect(digest.body).toBe(
      'A sister in Digestpur, A lead in Digestpur: found by your saved search "Calls in Digestpur" (Digestpur).',
    );

    const [mail, ...otherMails] = await mailsTo(fan.user.email);
    expect(otherMails).toEqual([]);
    expect(mail.subject).toBe('2 new casting calls for "Calls in Digestpur"');
    expect(mail.text).toContain(`${config.siteUrl}/job-detail-one/${first.id}`);
    expect(mail.text).toContain(`${config.siteUrl}/job-detail-one/${second.id}`);
    expect(mail.text).not.toContain("Not for the fan");
    expect(mail.text).not.toContain("A held call");
    expect(mail.text).toContain('You get this mail because of your saved search "Calls in Digestpur".');
    expect(mail.headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/m);
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // A call published after the digest waits for the next morning's.
    const villain = await postTestCall(hirer, { city: "Digestpur", title: "A villain in Digestpur" });
    await publishedAt(villain.id, new Date(morning.getTime() + 2 * MINUTE));
    await sendDueDigests(new Date(morning.getTime() + 3 * MINUTE));
    expect(await noticesOf(fan.user.id, "Calls in Digestpur")).toHaveLength(1);
    await sendDueDigests(new Date(morning.getTime() + DAY + MINUTE));
    const notices = await noticesOf(fan.user.id, "Calls in Digestpur");
    expect(notices.map((n) => n.title)).toEqual([
      '2 new casting calls for "Calls in Digestpur"',
      '1 new casting call for "Calls in Digestpur"',
    ]);
    expect(notices[1].body).toContain("A villain in Digestpur");

    // A morning with nothing new sends nothing.
    await sendDueDigests(new Date(morning.getTime() + 2 * DAY + MINUTE));
    expect(await noticesOf(fan.user.id, "Calls in Digestpur")).toHaveLength(2);
    expect(await mailsTo(fan.user.email)).toHaveLength(2);
  });

  it(`carry what the hourly cap of ${INSTANT_ALERTS_PER_HOUR} held back from an instant search, which then alerts at once again`, async () => {
    const hirer = await createHirer();
    const busy = await createMember();
    const search = await saveSearch(busy, {
      kind: "calls",
      name: "Everything in Cappur",
      params: { city: "Cappur" },
      frequency: "instant",
    });
    await sentAtLastDigest(search);
    const held = INSTANT_ALERTS_PER_HOUR;
    for (let i = 0; i < INSTANT_ALERTS_PER_HOUR + held; i++) {
      await alertCallMatches((await postTestCall(hirer, { city: "Cappur", title: `Part ${i + 1}` })).id);
    }
    await backgroundIdle();
    expect(await noticesOf(busy.user.id, "New casting call")).toHaveLength(INSTANT_ALERTS_PER_HOUR);
    const digestAt = new Date(nextDaily().getTime() + 2 * 3_600_000);
    await sendDueDigests(digestAt);
    const [digest] = await noticesOf(busy.user.id, "new casting calls for");
    expect(digest.title).toBe(`${held} new casting calls for "Everything in Cappur"`);
    expect(digest.body).toMatch(
      new RegExp(`^Part ${2 * held}, Part ${2 * held - 1}, Part ${2 * held - 2}, and ${held - 3} more: found by`),
    );
    // What a digest told of does not count against the hourly limit: the next call is alerted at once.
    const next = await postTestCall(hirer, { city: "Cappur", title: "Part after the digest" });
    expect(await alertCallMatches(next.id, new Date(digestAt.getTime() + MINUTE))).toBe(1);
  });
});

describe("a search back after a pause", { tags: ["clock"] }, () => {
  it("switched on again, or its member back from a suspension, tells of the last period only", async () => {
    const hirer = await createHirer();
    const fan = await createMember();
    const search = await saveSearch(fan, {
      kind: "calls",
      name: "Pausepur",
      params: { city: "Pausepur" },
      frequency: "daily",
    });
    const old = await postTestCall(hirer, { city: "Pausepur", title: "An old part in Pausepur" });
    const recent = await postTestCall(hirer, { city: "Pausepur", title: "A recent part in Pausepur" });
    const morning = nextDaily();
    // Both calls are open still; one was published 20 days before the morning, the other the day before.
    await publishedAt(old.id, new Date(morning.getTime() - 20 * DAY));
    await publishedAt(recent.id, new Date(morning.getTime() - DAY / 2));
    // Saved long ago, its member suspended since: nothing went out while away.
    await db().savedSearch.update({
      where: { id: search.id },
      data: { alertedAt: new Date(morning.getTime() - 60 * DAY) },
    });
    await db().user.update({ where: { id: fan.user.id }, data: { suspendedAt: new Date() } });
    await sendDueDigests(new Date(morning.getTime() + MINUTE));
    expect(await noticesOf(fan.user.id, "Pausepur")).toEqual([]);
    await db().user.update({ where: { id: fan.user.id }, data: { suspendedAt: null } });
    await sendDueDigests(new Date(morning.getTime() + 2 * MINUTE));
    const [digest] = await noticesOf(fan.user.id, "Pausepur");
    expect(digest.title).toBe('1 new casting call for "Pausepur"');
    expect(digest.body).toContain("A recent part in Pausepur");
  });

  it("switched off and on again through the API starts from then", async () => {
    const fan = await createMember();
    const search = await saveSearch(fan, {
      kind: "calls",
      name: "Togglepur",
      params: { city: "Togglepur" },
      frequency: "off",
    });
    await db().savedSearch.update({ where: { id: search.id }, data: { alertedAt: new Date(Date.now() - 30 * DAY) } });
    const res = await changeRoute(
      jsonRequest(`/api/saved-searches/${search.id}`, { frequency: "daily" }, { authorization: fan.bearer }, "PATCH"),
      { params: Promise.resolve({ id: search.id }) },
    );
    expect(res.status).toBe(200);
    const row = await db().savedSearch.findUniqueOrThrow({ where: { id: search.id } });
    expect(Date.now() - row.alertedAt.getTime()).toBeLessThan(60_000);
  });
});

describe("weekly digests of talent", { tags: ["clock"] }, () => {
  it("tell a casting team on Monday of new and updated members who match, never a suspended one", async () => {
    const casting = await createHirer();
    const search = await saveSearch(casting, {
      kind: "talent",
      name: "Quorra",
      params: { q: "Quorra" },
      frequency: "weekly",
    });
    await sentAtLastDigest(search, "weekly");
    const asha = await createMember({ name: "Asha Quorra", listed: true, subcategory: "Heroine" });
    const ravi = await createMember({ name: "Ravi Quorra", listed: true, gender: "Male", subcategory: "Hero" });
    const gone = await createMember({ name: "Gone Quorra", listed: true });
    await db().user.update({ where: { id: gone.user.id }, data: { suspendedAt: new Date() } });
    await createMember({ name: "Someone Else", listed: true });

    const monday = nextWeekly();
    await sendDueDigests(new Date(monday.getTime() - MINUTE));
    expect(await noticesOf(casting.id, "Quorra")).toEqual([]);
    await sendDueDigests(new Date(monday.getTime() + MINUTE));
    const [digest, ...more] = await noticesOf(casting.id, "Quorra");
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ title: '2 new or updated members for "Quorra"', link: "/search?q=Quorra" });
    const [mail] = await mailsTo(casting.email);
    expect(mail.text).toContain(`${config.siteUrl}/candidate-profile/${asha.user.id}`);
    expect(mail.text).toContain(`${config.siteUrl}/candidate-profile/${ravi.user.id}`);
    expect(mail.text).toContain("Hero: new on Castfolio.");
    expect(mail.text).not.toContain("Gone Quorra");

    // A daily digest time in the week sends nothing more for a weekly search.
    await sendDueDigests(new Date(monday.getTime() + DAY + MINUTE));
    expect(await noticesOf(casting.id, "Quorra")).toHaveLength(1);

    // Asha changes her profile during the week: the next Monday tells of her again, and of nobody else.
    await db().searchProfile.update({
      where: { userId: asha.user.id },
      data: { profileUpdatedAt: new Date(monday.getTime() + 2 * DAY) },
    });
    await sendDueDigests(new Date(monday.getTime() + 7 * DAY + MINUTE));
    const notices = await noticesOf(casting.id, "Quorra");
    expect(notices.map((n) => n.title)).toEqual([
      '2 new or updated members for "Quorra"',
      '1 new or updated member for "Quorra"',
    ]);
    expect(notices[1].body).toMatch(/^Asha Quorra: found by/);
  });
});

describe("channels", { tags: ["clock"] }, () => {
  it("leave out mail when the member switched it off, and add WhatsApp when they switched it on", async () => {
    const hirer = await createHirer();
    const quiet = await createMember();
    const chatty = await createMember();
    await db().alertPreferences.create({ data: { userId: quiet.user.id, mail: false } });
    await db().alertPreferences.create({
      data: { userId: chatty.user.id, whatsapp: true, whatsappNumber: "919876543210" },
    });
    for (const who of [quiet, chatty]) {
      const search = await saveSearch(who, {
        kind: "calls",
        name: "Chatpur",
        params: { city: "Chatpur" },
        frequency: "daily",
      });
      await sentAtLastDigest(search);
    }
    await postTestCall(hirer, { city: "Chatpur", title: "A part in Chatpur" });
    await sendDueDigests(new Date(nextDaily().getTime() + MINUTE));
    await backgroundIdle();
    expect(await noticesOf(quiet.user.id, "Chatpur")).toHaveLength(1);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
    expect(await mailsTo(chatty.user.email)).toHaveLength(1);

    const whatsappDir = config.whatsappOutboxDir;
    const files = (await readdir(whatsappDir)).filter((n) => n.endsWith(".json"));
    const messages = await Promise.all(
      files.map(async (n) => JSON.parse(await readFile(path.join(whatsappDir, n), "utf8"))),
    );
    const mine = messages.filter((m) => m.to === "919876543210" && m.text.includes("Chatpur"));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: "template", template: { name: "search_digest" } });
    expect(mine[0].text).toContain('Your saved search "Chatpur" has found 1 new casting call.');
    expect(messages.some((m) => m.to !== "919876543210" && m.text.includes("Chatpur"))).toBe(false);
  });
});

describe("the alert rows", () => {
  it("are forgotten once they can no longer matter: a call's when it closes, a member's after the longest look-back", async () => {
    const hirer = await createHirer();
    const fan = await createMember();
    const casting = await createHirer();
    const calls = await saveSearch(fan, {
      kind: "calls",
      name: "Prunepur",
      params: { city: "Prunepur" },
      frequency: "instant",
    });
    const talent = await saveSearch(casting, {
      kind: "talent",
      name: "Prune",
      params: { q: "Prune" },
      frequency: "weekly",
    });
    const open = await postTestCall(hirer, { city: "Prunepur", title: "Open in Prunepur" });
    const closed = await postTestCall(hirer, { city: "Prunepur", title: "Closed in Prunepur" });
    await db().castingCall.update({ where: { id: closed.id }, data: { status: "CLOSED", closedAt: new Date() } });
    // Posting alerted the instant search in the background; those rows, stamped now, would shadow the dated ones.
    await backgroundIdle();
    await db().savedSearchAlert.deleteMany({ where: { savedSearchId: { in: [calls.id, talent.id] } } });
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db().savedSearchAlert.createMany({
      data: [
        { savedSearchId: calls.id, itemId: open.id, createdAt: ago(30 * DAY) },
        { savedSearchId: calls.id, itemId: closed.id, createdAt: ago(2 * 3_600_000) },
        { savedSearchId: calls.id, itemId: "cgonecall00000000000000000", createdAt: ago(30 * MINUTE) },
        { savedSearchId: talent.id, itemId: "cmembera0000000000000000000", createdAt: ago(9 * DAY) },
        { savedSearchId: talent.id, itemId: "cmemberb0000000000000000000", createdAt: ago(6 * DAY) },
      ],
    });
    expect(await pruneAlerts(now)).toBe(2);
    const left = await db().savedSearchAlert.findMany({
      where: { savedSearchId: { in: [calls.id, talent.id] } },
      select: { itemId: true },
    });
    expect(left.map((r) => r.itemId).sort()).toEqual(
      [open.id, "cgonecall00000000000000000", "cmemberb0000000000000000000"].sort(),
    );
  });
});

describe("two runs at once", { tags: ["clock"] }, () => {
  it("send each due digest once", async () => {
    const hirer = await createHirer();
    const members = [await createMember(), await createMember(), await createMember()];
    for (const who of members) {
      const search = await saveSearch(who, {
        kind: "calls",
        name: "Twinpur",
        params: { city: "Twinpur" },
        frequency: "daily",
      });
      await sentAtLastDigest(search);
    }
    await postTestCall(hirer, { city: "Twinpur", title: "A part in Twinpur" });
    const at = new Date(nextDaily().getTime() + MINUTE);
    await Promise.all([sendDueDigests(at), sendDueDigests(at), sendDueDigests(at)]);
    for (const who of members) {
      expect(await noticesOf(who.user.id, "Twinpur")).toHaveLength(1);
      expect(await mailsTo(who.user.email)).toHaveLength(1);
    }
  });
});
