import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/saved-searches/route";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { outbox } from "../helpers/mail";
import { uploadSandbox } from "../helpers/sandbox";
import { twoWorkers } from "../helpers/workers";

// Nothing is sent twice with two instances on Redis. Two `npm run worker` processes share the
// test's PostgreSQL database and a redis-server of its own; the same call's instant alerts, then the digests,
// are queued four times at once without job ids (two runs on each worker at the same moment), and each
// alert must reach the bell, the mail outbox and WhatsApp exactly once.

const CITY = "Kuttikkanam Alertpet";
const NAME_WORD = "Zephyrine";
const PHONES = { instant: "919876543210", daily: "919876543211" };
const DAY_MS = 86_400_000;

async function saveSearch(who: { bearer: string }, body: object): Promise<string> {
  const res = await saveRoute(jsonRequest("/api/saved-searches", body, { authorization: who.bearer }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function whatsappOutbox(dir: string): Promise<{ to: string; text: string }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))));
}

describe.runIf(process.env.TEST_DATABASE_URL)("alerts with two workers on one Redis", () => {
  const sandbox = uploadSandbox("alerts-instances");
  const workers = twoWorkers("alerts-instances", () => sandbox.t.url);

  it("sends each instant alert and each digest once, in the bell, by mail and on WhatsApp", async () => {
    const hirer = await createHirer();
    // Posted before any instant search exists: the post's own alert job (run here, without Redis) finds none.
    const first = await postTestCall(hirer, { city: CITY });
    const second = await postTestCall(hirer, { city: CITY, title: "A second role in a short" });
    await backgroundIdle();

    // Several searches of each frequency, so that the runs racing each other go through the same rows.
    const instant = [await createMember(), await createMember(), await createMember()];
    const daily = [await createMember(), await createMember()];
    const searchOf = new Map<string, string>();
    for (const [i, member] of instant.entries()) {
      const body = { kind: "calls", name: `Alertpet ${i}, at once`, params: { city: CITY }, frequency: "instant" };
      searchOf.set(member.user.id, await saveSearch(member, body));
    }
    for (const [i, member] of daily.entries()) {
      const body = { kind: "calls", name: `Alertpet ${i}, daily`, params: { city: CITY }, frequency: "daily" };
      searchOf.set(member.user.id, await saveSearch(member, body));
    }
    const weekly = await saveSearch(hirer, {
      kind: "talent",
      name: `${NAME_WORD}s, weekly`,
      params: { q: NAME_WORD },
      frequency: "weekly",
    });
    const listed = [
      await createMember({ listed: true, name: `Asha ${NAME_WORD}` }),
      await createMember({ listed: true, name: `Meera ${NAME_WORD}` }),
    ];
    await db().alertPreferences.createMany({
      data: [
        { userId: instant[0].user.id, whatsapp: true, whatsappNumber: PHONES.instant },
        { userId: daily[0].user.id, whatsapp: true, whatsappNumber: PHONES.daily },
      ],
    });

    // The jobs the workers' schedulers start with (sweeps, the first digests) are out of the way first.
    const { outbox: workerOutbox, whatsapp: whatsappDir } = await workers.start();
    // Each kind in a round of its own, so that its four runs start together, two on each worker.
    await workers.runFourTimes("call-alerts", { callId: first.id });
    // The digests fall due only now: due before, the first worker up would send them alone, in the digest
    // run its scheduler starts with, before the other worker is running.
    await db().savedSearch.updateMany({
      where: { id: { in: [weekly, ...daily.map((m) => searchOf.get(m.user.id)!)] } },
      data: { alertedAt: new Date(Date.now() - 8 * DAY_MS) },
    });
    await workers.runFourTimes("alert-digests");

    const notices = () =>
      db().notification.findMany({
        where: { userId: { in: [...instant, ...daily].map((m) => m.user.id).concat(hirer.id) } },
        select: { userId: true, title: true },
      });
    const snapshot = async () =>
      JSON.stringify([
        await notices(),
        (await outbox(workerOutbox)).length,
        (await whatsappOutbox(whatsappDir)).length,
        await db().savedSearchAlert.count(),
      ]);
    // Done when the mail and WhatsApp jobs they queued have run too, and every count has stayed the same a while.
    await workers.settle("the alerts", snapshot);
    expect(await workers.failed(/^(call-alerts|alert-digests|mail|whatsapp):/)).toEqual([]);

    const expected = [
      ...instant.map((m, i) => ({ user: m.user, title: `New casting call for "Alertpet ${i}, at once"` })),
      ...daily.map((m, i) => ({ user: m.user, title: `2 new casting calls for "Alertpet ${i}, daily"` })),
      { user: { id: hirer.id, email: hirer.email }, title: `2 new or updated members for "${NAME_WORD}s, weekly"` },
    ];
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect((await notices()).sort(byTitle)).toEqual(
      expected.map(({ user, title }) => ({ userId: user.id, title })).sort(byTitle),
    );

    const mails = (await outbox(workerOutbox)).map((m) => ({ to: m.to, title: m.subject }));
    expect(mails.sort(byTitle)).toEqual(expected.map(({ user, title }) => ({ to: user.email, title })).sort(byTitle));

    const messages = await whatsappOutbox(whatsappDir);
    expect(messages.map((m) => m.to).sort()).toEqual([PHONES.instant, PHONES.daily].sort());

    const alerted = await db().savedSearchAlert.findMany({ select: { savedSearchId: true, itemId: true } });
    const itemsOf = (searchId: string | undefined) =>
      alerted
        .filter((a) => a.savedSearchId === searchId)
        .map((a) => a.itemId)
        .sort();
    for (const member of instant) expect(itemsOf(searchOf.get(member.user.id))).toEqual([first.id]);
    for (const member of daily) expect(itemsOf(searchOf.get(member.user.id))).toEqual([first.id, second.id].sort());
    expect(itemsOf(weekly)).toEqual(listed.map((m) => m.user.id).sort());
    expect(alerted).toHaveLength(instant.length + 2 * daily.length + listed.length);
  });
});
