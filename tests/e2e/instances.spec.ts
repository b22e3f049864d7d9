import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { Queue, type Job } from "bullmq";
import { startSmtpServer } from "../helpers/mail";
import { OwnRedis } from "../helpers/redis-server";
import { serverQuery } from "../helpers/postgres";
import { newMember, type ApiMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";
import { nextAuthSignIn, sessionOf } from "./helpers/session";

// Two instances of the production build on one PostgreSQL database and one Redis (a redis-server of the
// test's own, so that it can be killed), as behind a load balancer: what one does, the other knows, live
// messages included (PostgreSQL LISTEN/NOTIFY).

const serverUrl = process.env.TEST_DATABASE_URL;
test.describe.configure({ mode: "serial" });
test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");

const name = `castfolio_e2e_instances_${randomBytes(5).toString("hex")}`;
let redis: OwnRedis;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
/** Each message the SMTP server took: "recipient: subject". */
const delivered: string[] = [];
let a: ProductionServer;
let b: ProductionServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await serverQuery(serverUrl!, `CREATE DATABASE "${name}"`);
  redis = await OwnRedis.start();
  smtp = await startSmtpServer((mail) => {
    delivered.push(`${mail.envelopeTo.join(",")}: ${mail.subject}`);
  });
  const database = new URL(serverUrl!);
  database.pathname = `/${name}`;
  const env = {
    DATABASE_URL: database.toString(),
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "loopback",
    // Every instance signs sessions with the same key (docs/operations.md, How it scales).
    AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  // One at a time: the first applies the migrations.
  a = await startServer({ port: extraPort(9), dataDir: "data/e2e-instance-a", env });
  b = await startServer({ port: extraPort(10), dataDir: "data/e2e-instance-b", env });
});
test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await redis?.kill();
  await smtp?.close();
  await serverQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

const cookieOf = async (url: string, member: ApiMember) => {
  const session = sessionOf(await nextAuthSignIn(url, member))!;
  return `${session.name}=${session.value}`;
};
const notifications = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/notifications`, { headers }).then((res) => res.status);

/** GET `address` through `agent`: its status, and whether it went over a connection kept from before. */
function getThrough(agent: http.Agent, address: string): Promise<{ status?: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(address, { agent }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("a connection a proxy keeps idle is still open for its next request after Node's default 5 s", async () => {
  const proxy = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await getThrough(proxy, `${a.url}/api/health`)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await getThrough(proxy, `${a.url}/api/health`)).toEqual({ status: 200, reused: true });
  } finally {
    proxy.destroy();
  }
});

test("a sign-in on A works on B, and a sign-out on A ends it on B", async () => {
  const member = await newMember(a.url);
  const cookie = await cookieOf(a.url, member);
  expect(await notifications(b.url, { cookie })).toBe(200);
  expect(await notifications(b.url, { authorization: member.bearer })).toBe(200);

  const out = await fetch(`${a.url}/api/user/logout`, { method: "POST", headers: { cookie, origin: a.url } });
  expect(out.status).toBe(200);
  expect(await notifications(b.url, { cookie })).toBe(401);
  // The API token is another session: it still works until it is signed out too, on either instance.
  expect(await notifications(b.url, { authorization: member.bearer })).toBe(200);
  await fetch(`${b.url}/api/user/logout`, { method: "POST", headers: { authorization: member.bearer } });
  expect(await notifications(a.url, { authorization: member.bearer })).toBe(401);
});

test("a message sent through A reaches its reader's live stream on B", async () => {
  const [sender, reader] = [await newMember(a.url), await newMember(b.url)];
  const stream = await fetch(`${b.url}/api/events`, { headers: { authorization: reader.bearer } });
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  const body = stream.body!.getReader();
  let seen = "";
  const until = async (text: string) => {
    const deadline = Date.now() + 10_000;
    while (!seen.includes(text)) {
      if (Date.now() > deadline) throw new Error(`no "${text}" on the stream, only:\n${seen}`);
      const { value, done } = await body.read();
      if (done) throw new Error(`the stream ended:\n${seen}`);
      seen += new TextDecoder().decode(value);
    }
  };
  await until("event: ready");
  const sent = await fetch(`${a.url}/api/conversations`, {
    method: "POST",
    headers: { authorization: sender.bearer, "content-type": "application/json" },
    body: JSON.stringify({ toUserId: reader.id, text: "Hello from the other instance" }),
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const { conversationId } = (await sent.json()).data as { conversationId: string };
  await until("event: message");
  expect(seen).toContain(conversationId);
  await body.cancel();
});

test("password guesses counted on A are counted on B", async () => {
  const member = await newMember(a.url);
  const guess = (url: string) =>
    fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      body: JSON.stringify({ email: member.email, password: "not the password" }),
    }).then((res) => res.status);
  const statuses: number[] = [];
  for (let i = 0; i < 12 && !statuses.includes(429); i++) statuses.push(await guess(a.url));
  expect(statuses.at(-1)).toBe(429);
  expect(await guess(b.url)).toBe(429);
});

test("a profile saved through A shows on B's cached listing and profile on the next request", async () => {
  const member = await newMember(a.url, { category: "Artists", subcategory: "Side Characters", gender: "Female" });
  const listing = `${b.url}/Artists/Side%20Characters`;
  const profile = `${b.url}/candidate-profile/${member.id}`;
  for (const url of [listing, profile]) {
    await fetch(url);
    expect((await fetch(url)).headers.get("x-nextjs-cache"), url).toBe("HIT");
  }

  const city = `Zed${randomBytes(3).toString("hex")}pur`;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    userId: member.id,
    fullName: "Shared Member",
    city,
    height: "160 cm",
    weight: "50 kg",
  }))
    form.append(key, value);
  const saved = await fetch(`${a.url}/api/actor/add`, {
    method: "POST",
    headers: { authorization: member.bearer },
    body: form,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  for (const url of [listing, profile]) expect(await (await fetch(url)).text(), url).toContain(city);
});

test("a mail queued by A is sent once, though both instances run workers", async () => {
  const member = await newMember(a.url);
  const before = delivered.length;
  const asked = await fetch(`${a.url}/api/user/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.78" },
    body: JSON.stringify({ email: member.email }),
  });
  expect(asked.status).toBe(200);
  const resets = () =>
    delivered.slice(before).filter((line) => line.startsWith(member.email) && /password/i.test(line));
  await expect.poll(() => resets().length).toBe(1);
  // No other copy can come once the queue holds one such job, completed, and none waiting, running or set
  // to be tried again ("castfolio" is the queue lib/jobs/queue.ts uses; it keeps completed jobs a minute).
  const queue = new Queue("castfolio", { connection: { url: redis.url } });
  try {
    const states = async () => {
      const jobs = await queue.getJobs(["waiting", "active", "delayed", "prioritized", "completed", "failed"]);
      // A job removed while the list is read (BullMQ trims old completed ones) comes back as undefined.
      const mine = (jobs as (Job | undefined)[]).filter((job): job is Job => {
        const mail = job?.data as { to?: string; subject?: string } | undefined;
        return job?.name === "mail" && mail?.to === member.email && /password/i.test(mail.subject ?? "");
      });
      return Promise.all(mine.map((job) => job.getState()));
    };
    await expect.poll(states).toEqual(["completed"]);
  } finally {
    await queue.close();
  }
  expect(resets()).toHaveLength(1);
});

test("with Redis killed, pages still serve and sign-in is refused with a 503; both work again when it returns", async () => {
  const member = await newMember(a.url);
  await redis.kill();
  const signIn = (url: string) =>
    fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.79" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
  for (const server of [a, b]) {
    const refused = await signIn(server.url);
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toMatch(/try again/i);
    expect((await fetch(`${server.url}/Artists/Heroine`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
  }

  await redis.resume();
  for (const server of [a, b]) {
    await expect.poll(async () => (await signIn(server.url)).status, { timeout: 15_000 }).toBe(200);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  }
  expect(a.output() + b.output()).toContain("[redis] unreachable");
});
