import { encode } from "next-auth/jwt";
import { hashPassword } from "@/lib/accounts/password";
import { authSecret } from "@/lib/auth/secret";
import type { AuthUser } from "@/lib/auth/identity";
import { openSession } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { db } from "@/lib/server/db";
import { reindexMember } from "@/lib/search/reindex";

let counter = 0;

/** Creates a member directly in the database. */
export async function createMember(
  overrides: Partial<{
    category: string;
    subcategory: string;
    gender: string;
    password: string;
    name: string;
    /** Give the member a profile picture (a path only: no file), so that the profile is listed and searchable. */
    listed: boolean;
  }> = {},
) {
  counter += 1;
  const password = overrides.password ?? "correct horse battery";
  const user = await db().user.create({
    data: {
      name: overrides.name ?? `Member ${counter}`,
      email: `member${counter}.${Date.now()}@example.test`,
      passwordHash: await hashPassword(password),
      phone: "+91 98765 43210",
      gender: overrides.gender ?? "Female",
      category: overrides.category ?? "Artists",
      subcategory: overrides.subcategory ?? "Heroine",
      profilePic: overrides.listed ? `profiles/listed-${counter}.jpg` : null,
    },
    omit: { passwordHash: false },
  });
  // As sign-up and every profile change do (a listed member gets a search row; lib/members/listed.ts).
  await reindexMember(db(), user.id);
  const identity = identityOf(user);
  return {
    user,
    password,
    identity,
    bearer: `Bearer ${await signApiToken(identity, await openSession(user.id, "API"))}`,
    cookie: await sessionCookie(identity),
  };
}

/** Who a user is to the session and the API token, as sign-in makes it. */
function identityOf(user: AuthUser): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountType: user.accountType,
    category: user.category,
    subcategory: user.subcategory,
    gender: user.gender,
  };
}

/** The session cookie next-auth would set for this member, naming a new browser session of theirs. */
export async function sessionCookie(user: AuthUser): Promise<string> {
  const sid = await openSession(user.id, "WEB");
  const token = await encode({ secret: authSecret(), token: { ...user, sub: user.id, sid } });
  return `next-auth.session-token=${token}`;
}

export function jsonRequest(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): Request {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { "content-type": "application/json", "x-castfolio-client-ip": `10.0.0.${++counter % 250}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

let hirers = 0;

/** A hiring account with its organisation, made through the sign-up API as a person would. */
export async function createHirer(overrides: Partial<{ organizationName: string; city: string }> = {}) {
  hirers += 1;
  const { POST: register } = await import("@/app/api/user/register/route");
  const { POST: login } = await import("@/app/api/user/login/route");
  const email = `hirer${hirers}.${Date.now()}@example.test`;
  const password = "a hiring password";
  const registered = await register(
    jsonRequest("/api/user/register", {
      accountType: "hirer",
      organizationName: overrides.organizationName ?? `Studio ${hirers}`,
      organizationType: "Production house",
      city: overrides.city ?? "Hyderabad",
      name: `Hirer ${hirers}`,
      phone: "+91 98480 22334",
      email,
      password,
    }),
  );
  if (registered.status !== 201) throw new Error(`Could not register a hirer: ${await registered.text()}`);
  const { user } = await registered.json();
  const token = (await (await login(jsonRequest("/api/user/login", { email, password }))).json()).token as string;
  return {
    id: user.id as string,
    organizationId: user.organizationId as string,
    email,
    password,
    bearer: `Bearer ${token}`,
  };
}

/** A hiring account as createHirer() makes it, with a session cookie of its own too. */
export async function createHirerWithCookie(overrides: Parameters<typeof createHirer>[0] = {}) {
  const hirer = await createHirer(overrides);
  const user = await db().user.findUniqueOrThrow({ where: { id: hirer.id } });
  return { ...hirer, cookie: await sessionCookie(identityOf(user)) };
}
