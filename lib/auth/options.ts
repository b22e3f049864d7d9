import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientIp } from "../server/client-address.ts";
import { trustRequestHostForNextAuth } from "../server/config.ts";
import { AppError } from "../errors.ts";
import { refusalText } from "../i18n/api-errors.ts";
import { mediaUrl } from "../storage/urls.ts";
import { safeCallbackPath } from "./safe-redirect.ts";
import type { AuthUser } from "./identity.ts";
import { authSecret } from "./secret.ts";
import { endSession, memberOfSession, openSession } from "./sessions.ts";

// Behind a proxy, set NEXTAUTH_URL to the public address.
trustRequestHostForNextAuth();

/** Thrown when a cookie names a session that has ended: next-auth then clears the cookie. */
class SessionEnded extends Error {
  constructor() {
    super("This session has ended.");
    this.name = "SessionEnded";
  }
}

const IDLE_DAYS = 7;

/** How a sign-in's email and password are checked (the accounts domain's): the member, or an AppError to say. */
export type CheckCredentials = (credentials: Record<string, string>, ip: string) => Promise<AuthUser>;

/**
 * The web session: next-auth credentials sign-in, a signed JWT in an httpOnly, SameSite=Lax cookie that
 * names a session row (lib/auth/sessions.ts). Every read of the session checks the row, so a revoked
 * cookie stops working at once and is cleared; an idle one lapses after a week, an active one after
 * SESSION_DAYS.WEB whatever it does.
 */
export const webAuthOptions = (checkCredentials: CheckCredentials): NextAuthOptions => ({
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: IDLE_DAYS * 24 * 3600 },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const headers = new Headers(req.headers as Record<string, string>);
        try {
          const member = await checkCredentials(credentials ?? {}, clientIp(headers));
          const sid = await openSession(member.id, "WEB", {
            ip: clientIp(headers),
            userAgent: headers.get("user-agent"),
          });
          return { ...member, sid };
        } catch (error) {
          // next-auth passes the message to the login form as its `error`, in the page's language.
          if (error instanceof AppError) throw new Error(refusalText(error, headers.get("accept-language")));
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const { id, accountType, category, subcategory, gender, sid } = user as AuthUser & { sid: string };
        return Object.assign(token, { id, accountType, category, subcategory, gender, sid });
      }
      const member = await memberOfSession(token.sid);
      if (!member) throw new SessionEnded();
      // Name, category and picture change after sign-in: the token follows the database.
      const { name, email, accountType, category, subcategory, gender, profilePic, isAdmin } = member;
      return Object.assign(token, {
        name,
        email,
        accountType,
        category,
        subcategory,
        gender,
        picture: profilePic,
        isAdmin,
      });
    },
    session({ session, token }) {
      session.user = {
        image: mediaUrl(typeof token.picture === "string" ? token.picture : null) ?? null,
        id: String(token.id),
        name: token.name ?? "",
        email: token.email ?? "",
        accountType: token.accountType === "HIRER" ? "HIRER" : "TALENT",
        category: String(token.category),
        subcategory: String(token.subcategory),
        gender: String(token.gender),
        // Only for showing the Admin link: every admin page and API checks the database itself.
        isAdmin: token.isAdmin === true,
      };
      return session;
    },
    /** Only paths of this site: a callbackUrl to anywhere else lands on the home page. */
    redirect({ url, baseUrl }) {
      return `${baseUrl}${safeCallbackPath(url, baseUrl)}`;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(token.sid);
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is expected (signed out elsewhere, password changed): next-auth clears the cookie.
      if (code === "JWT_SESSION_ERROR" && (metadata as Error | undefined)?.name === "SessionEnded") return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
});
