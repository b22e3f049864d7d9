import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { guardCallbackUrl } from "@/lib/auth/callback-url";
import { authOptions } from "@/lib/auth/options";

// next-auth 4 types its App Router handler loosely; this is what it is.
const nextAuth = NextAuth(authOptions) as (request: NextRequest, context: unknown) => Promise<Response>;

async function handler(request: NextRequest, context: unknown): Promise<Response> {
  const guarded = guardCallbackUrl(request);
  return guarded instanceof NextResponse ? guarded : nextAuth(guarded, context);
}

export { handler as GET, handler as POST };
