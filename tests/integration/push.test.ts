import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as keyRoute } from "@/app/api/push/key/route";
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from "@/app/api/push/subscriptions/route";
import { POST as startRoute } from "@/app/api/conversations/route";
import { POST as sendRoute } from "@/app/api/conversations/[id]/messages/route";
import { bookingNotices } from "@/lib/rentals/notices";
import { statusNotice } from "@/lib/hiring/notices";
import { recordNotices, sendNotices } from "@/lib/notifications/notices";
import { MAX_PUSH_DEVICES } from "@/lib/push/subscriptions";
import { vapidKeys } from "@/lib/push/vapid";
import { backgroundIdle } from "@/lib/server/background";
import { config, configProblems } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { PUSHES_PER_HOUR } from "@/lib/server/rate-limits";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { browserKeys, readPush, startPushService, type PushServiceStandIn } from "../helpers/push-service";
import { lockWaiters } from "../helpers/lock-waiters";

// Web Push through its route handlers on a real database: devices subscribe and unsubscribe, only addresses of
// the allowed push services are taken (checked again before each push), and a notice goes out encrypted to the
// subscription's keys (RFC 8291) and signed with our VAPID key, to a push service stand-in that decrypts it.

const SETTINGS = ["PUSH_SERVICE_ORIGINS", "PUSH_OUTBOX", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const;
const VAPID = webpush.generateVAPIDKeys();

let t: TestDatabase;
let service: PushServiceStandIn;
let outboxDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  service = await startPushService();
  outboxDir = await tempDir("push-outbox");
  process.env.OUTBOX_DIR = outboxDir;
});
afterAll(async () => {
  await backgroundIdle();
  delete process.env.OUTBOX_DIR;
  await service?.close();
  await t?.drop();
});
beforeEach(() => {
  for (const name of SETTINGS) delete process.env[name];
  service.received.length = 0;
  service.answers.length = 0;
});
afterEach(async () => {
  await backgroundIdle();
  for (const name of SETTINGS) delete process.env[name];
});

/** Pushes go to the stand-in, signed with a configured VAPID pair. */
const sendToStandIn = () => {
  process.env.PUSH_SERVICE_ORIGINS = `https://fcm.googleapis.com, ${service.origin}`;
  process.env.PUSH_OUTBOX = "0";
  process.env.VAPID_PUBLIC_KEY = VAPID.publicKey;
  process.env.VAPID_PRIVATE_KEY = VAPID.privateKey;
};

type Member = Awaited<ReturnType<typeof createMember>>;
const auth = (m: Member) => ({ authorization: m.bearer });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const subscribe = async (m: Member | undefined, body: unknown) =>
  json(await subscribeRoute(jsonRequest("/api/push/subscriptions", body, m ? auth(m) : {})));
const unsubscribe = async (m: Member, endpoint: string) =>
  json(await unsubscribeRoute(jsonRequest("/api/push/subscriptions", { endpoint }, auth(m), "DELETE")));
const devicesOf = (m: Member) =>
  db().pushSubscription.findMany({ where: { userId: m.user.id }, orderBy: { createdAt: "asc" } });

let counter = 0;
const fcm = () => `https://fcm.googleapis.com/fcm/send/device-${++counter}-${Date.now()}`;
const standInEndpoint = () => `${service.origin}/push/device-${++counter}`;

/** Waits until the stand-in has had `count` pushes (retries come after a backoff). */
async function pushesArrive(count: number, ms = 8000) {
  const until = Date.now() + ms;
  while (service.received.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await backgroundIdle();
  return service.received;
}

const shortlisted = async (m: Member) => {
  const notices = [statusNotice(m.user.id, "shortlisted", "Inspector", "Monsoon")!];
  await db().$transaction((tx) => recordNotices(tx, notices));
  sendNotices(notices);
  await backgroundIdle();
};

describe("the public key", () => {
  it("is the VAPID key browsers subscribe with: a P-256 point, the same on every ask", async () => {
    const first = await json(await keyRoute());
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.data.publicKey, "base64url")).toHaveLength(65);
    expect((await json(await keyRoute())).body.data.publicKey).toBe(first.body.data.publicKey);
    process.env.VAPID_PUBLIC_KEY = VAPID.publicKey;
    process.env.VAPID_PRIVATE_KEY = VAPID.privateKey;
    expect((await json(await keyRoute())).body.data.publicKey).toBe(VAPID.publicKey);
  });

  it("is generated once into the data folder when none is configured, and kept", async () => {
    const dir = await tempDir("push-data");
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      const made = vapidKeys();
      const kept = JSON.parse(await readFile(path.join(dir, "vapid-keys.json"), "utf8")) as { publicKey: string };
      expect(kept.publicKey).toBe(made.publicKey);
      expect(vapidKeys()).toEqual(made);
    } finally {
      if (before === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = before;
    }
  });
});

describe("subscriptions", () => {
  it("a signed-in member turns a device on (201), again (200), and off; nobody else can", async () => {
    const member = await createMember();
    const device = { endpoint: fcm(), keys: browserKeys().keys, expirationTime: null };
    expect((await subscribe(undefined, device)).status).toBe(401);
    expect((await subscribe(member, device)).status).toBe(201);
    const again = await subscribe(member, device);
    expect(again).toMatchObject({ status: 200, body: { message: "Notifications are on for this device." } });
    expect(await devicesOf(member)).toHaveLength(1);
    expect((await unsubscribe(member, device.endpoint)).status).toBe(200);
    expect(await devicesOf(member)).toHaveLength(0);
    expect((await unsubscribe(member, device.endpoint)).status).toBe(404);
  });

  it("takes only addresses of the browsers' push services: no loopback, private or other address", async () => {
    const member = await createMember();
    const keys = browserKeys().keys;
    for (const endpoint of [
      "http://127.0.0.1:9/push",
      "https://127.0.0.1/push",
      "https://10.0.0.7/push",
      "https://[::1]/push",
      "https://fcm.googleapis.com.evil.example/push",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://notify.windows.com.evil.example/w",
      "not a url",
    ]) {
      const refused = await subscribe(member, { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
      expect(Object.keys(refused.body.errors), endpoint).toEqual(["endpoint"]);
    }
    expect(await devicesOf(member)).toHaveLength(0);
    // Every subdomain of a wildcard entry, as Edge's (WNS) addresses are.
    const wns = "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB";
    expect((await subscribe(member, { endpoint: wns, keys })).status).toBe(201);
  });

  it("refuses keys that are not a browser's: a point off the curve, an auth secret of the wrong size", async () => {
    const member = await createMember();
    const { keys } = browserKeys();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const cases = [
      [{ ...keys, p256dh: offCurve.toString("base64url") }, "keys.p256dh"],
      [{ ...keys, auth: Buffer.alloc(8).toString("base64url") }, "keys.auth"],
      [{ ...keys, p256dh: "not base64!" }, "keys.p256dh"],
    ] as const;
    for (const [bad, field] of cases) {
      const refused = await subscribe(member, { endpoint: fcm(), keys: bad });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    expect((await subscribe(member, { endpoint: fcm() })).status).toBe(400);
  });

  it("another member's device: its address with other keys is refused, with its own keys it changes hands", async () => {
    const [owner, other] = [await createMember(), await createMember()];
    const browser = browserKeys();
    const endpoint = fcm();
    expect((await subscribe(owner, { endpoint, keys: browser.keys })).status).toBe(201);
    // Someone who learnt the address cannot take the device's notices, nor turn them off.
    expect((await subscribe(other, { endpoint, keys: browserKeys().keys })).status).toBe(409);
    expect((await unsubscribe(other, endpoint)).status).toBe(404);
    expect((await devicesOf(owner)).map((d) => d.endpoint)).toEqual([endpoint]);
    // The same browser (its keys), now signed in as the other member.
    expect((await subscribe(other, { endpoint, keys: browser.keys })).status).toBe(200);
    expect(await devicesOf(owner)).toHaveLength(0);
    expect((await devicesOf(other)).map((d) => d.endpoint)).toEqual([endpoint]);
  });

  it("one device is one address however it is spelt; renewing it spends nothing of the hourly limit", async () => {
    const [owner, other] = [await createMember(), await createMember()];
    const device = { endpoint: `https://fcm.googleapis.com/fcm/send/spelt-${Date.now()}`, keys: browserKeys().keys };
    expect((await subscribe(owner, device)).status).toBe(201);
    const shouted = device.endpoint.replace("https://fcm.googleapis.com/", "HTTPS://FCM.googleapis.com:443/");
    expect((await subscribe(other, { endpoint: shouted, keys: browserKeys().keys })).status).toBe(409);
    // The settings page tells the server of the device on every visit.
    for (let i = 0; i < 25; i++) expect((await subscribe(owner, device)).status).toBe(200);
    expect((await unsubscribe(owner, shouted)).status).toBe(200);
  });

  it(`keeps ${MAX_PUSH_DEVICES} devices a member: a new one replaces the one turned on longest ago`, async () => {
    const member = await createMember();
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      endpoints.push(fcm());
      expect((await subscribe(member, { endpoint: endpoints[i], keys: browserKeys().keys })).status).toBe(201);
    }
    const kept = (await devicesOf(member)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it("two devices turned on at once both count against the limit: never more than the limit stay", async () => {
    const member = await createMember();
    for (let i = 0; i < MAX_PUSH_DEVICES - 1; i++)
      await subscribe(member, { endpoint: fcm(), keys: browserKeys().keys });
    const both = await Promise.all([0, 1].map(() => subscribe(member, { endpoint: fcm(), keys: browserKeys().keys })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await devicesOf(member)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, two devices turned on interleaved", () => {
  it("wait for each other on the member's row, so the second sees the first and the count holds", async () => {
    const member = await createMember();
    for (let i = 0; i < MAX_PUSH_DEVICES - 1; i++)
      await subscribe(member, { endpoint: fcm(), keys: browserKeys().keys });
    // A third connection holds the member's row; both subscriptions start, and must come to wait for it. Without
    // the lock, each would count the other's device as not there yet and keep one too many.
    const sql = t.db.sql;
    await sql.exec("BEGIN");
    try {
      await sql.query(`SELECT 1 FROM "User" WHERE "id" = $1 FOR UPDATE`, [member.user.id]);
      const first = subscribe(member, { endpoint: fcm(), keys: browserKeys().keys });
      await lockWaiters(1);
      const second = subscribe(member, { endpoint: fcm(), keys: browserKeys().keys });
      await lockWaiters(2);
      await sql.exec("COMMIT");
      expect((await Promise.all([first, second])).map((r) => r.status)).toEqual([201, 201]);
    } catch (error) {
      await sql.exec("ROLLBACK").catch(() => undefined);
      throw error;
    }
    expect(await devicesOf(member)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe("pushes", () => {
  it("a notice reaches the device in the member's language, encrypted to its keys and signed with our key", async () => {
    sendToStandIn();
    const member = await createMember({ name: "Asha" });
    await db().user.update({ where: { id: member.user.id }, data: { locale: "hi" } });
    const browser = browserKeys();
    expect((await subscribe(member, { endpoint: standInEndpoint(), keys: browser.keys })).status).toBe(201);
    await shortlisted(member);

    const [push] = await pushesArrive(1);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
    );
    expect(push.headers.ttl).toBe("86400");
    expect(push.body.toString("utf8")).not.toContain("Monsoon");
    expect(readPush(push, browser)).toEqual({
      title: "Monsoon में Inspector के लिए आप शॉर्टलिस्ट हुए हैं",
      body: expect.stringContaining("कास्टिंग टीम ने आपको Monsoon में Inspector के लिए शॉर्टलिस्ट किया है।") as string,
      url: "/hi/my-applications",
      tag: "/my-applications",
    });
  });

  it("goes to every device of the member, and a message shows its sender, never its words", async () => {
    sendToStandIn();
    const [sender, member] = [await createMember({ name: "Ravi Kumar" }), await createMember()];
    const [phone, laptop] = [browserKeys(), browserKeys()];
    const [phoneAt, laptopAt] = [standInEndpoint(), standInEndpoint()];
    await subscribe(member, { endpoint: phoneAt, keys: phone.keys });
    await subscribe(member, { endpoint: laptopAt, keys: laptop.keys });
    const started = await json(
      await startRoute(
        jsonRequest(
          "/api/conversations",
          { toUserId: member.user.id, text: "Meet me at the studio at 5" },
          auth(sender),
        ),
      ),
    );
    expect(started.status).toBe(201);
    const pushes = await pushesArrive(2);
    expect(pushes).toHaveLength(2);
    const { conversationId } = started.body.data as { conversationId: string };
    // Each device reads its own copy with its own keys.
    const to = (endpoint: string) => pushes.find((push) => push.path === new URL(endpoint).pathname)!;
    const texts = [readPush(to(phoneAt), phone), readPush(to(laptopAt), laptop)];
    for (const text of texts) {
      expect(text).toEqual({
        title: "New message from Ravi Kumar",
        body: "",
        url: `/messages/${conversationId}`,
        tag: `conversation:${conversationId}`,
      });
    }
  });

  it("a push service answering 410 (or 404) ends the subscription; a 500 is tried again", async () => {
    sendToStandIn();
    const member = await createMember();
    const [gone, flaky] = [standInEndpoint(), standInEndpoint()];
    await subscribe(member, { endpoint: gone, keys: browserKeys().keys });
    service.answers.push(410);
    await shortlisted(member);
    await pushesArrive(1);
    expect(await devicesOf(member)).toHaveLength(0);

    service.received.length = 0;
    await subscribe(member, { endpoint: flaky, keys: browserKeys().keys });
    service.answers.push(500);
    await shortlisted(member);
    const pushes = await pushesArrive(2);
    expect(pushes.map((p) => p.path)).toEqual([new URL(flaky).pathname, new URL(flaky).pathname]);
    expect(await devicesOf(member)).toHaveLength(1);
  });

  it("a 403 (a subscription made with another VAPID key) ends it too", async () => {
    sendToStandIn();
    const member = await createMember();
    await subscribe(member, { endpoint: standInEndpoint(), keys: browserKeys().keys });
    service.answers.push(403);
    await shortlisted(member);
    await pushesArrive(1);
    expect(await devicesOf(member)).toHaveLength(0);
  });

  it("a notice that quotes a member's words (a booking's reason) is pushed with its title only", async () => {
    sendToStandIn();
    const [owner, renter] = [await createMember({ name: "Kiran" }), await createMember()];
    const browser = browserKeys();
    await subscribe(renter, { endpoint: standInEndpoint(), keys: browser.keys });
    const where = { firstDay: "2026-12-20", lastDay: "2026-12-21" } as Parameters<typeof bookingNotices.declined>[1];
    const declined = {
      userId: renter.user.id,
      ...bookingNotices.declined({ name: owner.user.name, isOwner: true }, where, "Monsoon", {
        reason: "The lens is at the repair shop",
      }),
      link: "/bookings/b1",
    };
    await db().$transaction((tx) => recordNotices(tx, [declined]));
    sendNotices([declined]);
    const [push] = await pushesArrive(1);
    expect(readPush(push, browser)).toEqual({
      title: declined.title,
      body: "",
      url: "/bookings/b1",
      tag: "/bookings/b1",
    });
    expect(declined.body).toContain("The lens is at the repair shop");
  });

  it("pushes a thread's messages once in 5 minutes: the device's notice of the thread stays until it is read", async () => {
    sendToStandIn();
    const [sender, member] = [await createMember(), await createMember()];
    await subscribe(member, { endpoint: standInEndpoint(), keys: browserKeys().keys });
    const started = await json(
      await startRoute(jsonRequest("/api/conversations", { toUserId: member.user.id, text: "Hello" }, auth(sender))),
    );
    const { conversationId } = started.body.data as { conversationId: string };
    await json(
      await sendRoute(
        jsonRequest(`/api/conversations/${conversationId}/messages`, { text: "Are you free?" }, auth(sender)),
        { params: Promise.resolve({ id: conversationId }) },
      ),
    );
    await pushesArrive(2, 1000);
    expect(service.received).toHaveLength(1);
  });

  it("checks the allow-list again before each push: a service taken off it gets nothing", async () => {
    sendToStandIn();
    const member = await createMember();
    await subscribe(member, { endpoint: standInEndpoint(), keys: browserKeys().keys });
    process.env.PUSH_SERVICE_ORIGINS = "https://fcm.googleapis.com";
    await shortlisted(member);
    await new Promise((r) => setTimeout(r, 200));
    expect(service.received).toHaveLength(0);
    expect(await devicesOf(member)).toHaveLength(0);
  });

  it(`without VAPID keys configured, pushes are written to the outbox; at most ${PUSHES_PER_HOUR} a member an hour`, async () => {
    const member = await createMember();
    const endpoint = fcm();
    await subscribe(member, { endpoint, keys: browserKeys().keys });
    const notices = Array.from({ length: PUSHES_PER_HOUR + 2 }, (_, i) =>
      statusNotice(member.user.id, "shortlisted", `Role ${i}`, "Monsoon")!,
    );
    await db().$transaction((tx) => recordNotices(tx, notices));
    sendNotices(notices);
    await backgroundIdle();
    const dir = path.join(outboxDir, "push");
    const files = await Promise.all(
      (await readdir(dir)).map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))),
    );
    const mine = files.filter((f: { endpoint: string }) => f.endpoint === endpoint);
    expect(mine).toHaveLength(PUSHES_PER_HOUR);
    expect(mine[0]).toMatchObject({
      payload: {
        title: expect.stringMatching(/^You are shortlisted for Role \d+ in Monsoon$/),
        url: "/my-applications",
      },
    });
    expect(service.received).toHaveLength(0);
  });
});

describe("PUSH_SERVICE_ORIGINS and the VAPID keys", () => {
  const origins = (value: string) => {
    process.env.PUSH_SERVICE_ORIGINS = value;
    return config.pushServiceOrigins;
  };

  it("are read as a URL's origin reads, so that an endpoint is compared with what it will be", () => {
    expect(origins("HTTPS://Push.Example.com:443, https://*.Notify.Windows.com, http://127.0.0.1:8080")).toEqual([
      "https://push.example.com",
      "https://*.notify.windows.com",
      "http://127.0.0.1:8080",
    ]);
  });

  it("refuse what is no origin, and a wildcard over a whole top-level domain", () => {
    for (const bad of [
      "https://*.com",
      "https://push.example.com/",
      "https://push.example.com/path",
      "ftp://x.example",
    ]) {
      expect(() => origins(bad), bad).toThrow(/PUSH_SERVICE_ORIGINS must list origins/);
    }
    expect(configProblems()).toMatch(/PUSH_SERVICE_ORIGINS/);
  });

  it("refuse a VAPID key of the wrong size, and one key without the other", () => {
    process.env.VAPID_PUBLIC_KEY = "not-a-key";
    expect(configProblems()).toMatch(/VAPID_PUBLIC_KEY must be a key of 65 bytes/);
    process.env.VAPID_PUBLIC_KEY = VAPID.publicKey;
    expect(configProblems()).toMatch(/Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    process.env.VAPID_PRIVATE_KEY = VAPID.privateKey;
    expect(configProblems()).toBeUndefined();
  });
});
