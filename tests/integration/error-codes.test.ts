import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { DELETE as withdrawRoute } from "@/app/api/applications/[id]/route";
import { POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { POST as startRoute } from "@/app/api/conversations/route";
import { POST as blockRoute } from "@/app/api/users/[id]/block/route";
import { guardCallbackUrl } from "@/lib/auth/callback-url";
import { ERROR_CODES } from "@/lib/error-codes";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { db } from "@/lib/server/db";
import { api } from "../helpers/api";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall, testRole } from "../helpers/calls";
import { multipartRequest } from "../helpers/uploads";
import { uploadSandbox } from "../helpers/sandbox";

// Every error answer carries a machine-readable `code` from lib/error-codes.ts next to its message, so that
// a client can tell one 409 from another. Through the route handlers, on a real database: the generic code
// of a failure's kind, the specific codes of the conflicts and refusals a client acts on, and the codes of
// the answers lib/http.ts writes itself (500, database unavailable).

uploadSandbox("codes");

type Hirer = Awaited<ReturnType<typeof createHirer>>;
type Talent = Awaited<ReturnType<typeof createMember>>;
type Call = { id: string; roles: { id: string }[] };

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
/** The status and body of an error answer, checking that its code is one of lib/error-codes.ts. */
async function failure(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { success: boolean; code: string; message: string };
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(Object.keys(ERROR_CODES), JSON.stringify(body)).toContain(body.code);
  expect(typeof body.message).toBe("string");
  return { status: response.status, code: body.code, message: body.message };
}

const postCall = (hirer: Hirer): Promise<Call> => postTestCall(hirer);

async function talent(): Promise<Talent> {
  const member = await createMember();
  await db().user.update({ where: { id: member.user.id }, data: { profilePic: `u/${member.user.id}/face.jpg` } });
  return member;
}

const applyTo = (call: Call, who: { bearer: string }) =>
  applyRoute(
    multipartRequest(
      `/api/calls/${call.id}/applications`,
      { roleId: call.roles[0].id },
      {},
      { authorization: who.bearer },
    ),
    ctx(call.id),
  );

const patchCall = (call: Call, who: { bearer: string }, body: object) =>
  api.patchCall(call.id, jsonRequest(`/api/calls/${call.id}`, body, { authorization: who.bearer }, "PATCH"));

describe("error codes of invalid input", () => {
  it("answers a body that does not validate with 400 invalid_input, and errors naming the fields", async () => {
    const res = await api.login(jsonRequest("/api/user/login", { email: "not an email" }));
    const { status, code } = await failure(res.clone());
    expect([status, code]).toEqual([400, "invalid_input"]);
    expect(Object.keys((await res.json()).errors)).toContain("password");
  });

  it("answers a body that is not JSON with 400 invalid_input, and one not sent as JSON with unsupported_type", async () => {
    const malformed = await failure(await api.login(jsonRequest("/api/user/login", "{ not json")));
    expect([malformed.status, malformed.code]).toEqual([400, "invalid_input"]);
    const plain = await failure(
      await api.login(
        new Request("http://localhost/api/user/login", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "{}",
        }),
      ),
    );
    expect([plain.status, plain.code]).toEqual([415, "unsupported_type"]);
  });

  it("answers a callbackUrl that is no web address, posted to next-auth's routes, with 400 invalid_input", async () => {
    const answer = guardCallbackUrl(
      new NextRequest("http://localhost/api/auth/signin/credentials?callbackUrl=javascript:alert(1)", {
        method: "POST",
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    const { status, code } = await failure(answer as Response);
    expect([status, code]).toEqual([400, "invalid_input"]);
  });

  it("clears a sign-in cookie next-auth cannot read, with a 400 in the language the request asks for", async () => {
    const cookie = "next-auth.callback-url=javascript%3Aalert(1)";
    const english = guardCallbackUrl(new NextRequest("http://localhost/api/auth/session", { headers: { cookie } }));
    expect(await failure(english as Response)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Your browser sent a sign-in cookie we cannot read. It has been cleared: please try again.",
    });
    expect((english as Response).headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/i);
    const hindi = guardCallbackUrl(
      new NextRequest("http://localhost/api/auth/session", { headers: { cookie, "accept-language": "hi" } }),
    );
    expect((await failure(hindi as Response)).message).toBe(
      "आपके ब्राउज़र ने साइन-इन की एक ऐसी कुकी भेजी जिसे हम पढ़ नहीं सकते। उसे हटा दिया गया है: कृपया फिर कोशिश करें।",
    );
  });
});

describe("error codes of accounts", () => {
  it("tells a wrong password at sign-in (401 invalid_credentials) from no credentials at all (401 unauthenticated)", async () => {
    const member = await createMember();
    const wrong = await failure(
      await api.login(jsonRequest("/api/user/login", { email: member.user.email, password: "not the password" })),
    );
    expect(wrong).toEqual({ status: 401, code: "invalid_credentials", message: "Invalid email or password." });
    const anonymous = await failure(await applyRoute(multipartRequest("/api/calls/x/applications", {}), ctx("x")));
    expect([anonymous.status, anonymous.code]).toEqual([401, "unauthenticated"]);
  });

  it("answers a suspended member's right password with 403 account_suspended", async () => {
    const member = await createMember();
    await db().user.update({ where: { id: member.user.id }, data: { suspendedAt: new Date() } });
    const res = await failure(
      await api.login(jsonRequest("/api/user/login", { email: member.user.email, password: member.password })),
    );
    expect([res.status, res.code]).toEqual([403, "account_suspended"]);
  });

  it("answers a sign-up with an email already registered with 409 email_taken", async () => {
    const member = await createMember();
    const { POST: register } = await import("@/app/api/user/register/route");
    const res = await failure(
      await register(
        jsonRequest("/api/user/register", {
          accountType: "hirer",
          organizationName: "Studio Taken",
          organizationType: "Production house",
          city: "Hyderabad",
          name: "Someone Else",
          phone: "+91 98480 22334",
          email: member.user.email,
          password: "another long password",
        }),
      ),
    );
    expect([res.status, res.code]).toEqual([409, "email_taken"]);
  });
});

describe("error codes of casting calls and applications", () => {
  let hirer: Hirer;
  let call: Call;
  let applicant: Talent;
  let applicationId: string;
  beforeAll(async () => {
    hirer = await createHirer();
    call = await postCall(hirer);
    applicant = await talent();
    const applied = await applyTo(call, applicant);
    expect(applied.status, await applied.clone().text()).toBe(201);
    applicationId = ((await applied.json()).data as { id: string }).id;
  });

  it("answers a second application to the same role with 409 already_applied", async () => {
    const res = await failure(await applyTo(call, applicant));
    expect(res).toEqual({ status: 409, code: "already_applied", message: "You have already applied for this role." });
  });

  it("answers an application to a closed call with 409 call_closed, and one past its deadline too", async () => {
    const closed = await postCall(hirer);
    expect((await patchCall(closed, hirer, { status: "closed" })).status).toBe(200);
    const res = await failure(await applyTo(closed, await talent()));
    expect(res).toEqual({ status: 409, code: "call_closed", message: "This call is closed" });

    const late = await postCall(hirer);
    await db().castingCall.update({ where: { id: late.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const lateRes = await failure(await applyTo(late, await talent()));
    expect([lateRes.status, lateRes.code]).toEqual([409, "call_closed"]);
  });

  it("answers a hirer who applies with 403 not_talent, and talent who posts a call with 403 not_hirer", async () => {
    const byHirer = await failure(await applyTo(call, hirer));
    expect([byHirer.status, byHirer.code]).toEqual([403, "not_talent"]);
    const byTalent = await failure(
      await api.postCall(jsonRequest("/api/calls", {}, { authorization: (await talent()).bearer })),
    );
    expect([byTalent.status, byTalent.code]).toEqual([403, "not_hirer"]);
  });

  it("answers new roles for a call with applications with 409 roles_locked, and its deletion with call_has_applications", async () => {
    const res = await failure(await patchCall(call, hirer, { roles: [testRole("New lead")] }));
    expect([res.status, res.code]).toEqual([409, "roles_locked"]);
    const deleted = await failure(await api.deleteCall(call.id, { authorization: hirer.bearer }));
    expect([deleted.status, deleted.code]).toEqual([409, "call_has_applications"]);
  });

  it("answers a call or an application of someone else with 403 forbidden, and one that does not exist with 404 not_found", async () => {
    const otherHirer = await createHirer();
    const patched = await failure(await patchCall(call, otherHirer, { title: "Taken over" }));
    expect([patched.status, patched.code]).toEqual([403, "forbidden"]);
    const withdrawn = await failure(
      await withdrawRoute(
        new Request(`http://localhost/api/applications/${applicationId}`, {
          method: "DELETE",
          headers: { authorization: (await talent()).bearer },
        }),
        ctx(applicationId),
      ),
    );
    expect([withdrawn.status, withdrawn.code]).toEqual([403, "forbidden"]);
    const missing = await failure(await applyTo({ id: "no-such-call", roles: [{ id: "x" }] }, applicant));
    expect([missing.status, missing.code]).toEqual([404, "not_found"]);
  });
});

describe("error codes of messages", () => {
  it("answers a message to a member who blocked the sender with 403 blocked", async () => {
    const sender = await createMember();
    const blocker = await createMember();
    const blocked = await blockRoute(
      new Request(`http://localhost/api/users/${sender.user.id}/block`, {
        method: "POST",
        headers: { authorization: blocker.bearer },
      }),
      ctx(sender.user.id),
    );
    expect(blocked.status).toBe(200);
    const res = await failure(
      await startRoute(
        jsonRequest(
          "/api/conversations",
          { toUserId: blocker.user.id, text: "Hello?" },
          { authorization: sender.bearer },
        ),
      ),
    );
    expect(res).toEqual({ status: 403, code: "blocked", message: "You can't message this member." });
  });
});

describe("error codes of rentals and bookings", () => {
  const CAMERA = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const auth = (who: { bearer: string }) => ({ authorization: who.bearer });
  const putTerms = (who: Talent) =>
    api.rentalTerms(jsonRequest("/api/rentals/mine", { dayRate: 2000, cancellation: "flexible" }, auth(who), "PUT"));
  const ask = (who: { bearer: string }, ownerId: string, from: string, to = from) =>
    api.requestBooking(jsonRequest("/api/bookings", { ownerId, from, to, projectTitle: "Codes" }, auth(who)));
  const act = (who: { bearer: string }, id: string, body: object) =>
    api.actOnBooking(id, jsonRequest(`/api/bookings/${id}`, body, auth(who), "PATCH"));
  const review = (who: { bearer: string }, id: string) =>
    api.reviewBooking(id, jsonRequest(`/api/bookings/${id}/review`, { rating: 5, text: "Good" }, auth(who)));
  const idOf = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()).data as { id: string }).id;
  };

  it("answers a member who does not rent out with 403 not_rental_owner, and a request to one without rates with 409 no_rental_terms", async () => {
    const artist = await talent();
    expect(await failure(await putTerms(artist))).toMatchObject({ status: 403, code: "not_rental_owner" });
    const owner = await createMember(CAMERA);
    const res = await failure(await ask(await talent(), owner.user.id, day(3)));
    expect([res.status, res.code]).toEqual([409, "no_rental_terms"]);
  });

  it("answers a request for one's own listing with 403 own_listing, and for a closed day with 409 dates_unavailable", async () => {
    const owner = await createMember(CAMERA);
    expect((await putTerms(owner)).status).toBe(200);
    expect(await failure(await ask(owner, owner.user.id, day(3)))).toMatchObject({ status: 403, code: "own_listing" });
    await api.blockDays(
      jsonRequest("/api/rentals/mine/blocked", { from: day(4), to: day(4), blocked: true }, auth(owner), "PUT"),
    );
    const res = await failure(await ask(await talent(), owner.user.id, day(3), day(5)));
    expect([res.status, res.code]).toEqual([409, "dates_unavailable"]);
  });

  it("answers an accept of days closed since with 409 dates_taken, of an expired request with booking_expired, of a declined one with booking_state", async () => {
    const owner = await createMember(CAMERA);
    expect((await putTerms(owner)).status).toBe(200);
    const second = await idOf(await ask(await talent(), owner.user.id, day(7), day(8)));
    await api.blockDays(
      jsonRequest("/api/rentals/mine/blocked", { from: day(8), to: day(8), blocked: true }, auth(owner), "PUT"),
    );
    const taken = await failure(await act(owner, second, { action: "accept" }));
    expect([taken.status, taken.code]).toEqual([409, "dates_taken"]);

    const late = await idOf(await ask(await talent(), owner.user.id, day(10)));
    await db().booking.update({ where: { id: late }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await failure(await act(owner, late, { action: "accept" }));
    expect([expired.status, expired.code]).toEqual([409, "booking_expired"]);

    expect((await act(owner, second, { action: "decline" })).status).toBe(200);
    const declined = await failure(await act(owner, second, { action: "accept" }));
    expect([declined.status, declined.code]).toEqual([409, "booking_state"]);
  });

  it("answers a review before the last day with 409 review_too_early, and a second one with already_reviewed", async () => {
    const owner = await createMember(CAMERA);
    expect((await putTerms(owner)).status).toBe(200);
    const renter = await talent();
    const id = await idOf(await ask(renter, owner.user.id, day(2)));
    expect((await act(owner, id, { action: "accept" })).status).toBe(200);
    const early = await failure(await review(renter, id));
    expect([early.status, early.code]).toEqual([409, "review_too_early"]);
    const past = new Date(`${day(-2)}T00:00:00Z`);
    await db().booking.update({ where: { id }, data: { firstDay: past, lastDay: past } });
    expect((await review(renter, id)).status).toBe(201);
    const again = await failure(await review(renter, id));
    expect([again.status, again.code]).toEqual([409, "already_reviewed"]);
  });
});

describe("error codes that lib/http.ts writes itself", () => {
  it("answers an unexpected error with 500 internal_error, and an unreachable database with 503 unavailable", async () => {
    const crashed = await failure(await route(() => Promise.reject(new Error("a bug")))());
    expect([crashed.status, crashed.code]).toEqual([500, "internal_error"]);
    const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const outage = await route(() => Promise.reject(unreachable))();
    expect(outage.headers.get("retry-after")).toBe("5");
    const down = await failure(outage);
    expect([down.status, down.code]).toEqual([503, "unavailable"]);
  });

  it("gives an AppError the generic code of its kind unless it names one", () => {
    expect(new AppError("conflict", "Clash.").code).toBe("conflict");
    expect(new AppError("not-found", "Nothing.").code).toBe("not_found");
    expect(new AppError("invalid", "Wrong.").code).toBe("invalid_input");
    expect(new AppError("conflict", "Clash.", { code: "already_applied" }).code).toBe("already_applied");
  });
});
