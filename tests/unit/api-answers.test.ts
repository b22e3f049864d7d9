import { readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "../helpers/source";
import { dayLabel } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { clearSessionCookies, route } from "@/lib/http";
import { answerIn, API_ANSWER_PATTERNS, AVAILABILITY_PATTERNS } from "@/lib/i18n/api-answers";
import { compilePattern, matchPattern } from "@/lib/i18n/form-errors";
import { SUSPENDED_MESSAGE } from "@/lib/moderation/reasons";
import { availabilityLabel, AVAILABILITY_STATES } from "@/lib/profiles/availability-states";
import { catalog, leaves } from "../helpers/catalogs";

// The API's answers of a success in the language a request asks for (lib/i18n/api-answers.ts, route() in
// lib/http.ts): each pattern is English the routes and lib really write, the English catalog holds exactly the
// patterns, every language says each of them with its values, and route() changes nothing but the `message` of a
// success, and only for a request that names Hindi, Telugu or Tamil first.

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
// The server's English: the routes (a constant glued to their words read with the constant's words in its place)
// and lib, but for the catalogs' own modules (lib/i18n), which hold these patterns.
const serverSource = [
  ...sourceFiles(path.join(ROOT, "app", "api"), ["i18n"]),
  ...sourceFiles(path.join(ROOT, "lib"), ["i18n"]),
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n")
  .replaceAll("${SUSPENDED_MESSAGE}", SUSPENDED_MESSAGE);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A pattern as it can be written in TypeScript: its arguments as `${…}` in a template, or as plain words. */
function writtenAs(pattern: string): RegExp {
  const parts = pattern.split(/\{\w+\}/).map(escape);
  return new RegExp(`["'\`]${parts.join("(?:\\$\\{[^{}]*\\}|[^\"'`\\n]*?)")}["'\`]`);
}

/**
 * The answers a route puts together from a count and the words that go with it, which no one string holds: the
 * route's own expression, word for word. A change to it fails here; the patterns are written from it.
 */
const PIECED: Readonly<Partial<Record<keyof typeof API_ANSWER_PATTERNS, [file: string, expression: string]>>> = {
  "rentals.dayUpdated": [
    "app/api/rentals/mine/blocked/route.ts",
    '`${days === 1 ? "1 day" : `${days} days`} updated.`',
  ],
  "rentals.daysUpdated": [
    "app/api/rentals/mine/blocked/route.ts",
    '`${days === 1 ? "1 day" : `${days} days`} updated.`',
  ],
  ...Object.fromEntries(
    ["auditions.invitedOne", "auditions.invited", "auditions.invitedOneNotPlaced", "auditions.invitedNotPlaced"].map(
      (key) => [
        key,
        [
          "app/api/sessions/[id]/invites/route.ts",
          '`${count} ${count === 1 ? "person is" : "people are"} invited.` +\n    (data.notPlaced ? ` ${data.notPlaced} shortlisted did not fit: add seats or another session.` : "")',
        ],
      ],
    ),
  ),
};

const COUNT_NAMES = new Set(["count", "days", "minutes", "notPlaced"]);
/** Made-up values for a pattern's arguments: a count is a number, `which` a picture lib names, `state` an availability. */
function samples(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      COUNT_NAMES.has(name) ? String(3 + i) : name === "which" ? "Cover" : name === "state" ? "Available" : `Qz${i}x`,
    ]),
  );
}
const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

const LANGUAGES = ["hi", "te", "ta"] as const;

describe("the answers' patterns", () => {
  it("are the English of the ApiAnswers catalog, and nothing else is", () => {
    expect(Object.fromEntries(leaves(catalog("en", "ApiAnswers")))).toEqual({
      ...API_ANSWER_PATTERNS,
      ...AVAILABILITY_PATTERNS,
    });
  });

  it("are each an answer the routes or lib really write", () => {
    const missing = Object.entries(API_ANSWER_PATTERNS).filter(([key, pattern]) => {
      const pieced = PIECED[key as keyof typeof API_ANSWER_PATTERNS];
      return pieced ? !read(pieced[0]).includes(pieced[1]) : !writtenAs(pattern).test(serverSource);
    });
    expect(missing).toEqual([]);
  });

  it("know every availability lib words", () => {
    const labels = [
      ...AVAILABILITY_STATES.map((state) => availabilityLabel({ state, until: null })),
      availabilityLabel({ state: "ON_SHOOT", until: "2026-12-12" }),
    ];
    expect(labels.map((label) => matchPattern(AVAILABILITY_PATTERNS, label)?.key).sort()).toEqual(
      Object.keys(AVAILABILITY_PATTERNS).sort(),
    );
  });

  it("are recognised again in an answer they make", () => {
    for (const table of [API_ANSWER_PATTERNS, AVAILABILITY_PATTERNS] as Record<string, string>[])
      for (const [key, pattern] of Object.entries(table)) {
        const values = samples(compilePattern(pattern).names);
        expect(matchPattern(table, fill(pattern, values)), pattern).toEqual({ key, values });
      }
  });
});

describe("an answer in a language", () => {
  it("is said in each language, with the values it was made with", () => {
    for (const language of LANGUAGES)
      for (const pattern of Object.values(API_ANSWER_PATTERNS)) {
        const values = samples(compilePattern(pattern).names);
        const said = answerIn(fill(pattern, values), language);
        const where = `${language}: ${pattern}`;
        expect(said, where).not.toBe(fill(pattern, values));
        expect(said, where).not.toMatch(/[{}]|ApiAnswers/);
        for (const [name, value] of Object.entries(values))
          if (name !== "which" && name !== "state") expect(said, `${where} (${name})`).toContain(value);
      }
  });

  it("reads as the sign-in pages and the call form said these answers before", () => {
    expect(answerIn('You will get no more alerts for "Heroines in Hyderabad".', "hi")).toBe(
      'अब आपको "Heroines in Hyderabad" के लिए कोई अलर्ट नहीं मिलेगा।',
    );
    expect(answerIn("Thank you: ira@example.test is confirmed.", "te")).toBe("ధన్యవాదాలు: ira@example.test కన్ఫర్మ్ అయింది.");
    expect(answerIn("Your casting call is published.", "ta")).toBe("உங்கள் காஸ்டிங் கால் வெளியிடப்பட்டது.");
  });

  it("counts in the language's plural", () => {
    expect(answerIn("1 application(s) updated.", "hi")).toBe("1 आवेदन अपडेट हुआ।");
    expect(answerIn("12 application(s) updated.", "hi")).toBe("12 आवेदन अपडेट हुए।");
    expect(answerIn("The session is set: 1 slots.", "te")).toBe("సెషన్ సెట్ అయింది: 1 స్లాట్.");
    expect(answerIn("The session is set: 10 slots.", "te")).toBe("సెషన్ సెట్ అయింది: 10 స్లాట్లు.");
    expect(answerIn("1 day updated.", "ta")).toBe("1 நாள் புதுப்பிக்கப்பட்டது.");
    expect(answerIn("4 days updated.", "ta")).toBe("4 நாட்கள் புதுப்பிக்கப்பட்டன.");
    expect(answerIn("1 person is invited. 1 shortlisted did not fit: add seats or another session.", "hi")).toBe(
      "1 व्यक्ति को इनवाइट किया गया। शॉर्टलिस्ट किए गए 1 आवेदक के लिए जगह नहीं बची: सीटें बढ़ाएँ या कोई दूसरा सेशन जोड़ें।",
    );
    expect(answerIn("4 people are invited. 1 shortlisted did not fit: add seats or another session.", "te")).toBe(
      "4 మందిని ఆహ్వానించాం. షార్ట్‌లిస్ట్ అయినవాళ్లలో ఒకరికి చోటు సరిపోలేదు: సీట్లు పెంచండి లేదా ఇంకో సెషన్ పెట్టండి.",
    );
    expect(answerIn("5 people are invited. 2 shortlisted did not fit: add seats or another session.", "hi")).toBe(
      "5 लोगों को इनवाइट किया गया। शॉर्टलिस्ट किए गए 2 आवेदकों के लिए जगह नहीं बची: सीटें बढ़ाएँ या कोई दूसरा सेशन जोड़ें।",
    );
  });

  it("says the picture and the availability in the language, the day of a shoot written its way", () => {
    expect(answerIn("Profile picture updated successfully!", "hi")).toBe("प्रोफ़ाइल फ़ोटो अपडेट हो गई!");
    expect(answerIn("Cover picture deleted!", "te")).toBe("కవర్ ఫోటో డిలీట్ అయింది!");
    expect(answerIn("Your availability is now: Not available.", "ta")).toBe("இப்போது நீங்கள் கிடைக்கும் நிலை: கிடைக்காது.");
    for (let month = 1; month <= 12; month += 1) {
      const day = `2027-${String(month).padStart(2, "0")}-09`;
      const english = `Your availability is now: ${availabilityLabel({ state: "ON_SHOOT", until: day })}.`;
      expect(answerIn(english, "hi"), english).toBe(`अब आपकी उपलब्धता: ${dayLabel(day, "short", "hi")} तक शूट पर हैं।`);
    }
  });

  it("stays English where no pattern knows it, as the admin's answers do", () => {
    for (const message of ["Saved, and written to the audit log.", "The call is hidden.", "Something new."])
      expect(answerIn(message, "hi")).toBe(message);
  });
});

describe("lib/http.ts's answers of a success", () => {
  const answering =
    (body: object, init: ResponseInit = {}, cookies = false) =>
    (_request: Request) => {
      const response = NextResponse.json(body, init);
      response.headers.set("X-Probe", "kept");
      return Promise.resolve(cookies ? clearSessionCookies(response) : response);
    };
  const asking = (language?: string, method = "POST") =>
    new Request("http://localhost/api/probe", {
      method,
      headers: language ? { "accept-language": language } : {},
    });
  const created = { success: true, message: "Shortlist created.", data: { id: "s1", name: "Leads" } };

  it("are the handler's very answer for English and for a request that names no language", async () => {
    for (const language of [undefined, "en", "en-IN,hi;q=0.9", "fr"]) {
      const handler = answering(created, { status: 201 });
      const original = await handler(asking(language));
      const wrapped = route((_request: Request) => Promise.resolve(original));
      const response = await wrapped(asking(language));
      expect(response, language).toBe(original);
      expect(await response.json()).toEqual(created);
    }
  });

  it("say the message in the language asked for, keeping the status, the other fields, headers and cookies", async () => {
    const english = await route(answering(created, { status: 201 }, true))(asking());
    const hindi = await route(answering(created, { status: 201 }, true))(asking("hi-IN,hi;q=0.9"));
    expect(hindi.status).toBe(201);
    expect(await hindi.json()).toEqual({ ...created, message: "शॉर्टलिस्ट बन गई।" });
    expect(hindi.headers.get("x-probe")).toBe("kept");
    expect(hindi.headers.get("content-type")).toBe(english.headers.get("content-type"));
    expect(hindi.headers.getSetCookie()).toEqual(english.headers.getSetCookie());
    expect(hindi.headers.getSetCookie()).toHaveLength(2);
  });

  it("leave alone what is not a success's message: a GET, a refusal, another body, an unknown message", async () => {
    const same = async (response: Response, request: Request) => {
      const wrapped = await route((_request: Request) => Promise.resolve(response))(request);
      expect(wrapped).toBe(response);
    };
    await same(NextResponse.json(created), asking("hi", "GET"));
    await same(NextResponse.json({ success: true, message: "Something new." }), asking("hi"));
    await same(NextResponse.json({ success: true, data: [1, 2] }), asking("te"));
    await same(NextResponse.json([created]), asking("te"));
    await same(new Response("Shortlist created.", { headers: { "Content-Type": "text/plain" } }), asking("ta"));
    await same(NextResponse.json(created, { status: 202, headers: { "Content-Type": "text/html" } }), asking("ta"));
    const refused = await route((_request: Request) => Promise.reject(new AppError("conflict", "Shortlist created.")))(
      asking("hi"),
    );
    expect((await refused.json()).message).toBe("Shortlist created.");
  });
});
