import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { checkedAuthFields } from "@/lib/auth/auth-body";
import { guardCallbackUrl } from "@/lib/auth/callback-url";
import { authenticate } from "@/lib/accounts/authenticate";
import { webAuthOptions } from "@/lib/auth/options";
import { route } from "@/lib/http";

// next-auth 4 types its App Router handler loosely; this is what it is.
const nextAuth = NextAuth(webAuthOptions(authenticate)) as (
  request: NextRequest,
  context: unknown,
) => Promise<Response>;

/** The request with its checked fields as the only body, a form (next-auth reads nothing else of it). */
async function withCheckedBody(request: NextRequest): Promise<NextRequest> {
  const fields = await checkedAuthFields(request);
  if (!fields) return request;
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  return new NextRequest(request.url, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

const handler = route(async (request: NextRequest, context: unknown): Promise<Response> => {
  const guarded = guardCallbackUrl(request);
  return guarded instanceof NextResponse ? guarded : nextAuth(await withCheckedBody(guarded), context);
});

export { handler as GET, handler as POST };
