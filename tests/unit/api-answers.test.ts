import { readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { dayLabel } from "@/lib/i18n/date-labels";
import { AppError } from "@/lib/errors";
import { answered, clearSessionCookies, route } from "@/lib/http";
import { answer, type AnswerKey } from "@/lib/i18n/answers";
import { heldReasonFor } from "@/lib/screening/money-requests";
import { availabilityAnswer } from "@/lib/profiles/availability";
import { AVAILABILITY_STATES } from "@/lib/profiles/availability-states";
import { catalog, leaves, translatorOf } from "../helpers/catalogs";
import { ROOT, sourceFiles, writtenAs } from "../helpers/source";

// The API's answers of a success by key (lib/i18n/answers.ts, answered() and route() in lib/http.ts): every
// sentence of the "ApiAnswers" catalog is made by its key in app/ or lib/ and written nowhere else; an API client
// gets the English catalog's words, a request that names Hindi, Telugu or Tamil first gets that language's, with
// its counts pluralised and its days written its way, and nothing else of the answer changes.

// The server's code, but for the catalogs' own modules and the hand-written API reference (its examples quote
// answers on purpose).
const serverSource = [
  ...sourceFiles(path.join(ROOT, "app")),
  ...sourceFiles(path.join(ROOT, "lib"), ["i18n", "openapi"]),
]
  .filter((file) => !file.includes(`${path.sep}api-docs${path.sep}`))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

const ENGLISH = leaves(catalog("en", "ApiAnswers"));
const LANGUAGES = ["hi", "te", "ta"] as const;

/** Made-up values for a sentence's arguments: a count is a number, `which` a picture, `state` an availability. */
function samples(english: string) {
  const names = [...english.matchAll(/\{(\w+)/g)].map((match) => match[1]);
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      ["count", "days", "minutes", "notPlaced"].includes(name)
        ? 3 + i
        : name === "which"
          ? "Cover"
          : name === "state"
            ? answer("availability.available")
            : `Qz${i}x`,
    ]),
  );
}

describe("the ApiAnswers catalog", () => {
  it("has each sentence made by its key in the server's code", () => {
    const unmade = [...ENGLISH.keys()].filter((key) => !serverSource.includes(`"${key}"`));
    expect(unmade).toEqual([]);
  });

  it("is the only place the server's English of an answer is written", () => {
    const written = [...ENGLISH]
      .filter(([, english]) => english.split(" ").length > 2 && writtenAs(english).test(serverSource))
      .map(([key]) => key);
    // The reason a held call is stored with is data, kept in English (heldReasonFor) for the API; pages say it
    // from its phrase (CastingCall.heldPhrase) in the reader's language.
    expect(written).toEqual(["calls.held"]);
    expect(translatorOf("en", "ApiAnswers")("calls.held", { phrase: "registration fee" })).toBe(
      heldReasonFor("registration fee"),
    );
  });

  it("keeps the product spec's fixed words for sign-up, sign-out, the profile forms and pictures", () => {
    const english = translatorOf("en", "ApiAnswers");
    expect(english("account.registered")).toBe("User registered successfully");
    expect(english("account.loggedOut")).toBe("Account logged out successfully!");
    expect(english("profile.artistSaved")).toBe("Artist details updated!");
    expect(english("profile.technicianSaved")).toBe("Technician updated successfully");
    expect(english("profile.musicianSaved")).toBe("Music updated successfully!");
    expect(english("profile.writerSaved")).toBe("Writer/Director updated successfully!");
    expect(english("profile.cameraSaved")).toBe("Camera unit updated successfully!");
    expect(english("profile.locationSaved")).toBe("Location Profile updated successfully!");
    expect(english("profile.pictureUpdated", { which: "Cover" })).toBe("Cover picture updated successfully!");
    expect(english("profile.pictureDeleted", { which: "Profile" })).toBe("Profile picture deleted!");
    const toasts = translatorOf("en", "Settings");
    for (const kind of ["artist", "technician", "musician", "writer", "camera", "location"] as const)
      expect(toasts(`profileForm.toasts.${kind}Success`)).toBe(english(`profile.${kind}Saved`));
  });

  it("says every answer in every language, with the values it was made with", async () => {
    for (const [key, english] of ENGLISH) {
      const values = samples(english);
      const said = answer(key as AnswerKey, values);
      expect(said.english, key).toBe(translatorOf("en", "ApiAnswers")(key as AnswerKey, flat(values, "en")));
      for (const language of LANGUAGES) {
        const words = await wordsOf(said, language);
        expect(words, `${language} ${key}`).not.toBe(said.english);
        expect(words, `${language} ${key}`).not.toMatch(/[{}]|ApiAnswers/);
        for (const [name, value] of Object.entries(values))
          if (typeof value === "string" && name !== "which") expect(words, `${language} ${key}`).toContain(value);
      }
    }
  });
});

/** The values as the catalog reads them in a language (an availability said there). */
function flat(values: ReturnType<typeof samples>, language: "en" | (typeof LANGUAGES)[number]) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "object" ? translatorOf(language, "ApiAnswers")(value.key as AnswerKey) : value,
    ]),
  );
}

/** What route() answers a request in `language` for a success made with `said`. */
async function wordsOf(said: ReturnType<typeof answer>, language: string): Promise<string> {
  const response = await route((_request: Request) => Promise.resolve(answered(said)))(asking(language));
  return ((await response.json()) as { message: string }).message;
}

const asking = (language?: string, method = "POST") =>
  new Request("http://localhost/api/probe", { method, headers: language ? { "accept-language": language } : {} });

describe("an answer in a language", () => {
  it("reads as the pages said these answers before", async () => {
    expect(await wordsOf(answer("alerts.stopped", { name: "Heroines in Hyderabad" }), "hi")).toBe(
      'अब आपको "Heroines in Hyderabad" के लिए कोई अलर्ट नहीं मिलेगा।',
    );
    expect(await wordsOf(answer("account.emailConfirmed", { email: "ira@example.test" }), "te")).toBe(
      "ధన్యవాదాలు: ira@example.test కన్ఫర్మ్ అయింది.",
    );
    expect(await wordsOf(answer("calls.published"), "ta")).toBe("உங்கள் காஸ்டிங் கால் வெளியிடப்பட்டது.");
  });

  it("counts in the language's plural", async () => {
    expect(await wordsOf(answer("applications.manyUpdated", { count: 1 }), "hi")).toBe("1 आवेदन अपडेट हुआ।");
    expect(await wordsOf(answer("applications.manyUpdated", { count: 12 }), "hi")).toBe("12 आवेदन अपडेट हुए।");
    expect(answer("applications.manyUpdated", { count: 12 }).english).toBe("12 application(s) updated.");
    expect(await wordsOf(answer("auditions.sessionSet", { count: 1 }), "te")).toBe("సెషన్ సెట్ అయింది: 1 స్లాట్.");
    expect(await wordsOf(answer("auditions.sessionSet", { count: 10 }), "te")).toBe("సెషన్ సెట్ అయింది: 10 స్లాట్లు.");
    expect(await wordsOf(answer("rentals.daysUpdated", { days: 4 }), "ta")).toBe("4 நாட்கள் புதுப்பிக்கப்பட்டன.");
    expect(await wordsOf(answer("auditions.invitedNotPlaced", { count: 5, notPlaced: 2 }), "hi")).toBe(
      "5 लोगों को इनवाइट किया गया। शॉर्टलिस्ट किए गए 2 आवेदकों के लिए जगह नहीं बची: सीटें बढ़ाएँ या कोई दूसरा सेशन जोड़ें।",
    );
    expect(await wordsOf(answer("auditions.invitedOneNotPlaced", { count: 1, notPlaced: 1 }), "te")).toBe(
      "1 వ్యక్తిని ఆహ్వానించాం. షార్ట్‌లిస్ట్ అయినవాళ్లలో ఒకరికి చోటు సరిపోలేదు: సీట్లు పెంచండి లేదా ఇంకో సెషన్ పెట్టండి.",
    );
  });

  it("says the picture and the availability in the language, the day of a shoot written its way", async () => {
    expect(await wordsOf(answer("profile.pictureUpdated", { which: "Profile" }), "hi")).toBe(
      "प्रोफ़ाइल फ़ोटो अपडेट हो गई!",
    );
    expect(await wordsOf(answer("profile.pictureDeleted", { which: "Cover" }), "te")).toBe("కవర్ ఫోటో డిలీట్ అయింది!");
    const notAvailable = availabilityAnswer({ state: "NOT_AVAILABLE", until: null });
    expect(notAvailable.english).toBe("Your availability is now: Not available.");
    expect(await wordsOf(notAvailable, "ta")).toBe("இப்போது நீங்கள் கிடைக்கும் நிலை: கிடைக்காது.");
    for (const state of AVAILABILITY_STATES)
      expect(await wordsOf(availabilityAnswer({ state, until: null }), "hi")).not.toMatch(/Available|shoot/i);
    for (let month = 1; month <= 12; month += 1) {
      const day = `2027-${String(month).padStart(2, "0")}-09`;
      const onShoot = availabilityAnswer({ state: "ON_SHOOT", until: day });
      expect(onShoot.english).toBe(`Your availability is now: On a shoot until ${dayLabel(day)}.`);
      expect(await wordsOf(onShoot, "hi"), day).toBe(`अब आपकी उपलब्धता: ${dayLabel(day, "short", "hi")} तक शूट पर हैं।`);
    }
  });
});

describe("lib/http.ts's answers of a success", () => {
  const created = { success: true, message: "Shortlist created.", data: { id: "s1", name: "Leads" } };
  const answering =
    (cookies = false) =>
    (_request: Request) => {
      const response = answered(answer("shortlists.created"), { data: created.data }, { status: 201 });
      response.headers.set("X-Probe", "kept");
      return Promise.resolve(cookies ? clearSessionCookies(response) : response);
    };

  it("are the handler's very answer, in English, for a request that names no Indian language first", async () => {
    for (const language of [undefined, "en", "en-IN,hi;q=0.9", "fr"]) {
      const original = await answering()(asking(language));
      const response = await route((_request: Request) => Promise.resolve(original))(asking(language));
      expect(response, language).toBe(original);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(created);
    }
  });

  it("say the message in the language asked for, keeping the status, the other fields, headers and cookies", async () => {
    const english = await route(answering(true))(asking());
    const hindi = await route(answering(true))(asking("hi-IN,hi;q=0.9"));
    expect(hindi.status).toBe(201);
    expect(await hindi.json()).toEqual({ ...created, message: "शॉर्टलिस्ट बन गई।" });
    expect(hindi.headers.get("x-probe")).toBe("kept");
    expect(hindi.headers.get("content-type")).toBe(english.headers.get("content-type"));
    expect(hindi.headers.getSetCookie()).toEqual(english.headers.getSetCookie());
    expect(hindi.headers.getSetCookie()).toHaveLength(2);
  });

  it("leave alone what was not made by key: another body with the same words, a refusal", async () => {
    const same = async (response: Response, request: Request) => {
      const wrapped = await route((_request: Request) => Promise.resolve(response))(request);
      expect(wrapped).toBe(response);
    };
    await same(NextResponse.json(created), asking("hi"));
    await same(NextResponse.json({ success: true, message: "Saved, and written to the audit log." }), asking("te"));
    await same(new Response("Shortlist created.", { headers: { "Content-Type": "text/plain" } }), asking("ta"));
    const refused = await route((_request: Request) => Promise.reject(new AppError("conflict", "Shortlist created.")))(
      asking("hi"),
    );
    expect((await refused.json()).message).toBe("Shortlist created.");
  });
});
