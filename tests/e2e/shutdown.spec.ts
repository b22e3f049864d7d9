import http from "node:http";
import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// A graceful stop: SIGTERM arrives while a picture is being uploaded. The server takes no new connection,
// finishes the upload (stored and answered), then closes the database and exits 0.

let server: ProductionServer | undefined;
test.afterEach(async () => {
  await server?.stop("SIGKILL");
  server = undefined;
});

/** A multipart POST whose body is sent in two halves, `between` running in the pause. */
function slowUpload(
  url: string,
  bearer: string,
  fields: Record<string, string>,
  file: Buffer,
  between: () => Promise<void>,
) {
  const boundary = "----castfolio-shutdown-test";
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
  ]);
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          authorization: bearer,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": body.length,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.write(body.subarray(0, half));
    // The signal comes once the server has the request in hand: connected, headers and half the body read.
    const connected = new Promise<void>((resolve) =>
      request.once("socket", (socket) => socket.once("connect", () => resolve())),
    );
    void connected
      .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
      .then(between)
      .then(
        () => request.end(body.subarray(half)),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
  });
}

test("SIGTERM during an upload: the upload completes, new connections are refused, the process exits 0", async () => {
  test.setTimeout(120_000);
  server = await startServer({ port: extraPort(7), dataDir: "data/e2e-shutdown" });
  const running = server;
  const ready = await fetch(`${running.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, db: "ok", redis: "off", storage: "ok" });
  expect((await fetch(`${running.url}/api/health`)).status).toBe(200);

  const member = await newMember(running.url);
  const { default: sharp } = await import("sharp");
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#335577" } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const exited = new Promise<number | null>((resolve) => running.process.once("exit", (code) => resolve(code)));
  // An open live-event stream (a messages page) is not a request to wait for: it ends when the drain starts.
  const events = await fetch(`${running.url}/api/events`, { headers: { authorization: member.bearer } });
  expect(events.headers.get("content-type")).toContain("text/event-stream");
  const streamEnded = (async () => {
    const reader = events.body!.getReader();
    while (!(await reader.read().catch(() => ({ done: true }))).done);
    return Date.now();
  })();
  let signalledAt = 0;

  const answer = await slowUpload(
    `${running.url}/api/user/upload-profile`,
    member.bearer,
    { userId: member.id },
    picture,
    async () => {
      signalledAt = Date.now();
      running.process.kill("SIGTERM");
      // Draining: a new connection is refused (the load balancer sends it elsewhere).
      await expect
        .poll(
          () =>
            fetch(`${running.url}/api/health`).then(
              () => "open",
              () => "refused",
            ),
          { timeout: 5000 },
        )
        .toBe("refused");
    },
  );
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true });
  expect(await exited).toBe(0);
  // Well within the 30 s grace: nothing but the upload was waited for.
  expect(Date.now() - signalledAt).toBeLessThan(15_000);
  expect((await streamEnded) - signalledAt).toBeLessThan(5_000);
  expect(running.output()).toContain("[shutdown] done");
});
