import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as eventsRoute } from "@/app/api/events/route";
import { MAX_STREAMS_PER_MEMBER, TOO_MANY_STREAMS } from "@/lib/server/live";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// One member holds a few live-event streams at most: a tab too many is refused with a 429 (the page then
// polls), and closing a stream frees its place.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

async function open(bearer: string) {
  const abort = new AbortController();
  const response = await eventsRoute(
    new Request("http://localhost/api/events", { headers: { authorization: bearer }, signal: abort.signal }),
  );
  const body = response.status === 200 ? undefined : await response.json();
  const reader = response.status === 200 ? response.body?.getReader() : undefined;
  if (reader) {
    // Wait until the stream is subscribed.
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("event: ready")) received += decoder.decode((await reader.read()).value);
  }
  return {
    status: response.status,
    body,
    close: async () => {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}

describe("live-event streams", () => {
  it(`are at most ${MAX_STREAMS_PER_MEMBER} per member; one more is a 429 until another closes`, async () => {
    const member = await createMember();
    const other = await createMember();
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await open(member.bearer));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_MEMBER).fill(200));

    const refused = await open(member.bearer);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_STREAMS.english);
    // Someone else's streams are not counted against them.
    const theirs = await open(other.bearer);
    expect(theirs.status).toBe(200);

    await streams[0].close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await open(member.bearer);
    expect(again.status).toBe(200);

    for (const stream of [...streams.slice(1), again, theirs]) await stream.close();
  });
});
