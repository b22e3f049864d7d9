import { afterAll, describe, expect, it } from "vitest";
import { postgresListener } from "@/lib/server/db-listen";
import { serverQuery } from "../helpers/postgres";

// The connection that listens for live updates across instances (PostgreSQL's LISTEN/NOTIFY). Needs a
// PostgreSQL server (TEST_DATABASE_URL); PGlite has its own listener.

const serverUrl = process.env.TEST_DATABASE_URL;

const CHANNELS = ["listener_test_one", "listener_test_two", "listener_test_three"];

function nextPayload(): { received: string[]; arrived: (count: number) => Promise<void> } {
  const received: string[] = [];
  const arrived = async (count: number) => {
    for (let waited = 0; received.length < count && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { received, arrived };
}

describe.skipIf(!serverUrl)("the live-updates listener on PostgreSQL", () => {
  const listener = postgresListener({ connectionString: serverUrl });
  afterAll(() => listener.close());

  it("listens to channels asked for at once one statement at a time, and hears each", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const heard = CHANNELS.map(() => nextPayload());
    try {
      const unlisten = await Promise.all(
        CHANNELS.map((channel, i) => listener.listen(channel, (payload) => heard[i].received.push(payload))),
      );
      // pg's deprecation warning for a query sent while another runs comes on a later tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);

      for (const channel of CHANNELS) await serverQuery(serverUrl!, `NOTIFY ${channel}, '${channel} said'`);
      await Promise.all(heard.map(({ arrived }) => arrived(1)));
      expect(heard.map(({ received }) => received)).toEqual(CHANNELS.map((channel) => [`${channel} said`]));

      await Promise.all(unlisten.slice(1).map((stop) => stop()));
      for (const channel of CHANNELS) await serverQuery(serverUrl!, `NOTIFY ${channel}, 'again'`);
      await heard[0].arrived(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.map(({ received }) => received.length)).toEqual([2, 1, 1]);
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
