import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { PUT as languageRoute } from "@/app/api/me/language/route";
import { POST as registerRoute } from "@/app/api/user/register/route";
import { callAlert } from "@/lib/alerts/alert-content";
import { sendAlerts } from "@/lib/alerts/channels";
import { statusNotice } from "@/lib/hiring/notices";
import { accountMails, noticeMail } from "@/lib/notifications/mails";
import { sendNotices, notificationsToRead, recordNotices } from "@/lib/notifications/notices";
import type { NoticeReader } from "@/lib/notifications/words";
import { bookingNotices } from "@/lib/rentals/notices";
import { dateTimeLabel, dayLabel } from "@/lib/i18n/date-labels";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import enCatalog from "@/messages/en/Catalog.json";
import enNotices from "@/messages/en/Notices.json";
import hiCatalog from "@/messages/hi/Catalog.json";
import hiNotices from "@/messages/hi/Notices.json";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";

// The member's language: sign-up stores it, PUT /api/me/language changes it (the member's own only), and
// their notices and mails are written in it, while pages show notices in the page's language and English
// reads exactly as it always has.

let t: TestDatabase;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  mailDir = await tempDir("language-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

const mailsTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(mailDir)).filter((m) => m.to === email);
};

let people = 0;
const newcomer = (extra: Record<string, unknown> = {}) => ({
  name: `Newcomer ${++people}`,
  gender: "Female",
  category: "Artists",
  subcategory: "Heroine",
  phone: "+91 98765 43210",
  email: `newcomer${people}.${Date.now()}@example.test`,
  password: "a long enough password",
  ...extra,
});

const localeOf = async (email: string) =>
  (await db().user.findUniqueOrThrow({ where: { email }, select: { locale: true } })).locale;

const setLocale = (userId: string, locale: string) => db().user.update({ where: { id: userId }, data: { locale } });

/** How the notifications page reads notices: the page's language's "Notices" and "Catalog". */
function pageReader(locale: "en" | "hi"): NoticeReader {
  const messages =
    locale === "hi" ? { Notices: hiNotices, Catalog: hiCatalog } : { Notices: enNotices, Catalog: enCatalog };
  return {
    locale,
    t: createTranslator({ locale, messages, namespace: "Notices" }) as unknown as NoticeReader["t"],
    catalog: createTranslator({ locale, messages, namespace: "Catalog" }),
  };
}

describe("sign-up stores the member's language", () => {
  it("the language the form sends, else the NEXT_LOCALE cookie, else English", async () => {
    const hindi = newcomer({ locale: "hi" });
    expect((await registerRoute(jsonRequest("/api/user/register", hindi))).status).toBe(201);
    expect(await localeOf(hindi.email)).toBe("hi");

    const byCookie = newcomer();
    const res = await registerRoute(jsonRequest("/api/user/register", byCookie, { cookie: "NEXT_LOCALE=te" }));
    expect(res.status).toBe(201);
    expect(await localeOf(byCookie.email)).toBe("te");

    const english = newcomer();
    expect((await registerRoute(jsonRequest("/api/user/register", english, { cookie: "NEXT_LOCALE=xx" }))).status).toBe(
      201,
    );
    expect(await localeOf(english.email)).toBe("en");

    const hirer = {
      accountType: "hirer",
      organizationName: `Language Studio ${people}`,
      organizationType: "Production house",
      city: "Chennai",
      name: "Language Hirer",
      phone: "+91 98480 22334",
      email: `language-hirer.${Date.now()}@example.test`,
      password: "a hiring password",
      locale: "ta",
    };
    expect((await registerRoute(jsonRequest("/api/user/register", hirer))).status).toBe(201);
    expect(await localeOf(hirer.email)).toBe("ta");
  });

  it("refuses a language that is not one of the site's, naming locale, and creates nothing", async () => {
    const wrong = newcomer({ locale: "fr" });
    const res = await registerRoute(jsonRequest("/api/user/register", wrong));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty("locale");
    expect(await db().user.count({ where: { email: wrong.email } })).toBe(0);
  });

  it("mails the confirmation link in that language, leading to the page in it; English as it always read", async () => {
    const hindi = newcomer({ locale: "hi" });
    await registerRoute(jsonRequest("/api/user/register", hindi));
    const [mail] = await mailsTo(hindi.email);
    expect(mail.subject).toBe("Castfolio के लिए अपना ईमेल कन्फ़र्म करें");
    expect(mail.text).toContain(`नमस्ते ${hindi.name},`);
    expect(mail.text).toContain(`${config.siteUrl}/hi/verify-email?token=`);
    expect(mail.html).toContain('<html lang="hi">');

    const english = newcomer();
    await registerRoute(jsonRequest("/api/user/register", english));
    const [plain] = await mailsTo(english.email);
    expect(plain.subject).toBe("Confirm your email for Castfolio");
    expect(plain.text).toMatch(
      new RegExp(
        `^Hello ${english.name},\\nPlease confirm that ${english.email.replace(/\./g, "\\.")} is your email address, so that filmmakers' messages and account mail reach you\\.\\n\\nConfirm my email: ${config.siteUrl.replace(/\./g, "\\.")}/verify-email\\?token=[A-Za-z0-9_-]+\\n\\n— Castfolio`,
      ),
    );
    expect(plain.html).toContain("<html><body");
    expect(plain.html).toContain("Or copy this address into your browser:");
  });

  it("mails a minor's guardian, who has no account, in the child's language", async () => {
    const guardianEmail = `guardian.${Date.now()}@example.test`;
    const child = newcomer({
      locale: "hi",
      subcategory: "Child Artist",
      guardianName: "Sunita Devi",
      guardianRelation: "Mother",
      guardianEmail,
      guardianPhone: "+91 98765 11111",
    });
    expect((await registerRoute(jsonRequest("/api/user/register", child))).status).toBe(201);
    const [mail] = await mailsTo(guardianEmail);
    expect(mail.subject).toBe(`${child.name} के Castfolio अकाउंट को कन्फ़र्म करें`);
    expect(mail.text).toContain("बाल कलाकार");
    expect(mail.text).toContain("(माँ)");
    expect(mail.text).toContain(`${config.siteUrl}/hi/confirm-guardian?token=`);
  });
});

describe("PUT /api/me/language", () => {
  const put = (body: unknown, headers: Record<string, string>) =>
    languageRoute(jsonRequest("/api/me/language", body, headers, "PUT"));

  it("changes the signed-in member's own language, by token or same-site cookie", async () => {
    const member = await createMember();
    const res = await put({ locale: "ta" }, { authorization: member.bearer });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ locale: "ta" });
    expect(await localeOf(member.user.email)).toBe("ta");
    const again = await put({ locale: "hi" }, { cookie: member.cookie, origin: "http://localhost", host: "localhost" });
    expect(again.status).toBe(200);
    expect(await localeOf(member.user.email)).toBe("hi");
  });

  it("answers 401 without a member, 403 to a cross-site cookie, and changes nothing", async () => {
    const member = await createMember();
    expect((await put({ locale: "te" }, {})).status).toBe(401);
    expect((await put({ locale: "te" }, { authorization: member.bearer.slice(0, -4) + "AAAA" })).status).toBe(401);
    const crossSite = await put(
      { locale: "te" },
      { cookie: member.cookie, origin: "https://evil.example", host: "localhost" },
    );
    expect(crossSite.status).toBe(403);
    expect(await localeOf(member.user.email)).toBe("en");
  });

  it("refuses what is not one of the languages (400 naming locale)", async () => {
    const member = await createMember();
    for (const body of [{ locale: "fr" }, { locale: "" }, {}, { locale: 3 }]) {
      const res = await put(body, { authorization: member.bearer });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toHaveProperty("locale");
    }
    expect(await localeOf(member.user.email)).toBe("en");
  });

  it("changes only the member who asks, whatever the body names", async () => {
    const [one, other] = [await createMember(), await createMember()];
    await put({ locale: "te", userId: other.user.id }, { authorization: one.bearer });
    expect(await localeOf(one.user.email)).toBe("te");
    expect(await localeOf(other.user.email)).toBe("en");
  });
});

describe("notices in the member's language", () => {
  it("mails a Hindi member's notice in Hindi, an English member's as it always read", async () => {
    const [hindi, english] = [await createMember({ name: "Asha" }), await createMember({ name: "Ravi" })];
    await setLocale(hindi.user.id, "hi");
    const notices = [hindi, english].map((m) => statusNotice(m.user.id, "shortlisted", "Inspector", "Monsoon")!);
    await db().$transaction((tx) => recordNotices(tx, notices));
    sendNotices(notices);

    const [mail] = await mailsTo(hindi.user.email);
    expect(mail.subject).toBe("Monsoon में Inspector के लिए आप शॉर्टलिस्ट हुए हैं");
    expect(mail.text).toContain("नमस्ते Asha,");
    expect(mail.text).toContain("कास्टिंग टीम ने आपको Monsoon में Inspector के लिए शॉर्टलिस्ट किया है।");
    expect(mail.text).toContain(`Castfolio खोलें: ${config.siteUrl}/hi/my-applications`);

    const [plain] = await mailsTo(english.user.email);
    expect(plain.subject).toBe("You are shortlisted for Inspector in Monsoon");
    expect(plain.text.trim()).toBe(
      [
        "Hello Ravi,",
        "Good news: the casting team shortlisted you for Inspector in Monsoon. They may contact you through Castfolio about the next step.",
        "",
        `Open Castfolio: ${config.siteUrl}/my-applications`,
        "",
        "— Castfolio",
      ].join("\n"),
    );
  });

  it("keeps the English title and body, and shows the notice in the page's language: Hindi on /hi, English on /", async () => {
    const member = await createMember();
    await setLocale(member.user.id, "hi");
    const answerBy = new Date("2026-12-02T10:30:00Z");
    const notice = {
      userId: member.user.id,
      link: "/bookings",
      ...bookingNotices.requested(
        "Meera",
        { firstDay: "2026-12-12", lastDay: "2026-12-14", startsAt: null, endsAt: null },
        "Monsoon",
        150000,
        answerBy,
      ),
    };
    await db().$transaction((tx) => recordNotices(tx, [notice]));
    const stored = await db().notification.findFirstOrThrow({ where: { userId: member.user.id } });
    expect(stored.title).toBe("Booking request from Meera");
    expect(stored.body).toBe(
      `Meera asks to book 12 Dec 2026 to 14 Dec 2026 for "Monsoon" (₹1,50,000). Answer by ${dateTimeLabel(answerBy)} (India time), or the request expires.`,
    );

    const [inHindi] = await notificationsToRead(member.identity, pageReader("hi"));
    expect(inHindi.title).toBe("Meera की ओर से बुकिंग रिक्वेस्ट");
    expect(inHindi.body).toBe(
      `Meera "Monsoon" के लिए ${dayLabel("2026-12-12", "short", "hi")} से ${dayLabel("2026-12-14", "short", "hi")} तक बुक करना चाहते हैं (₹1,50,000)। ${dateTimeLabel(answerBy, "hi")} (भारतीय समय) तक जवाब दें, वरना रिक्वेस्ट ख़त्म हो जाएगी।`,
    );
    const [inEnglish] = await notificationsToRead(member.identity, pageReader("en"));
    expect(inEnglish).toMatchObject({ title: stored.title, body: stored.body, link: "/bookings" });
  });

  it("shows a notice recorded without its words as it was written, in every language", async () => {
    const member = await createMember();
    await db().notification.create({
      data: { userId: member.user.id, title: "An old notice", body: "Written before words were kept.", link: "/" },
    });
    const [old] = await notificationsToRead(member.identity, pageReader("hi"));
    expect(old).toMatchObject({ title: "An old notice", body: "Written before words were kept." });
  });

  it("mails a saved search's alert in the member's language, with its links and footer in it", async () => {
    const member = await createMember({ name: "Kiran" });
    await setLocale(member.user.id, "hi");
    const alert = callAlert(
      { id: "clsearch0000000000000001", userId: member.user.id, name: "Mumbai heroines", params: "city=Mumbai" },
      {
        id: "clcall000000000000000001",
        title: "Lead for a feature",
        city: "Mumbai",
        deadline: new Date("2026-12-20T18:29:59.999Z"),
        organization: { name: "Red Chillies" },
      },
    );
    expect(alert.notice.title).toBe('New casting call for "Mumbai heroines"');
    sendAlerts([alert]);
    const [mail] = await mailsTo(member.user.email);
    expect(mail.subject).toBe('"Mumbai heroines" के लिए नया कास्टिंग कॉल');
    expect(mail.text).toContain("नमस्ते Kiran,");
    expect(mail.text).toContain(`Red Chillies का, Mumbai में। ${dayLabel("2026-12-20", "short", "hi")} तक अप्लाई करें।`);
    expect(mail.text).toContain(`${config.siteUrl}/hi/job-detail-one/clcall000000000000000001`);
    expect(mail.text).toContain('आपको यह मेल आपकी सेव की गई खोज "Mumbai heroines" की वजह से मिला है।');
    expect(mail.text).toContain(`ये अलर्ट बंद करें: ${config.siteUrl}/hi/unsubscribe?token=`);
    expect(mail.html).toContain(">ये अलर्ट बंद करें</a>।");

    const english = await createMember({ name: "Meena" });
    sendAlerts([{ ...alert, userId: english.user.id }]);
    const [plain] = await mailsTo(english.user.email);
    expect(plain.subject).toBe('New casting call for "Mumbai heroines"');
    expect(plain.text).toContain(
      [
        "Hello Meena,",
        'A casting call that matches your saved search "Mumbai heroines" (Mumbai) was just published.',
        "",
        "- Lead for a feature: By Red Chillies, in Mumbai. Apply by 20 Dec 2026.",
        `  ${config.siteUrl}/job-detail-one/clcall000000000000000001`,
        "",
        `See the call and apply: ${config.siteUrl}/job-detail-one/clcall000000000000000001`,
        "",
        'You get this mail because of your saved search "Mumbai heroines".',
        `Stop these alerts: ${config.siteUrl}/unsubscribe?token=`,
      ].join("\n"),
    );
    expect(plain.html).toMatch(
      /<p style="color:#555;font-size:13px">You get this mail because of your saved search &quot;Mumbai heroines&quot;\. <a href="[^"]+\/unsubscribe\?token=[^"]+" style="color:#555">Stop these alerts<\/a>\.<\/p>/,
    );
    expect(plain.html).toContain("<html><body");
  });

  it("writes English mails exactly as before", () => {
    const reset = accountMails.resetPassword("a@example.test", "Asha", "tok", 60);
    expect(reset.subject).toBe("Choose a new Castfolio password");
    expect(reset.text).toBe(
      [
        "Hello Asha,",
        "Someone (we hope you) asked to reset the password of your Castfolio account.",
        "The link below works once, for 60 minutes. If you did not ask, ignore this mail: your password stays as it is.",
        "",
        `Choose a new password: ${config.siteUrl}/reset-password?token=tok`,
        "",
        "— Castfolio",
      ].join("\n"),
    );
    const changed = accountMails.passwordChanged("a@example.test", "Asha");
    expect(changed.html).toBe(
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">\n<p>Hello Asha,</p>\n<p>The password of your Castfolio account was just changed, and every other device was signed out.</p>\n<p>If this was not you, reset your password now from the sign-in page and tell us at once.</p>\n\n<p>— Castfolio</p>\n</body></html>`,
    );
    const guardian = accountMails.confirmGuardian(
      { name: "Sunita", relation: "Legal guardian", email: "g@example.test" },
      { name: "Anu", subcategory: "Child Artist" },
      "tok",
    );
    expect(guardian.subject).toBe("Confirm Anu's Castfolio account");
    expect(guardian.text).toContain(
      "Anu has been registered on Castfolio as a Child Artist, with you as their legal guardian.",
    );
    const notice = noticeMail("r@example.test", "Ravi", { title: "T", body: "B", link: "/x" });
    expect(notice.html).toContain(
      `<p style="color:#555;font-size:13px">Or copy this address into your browser: ${config.siteUrl}/x</p>`,
    );
  });
});
