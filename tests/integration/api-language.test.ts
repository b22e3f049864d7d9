import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as privacyRoute } from "@/app/api/me/privacy/route";
import { POST as forgotPasswordRoute } from "@/app/api/user/forgot-password/route";
import { POST as loginRoute } from "@/app/api/user/login/route";
import { POST as logoutRoute } from "@/app/api/user/logout/route";
import { POST as registerRoute } from "@/app/api/user/register/route";
import { GET as listingRoute } from "@/app/api/user/[id]/[subcategory]/route";
import { authenticate } from "@/lib/accounts/authenticate";
import { webAuthOptions } from "@/lib/auth/options";
import { translatorOf } from "../helpers/catalogs";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

const resetLinkSent = translatorOf("en", "ApiAnswers")("account.resetLinkSent", { minutes: 30 });

// The API's refusals stay English for API clients, word for word as before, and read in Hindi when the request's
// Accept-Language names Hindi first (the site's own pages send their language): through the route handlers, on a
// real database, for a 400 (a sign-up that does not validate), a 401 (a wrong password) and a 409 (an email
// already registered). The code and the status are the same in every language. The answers of a success likewise:
// English as before, and in Hindi, Telugu or Tamil when asked, with the rest of the answer (its fields, status and
// cookies) unchanged.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

const newcomer = (email: string) => ({
  name: "Ira Sen",
  gender: "Female",
  category: "Artists",
  subcategory: "Heroine",
  phone: "+91 98480 22338",
  email,
  password: "a long enough password",
});

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a sign-up that does not validate (400)", () => {
  const body = { ...newcomer("not an email"), password: "short" };

  it("is refused in English by default, naming each field", async () => {
    for (const headers of [{}, { "accept-language": "en-IN,en;q=0.9" }] as Record<string, string>[]) {
      const { status, body: refusal } = await answer(
        await registerRoute(jsonRequest("/api/user/register", body, headers)),
      );
      expect(status).toBe(400);
      expect(refusal).toEqual({
        success: false,
        code: "invalid_input",
        message: "Invalid input. email: Enter a valid email address; password: Password must be at least 8 characters",
        errors: { email: "Enter a valid email address", password: "Password must be at least 8 characters" },
      });
    }
  });

  it("is refused in Hindi when the request asks for Hindi, with the same code and fields", async () => {
    const { status, body: refusal } = await answer(await registerRoute(jsonRequest("/api/user/register", body, HINDI)));
    expect(status).toBe(400);
    expect(refusal).toEqual({
      success: false,
      code: "invalid_input",
      message: "आपकी भेजी कुछ जानकारी सही नहीं है: हर फ़ील्ड के पास लिखा मैसेज देखें।",
      errors: { email: "सही ईमेल पता डालें", password: "पासवर्ड में कम से कम 8 अक्षर होने चाहिए" },
    });
  });
});

describe("a wrong password (401)", () => {
  it("is refused in English by default and in Hindi when asked", async () => {
    const member = await createMember();
    const wrong = { email: member.user.email, password: "not the password" };
    const english = await answer(await loginRoute(jsonRequest("/api/user/login", wrong)));
    expect(english).toEqual({
      status: 401,
      body: { success: false, code: "invalid_credentials", message: "Invalid email or password." },
    });
    const hindi = await answer(await loginRoute(jsonRequest("/api/user/login", wrong, HINDI)));
    expect(hindi).toEqual({
      status: 401,
      body: { success: false, code: "invalid_credentials", message: "ईमेल या पासवर्ड सही नहीं है।" },
    });
  });
});

describe("an email already registered (409)", () => {
  it("is refused in English by default and in Hindi when asked, the field's message with it", async () => {
    const first = await registerRoute(jsonRequest("/api/user/register", newcomer("ira.sen@example.test")));
    expect(first.status).toBe(201);
    const again = newcomer("IRA.SEN@example.test");
    const taken = "This email is already registered. Sign in instead, or use another email.";
    const english = await answer(await registerRoute(jsonRequest("/api/user/register", again)));
    expect(english).toEqual({
      status: 409,
      body: { success: false, code: "email_taken", message: taken, errors: { email: taken } },
    });
    const hindi = await answer(await registerRoute(jsonRequest("/api/user/register", again, HINDI)));
    const inHindi = "यह ईमेल पहले से रजिस्टर है। इसके बजाय लॉग इन करें, या कोई दूसरा ईमेल इस्तेमाल करें।";
    expect(hindi).toEqual({
      status: 409,
      body: { success: false, code: "email_taken", message: inHindi, errors: { email: inHindi } },
    });
  });

  it("stays English for a language the site does not speak, or Hindi as a second choice", async () => {
    const again = newcomer("ira.sen@example.test");
    for (const language of ["fr-FR,fr;q=0.9", "en-IN,hi;q=0.9"]) {
      const { body } = await answer(
        await registerRoute(jsonRequest("/api/user/register", again, { "accept-language": language })),
      );
      expect(body.message, language).toBe("This email is already registered. Sign in instead, or use another email.");
    }
  });
});

describe("a limit reached (429)", () => {
  it("says what there was too much of and how long to wait, in English by default and in Telugu when asked", async () => {
    const member = await createMember();
    const body = { email: member.user.email };
    const ask = (headers: Record<string, string> = {}) =>
      forgotPasswordRoute(jsonRequest("/api/user/forgot-password", body, headers)).then(answer);
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const english = await ask();
    expect(english.status).toBe(429);
    expect(english.body.code).toBe("rate_limited");
    expect(english.body.message).toMatch(/^Too many requests for this account\. Please try again in \d+ minutes\.$/);
    const telugu = await ask({ "accept-language": "te-IN" });
    expect([telugu.status, telugu.body.code]).toEqual([429, "rate_limited"]);
    expect(telugu.body.message).toMatch(/^ఈ అకౌంట్ కోసం చాలా ఎక్కువ అభ్యర్థనలు\. దయచేసి \d+ నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి\.$/);
  });
});

describe("the answer of a success", () => {
  const ENGLISH = [{}, { "accept-language": "en-IN,en;q=0.9" }, { "accept-language": "fr-FR,hi;q=0.5" }] as Record<
    string,
    string
  >[];

  it("is English by default and in Hindi when asked: a reset link asked for", async () => {
    const member = await createMember();
    const body = { email: member.user.email };
    for (const headers of ENGLISH) {
      const english = await answer(await forgotPasswordRoute(jsonRequest("/api/user/forgot-password", body, headers)));
      expect(english).toEqual({ status: 200, body: { success: true, message: resetLinkSent } });
    }
    expect(resetLinkSent).toContain("for 30 minutes");
    const hindi = await answer(await forgotPasswordRoute(jsonRequest("/api/user/forgot-password", body, HINDI)));
    expect(hindi).toEqual({
      status: 200,
      body: {
        success: true,
        message:
          "अगर कोई अकाउंट इस ईमेल से बना है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। लिंक एक ही बार, 30 मिनट तक काम करता है।",
      },
    });
  });

  it("is in Telugu when asked, its data the same as in English: the privacy of a member's details", async () => {
    const member = await createMember();
    const share = (headers: Record<string, string>) =>
      privacyRoute(
        jsonRequest(
          "/api/me/privacy",
          { sharePrivateDetails: true },
          { authorization: member.bearer, ...headers },
          "PUT",
        ),
      );
    const english = await answer(await share({}));
    expect(english).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Verified casting teams can now see your private details.",
        data: { sharePrivateDetails: true },
      },
    });
    const telugu = await answer(await share({ "accept-language": "te-IN,te;q=0.9,en;q=0.8" }));
    expect(telugu).toEqual({
      status: 200,
      body: {
        ...english.body,
        message: "ఇకపై వెరిఫైడ్ కాస్టింగ్ టీమ్‌లు మీ ప్రైవేట్ వివరాలు చూడగలవు.",
      },
    });
  });

  it("is in Tamil when asked, with the cookies of the answer: signing out of the browser", async () => {
    const signOut = async (headers: Record<string, string>) => {
      const member = await createMember();
      const credentials = { cookie: member.cookie, origin: "http://localhost", host: "localhost" };
      return logoutRoute(
        new Request("http://localhost/api/user/logout", { method: "POST", headers: { ...credentials, ...headers } }),
      );
    };
    const english = await signOut({});
    const tamil = await signOut({ "accept-language": "ta" });
    expect([english.status, await english.json()]).toEqual([
      200,
      { success: true, message: "Account logged out successfully!", ended: 1 },
    ]);
    expect([tamil.status, await tamil.json()]).toEqual([
      200,
      { success: true, message: "வெற்றிகரமாக வெளியேறினீர்கள்!", ended: 1 },
    ]);
    expect(english.headers.getSetCookie()).toHaveLength(2);
    expect(tamil.headers.getSetCookie()).toEqual(english.headers.getSetCookie());
  });
});

describe("sign-in on the site (next-auth's credentials)", () => {
  type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => unknown;
  const authorize = (webAuthOptions(authenticate).providers[0] as unknown as { options: { authorize: Authorize } })
    .options.authorize;
  const refusalOf = async (headers: Record<string, string>, credentials: Record<string, string>) =>
    ((await Promise.resolve(authorize(credentials, { headers })).catch((error: unknown) => error)) as Error).message;

  it("refuses in the page's language, which the site's sign-in form asks for", async () => {
    const member = await createMember();
    const wrong = { email: member.user.email, password: "not the password" };
    expect(await refusalOf({}, wrong)).toBe("Invalid email or password.");
    expect(await refusalOf({ "accept-language": "en" }, wrong)).toBe("Invalid email or password.");
    expect(await refusalOf(HINDI, wrong)).toBe("ईमेल या पासवर्ड सही नहीं है।");
    expect(await refusalOf({ "accept-language": "ta" }, wrong)).toBe(
      translatorOf("ta", "ApiErrors")("codes.invalid_credentials"),
    );
  });
});

describe("a field's problem found by lib (a page past the last)", () => {
  const outOfRange = (headers: Record<string, string> = {}) =>
    listingRoute(new Request("http://localhost/api/user/Artists/Heroine?pageSize=100&page=101", { headers }), {
      params: Promise.resolve({ id: "Artists", subcategory: "Heroine" }),
    });

  it("is named in English by default and in Hindi when asked, from the catalogs", async () => {
    const english = await answer(await outOfRange());
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({ page: "must be from 1 to 100" });
    const hindi = await answer(await outOfRange(HINDI));
    expect(hindi.body.errors).toEqual({ page: "1 से 100 के बीच होना चाहिए" });
    expect(hindi.body.code).toBe(english.body.code);
  });
});
