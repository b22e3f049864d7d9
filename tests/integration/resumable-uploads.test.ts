import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, HEAD, PATCH } from "@/app/api/uploads/[id]/route";
import { POST } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { recordUpload } from "@/lib/uploads/records";
import { sweepUploads } from "@/lib/uploads/sweep";
import { POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { api } from "../helpers/api";
import { createHirer, createMember } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { storedPaths } from "../helpers/files";
import { multipartRequest } from "../helpers/uploads";
import { tempDir } from "../helpers/files";
import { MP4, PDF } from "../helpers/media";
import { whileOtherHolds } from "../helpers/postgres";
import { uploadSandbox } from "../helpers/sandbox";

// Resumable uploads over tus 1.0 through the route handlers: a file in pieces, a piece cut off and resumed, the
// owner's checks, the limits of each purpose and of unfinished uploads, the check of the finished bytes, and the
// sweep of a day-old upload. The lock that keeps two starts from passing the limit together is proven on
// PostgreSQL with a second connection.

const sandbox = uploadSandbox("resumable-uploads");
let folder: string;

beforeAll(async () => {
  folder = await tempDir("resumable");
  process.env.RESUMABLE_UPLOAD_DIR = folder;
  process.env.UNFINISHED_UPLOADS_PER_MEMBER = "3";
  process.env.UPLOAD_SIDES_MAX_MB = "1";
});
afterAll(() => {
  delete process.env.RESUMABLE_UPLOAD_DIR;
  delete process.env.UNFINISHED_UPLOADS_PER_MEMBER;
  delete process.env.UPLOAD_SIDES_MAX_MB;
});

type Member = Awaited<ReturnType<typeof createMember>>;

const base64 = (text: string) => Buffer.from(text).toString("base64");
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(",");

let address = 0;
function headers(member: Member, extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: member.bearer,
    "tus-resumable": "1.0.0",
    "x-castfolio-client-ip": `10.9.0.${++address % 250}`,
    ...extra,
  };
}

function start(member: Member, size: number, fields: Record<string, string>, extra: Record<string, string> = {}) {
  return POST(
    new Request("http://localhost/api/uploads", {
      method: "POST",
      headers: headers(member, { "upload-length": String(size), "upload-metadata": metadata(fields), ...extra }),
    }),
  );
}

const video = { purpose: "selfTape", filename: "tape.mp4", filetype: "video/mp4" };

const idOf = (response: Response) => response.headers.get("location")!.split("/").pop()!;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

function send(member: Member, id: string, offset: number, body: BodyInit | ReadableStream<Uint8Array>) {
  return PATCH(
    new Request(`http://localhost/api/uploads/${id}`, {
      method: "PATCH",
      headers: headers(member, {
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      }),
      body,
      duplex: "half",
    } as RequestInit),
    params(id),
  );
}

const head = (member: Member, id: string) =>
  HEAD(new Request(`http://localhost/api/uploads/${id}`, { method: "HEAD", headers: headers(member) }), params(id));
const cancel = (member: Member, id: string) =>
  DELETE(new Request(`http://localhost/api/uploads/${id}`, { method: "DELETE", headers: headers(member) }), params(id));

const rowOf = (id: string) => db().resumableUpload.findUnique({ where: { id } });

/** A body that gives `bytes`, then, a moment later, fails as a dropped connection does. */
function cutOff(bytes: Buffer): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!sent) {
        sent = true;
        return controller.enqueue(new Uint8Array(bytes));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.error(new Error("connection reset"));
    },
  });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { code: string; message: string; errors?: Record<string, string> };
  return { status: response.status, ...body };
}

/** A finished upload of the member's, sent whole in one piece. */
async function finished(member: Member, purpose: string): Promise<string> {
  const id = idOf(await start(member, MP4.length, { ...video, purpose }));
  expect((await send(member, id, 0, MP4)).status).toBe(204);
  return id;
}

const saveProfile = (member: Member, fields: Record<string, string>, files = {}) =>
  api.add(
    "actor",
    multipartRequest("/api/actor/add", { userId: member.user.id, ...fields }, files, {
      authorization: member.bearer,
    }),
  );

describe("a resumable upload", () => {
  it("arrives in two pieces, resumes after a piece cut off, and is checked once whole", async () => {
    const member = await createMember();
    const started = await start(member, MP4.length, video);
    expect(started.status).toBe(201);
    expect(started.headers.get("location")).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const id = idOf(started);
    expect(await rowOf(id)).toMatchObject({ userId: member.user.id, purpose: "SELF_TAPE", state: "RECEIVING" });

    const first = await send(member, id, 0, MP4.subarray(0, 1000));
    expect(first.status).toBe(204);
    expect(first.headers.get("upload-offset")).toBe("1000");

    // The next piece: 1,500 bytes arrive, then the connection drops.
    await send(member, id, 1000, cutOff(MP4.subarray(1000, 2500)));
    const resumed = await head(member, id);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get("upload-length")).toBe(String(MP4.length));
    const offset = Number(resumed.headers.get("upload-offset"));
    expect(offset).toBe(2500);

    // A piece sent from a stale offset is refused by the protocol.
    expect((await send(member, id, 1000, MP4.subarray(1000))).status).toBe(409);

    const last = await send(member, id, offset, MP4.subarray(offset));
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe(String(MP4.length));
    expect(await rowOf(id)).toMatchObject({ state: "FINISHED", mimeType: "video/mp4" });
  });

  it("can be sent whole with the request that starts it", async () => {
    const member = await createMember();
    const response = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        headers: headers(member, {
          "upload-length": String(PDF.length),
          "upload-metadata": metadata({ purpose: "sides", filename: "sides.pdf", filetype: "application/pdf" }),
          "content-type": "application/offset+octet-stream",
        }),
        body: PDF,
      }),
    );
    expect(response.status).toBe(201);
    expect(await rowOf(idOf(response))).toMatchObject({ state: "FINISHED", mimeType: "application/pdf" });
  });

  it("is another member's to nobody: HEAD, PATCH and DELETE answer 404, and the upload is untouched", async () => {
    const owner = await createMember();
    const other = await createMember();
    const id = idOf(await start(owner, MP4.length, video));
    await send(owner, id, 0, MP4.subarray(0, 100));
    expect((await head(other, id)).status).toBe(404);
    const patched = await send(other, id, 100, MP4.subarray(100, 200));
    expect(await errorOf(patched)).toMatchObject({ status: 404, code: "not_found" });
    expect((await cancel(other, id)).status).toBe(404);
    expect((await head(owner, id)).headers.get("upload-offset")).toBe("100");
    expect((await head(other, "../../etc/passwd")).status).toBe(404);
  });

  it("needs a signed-in member, and a cookie's write from the site itself", async () => {
    const member = await createMember();
    const anonymous = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        headers: { "tus-resumable": "1.0.0", "upload-length": "10", "upload-metadata": metadata(video) },
      }),
    );
    expect(anonymous.status).toBe(401);
    const crossSite = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        headers: {
          cookie: member.cookie,
          origin: "https://elsewhere.example",
          "tus-resumable": "1.0.0",
          "upload-length": "10",
          "upload-metadata": metadata(video),
        },
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await db().resumableUpload.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("is refused with the header or key that is wrong named, and nothing recorded", async () => {
    const member = await createMember();
    const unknown = await errorOf(await start(member, 100, { ...video, purpose: "holiday" }));
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.purpose).toContain("profileVideo, selfTape, tape, sides");
    const wrongType = await errorOf(await start(member, 100, { ...video, filetype: "application/zip" }));
    expect(wrongType.errors?.filetype).toBe("this upload takes a video, not application/zip");
    const sidesAsWord = await errorOf(
      await start(member, 100, { purpose: "sides", filename: "a.docx", filetype: "application/msword" }),
    );
    expect(sidesAsWord.errors?.filetype).toContain("PDF");
    const noName = await errorOf(await start(member, 100, { purpose: "tape", filetype: "video/mp4" }));
    expect(Object.keys(noName.errors ?? {})).toEqual(["filename"]);
    const deferred = await errorOf(
      await POST(
        new Request("http://localhost/api/uploads", {
          method: "POST",
          headers: headers(member, { "upload-defer-length": "1", "upload-metadata": metadata(video) }),
        }),
      ),
    );
    expect(Object.keys(deferred.errors ?? {})).toEqual(["Upload-Length"]);
    const tooLarge = await errorOf(
      await start(member, 1024 * 1024 + 1, { purpose: "sides", filename: "s.pdf", filetype: "application/pdf" }),
    );
    expect(tooLarge).toMatchObject({
      status: 413,
      message: "The file is larger than 1 MB, the most this upload takes.",
    });
    const inHindi = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        headers: headers(member, {
          "upload-length": "100",
          "upload-metadata": metadata({ ...video, purpose: "holiday" }),
          "accept-language": "hi",
        }),
      }),
    );
    expect((await errorOf(inHindi)).errors?.purpose).toContain("बताएँ कि फ़ाइल किसलिए है");
    expect(await db().resumableUpload.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("is removed with a 415 when its finished bytes are not what its purpose takes", async () => {
    const member = await createMember();
    const id = idOf(await start(member, PDF.length, video));
    const refused = await errorOf(await send(member, id, 0, PDF));
    expect(refused).toMatchObject({ status: 415, code: "unsupported_type" });
    expect(await rowOf(id)).toBeNull();
    expect(await readdir(folder)).not.toContain(id);
  });

  it("may be cancelled by its owner", async () => {
    const member = await createMember();
    const id = idOf(await start(member, MP4.length, video));
    expect((await cancel(member, id)).status).toBe(204);
    expect(await rowOf(id)).toBeNull();
    expect((await head(member, id)).status).toBe(404);
  });
});

describe("unfinished uploads", () => {
  it("and finished ones no save has taken are limited per member: the next start is refused 409", async () => {
    const member = await createMember();
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(idOf(await start(member, MP4.length, i ? video : { ...video, purpose: "profileVideo" })));
    }
    const refused = await errorOf(await start(member, MP4.length, video));
    expect(refused).toMatchObject({ status: 409, code: "limit_reached" });
    // A finished upload still holds its bytes until a save takes it.
    await send(member, ids[0], 0, MP4);
    expect((await start(member, MP4.length, video)).status).toBe(409);
    await cancel(member, ids[1]);
    expect((await start(member, MP4.length, video)).status).toBe(201);
    expect((await start(member, MP4.length, video)).status).toBe(409);
    // Taken by a save, it counts no more.
    const saved = await saveProfile(member, { videoUploadId: ids[0] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await start(member, MP4.length, { ...video, purpose: "profileVideo" })).status).toBe(201);
  });

  it("answer no other site's page (no Access-Control-Allow-Origin)", async () => {
    const member = await createMember();
    const started = await start(member, MP4.length, video, { origin: "https://elsewhere.example" });
    expect(started.status).toBe(201);
    expect(started.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("and any upload a day old are swept with their bytes, as are bytes whose upload is gone", async () => {
    const member = await createMember();
    const old = idOf(await start(member, MP4.length, video));
    await send(member, old, 0, MP4.subarray(0, 10));
    const fresh = idOf(await start(member, MP4.length, video));
    await db().resumableUpload.update({
      where: { id: old },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    // An old upload is nobody's to continue, even before the sweep.
    expect((await head(member, old)).status).toBe(404);
    const stray = "0123456789abcdef0123456789abcdef";
    await writeFile(path.join(folder, stray), "left behind");
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await utimes(path.join(folder, stray), dayAgo, dayAgo);

    expect(await sweepUploads()).toBeGreaterThanOrEqual(2);
    expect(await rowOf(old)).toBeNull();
    const left = await readdir(folder);
    expect(left).not.toContain(old);
    expect(left).not.toContain(stray);
    expect(left).toContain(fresh);
    expect(await rowOf(fresh)).not.toBeNull();
  });
});

describe("a finished upload named by a save in place of its file", () => {
  it("becomes the profile's video, and is gone from the uploads", async () => {
    const member = await createMember();
    const id = await finished(member, "profileVideo");
    const saved = await saveProfile(member, { videoUploadId: id });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [reel] = await db().media.findMany({ where: { userId: member.user.id, kind: "VIDEO" } });
    expect(reel).toMatchObject({ mimeType: "video/mp4", size: MP4.length });
    expect(await storedPaths(sandbox.files)).toContain(reel.path);
    expect(await rowOf(id)).toBeNull();
    expect((await readdir(folder)).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it("is refused, naming the field, when it is another member's, unfinished, for another purpose, or sent twice", async () => {
    const member = await createMember();
    const other = await createMember();
    const theirs = await finished(other, "profileVideo");
    const tape = await finished(member, "selfTape");
    const unfinished = idOf(await start(member, MP4.length, { ...video, purpose: "profileVideo" }));
    for (const id of [theirs, tape, unfinished, "no-such-upload"]) {
      const refused = await errorOf(await saveProfile(member, { videoUploadId: id }));
      expect(refused.status).toBe(400);
      expect(refused.errors?.videoUploadId).toContain("no finished upload of yours has this id");
    }
    const mine = await finished(member, "profileVideo");
    const both = await errorOf(
      await saveProfile(
        member,
        { videoUploadId: mine },
        { videoUpload: { name: "r.mp4", type: "video/mp4", data: MP4 } },
      ),
    );
    expect(both.errors?.videoUpload).toBe("videoUpload: only one file is accepted");
    expect(await rowOf(theirs)).toMatchObject({ state: "FINISHED" });
    expect(await rowOf(mine)).toMatchObject({ state: "FINISHED" });
  });

  it("stays whole when the save fails, so that it can be saved again", async () => {
    const member = await createMember();
    const id = await finished(member, "profileVideo");
    const failed = await errorOf(await saveProfile(member, { videoUploadId: id, height: "x".repeat(500) }));
    expect(failed.status).toBe(400);
    expect(await rowOf(id)).toMatchObject({ state: "FINISHED" });
    expect(await readdir(folder)).toContain(id);
    expect((await saveProfile(member, { videoUploadId: id })).status).toBe(200);
  });

  it("is an application's self-tape", async () => {
    const hirer = await createHirer();
    const call = await postTestCall(hirer, { requiresSelfTape: true });
    const member = await createMember({ listed: true });
    const id = await finished(member, "selfTape");
    const applied = await applyRoute(
      multipartRequest(
        `/api/calls/${call.id}/applications`,
        { roleId: call.roles[0].id, selfTapeUploadId: id },
        {},
        { authorization: member.bearer },
      ),
      params(call.id),
    );
    expect(applied.status, await applied.clone().text()).toBe(201);
    const application = await db().application.findFirstOrThrow({
      where: { applicantId: member.user.id },
      include: { selfTape: true },
    });
    expect(application.selfTape).toMatchObject({ kind: "SELF_TAPE", mimeType: "video/mp4" });
    expect(await rowOf(id)).toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, two starts at once", () => {
  it("are serialised by the member's row: the second counts the first", async () => {
    const member = await createMember();
    const upload = (id: string) => ({
      id,
      purpose: "TAPE" as const,
      filename: "t.mp4",
      filetype: "video/mp4",
      size: 10,
    });
    await recordUpload(member.user.id, upload("a0000000000000000000000000000000"));
    await recordUpload(member.user.id, upload("b0000000000000000000000000000000"));
    // Another connection is inside a start of the same member's: it holds their row and is about to insert.
    const { result, waited } = await whileOtherHolds(
      sandbox.t.db.sql,
      async (other) => {
        await other.exec(`SELECT 1 FROM "User" WHERE "id" = '${member.user.id}' FOR NO KEY UPDATE`);
        await other.exec(
          `INSERT INTO "ResumableUpload" ("id", "userId", "purpose", "filename", "filetype", "size") VALUES ('c0000000000000000000000000000000', '${member.user.id}', 'TAPE', 't.mp4', 'video/mp4', 10)`,
        );
      },
      () =>
        recordUpload(member.user.id, upload("d0000000000000000000000000000000")).then(
          () => "recorded",
          (error: Error) => error.message,
        ),
    );
    expect(waited).toBe(true);
    expect(result).toBe(
      "You already have 3 uploads that are not finished or not yet used. Finish, use or cancel one of them first.",
    );
  });
});
