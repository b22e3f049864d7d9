import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "../accounts/authenticate.ts";
import { clientIp } from "../client-address.ts";
import { trustRequestHostForNextAuth } from "../config.ts";
import { db } from "../db.ts";
import { AppError } from "../errors.ts";
import { mediaUrl } from "../media/client/urls.ts";
import { authSecret } from "./secret.ts";
import { TOKEN_TTL_SECONDS, type AuthUser } from "./token.ts";

// Behind a proxy, set NEXTAUTH_URL to the public address.
trustRequestHostForNextAuth();

/** The web session: next-auth credentials sign-in, a signed JWT in an httpOnly, SameSite=Lax cookie. */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: TOKEN_TTL_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const headers = new Headers(req.headers as Record<string, string>);
        try {
          return await authenticate(credentials ?? {}, clientIp(headers));
        } catch (error) {
          // next-auth passes the message to the login form as its `error`.
          if (error instanceof AppError) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const member = user as AuthUser;
        Object.assign(token, {
          id: member.id,
          category: member.category,
          subcategory: member.subcategory,
          gender: member.gender,
        });
      }
      return token;
    },
    async session({ session, token }) {
      // The picture changes after sign-in, so it is read fresh rather than kept in the token.
      const current = await db().user.findUnique({ where: { id: String(token.id) }, select: { profilePic: true } });
      session.user = {
        image: mediaUrl(current?.profilePic) ?? null,
        id: String(token.id),
        name: token.name ?? "",
        email: token.email ?? "",
        category: String(token.category),
        subcategory: String(token.subcategory),
        gender: String(token.gender),
      };
      return session;
    },
  },
};
