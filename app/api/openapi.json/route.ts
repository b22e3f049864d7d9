import { NextResponse } from "next/server";
import { openApiDocument } from "@/lib/api-reference";

// GET /api/openapi.json: the OpenAPI 3.1 document of this API (lib/api-reference.ts). It changes only with the
// code, so it is rendered once, at build time.
export const dynamic = "force-static";

export function GET() {
  return NextResponse.json(openApiDocument());
}
