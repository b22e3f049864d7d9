import { execFile } from "node:child_process";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, openDatabase } from "@/lib/server/db";
import { sweepOrphans } from "@/lib/media/orphans";
import { diskStorage, setStorage } from "@/lib/storage";
import { api, memberState, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { MP4, PDF } from "../helpers/media";
import { multipartRequest, photo, type UploadFile } from "../helpers/uploads";

// Writes that cannot corrupt: a write carrying the session cookie must show that it comes
// from our own pages, and a JSON endpoint takes JSON only.

const run = promisify(execFile);

let t: TestDatabase;
let owner: Member;
beforeAll(async () => {
  t = await createTestDatabase();
  owner = await createMember();
});
afterAll(async () => t?.drop());

const deleteCover = (
  headers: Record<string, string>,
  body: string | object = { userId: owner.user.id, imageType: "coverPic" },
) => api.deletePicture(jsonRequest("/api/user/delete-profile", body, headers));

describe("cross-site request forgery", () => {
  it("refuses a cookie write that shows no origin at all, and changes nothing", async () => {
    const before = await memberState(owner.user.id);
    expect((await deleteCover({ cookie: owner.cookie, host: "localhost" })).status).toBe(403);
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await memberState(owner.user.id)).toEqual(before);
  });

  it("takes a cookie write that comes from our own origin, or that the browser marks same-origin", async () => {
    expect((await deleteCover({ cookie: owner.cookie, origin: "http://localhost", host: "localhost" })).status).toBe(
      200,
    );
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("compares the whole origin: scheme, host and port", async () => {
    for (const origin of ["https://localhost", "http://localhost:8443", "http://evil.localhost"]) {
      expect((await deleteCover({ cookie: owner.cookie, origin, host: "localhost" })).status, origin).toBe(403);
    }
  });

  it("leaves bearer tokens alone: a browser never sends one by itself", async () => {
    expect((await deleteCover({ authorization: owner.bearer })).status).toBe(200);
  });
});

describe("JSON endpoints", () => {
  it("take application/json only, not a form's text/plain dressed up with a parameter", async () => {
    const body = JSON.stringify({ userId: owner.user.id, imageType: "coverPic" });
    for (const type of [
      "text/plain;charset=application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonp",
    ]) {
      const res = await deleteCover({ authorization: owner.bearer, "content-type": type }, body);
      expect(res.status, type).toBe(415);
    }
    const login = await api.login(
      jsonRequest(
        "/api/user/login",
        { email: owner.user.email, password: owner.password },
        { "content-type": "text/plain;charset=application/json" },
      ),
    );
    expect(login.status).toBe(415);
    expect(
      (await deleteCover({ authorization: owner.bearer, "content-type": "application/json; charset=utf-8" }, body))
        .status,
    ).toBe(200);
  });
});

describe("profile saves", () => {
  let files: string;
  beforeAll(async () => {
    files = await tempDir("writes-uploads");
    setStorage(diskStorage(files));
  });
  afterAll(() => setStorage(undefined));

  const ARTIST = { category: "Artists", subcategory: "Heroine", gender: "Female" };
  const FIELDS = { fullName: "Asha Rao", city: "Hyderabad", height: "165 cm", weight: "54 kg" };
  const save = (member: Member, fields: Record<string, string>, upload: Record<string, UploadFile> = {}) =>
    api.add(
      "actor",
      multipartRequest("/api/actor/add", { userId: member.user.id, ...fields }, upload, {
        authorization: member.bearer,
      }),
    );
  const record = async (member: Member) =>
    (
      await (
        await api.read(
          "actor",
          member.user.id,
          new Request(`http://localhost/api/actor/${member.user.id}`, { headers: { authorization: member.bearer } }),
        )
      ).json()
    ).actor;
  const jpeg = async (name: string) => ({ name, type: "image/jpeg", data: await photo(200, 150) });
  const storedFiles = async (member: Member) =>
    (await readdir(path.join(files, "u", member.user.id)).catch(() => [] as string[])).sort();

  it("refuses a save made from an older version with 409, and takes the current one", async () => {
    const member = await createMember(ARTIST);
    const first = await save(member, { ...FIELDS, version: "0" });
    expect(first.status).toBe(200);
    expect((await first.json()).actor.version).toBe(1);
    expect((await save(member, { ...FIELDS, city: "Chennai", version: "1" })).status).toBe(200);
    const stale = await save(member, { ...FIELDS, city: "Kochi", version: "1" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe("This profile was changed elsewhere; reload to see the latest");
    expect((await record(member)).city).toBe("Chennai");
    expect((await save(member, { ...FIELDS, city: "Pune" })).status).toBe(200);
    expect((await record(member)).version).toBe(3);
    expect((await save(member, { ...FIELDS, version: "two" })).status).toBe(400);
  });

  it("lets only one of two saves from the same version win, and keeps only the winner's video", async () => {
    const member = await createMember(ARTIST);
    await save(member, { ...FIELDS, version: "0" });
    const video = (tag: string) => ({
      videoUpload: { name: `${tag}.mp4`, type: "video/mp4", data: Buffer.concat([MP4, Buffer.from(tag)]) },
    });
    const answers = await Promise.all([
      save(member, { ...FIELDS, version: "1" }, video("a")),
      save(member, { ...FIELDS, version: "1" }, video("b")),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = await answers.find((a) => a.status === 200)!.json();
    const kept = await db().media.findMany({ where: { userId: member.user.id, kind: "VIDEO" } });
    expect(kept.map((m) => m.path)).toEqual(won.actor.videoUpload);
    expect(await storedFiles(member)).toEqual(kept.map((m) => path.basename(m.path)).sort());
  });

  it("keeps the text when an API client sends files only, and refuses a save of nothing", async () => {
    const member = await createMember(ARTIST);
    await save(member, { ...FIELDS, aim: "Lead roles" });
    const res = await save(member, {}, { image1: await jpeg("one.jpg") });
    expect(res.status).toBe(200);
    const after = await record(member);
    expect(after).toMatchObject({ fullName: "Asha Rao", city: "Hyderabad", aim: "Lead roles" });
    expect(after.images).toHaveLength(1);
    expect((await save(member, {})).status).toBe(400);
  });

  it("lists every stored file with its id, and deletes one file at the owner's word only", async () => {
    const member = await createMember(ARTIST);
    const other = await createMember(ARTIST);
    await save(member, FIELDS, {
      image1: await jpeg("a.jpg"),
      image2: await jpeg("b.jpg"),
      pdfUpload: { name: "cv.pdf", type: "application/pdf", data: PDF },
    });
    const before = await record(member);
    expect(before.media.map((m: { kind: string }) => m.kind).sort()).toEqual(["IMAGE", "IMAGE", "PORTFOLIO"]);
    const [first, second] = before.media.filter((m: { kind: string }) => m.kind === "IMAGE");

    expect((await api.deleteMedia(first.id, {})).status).toBe(401);
    expect((await api.deleteMedia(first.id, { authorization: other.bearer })).status).toBe(403);
    expect((await api.deleteMedia("no-such-file", { authorization: member.bearer })).status).toBe(404);
    const res = await api.deleteMedia(first.id, { authorization: member.bearer });
    expect(res.status).toBe(200);
    const after = await record(member);
    expect(after.images).toEqual([second.path]);
    expect(await storedFiles(member)).not.toContain(path.basename(first.path));
    const portfolio = before.media.find((m: { kind: string }) => m.kind === "PORTFOLIO");
    expect((await api.deleteMedia(portfolio.id, { authorization: member.bearer })).status).toBe(200);
    expect((await record(member)).pdfUpload).toBeNull();
  });

  it("puts the gallery in the order asked, all of it and only the member's own", async () => {
    const member = await createMember(ARTIST);
    await save(member, FIELDS, {
      image1: await jpeg("a.jpg"),
      image2: await jpeg("b.jpg"),
      image3: await jpeg("c.jpg"),
    });
    const ids = (await record(member)).media
      .filter((m: { kind: string }) => m.kind === "IMAGE")
      .map((m: { id: string }) => m.id);
    const order = (body: object, who = member) =>
      api.orderGallery(jsonRequest("/api/media/order", body, { authorization: who.bearer }, "PUT"));
    expect((await order({ ids: [...ids].reverse() })).status).toBe(200);
    const reordered = (await record(member)).media
      .filter((m: { kind: string }) => m.kind === "IMAGE")
      .map((m: { id: string }) => m.id);
    expect(reordered).toEqual([...ids].reverse());
    expect((await order({ ids: ids.slice(1) })).status).toBe(400);
    expect((await order({ ids: [...ids, ids[0]] })).status).toBe(400);
    const other = await createMember(ARTIST);
    expect((await order({ ids }, other)).status).toBe(400);
  });

  it("makes a gallery photo the cover, as a copy that outlives the photo", async () => {
    const member = await createMember(ARTIST);
    await save(member, FIELDS, { image1: await jpeg("a.jpg") });
    const photoId = (await record(member)).media.find((m: { kind: string }) => m.kind === "IMAGE").id;
    const res = await api.useAsCover(photoId, { authorization: member.bearer });
    expect(res.status).toBe(200);
    const { coverPic } = await res.json();
    expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).coverPic).toBe(coverPic);
    await api.deleteMedia(photoId, { authorization: member.bearer });
    expect((await api.file(coverPic)).status).toBe(200);
    const cover = (await record(member)).media.find((m: { kind: string }) => m.kind === "COVER_PIC");
    expect((await api.useAsCover(cover.id, { authorization: member.bearer })).status).toBe(400);
  });

  it("keeps at most 30 gallery photos, saying how many there are", async () => {
    const member = await createMember(ARTIST);
    await db().media.createMany({
      data: Array.from({ length: 29 }, (_, i) => ({
        userId: member.user.id,
        kind: "IMAGE" as const,
        path: `u/${member.user.id}/old-${i}.jpg`,
        mimeType: "image/jpeg",
        size: 1,
        position: i,
      })),
    });
    const over = await save(member, {}, { image1: await jpeg("a.jpg"), image2: await jpeg("b.jpg") });
    expect(over.status).toBe(400);
    const body = await over.json();
    expect(body.message).toBe(
      "You can keep at most 30 photos in your gallery: you have 29, and this save adds 2. Delete some first.",
    );
    expect(body.errors).toHaveProperty("image1");
    expect((await save(member, {}, { image1: await jpeg("a.jpg") })).status).toBe(200);
  });
});

describe("stored files no row refers to", () => {
  it("are removed once older than the grace period, with .partial leftovers; the rest stays", async () => {
    const dir = await tempDir("orphans");
    setStorage(diskStorage(dir));
    try {
      const member = await createMember({ category: "Artists", subcategory: "Heroine", gender: "Female" });
      const mine = (name: string) => `u/${member.user.id}/${name}`;
      await db().media.create({
        data: {
          userId: member.user.id,
          kind: "IMAGE",
          path: mine("kept.jpg"),
          cardPath: mine("kept-card.webp"),
          mimeType: "image/jpeg",
          size: 1,
        },
      });
      await db().user.update({ where: { id: member.user.id }, data: { coverPic: mine("legacy-cover.jpg") } });
      const files = [
        "kept.jpg",
        "kept-card.webp",
        "legacy-cover.jpg",
        "crashed.jpg",
        "kept.jpg.1234.partial",
        "fresh.jpg",
      ];
      for (const name of files) {
        await mkdir(path.dirname(path.join(dir, mine(name))), { recursive: true });
        await writeFile(path.join(dir, mine(name)), "x");
      }
      // Their times on the tests' clock (tests/setup/clock.ts), which the file system does not keep: fresh.jpg
      // is written now, the rest two hours ago.
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const name of files) {
        const at = name === "fresh.jpg" ? new Date() : twoHoursAgo;
        await utimes(path.join(dir, mine(name)), at, at);
      }

      const { removed } = await sweepOrphans();
      expect(removed.sort()).toEqual([mine("crashed.jpg"), mine("kept.jpg.1234.partial")]);
      expect((await readdir(path.join(dir, "u", member.user.id))).sort()).toEqual([
        "fresh.jpg",
        "kept-card.webp",
        "kept.jpg",
        "legacy-cover.jpg",
      ]);
    } finally {
      setStorage(undefined);
    }
  });
});

describe("the embedded database", () => {
  it("is opened by one process at a time: another is refused, naming the process that has it", async () => {
    const dataDir = await tempDir("one-writer");
    const pgliteDir = path.join(dataDir, "pglite");
    const mine = openDatabase({ pgliteDir });
    await mine.sql.query("SELECT 1");
    const env = { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir };
    const migrate = () =>
      run("npx", ["--no-install", "tsx", "--conditions=react-server", "scripts/migrate.ts"], {
        env,
        timeout: 60_000,
      }).then(
        (r) => ({ code: 0, output: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
      );
    const refused = await migrate();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `Castfolio cannot start: The embedded database in ${pgliteDir} is in use by process ${process.pid}`,
    );
    await mine.close();
    expect((await migrate()).code).toBe(0);
  });
});
