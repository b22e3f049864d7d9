import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as preferencesRoute, PUT as setPreferencesRoute } from "@/app/api/me/alert-preferences/route";
import { DELETE as deleteRoute } from "@/app/api/saved-searches/[id]/route";
import { POST as saveRoute } from "@/app/api/saved-searches/route";
import { POST as confirmRoute } from "@/app/api/me/alert-preferences/whatsapp-code/route";
import { GET as unsubscribeGetRoute, POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import type { SavedSearchView } from "@/lib/alerts/saved-search-view";
import { oneClickUrl, unsubscribeUrl } from "@/lib/alerts/unsubscribe";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { uploadSandbox } from "../helpers/sandbox";

// How alerts reach a member: one-click unsubscribe from a mail without signing in, with its undo,
// and the channels chosen in the settings (the bell always; mail unless off; WhatsApp with a number).

uploadSandbox("alert-settings");

type Who = { bearer: string };

const NONE = { mail: true, whatsapp: false, whatsappNumber: null, pendingWhatsappNumber: null };

/** The code in the newest WhatsApp message to `number` (the outbox of JSON files), other than `not`. */
async function codeSentTo(number: string, not?: string): Promise<string> {
  await backgroundIdle();
  const dir = config.whatsappOutboxDir;
  const messages = await Promise.all(
    (await readdir(dir)).sort().map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8"))),
  );
  const codes = messages
    .filter((m) => m.to === number && m.template.name === "verify_number")
    .map((m) => m.template.components[0].parameters[0].text as string)
    .filter((c) => c !== not);
  expect(codes.length, `a code to ${number}`).toBeGreaterThan(0);
  return codes.at(-1)!;
}

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

async function saveSearch(who: Who, body: object): Promise<SavedSearchView> {
  const res = await saveRoute(jsonRequest("/api/saved-searches", body, { authorization: who.bearer }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

/** What a mail program sends for its unsubscribe button (RFC 8058): a form POST, no cookie, no token header. */
const oneClick = async (url: string) =>
  answer(
    await unsubscribeRoute(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    ),
  );
const undo = async (url: string, body: unknown) => answer(await unsubscribeRoute(jsonRequest(url, body)));
const frequencyOf = async (id: string) =>
  (await db().savedSearch.findUniqueOrThrow({ where: { id }, select: { frequency: true } })).frequency;

describe("one-click unsubscribe", () => {
  it("turns that saved search's alerts off without signing in, again without error, and undoes it", async () => {
    const fan = await createMember();
    const search = await saveSearch(fan, {
      kind: "calls",
      name: "Kochi",
      params: { city: "Kochi" },
      frequency: "instant",
    });
    const other = await saveSearch(fan, { kind: "calls", name: "Pune", params: { city: "Pune" }, frequency: "daily" });

    const off = await oneClick(oneClickUrl(search.id));
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({
      message: 'You will get no more alerts for "Kochi".',
      data: { name: "Kochi", frequency: "off", was: "instant" },
    });
    expect(await frequencyOf(search.id)).toBe("off");
    expect(await frequencyOf(other.id)).toBe("daily");
    expect((await oneClick(oneClickUrl(search.id))).status).toBe(200);

    // The page's link carries the same token; its undo puts the alerts back, from now on.
    const pageToken = new URL(unsubscribeUrl(search.id)).searchParams.get("token")!;
    const back = await undo(`/api/unsubscribe?token=${encodeURIComponent(pageToken)}`, { frequency: "instant" });
    expect(back.status, back.text).toBe(200);
    expect(back.body.message).toBe('Alerts for "Kochi" are on again.');
    expect(await frequencyOf(search.id)).toBe("instant");
  });

  it("refuses a token that is not ours or names another search, an instant talent search, and a deleted search", async () => {
    const fan = await createMember();
    const casting = await createHirer();
    const mine = await saveSearch(fan, { kind: "calls", name: "Mine", params: { city: "Goa" }, frequency: "daily" });
    const theirs = await saveSearch(casting, {
      kind: "talent",
      name: "Theirs",
      params: { q: "Ravi" },
      frequency: "weekly",
    });
    const token = new URL(oneClickUrl(mine.id)).searchParams.get("token")!;
    const [, signature] = token.split(".");
    for (const forged of ["", "nonsense", `${theirs.id}.${signature}`, `${mine.id}.${signature}x`, `${token}.more`]) {
      const res = await oneClick(`http://localhost/api/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect([res.status, res.body.code], `${forged}: ${res.text}`).toEqual([400, "link_invalid"]);
    }
    expect(await frequencyOf(theirs.id)).toBe("weekly");

    const talentUrl = oneClickUrl(theirs.id);
    const instant = await undo(talentUrl, { frequency: "instant" });
    expect([instant.status, instant.body.errors], instant.text).toEqual([
      400,
      { frequency: "A talent search alerts daily or weekly" },
    ]);
    expect((await undo(talentUrl, { frequency: "hourly" })).status).toBe(400);

    const removed = await deleteRoute(
      new Request(`http://localhost/api/saved-searches/${mine.id}`, {
        method: "DELETE",
        headers: { authorization: fan.bearer },
      }),
      { params: Promise.resolve({ id: mine.id }) },
    );
    expect(removed.status).toBe(200);
    const gone = await oneClick(oneClickUrl(mine.id));
    expect([gone.status, gone.body.message]).toEqual([
      404,
      "This saved search no longer exists, so it sends no alerts.",
    ]);
  });
});

describe("the unsubscribe address opened in a browser", () => {
  it("changes nothing and sends the browser to the page that does it", async () => {
    const fan = await createMember();
    const search = await saveSearch(fan, { kind: "calls", name: "Goa", params: { city: "Goa" }, frequency: "daily" });
    const res = unsubscribeGetRoute(new Request(oneClickUrl(search.id)));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(unsubscribeUrl(search.id));
    expect(await frequencyOf(search.id)).toBe("daily");
  });
});

describe("alert settings", () => {
  const get = async (who?: Who) =>
    answer(
      await preferencesRoute(
        new Request("http://localhost/api/me/alert-preferences", {
          headers: who ? { authorization: who.bearer } : {},
        }),
      ),
    );
  const confirm = async (who: Who | undefined, body: unknown) =>
    answer(
      await confirmRoute(
        jsonRequest("/api/me/alert-preferences/whatsapp-code", body, who ? { authorization: who.bearer } : {}),
      ),
    );
  const put = async (who: Who | undefined, body: unknown) =>
    answer(
      await setPreferencesRoute(
        jsonRequest("/api/me/alert-preferences", body, who ? { authorization: who.bearer } : {}, "PUT"),
      ),
    );

  it("are mail only until changed; a WhatsApp number gets alerts once confirmed with the code sent there", async () => {
    const member = await createMember();
    expect((await get(member)).body.data).toEqual(NONE);
    const on = await put(member, { whatsapp: true, whatsappNumber: "098765 43210" });
    expect(on.status, on.text).toBe(200);
    expect(on.body.message).toBe(
      "Saved. We sent a code to +919876543210 on WhatsApp: type it here to confirm the number.",
    );
    expect(on.body.data).toEqual({ ...NONE, whatsapp: true, pendingWhatsappNumber: "919876543210", codeSent: true });
    const code = await codeSentTo("919876543210");

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await confirm(member, { code: wrongCode });
    expect([wrong.status, wrong.body.errors], wrong.text).toEqual([
      400,
      { code: "The code is not right: 4 tries left" },
    ]);
    expect((await confirm(member, { code: "12ab" })).body.errors.code).toBe(
      "code is the 6 digits sent to you on WhatsApp",
    );
    const right = await confirm(member, { code });
    expect(right.status, right.text).toBe(200);
    expect(right.body.data).toEqual({ whatsappNumber: "919876543210" });
    expect((await get(member)).body.data).toEqual({ ...NONE, whatsapp: true, whatsappNumber: "919876543210" });
    // Used once.
    expect((await confirm(member, { code })).status).toBe(400);

    const mailOff = await put(member, { mail: false });
    expect(mailOff.body.data).toMatchObject({ mail: false, whatsapp: true, whatsappNumber: "919876543210" });
    // The same number again sends no code; WhatsApp off keeps the number for next time.
    expect((await put(member, { whatsappNumber: "+91 98765 43210" })).body.data.codeSent).toBe(false);
    expect((await put(member, { whatsapp: false })).body.data.whatsappNumber).toBe("919876543210");
    // null forgets it.
    expect((await put(member, { whatsappNumber: null })).body.data).toMatchObject({ whatsappNumber: null });
  });

  it("keep alerts on the confirmed number while a new one waits for its code; a code stops after 5 wrong tries or 10 minutes", async () => {
    const member = await createMember();
    await db().alertPreferences.create({
      data: { userId: member.user.id, whatsapp: true, whatsappNumber: "919812345678" },
    });
    const moved = await put(member, { whatsappNumber: "+44 7700 900123" });
    expect(moved.body.data).toMatchObject({ whatsappNumber: "919812345678", pendingWhatsappNumber: "447700900123" });
    const code = await codeSentTo("447700900123");
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await confirm(member, { code: wrongCode })).status).toBe(400);
    const spent = await confirm(member, { code });
    expect(spent.body.errors.code).toBe("This code no longer works: save your number again for a new one");

    await put(member, { whatsappNumber: "+44 7700 900123" });
    const fresh = await codeSentTo("447700900123", code);
    await db().alertPreferences.update({
      where: { userId: member.user.id },
      data: { codeExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(member, { code: fresh })).body.errors.code).toBe(
      "This code no longer works: save your number again for a new one",
    );
    expect((await get(member)).body.data.whatsappNumber).toBe("919812345678");
  });

  it("send at most 3 codes an hour for one member, and a code to nobody's number without asking", async () => {
    const member = await createMember();
    for (const n of ["+91 90000 11111", "+91 90000 22222", "+91 90000 33333"]) {
      expect((await put(member, { whatsapp: true, whatsappNumber: n })).status).toBe(200);
    }
    const fourth = await put(member, { whatsappNumber: "+91 90000 44444" });
    expect([fourth.status, fourth.body.code], fourth.text).toEqual([429, "rate_limited"]);
    expect((await get(member)).body.data.pendingWhatsappNumber).toBe("919000033333");
    const nobody = await createMember();
    const confirmNothing = await confirm(nobody, { code: "123456" });
    expect(confirmNothing.body.errors.code).toBe("No code is waiting: give your WhatsApp number and save to get one");
  });

  it("refuse bad input naming what is wrong, and change nothing", async () => {
    const member = await createMember();
    const cases: [unknown, string, string][] = [
      [{ whatsapp: true }, "whatsappNumber", "Give your WhatsApp number to get alerts there"],
      [{ whatsapp: true, whatsappNumber: "12345" }, "whatsappNumber", "whatsappNumber is not a phone number"],
      [{ whatsappNumber: "call me maybe" }, "whatsappNumber", "whatsappNumber is not a phone number"],
      [{ mail: "yes" }, "mail", "mail must be true or false"],
      [{ mail: true, admin: true }, "admin", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(member, body);
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).join(" ") + res.body.message, res.text).toContain(
        field === "admin" ? "admin" : field,
      );
      if (message) expect(res.body.errors[field], res.text).toContain(message);
    }
    expect((await get(member)).body.data).toEqual(NONE);
  });

  it("are the signed-in member's own: 401 without a session", async () => {
    expect((await get()).status).toBe(401);
    expect((await put(undefined, { mail: false })).status).toBe(401);
    expect((await confirm(undefined, { code: "123456" })).status).toBe(401);
  });
});
