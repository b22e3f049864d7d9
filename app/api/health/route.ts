import { NextResponse } from "next/server";

// GET /api/health: liveness. 200 while the process serves requests; it checks nothing else.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
