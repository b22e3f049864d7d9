import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { vapidKeys } from "@/lib/push/vapid";

// GET: the public key browsers subscribe with (applicationServerKey), base64url.
export const GET = route(() =>
  Promise.resolve(
    NextResponse.json(
      { success: true, data: { publicKey: vapidKeys().publicKey } },
      { headers: { "cache-control": "no-cache" } },
    ),
  ),
);
