// npm run bench:uploads: one large resumable upload (tus, /api/uploads) into the production server, in the 5 MB
// pieces the site's uploader sends, while the server's resident memory is sampled every 50 ms. Prints the time,
// the throughput and how far the server's memory rose above where it stood before the first byte: the pieces
// stream to disk, so it should rise by about a piece, whatever the file's size. The upload is sent
// BENCH_UPLOAD_ROUNDS times (2) into the same server: memory the runtime keeps after the first round (its heap
// grown, garbage not yet collected) is not a rise a second round repeats, while memory held per byte would be.
// BENCH_PIECE_KB changes the piece (5120). Asserts nothing.
//   BENCH_UPLOAD_MB=1024 BENCH_SERVER_HEAP_MB=160 npm run bench:uploads
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { ensureBuild, freshDatabase, startServer } from "./bench/server.ts";

const megabytes = Number(process.env.BENCH_UPLOAD_MB || 1024);
const rounds = Math.max(1, Number(process.env.BENCH_UPLOAD_ROUNDS || 2));
const PIECE = Number(process.env.BENCH_PIECE_KB || 5 * 1024) * 1024;
const MB = 1024 * 1024;
const port = 3900 + Math.floor(Math.random() * 90);
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The process's resident memory, from /proc (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** A member's bearer token, signed up and signed in through the API. */
async function member(url: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.test`;
  const password = "a bench password";
  const registered = await fetch(`${url}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Member",
      phone: "+91 98765 43210",
      email,
      password,
      category: "Artists",
      subcategory: "Heroine",
      gender: "Female",
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return `Bearer ${((await login.json()) as { token: string }).token}`;
}

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

ensureBuild(log);
const database = await freshDatabase();
// BENCH_SERVER_HEAP_MB caps the server's heap: on a machine with many gigabytes V8 collects lazily, and the
// garbage of every request (any request, not only these) shows as a rise that a capped heap does not have.
const heapMb = process.env.BENCH_SERVER_HEAP_MB;
const server = await startServer(database, port, {
  SEED_DEMO: "0",
  ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${Number(heapMb)}` } : {}),
});
/** One upload of `size` bytes, piece by piece; answers its time in seconds and the server's offset at the end. */
async function sendOnce(url: string, bearer: string, size: number, noise: Buffer) {
  const tus = { authorization: bearer, "tus-resumable": "1.0.0" };
  const started = await fetch(`${url}/api/uploads`, {
    method: "POST",
    headers: {
      ...tus,
      "upload-length": String(size),
      "upload-metadata": metadata({ purpose: "selfTape", filename: "bench.mp4", filetype: "video/mp4" }),
    },
  });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${await started.text()}`);
  const address = `${url}${started.headers.get("location")}`;
  const t0 = performance.now();
  for (let offset = 0; offset < size; offset += PIECE) {
    const piece = noise.subarray(0, Math.min(PIECE, size - offset));
    const sent = await fetch(address, {
      method: "PATCH",
      headers: { ...tus, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(piece),
    });
    if (sent.status !== 204) throw new Error(`piece at ${offset}: ${sent.status} ${await sent.text()}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const head = await fetch(address, { method: "HEAD", headers: tus });
  await fetch(address, { method: "DELETE", headers: tus });
  return { seconds, offset: head.headers.get("upload-offset") };
}

try {
  const bearer = await member(server.url);
  const size = megabytes * MB;
  // One piece of noise, sent again and again; the first begins as an MP4 does, so that the file is taken whole.
  const noise = randomBytes(PIECE);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isommp41")]).copy(noise);
  const pid = server.process.pid!;
  const before = await residentBytes(pid);
  console.log(
    `\nResumable upload of ${mb(size)} in ${Math.ceil(size / PIECE)} pieces of ${mb(PIECE)}, ${rounds} time(s)`,
  );
  console.log(`  Server memory before: ${mb(before)}`);
  let peak = before;
  for (let round = 1; round <= rounds; round++) {
    const startPeak = peak;
    const sampler = setInterval(() => {
      void residentBytes(pid).then((now) => (peak = Math.max(peak, now)));
    }, 50);
    const { seconds, offset } = await sendOnce(server.url, bearer, size, noise);
    clearInterval(sampler);
    peak = Math.max(peak, await residentBytes(pid));
    console.log(
      `  Round ${round}: ${seconds.toFixed(1)} s (${(size / MB / seconds).toFixed(0)} MB/s on this machine's loopback), ` +
        `offset ${offset} of ${size}; peak ${mb(peak)}: ${mb(peak - before)} over the start, ` +
        `${mb(peak - startPeak)} over the rounds before`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
