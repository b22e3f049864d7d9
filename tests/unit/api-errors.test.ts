import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMAIL_TAKEN } from "@/lib/accounts/email-confirmation";
import { ERROR_CODES } from "@/lib/error-codes";
import { AppError, validationError } from "@/lib/errors";
import { errorResponse, readJson, route } from "@/lib/http";
import { refusalIn, requestedLanguage } from "@/lib/i18n/api-errors";
import { refusal, type RefusalKey } from "@/lib/i18n/refusals";
import { LOCALES } from "@/lib/i18n/locales";
import { loginSchema } from "@/lib/accounts/schemas";
import { translatorOf } from "../helpers/catalogs";
import { sourceFiles, writtenAs } from "../helpers/source";

// The API's refusals in the language a request asks for (lib/i18n/api-errors.ts, lib/http.ts): English for
// every request that does not name Hindi, Telugu or Tamil first, word for word as before; in that language
// otherwise, with the same code and status. The "ApiErrors" catalog has a message for every code, and its own
// messages are lib's English.

const root = path.resolve(import.meta.dirname, "../..");
type Tree = { [key: string]: string | Tree };
const catalog = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(root, "messages", locale, "ApiErrors.json"), "utf8")) as Tree;

describe("the language a request asks for", () => {
  it("is Hindi, Telugu or Tamil when the header names it first", () => {
    expect(requestedLanguage("hi")).toBe("hi");
    expect(requestedLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(requestedLanguage("te-IN")).toBe("te");
    expect(requestedLanguage("TA")).toBe("ta");
    expect(requestedLanguage("en;q=0.5, ta;q=0.9")).toBe("ta");
  });

  it("is none for English, another language, a second choice, a refused language or no header", () => {
    for (const header of [null, undefined, "", "en", "en-IN,hi;q=0.9", "fr", "*", "hi;q=0", "mr-IN,hi;q=0.8"])
      expect(requestedLanguage(header), String(header)).toBeUndefined();
  });
});

describe("the ApiErrors catalog", () => {
  it("has a general message for every code of lib/error-codes.ts, in every language", () => {
    for (const locale of LOCALES)
      expect(Object.keys(catalog(locale).codes as Tree).sort(), locale).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it("holds the English of every refusal lib words by key, which lib or a route makes by key and never writes", () => {
    const lib = ["lib", "app"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    for (const [key, english] of Object.entries(catalog("en").messages as Record<string, string>)) {
      expect(lib, key).toContain(`refusal("${key}"`);
      expect(writtenAs(english).test(lib), english).toBe(false);
    }
  });

  it("says each of those refusals in every language by its key, and in English as the English catalog does", () => {
    for (const key of Object.keys(catalog("en").messages as Tree) as RefusalKey[]) {
      const values = {
        ...{ count: 7, max: 7, kb: 64, last: 7, what: "studioName", phrase: "registration fee" },
        ...{ name: "Asha Rao", names: "Asha Rao, Ravi Kumar", address: "asha@example.in", list: "2026-12-10" },
        ...{
          more: 2,
          state: "accepted",
          action: "declined",
          wait: "5",
          seconds: 5,
          minutes: 3,
          ids: "c1",
          problems: "",
          category: "Artists",
          other: "Technicians",
          status: 502,
          folder: "/srv/castfolio/data/pglite",
        },
      };
      const error = new AppError("conflict", refusal(key, values));
      expect(error.message, key).toBe(translatorOf("en", "ApiErrors")(`messages.${key}`, values));
      for (const language of ["hi", "te", "ta"] as const) {
        const words = translatorOf(language, "ApiErrors")(`messages.${key}`, values);
        expect(refusalIn(error, language).message, `${language} ${key}`).toBe(words);
        expect(words, `${language} ${key}`).not.toBe(error.message);
      }
    }
  });
});

describe("a refusal in a language", () => {
  it("says lib's own message in it where the catalog has its words", () => {
    const error = new AppError("invalid", "This link has expired. Please ask for a new one.", { code: "link_expired" });
    expect(refusalIn(error, "hi").message).toBe("इस लिंक की मियाद खत्म हो गई है। कृपया नया लिंक माँगें।");
    expect(refusalIn(new AppError("invalid", refusal("messageYourself")), "te").message).toBe("మీకు మీరే మెసేజ్ చేసుకోలేరు.");
  });

  it("says another refusal given as a value by that refusal's own key", () => {
    const inner = refusal("messageYourself");
    const error = new AppError("invalid", refusal("moneyRequest", { what: "message", phrase: inner }));
    expect(error.message).toContain(`"${inner.english}"`);
    expect(refusalIn(error, "te").message).toContain(`${refusalIn(new AppError("invalid", inner), "te").message}`);
  });

  it("says what its code says in general otherwise, and translates the fields' validation messages", () => {
    const parsed = loginSchema.safeParse({ email: "not an email" });
    const refusal = refusalIn(validationError(parsed.error!), "hi");
    expect(refusal.message).toBe("आपकी भेजी कुछ जानकारी सही नहीं है: हर फ़ील्ड के पास लिखा मैसेज देखें।");
    expect(refusal.errors).toEqual({ email: "सही ईमेल पता डालें", password: "पासवर्ड ज़रूरी है" });
    expect(refusalIn(new AppError("forbidden", "Only the owner names another total."), "ta").message).toBe(
      "இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.",
    );
  });

  it("gives a field that repeats the refusal the refusal's words", () => {
    const error = new AppError("conflict", EMAIL_TAKEN, { code: "email_taken", errors: { email: EMAIL_TAKEN } });
    const refusal = refusalIn(error, "hi");
    expect(refusal.message).toContain("यह ईमेल पहले से रजिस्टर है।");
    expect(refusal.errors).toEqual({ email: refusal.message });
  });

  it("says when to try again in words of the language", () => {
    const error = new AppError("rate-limited", "Too many attempts. Please try again in 5 minutes.", {
      retryAfterSeconds: 270,
    });
    expect(refusalIn(error, "hi").message).toBe("आपने यह बहुत बार किया है। कृपया 5 मिनट बाद फिर से कोशिश करें।");
    expect(refusalIn(new AppError("rate-limited", "Too many.", { retryAfterSeconds: 1 }), "te").message).toContain(
      "1 సెకను",
    );
  });

  it("stays English where the general message would not say what went wrong", () => {
    const unknown400 = new AppError("invalid", "Nothing to save: send the form's fields, files to add, or both.");
    expect(refusalIn(unknown400, "hi")).toEqual({ message: unknown400.message });
    const conflict = new AppError("conflict", "Some clash nobody words.", { errors: { name: "Something odd" } });
    expect(refusalIn(conflict, "ta")).toEqual({ message: conflict.message, errors: { name: "Something odd" } });
  });
});

describe("lib/http.ts's refusals", () => {
  const failing = (error: unknown) => route((_request: Request) => Promise.reject(error as Error));
  const asking = (language?: string) =>
    new Request("http://localhost/api/probe", { headers: language ? { "accept-language": language } : {} });

  it("read as they always have for English and for a request that names no language", async () => {
    const error = new AppError("unauthenticated", "Please sign in to do this.");
    const english = { success: false, code: "unauthenticated", message: "Please sign in to do this." };
    expect(await errorResponse(error).json()).toEqual(english);
    for (const language of [undefined, "en", "en-GB,hi;q=0.5", "fr"]) {
      const response = await failing(error)(asking(language));
      expect([response.status, await response.json()], language).toEqual([401, english]);
    }
  });

  it("read in Hindi for a request that asks for it, with the same code and status", async () => {
    const response = await failing(new AppError("unauthenticated", "Please sign in to do this."))(asking("hi-IN"));
    expect([response.status, await response.json()]).toEqual([
      401,
      { success: false, code: "unauthenticated", message: "यह करने के लिए कृपया लॉग इन करें।" },
    ]);
  });

  it("say what is wrong with a body in the language, the values in place", async () => {
    const reading = route(async (request: Request) => Response.json(await readJson(request)));
    const body = (text: string, language: string, type = "application/json") =>
      new Request("http://localhost/api/probe", {
        method: "POST",
        headers: { "content-type": type, "accept-language": language },
        body: text,
      });
    const answers = await Promise.all([
      reading(body("{", "te")),
      reading(body("x".repeat(70 * 1024), "hi")),
      reading(body("{}", "ta", "text/plain")),
      reading(body("{", "en")),
    ]);
    expect(await Promise.all(answers.map(async (answer) => [answer.status, (await answer.json()).message]))).toEqual([
      [400, "రిక్వెస్ట్ బాడీ సరైన JSON కాదు."],
      [413, "रिक्वेस्ट की बॉडी 64 KB से बड़ी है।"],
      [415, "உள்ளடக்கத்தை JSON ஆக அனுப்புங்கள் (Content-Type: application/json)."],
      [400, "The request body is not valid JSON."],
    ]);
  });

  it("say an unexpected failure in the language too", async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const english = await failing(new Error("boom"))(asking());
      expect(await english.json()).toMatchObject({ message: "Something went wrong on our side. Please try again." });
      const tamil = await failing(new Error("boom"))(asking("ta"));
      expect([tamil.status, await tamil.json()]).toEqual([
        500,
        { success: false, code: "internal_error", message: "எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்." },
      ]);
    } finally {
      console.error = quiet;
    }
  });
});

describe("a refusal made of other words by key", () => {
  it("says a booking's state and the action refused, in English as before and in the reader's words", () => {
    const error = new AppError("conflict", refusal("bookingStateRefused", { state: "declined", action: "cancelled" }));
    expect(error.message).toBe("This booking is declined: it cannot be cancelled now.");
    expect(refusal("bookingStateRefused", { state: "expired", action: "cancelledAfterLastDay" }).english).toBe(
      "This booking is expired: it cannot be cancelled after its last day now.",
    );
    expect(refusalIn(error, "ta").message).toBe("இந்த முன்பதிவின் நிலை: நிராகரிக்கப்பட்டது. இப்போது இதை ரத்துசெய்ய முடியாது.");
  });

  it("says how long to wait, pluralised in English", () => {
    const wait = (seconds: number) => refusal("tooManyUploads", { wait: refusal("waitSeconds", { seconds }) });
    expect(wait(1).english).toBe("Too many uploads. Please try again in 1 second.");
    expect(wait(42).english).toBe("Too many uploads. Please try again in 42 seconds.");
    const refused = new AppError("rate-limited", wait(42), { retryAfterSeconds: 42 });
    expect(refusalIn(refused, "hi").message).toBe("बहुत ज़्यादा अपलोड हुए। कृपया 42 सेकंड बाद फिर कोशिश करें।");
  });

  it("says several problems one after another, each in the reader's words", () => {
    const problems = [
      refusal("inviteNotShortlisted", { names: "Asha Rao" }),
      refusal("inviteAlreadyInvited", { names: "Ravi Kumar, Meena S" }),
    ];
    const error = new AppError("invalid", refusal("invitesRefused", { problems }));
    expect(error.message).toBe(
      "These cannot be invited. Not shortlisted or selected: Asha Rao. Already invited to this session: Ravi Kumar, Meena S.",
    );
    expect(refusalIn(error, "te").message).toBe(
      "వీరిని ఆహ్వానించలేరు. షార్ట్‌లిస్ట్ కాలేదు లేదా ఎంపిక కాలేదు: Asha Rao. ఈ సెషన్‌కు ఇప్పటికే ఆహ్వానించారు: Ravi Kumar, Meena S.",
    );
  });
});
