import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { POST as uploadPicture } from "@/app/api/user/upload-profile/route";
import { uploadRefusalText, type UploadWordsTranslator } from "@/lib/media/client/upload-errors";
import { createMember } from "../helpers/auth";
import { translatorOf } from "../helpers/catalogs";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { PDF } from "../helpers/media";
import { multipartRequest, photo } from "../helpers/uploads";

// An upload the API refuses, as the settings page tells its sender (lib/media/client/upload-errors.ts): the route
// handlers on a real database answer in the language the page asks for (Accept-Language), and the page reads the
// reason in that language, the field named as its form names it. English reads as it always has.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const words = (locale: Locale) => translatorOf(locale, "SettingsClient") as unknown as UploadWordsTranslator;

const LANGUAGES = { en: "en", hi: "hi-IN,hi;q=0.9,en;q=0.8", te: "te", ta: "ta-IN" } as const;

type Member = Awaited<ReturnType<typeof createMember>>;
type Send = (member: Member, headers: Record<string, string>) => Promise<Response>;

/** The settings page's reading of a refused upload, sent from a page in `locale`. */
async function refusal(locale: keyof typeof LANGUAGES, send: Send) {
  const member = await createMember();
  const response = await send(member, { authorization: member.bearer, "accept-language": LANGUAGES[locale] });
  const body = (await response.json()) as Parameters<typeof uploadRefusalText>[1];
  return { status: response.status, text: uploadRefusalText(words(locale), body) };
}

const pictureAsPdf: Send = (member, headers) =>
  uploadPicture(
    multipartRequest(
      "/api/user/upload-profile",
      { userId: member.user.id },
      { profilePic: { name: "me.pdf", type: "application/pdf", data: PDF } },
      headers,
    ),
  );
const portfolioAsPhoto: Send = async (member, headers) =>
  addRoute(
    multipartRequest(
      "/api/actor/add",
      { userId: member.user.id },
      { pdfUpload: { name: "portfolio.pdf", type: "application/pdf", data: await photo(200, 200) } },
      headers,
    ),
    { params: Promise.resolve({ profileApi: "actor" }) },
  );

describe("a refused profile picture (the pictures panel)", () => {
  it("reads in English as it always has", async () => {
    expect(await refusal("en", pictureAsPdf)).toEqual({
      status: 415,
      text: "Profile picture: the file is not a JPG, PNG, GIF or WebP image",
    });
  });

  it("reads wholly in Hindi, Telugu and Tamil", async () => {
    expect(await refusal("hi", pictureAsPdf)).toEqual({
      status: 415,
      text: "प्रोफ़ाइल फ़ोटो: यह फ़ाइल JPG, PNG, GIF या WebP फ़ोटो नहीं है",
    });
    expect(await refusal("te", pictureAsPdf)).toEqual({
      status: 415,
      text: "ప్రొఫైల్ ఫోటో: ఈ ఫైల్ JPG, PNG, GIF లేదా WebP ఫోటో కాదు",
    });
    expect(await refusal("ta", pictureAsPdf)).toEqual({
      status: 415,
      text: "ப்ரொஃபைல் படம்: இந்தக் கோப்பு JPG, PNG, GIF அல்லது WebP படம் அல்ல",
    });
  });
});

describe("a refused file of the profile form", () => {
  it("reads in English as it always has", async () => {
    expect(await refusal("en", portfolioAsPhoto)).toEqual({
      status: 415,
      text: "Portfolio: the file is not a PDF, DOC or DOCX document",
    });
  });

  it("reads wholly in Hindi", async () => {
    expect(await refusal("hi", portfolioAsPhoto)).toEqual({
      status: 415,
      text: "पोर्टफ़ोलियो: यह फ़ाइल PDF, DOC या DOCX डॉक्यूमेंट नहीं है",
    });
  });
});
