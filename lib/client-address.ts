import "server-only";

/** The client's address: the first X-Forwarded-For entry (Next.js sets it from the socket when absent). */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "unknown";
}
