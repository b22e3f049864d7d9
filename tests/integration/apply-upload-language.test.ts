import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { pickWords } from "@/lib/i18n/messages";
import {
  UPLOAD_ERROR_WORDS,
  withFieldNames,
  uploadRefusalText,
  type UploadWordsTranslator,
} from "@/lib/media/client/upload-errors";
import { createHirer, createMember } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { catalog } from "../helpers/catalogs";
import { PDF } from "../helpers/media";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";

// A self-tape the API refuses, as a call page's ApplyForm tells its sender (lib/media/client/upload-errors.ts): the
// route handler on a real database answers in the language the page asks for (Accept-Language), and the page reads
// the reason in that language with only the words the call page sends (UPLOAD_ERROR_WORDS). English reads as it
// always has.

uploadSandbox("apply-language");

const LANGUAGES = { en: "en", hi: "hi-IN,hi;q=0.9,en;q=0.8", te: "te", ta: "ta-IN" } as const;
type Language = keyof typeof LANGUAGES;

/** A translator of the words the call page sends, which fails on any word it lacks. */
const callPageWords = (locale: Language) =>
  createTranslator({
    locale,
    messages: pickWords({ SettingsClient: catalog(locale, "SettingsClient") }, UPLOAD_ERROR_WORDS),
    namespace: "SettingsClient",
    onError: (error) => {
      throw error;
    },
  }) as unknown as UploadWordsTranslator;

/** ApplyForm's toast and the self-tape field's error for an application whose self-tape is a PDF. */
async function refusedTape(locale: Language) {
  const hirer = await createHirer();
  const call = await postTestCall(hirer);
  const member = await createMember({ listed: true });
  const response = await applyRoute(
    multipartRequest(
      `/api/calls/${call.id}/applications`,
      { roleId: call.roles[0].id, answers: "[]" },
      { selfTape: { name: "tape.mp4", type: "video/mp4", data: PDF } },
      { authorization: member.bearer, "accept-language": LANGUAGES[locale] },
    ),
    { params: Promise.resolve({ id: call.id }) },
  );
  const body = (await response.json()) as Parameters<typeof uploadRefusalText>[1];
  const t = callPageWords(locale);
  return {
    status: response.status,
    toast: uploadRefusalText(t, body),
    field: withFieldNames(t, body.errors?.selfTape ?? ""),
  };
}

describe("a refused self-tape on a call page", () => {
  it("reads in English as it always has", async () => {
    const text = "Self-tape video: the file is not a video";
    expect(await refusedTape("en")).toEqual({ status: 415, toast: text, field: text });
  });

  it("reads wholly in Hindi, Telugu and Tamil, from the words the call page sends", async () => {
    const hi = "सेल्फ़-टेप वीडियो: यह फ़ाइल वीडियो नहीं है";
    expect(await refusedTape("hi")).toEqual({ status: 415, toast: hi, field: hi });
    const te = "సెల్ఫ్-టేప్ వీడియో: ఈ ఫైల్ వీడియో కాదు";
    expect(await refusedTape("te")).toEqual({ status: 415, toast: te, field: te });
    const ta = "செல்ஃப்-டேப் வீடியோ: இந்தக் கோப்பு வீடியோ அல்ல";
    expect(await refusedTape("ta")).toEqual({ status: 415, toast: ta, field: ta });
  });
});
