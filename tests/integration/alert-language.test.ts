import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callAlert, digestAlert, memberItem } from "@/lib/alerts/alert-content";
import { sendAlerts } from "@/lib/alerts/channels";
import { describeSearch } from "@/lib/alerts/params";
import { dayLabel } from "@/lib/i18n/date-labels";
import { mailReader } from "@/lib/notifications/mail-words";
import { notificationsToRead, recordNotices } from "@/lib/notifications/notices";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { verifyNumberMessage, whatsappTemplates, WHATSAPP_TEMPLATES } from "@/lib/alerts/whatsapp-templates";
import { LOCALES } from "@/lib/i18n/locales";
import { PUT as setPreferencesRoute } from "@/app/api/me/alert-preferences/route";
import { createMember, jsonRequest } from "../helpers/auth";
import { outbox } from "../helpers/mail";
import { uploadSandbox } from "../helpers/sandbox";

// A saved search's alerts in the member's language beyond the mail's own words: its WhatsApp message (the
// template of the member's language, with the page in it) and the search's filters in words (categories,
// genders and the site's words translated; members' words, such as a city, as typed). English reads exactly as
// it always has.

const sandbox = uploadSandbox("alert-language");

let phones = 0;
/** A member in `locale` who gets alerts on WhatsApp (and by mail). */
async function member(locale: string, name: string) {
  const who = await createMember({ name });
  const number = `9198765${String(++phones).padStart(5, "0")}`;
  await db().user.update({ where: { id: who.user.id }, data: { locale } });
  await db().alertPreferences.create({ data: { userId: who.user.id, whatsapp: true, whatsappNumber: number } });
  return { ...who, number };
}

interface Sent {
  to: string;
  template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
  text: string;
}

async function whatsappTo(number: string): Promise<Sent[]> {
  await backgroundIdle();
  const dir = config.whatsappOutboxDir;
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  const files = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as Sent),
  );
  return files.filter((f) => f.to === number);
}

const mailsTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(sandbox.outbox)).filter((m) => m.to === email);
};

const CALL = {
  id: "clcall000000000000000042",
  title: "Lead for a feature",
  city: "Mumbai",
  deadline: new Date("2026-12-20T18:29:59.999Z"),
  organization: { name: "Red Chillies" },
};
const SEARCH = { id: "clsearch0000000000000042", name: "Mumbai heroines", params: "" };
const HEROINES = "category=Artists&subcategory=Heroine&city=Mumbai&paid=true";

describe("WhatsApp alerts", () => {
  it("go to a Hindi member in the Hindi template, with the Hindi page; to an English member as they always read", async () => {
    const [hindi, english] = [await member("hi", "Asha"), await member("en", "Meena")];
    for (const who of [hindi, english])
      sendAlerts([callAlert({ ...SEARCH, userId: who.user.id, params: HEROINES }, CALL)]);

    const [inHindi] = await whatsappTo(hindi.number);
    const hindiPage = `${config.siteUrl}/hi/job-detail-one/${CALL.id}`;
    const hindiDay = dayLabel("2026-12-20", "short", "hi");
    expect(inHindi.template.name).toBe("call_alert");
    expect(inHindi.template.language.code).toBe("hi");
    expect(inHindi.template.components[0].parameters.map((p) => p.text)).toEqual([
      "Mumbai heroines",
      "Lead for a feature",
      "Red Chillies",
      "Mumbai",
      hindiDay,
      hindiPage,
    ]);
    expect(inHindi.text).toBe(
      `आपकी सेव की गई खोज "Mumbai heroines" से मेल खाता नया कास्टिंग कॉल: Lead for a feature, Red Chillies का, Mumbai में। ${hindiDay} तक अप्लाई करें।\n\nकॉल देखें और अप्लाई करें: ${hindiPage}\n\nये मैसेज बंद करने के लिए Castfolio की सेटिंग में, अलर्ट के नीचे, WhatsApp अलर्ट बंद करें।`,
    );

    const [inEnglish] = await whatsappTo(english.number);
    expect(inEnglish.template.language.code).toBe("en");
    expect(inEnglish.text).toBe(
      `A new casting call matches your saved search "Mumbai heroines": Lead for a feature, by Red Chillies, in Mumbai. Apply by 20 Dec 2026.\n\nSee the call and apply: ${config.siteUrl}/job-detail-one/${CALL.id}\n\nTo stop these messages, turn WhatsApp alerts off in your Castfolio settings, under Alerts.`,
    );
  });

  it("count a digest in the member's words: Telugu for a Telugu member", async () => {
    const telugu = await member("te", "Kiran");
    const items = [
      memberItem({ id: "clmember000000000000001", name: "Anu", subcategory: "Heroine", city: null, joined: true }),
    ];
    const search = { ...SEARCH, userId: telugu.user.id, kind: "talent" as const, params: "city=Hyderabad" };
    sendAlerts([digestAlert(search, items, 12)]);
    const [sent] = await whatsappTo(telugu.number);
    expect(sent.template).toMatchObject({ name: "search_digest", language: { code: "te" } });
    expect(sent.text).toBe(
      `మీరు సేవ్ చేసిన సెర్చ్ "Mumbai heroines" ద్వారా దొరికినవి: 12 మంది కొత్త లేదా అప్‌డేట్ అయిన సభ్యులు.\n\nవాటిని చూడండి: ${config.siteUrl}/te/search?city=Hyderabad\n\nఈ మెసేజ్‌లు ఆపాలంటే, Castfolio సెట్టింగ్స్‌లో అలర్ట్‌ల కింద WhatsApp అలర్ట్‌లను ఆఫ్ చేయండి.`,
    );
  });

  it("send the code that confirms a number in the member's language", async () => {
    const tamil = await createMember({ name: "Selvi" });
    await db().user.update({ where: { id: tamil.user.id }, data: { locale: "ta" } });
    const number = "919876512345";
    const answer = await setPreferencesRoute(
      jsonRequest(
        "/api/me/alert-preferences",
        { whatsapp: true, whatsappNumber: number },
        { authorization: tamil.bearer },
        "PUT",
      ),
    );
    expect(answer.status).toBe(200);
    const [sent] = await whatsappTo(number);
    expect(sent.template).toMatchObject({ name: "verify_number", language: { code: "ta" } });
    const code = sent.template.components[0].parameters[0].text;
    expect(sent.text).toBe(verifyNumberMessage(number, code, "ta").text);
    expect(sent.text).not.toBe(verifyNumberMessage(number, code).text);
  });

  it("have a template body to approve in every language, with the English one's placeholders in the same order", () => {
    const placeholders = (body: string) => body.match(/\{\{\d+\}\}/g);
    for (const locale of LOCALES) {
      const bodies = whatsappTemplates(locale);
      for (const [name, body] of Object.entries(bodies)) {
        expect(body, `${locale} ${name}`).not.toMatch(/^\s*\{\{|\}\}\s*$/);
        expect(placeholders(body), `${locale} ${name}`).toEqual(
          placeholders(WHATSAPP_TEMPLATES[name as keyof typeof bodies]),
        );
      }
    }
    expect(whatsappTemplates("en")).toEqual(WHATSAPP_TEMPLATES);
    expect(verifyNumberMessage("919876543210", "042137", "ta")).toMatchObject({
      template: "verify_number",
      language: "ta",
      params: ["042137"],
      text: expect.stringMatching(/^உங்கள் Castfolio குறியீடு 042137\./) as string,
    });
  });
});

describe("a saved search's filters in words", () => {
  it("are in the Hindi reader's words in mail and bell, and in English as they always read", async () => {
    const [hindi, english] = [await member("hi", "Asha"), await member("en", "Meena")];
    const alerts = [hindi, english].map((who) => callAlert({ ...SEARCH, userId: who.user.id, params: HEROINES }, CALL));
    // The English the bell keeps, whoever reads it.
    expect(alerts[0].notice.body).toBe(
      'Lead for a feature, by Red Chillies, in Mumbai. Apply by 20 Dec 2026. It matches your saved search "Mumbai heroines" (Heroine · Mumbai · Paid).',
    );
    await db().$transaction((tx) => recordNotices(tx, [alerts[0].notice]));
    sendAlerts(alerts);

    const [mail] = await mailsTo(hindi.user.email);
    expect(mail.text).toContain(
      'आपकी सेव की गई खोज "Mumbai heroines" (हीरोइन · Mumbai · पेड) से मेल खाने वाला एक कास्टिंग कॉल अभी पब्लिश हुआ है।',
    );
    const [bell] = await notificationsToRead(hindi.identity, mailReader("hi").notices);
    expect(bell.body).toContain('यह आपकी सेव की गई खोज "Mumbai heroines" (हीरोइन · Mumbai · पेड) से मेल खाता है।');

    const [plain] = await mailsTo(english.user.email);
    expect(plain.text).toContain(
      'A casting call that matches your saved search "Mumbai heroines" (Heroine · Mumbai · Paid) was just published.',
    );
  });

  it("are said in the reader's words even when the name is the English the site suggested", async () => {
    const [tamil, english] = [await member("ta", "Meera"), await member("en", "Ravi")];
    const params = "category=Artists&subcategory=Heroine&gender=Female&city=Chennai&ageMin=20&ageMax=30&verified=1";
    const name = describeSearch("talent", params);
    expect(name).toBe("Heroine · Female · Chennai · Aged 20-30 · Verified");
    const items = [
      memberItem({
        id: "clmember000000000000002",
        name: "Anu",
        subcategory: "Heroine",
        city: "Chennai",
        joined: false,
      }),
    ];
    for (const who of [tamil, english])
      sendAlerts([digestAlert({ ...SEARCH, userId: who.user.id, kind: "talent", name, params }, items, 1)]);

    const [mail] = await mailsTo(tamil.user.email);
    expect(mail.text).toContain(`நீங்கள் சேமித்த தேடல் "${name}" (ஹீரோயின் · பெண் · Chennai · வயது 20-30 · சரிபார்க்கப்பட்டது)`);
    const [plain] = await mailsTo(english.user.email);
    expect(plain.text).toContain(`Your saved search "${name}" found 1 new or updated member since its last alert.`);
  });

  it("name every filter in the reader's language, members' words as typed, cut short as a name is", () => {
    const params =
      "q=kathak&category=Artists&gender=Male&ageMin=18&heightMin=170&heightMax=170&languages=Telugu,Hindi&skinTone=Dusky&available=2026-12-04&maxDayRate=150000&showreel=1&portfolio=1";
    expect(describeSearch("talent", params)).toBe(
      '"kathak" · Artists · Male · Aged 18+ · Height 170 cm · Hindi, Telugu …',
    );
    expect(describeSearch("talent", params, mailReader("te").notices)).toBe(
      '"kathak" · ఆర్టిస్టులు · పురుషుడు · వయసు 18+ ఏళ్లు · ఎత్తు 170 సెం.మీ. …',
    );
    const ta = (day: string) => dayLabel(day, "short", "ta");
    expect(
      describeSearch("talent", "available=2026-12-01..2026-12-05&heightMax=180&ageMax=30", mailReader("ta").notices),
    ).toBe(`வயது 30 வரை · உயரம் 180 செ.மீ. வரை · ${ta("2026-12-01")} – ${ta("2026-12-05")} கிடைக்கும்`);
    expect(describeSearch("talent", "skinTone=Dusky&showreel=1&portfolio=1", mailReader("hi").notices)).toBe(
      "त्वचा का रंग: Dusky · शो रील वाले · पोर्टफ़ोलियो वाले",
    );
    expect(describeSearch("talent", "available=now&maxDayRate=150000", mailReader("hi").notices)).toBe(
      "अभी उपलब्ध · रोज़ का रेट ₹1,50,000 तक",
    );
    expect(describeSearch("talent", "", mailReader("ta").notices)).toBe("எல்லா ப்ரொஃபைல்களும்");
    expect(describeSearch("calls", "category=Technicians&paid=false", mailReader("te").notices)).toBe(
      "టెక్నీషియన్లు · అన్‌పెయిడ్",
    );
    expect(describeSearch("calls", "category=Technicians&paid=false")).toBe("Technicians · Unpaid");
    expect(describeSearch("calls", "", mailReader("hi").notices)).toBe("सभी कास्टिंग कॉल");
    expect(describeSearch("calls", "")).toBe("All casting calls");
  });
});
