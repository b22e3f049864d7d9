import { NextResponse } from "next/server";
import { readiness } from "@/lib/process/lifecycle";

// GET /api/ready: readiness for a load balancer. 200 with { db, redis, storage } when all answer; 503
// naming what is down, or while the process drains before it stops.
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, ...state } = await readiness();
  return NextResponse.json(
    { ready, ...state },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
