import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancelEmailChangeRoute } from "@/app/api/user/cancel-email-change/route";
import { backgroundIdle } from "@/lib/server/background";
import { calendarFeed } from "@/lib/rentals/ical";
import { db } from "@/lib/server/db";
import { api, type Member, userPath } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { linkToken, outbox } from "../helpers/mail";
import { browserKeys } from "../helpers/push-service";

// Whoever once held the password or a session cannot keep the account: a pending change of email is
// warned to the current address and dies with a reset, a new password or signing out everywhere, and a
// stolen session cannot guess the current password from rotating addresses.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("takeover-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

const mailTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(mailDir)).filter((m) => m.to === email);
};

const post = (route: keyof typeof api, body: object, headers: Record<string, string> = {}) =>
  (api[route] as (request: Request) => Promise<Response>)(jsonRequest(userPath(route), body, headers));

async function signIn(member: Member, ip = "10.9.9.9"): Promise<string> {
  const res = await api.login(
    jsonRequest(
      "/api/user/login",
      { email: member.user.email, password: member.password },
      { "x-castfolio-client-ip": ip },
    ),
  );
  expect(res.status).toBe(200);
  return `Bearer ${(await res.json()).token}`;
}

/** The attacker, signed in as the member, asks to move the account to their address. */
async function attackerAsksForTheEmail(member: Member) {
  const attacker = await signIn(member, "203.0.113.7");
  const attackerEmail = `attacker.${member.user.id}@example.test`;
  const res = await post(
    "changeEmail",
    { newEmail: attackerEmail, currentPassword: member.password },
    { authorization: attacker },
  );
  expect(res.status).toBe(200);
  const changeLink = linkToken((await mailTo(attackerEmail)).at(-1)!, "/verify-email");
  return { attacker, attackerEmail, changeLink };
}

const emailOf = async (member: Member) => (await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).email;

describe("a pending change of email", () => {
  it("is warned to the current address at once, with a link that cancels it and signs out every device", async () => {
    const member = await createMember();
    const { attacker, attackerEmail, changeLink } = await attackerAsksForTheEmail(member);
    const warning = (await mailTo(member.user.email)).at(-1)!;
    expect(warning.subject).toBe("Someone asked to move your Castfolio account to another email");
    expect(warning.text).toContain(attackerEmail);
    const cancel = linkToken(warning, "/cancel-email-change");

    const res = await cancelEmailChangeRoute(jsonRequest("/api/user/cancel-email-change", { token: cancel }));
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/cancelled, and every device was signed out/);
    const used = await post("verifyEmail", { token: changeLink });
    expect(used.status).toBe(400);
    expect(await emailOf(member)).toBe(member.user.email);
    const stillIn = await api.exportData(
      new Request("http://localhost/api/user/export", { headers: { authorization: attacker } }),
    );
    expect(stillIn.status).toBe(401);
    const again = await cancelEmailChangeRoute(jsonRequest("/api/user/cancel-email-change", { token: cancel }));
    expect(again.status).toBe(400);
  });

  it("dies when the owner resets the password", async () => {
    const member = await createMember();
    const { changeLink } = await attackerAsksForTheEmail(member);
    await post("forgotPassword", { email: member.user.email });
    const reset = linkToken(
      (await mailTo(member.user.email)).find((m) => m.text.includes("/reset-password?"))!,
      "/reset-password",
    );
    expect((await post("resetPassword", { token: reset, password: "the owner's new password" })).status).toBe(200);
    const res = await post("verifyEmail", { token: changeLink });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("This link has expired. Please ask for a new one.");
    expect(await emailOf(member)).toBe(member.user.email);
  });

  it("dies when the owner changes the password", async () => {
    const member = await createMember();
    const { changeLink } = await attackerAsksForTheEmail(member);
    const res = await post(
      "changePassword",
      { currentPassword: member.password, newPassword: "the owner's new password" },
      { authorization: member.bearer },
    );
    expect(res.status).toBe(200);
    expect((await post("verifyEmail", { token: changeLink })).status).toBe(400);
    expect(await emailOf(member)).toBe(member.user.email);
  });

  it("dies when the owner signs out everywhere", async () => {
    const member = await createMember();
    const { changeLink } = await attackerAsksForTheEmail(member);
    const out = await api.logout(
      jsonRequest("/api/user/logout", { everywhere: true }, { authorization: member.bearer }),
    );
    expect(out.status).toBe(200);
    expect((await post("verifyEmail", { token: changeLink })).status).toBe(400);
    expect(await emailOf(member)).toBe(member.user.email);
  });

  it("still works when nobody intervenes", async () => {
    const member = await createMember();
    const { changeLink, attackerEmail } = await attackerAsksForTheEmail(member);
    expect((await post("verifyEmail", { token: changeLink })).status).toBe(200);
    expect(await emailOf(member)).toBe(attackerEmail);
  });
});

describe("credentials that work without the password", () => {
  const NUMBER = "919845011223";

  /** A camera unit's owner with a private calendar feed and WhatsApp alerts to a confirmed number. */
  async function ownerWithFeedAndWhatsApp() {
    const member = await createMember({ category: "Camera Unit", subcategory: "Alexa", gender: "Male" });
    const token = `feed${member.user.id}`
      .replace(/[^A-Za-z0-9]/g, "")
      .padEnd(32, "x")
      .slice(0, 32);
    await db().rentalTerms.create({
      data: { ownerId: member.user.id, dayRate: 15000, cancellation: "flexible", calendarToken: token },
    });
    await db().alertPreferences.create({
      data: { userId: member.user.id, whatsapp: true, whatsappNumber: NUMBER },
    });
    expect(await calendarFeed(token)).toContain("BEGIN:VCALENDAR");
    // A device of whoever held the password, taking the member's notices as pushes.
    const { keys } = browserKeys();
    await db().pushSubscription.create({
      data: { userId: member.user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${member.user.id}`, ...keys },
    });
    return { member, token };
  }

  const ends = {
    "a reset of the password": async (member: Member) => {
      await post("forgotPassword", { email: member.user.email });
      const reset = linkToken(
        (await mailTo(member.user.email)).find((m) => m.text.includes("/reset-password?"))!,
        "/reset-password",
      );
      return post("resetPassword", { token: reset, password: "the owner's new password" });
    },
    "a change of the password": (member: Member) =>
      post(
        "changePassword",
        { currentPassword: member.password, newPassword: "the owner's new password" },
        { authorization: member.bearer },
      ),
    "signing out everywhere": (member: Member) =>
      api.logout(jsonRequest("/api/user/logout", { everywhere: true }, { authorization: member.bearer })),
  };

  for (const [what, end] of Object.entries(ends)) {
    it(`end with ${what}: the calendar feed stops, the WhatsApp number must be confirmed again, devices take no pushes, and the member is told`, async () => {
      const { member, token } = await ownerWithFeedAndWhatsApp();
      expect((await end(member)).status).toBe(200);
      expect(await calendarFeed(token)).toBeNull();
      const preferences = await db().alertPreferences.findUniqueOrThrow({ where: { userId: member.user.id } });
      expect(preferences).toMatchObject({
        whatsapp: true,
        whatsappNumber: null,
        pendingNumber: NUMBER,
        codeHash: null,
      });
      const told = (await mailTo(member.user.email)).find(
        (m) => m.subject === "What you set up on your account needs you again",
      );
      expect(told?.text).toContain("Your private calendar feed no longer works");
      expect(told?.text).toContain(`WhatsApp alerts to +${NUMBER} are paused`);
      expect(await db().pushSubscription.count({ where: { userId: member.user.id } })).toBe(0);
      expect(told?.text).toContain("Notifications are off on every device that had them (1).");
    });
  }

  it("tell nobody of what was not there", async () => {
    const member = await createMember();
    expect((await ends["a change of the password"](member)).status).toBe(200);
    const mails = await mailTo(member.user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Castfolio password was changed"]);
  });
});

describe("checking the current password", () => {
  const wrongGuesses = async (route: "changePassword" | "deleteAccount", session: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const body =
        route === "changePassword"
          ? { currentPassword: `guess number ${i}`, newPassword: "the attacker's password" }
          : { currentPassword: `guess number ${i}` };
      // A new address every time, as an attacker with a stolen token and a pool of proxies sends.
      const res = await post(route, body, {
        authorization: session,
        "x-castfolio-client-ip": `198.51.100.${(i % 250) + 1}`,
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  for (const route of ["changePassword", "deleteAccount"] as const) {
    it(`${route}: a stolen session guessing from rotating addresses is refused after 5 wrong passwords`, async () => {
      const member = await createMember();
      const stolen = await signIn(member, "203.0.113.50");
      const statuses = await wrongGuesses(route, stolen, 20);
      expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
      // Even the right password is refused to that session while it waits.
      const right = await post(
        route,
        route === "changePassword"
          ? { currentPassword: member.password, newPassword: "the attacker's password" }
          : { currentPassword: member.password },
        { authorization: stolen },
      );
      expect(right.status).toBe(429);
      // The owner, in their own session from the address they always use, is not held up.
      const owner = await signIn(member, "10.20.30.40");
      const own = await post(
        "changePassword",
        { currentPassword: member.password, newPassword: "the owner's fresh password" },
        { authorization: owner, "x-castfolio-client-ip": "10.20.30.40" },
      );
      expect(own.status).toBe(200);
    });
  }

  it("counts in the account's sign-in throttle: after many wrong guesses a new address waits", async () => {
    const member = await createMember();
    const sessions = await Promise.all([1, 2, 3].map((n) => signIn(member, `10.1.1.${n}`)));
    // Three stolen sessions, 4 wrong guesses each from new addresses: 12 failures, none over a session's limit.
    for (const [n, session] of sessions.entries()) {
      for (let i = 0; i < 4; i++) {
        const res = await post(
          "changePassword",
          { currentPassword: `wrong ${n}.${i}`, newPassword: "whatever it is" },
          { authorization: session, "x-castfolio-client-ip": `192.0.2.${n * 10 + i + 1}` },
        );
        expect([403, 429]).toContain(res.status);
      }
    }
    const fromNowhere = await api.login(
      jsonRequest(
        "/api/user/login",
        { email: member.user.email, password: member.password },
        { "x-castfolio-client-ip": "192.0.2.200" },
      ),
    );
    expect(fromNowhere.status).toBe(429);
    const fromHome = await api.login(
      jsonRequest(
        "/api/user/login",
        { email: member.user.email, password: member.password },
        { "x-castfolio-client-ip": "10.1.1.1" },
      ),
    );
    expect(fromHome.status).toBe(200);
  });
});

describe("per-address limits", () => {
  it("count an IPv6 client by its /64: the 11th sign-up from one network is refused", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await api.register(
        jsonRequest(
          "/api/user/register",
          {
            name: `Six Four ${i}`,
            email: `sixfour${i}.${Date.now()}@example.test`,
            password: "a good password",
            phone: "+91 98765 43210",
            gender: "Female",
            category: "Artists",
            subcategory: "Heroine",
            dateOfBirth: "1995-04-12",
          },
          { "x-castfolio-client-ip": `2001:db8:77:1:${i.toString(16)}::${i}` },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("count reset mails from one /64 together", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 22; i++) {
      const res = await post(
        "forgotPassword",
        { email: `nobody${i}@example.test` },
        { "x-castfolio-client-ip": `2001:db8:78:2:${i.toString(16)}:${i}::1` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    await backgroundIdle();
  });
});
