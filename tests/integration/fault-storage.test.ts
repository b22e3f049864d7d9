import { readdir } from "node:fs/promises";
import { backgroundIdle } from "@/lib/server/background";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { api, leakIn, memberState } from "../helpers/api";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { storedPaths, tempDir } from "../helpers/files";
import { MP4, PDF } from "../helpers/media";
import { multipartRequest, photo } from "../helpers/uploads";

// The disk refusing writes (full, or read-only) during a save: a clear 507 or 503, nothing half-written
// in the database or the storage, and no temporary files left.

let t: TestDatabase;
let tmp: string;
let disk: Storage;
/** Which write fails and how; undefined writes normally. */
let failure: { code: string; afterWrites: number } | undefined;

function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated, write '/srv/castfolio/uploads/u/x.jpg'`), {
    code,
    syscall: "write",
    errno: -28,
  });
}

/** The real disk storage, except that writes fail as `failure` says once some have gone through. */
function refusingStorage(): Storage {
  let writes = 0;
  const gate = () => {
    if (failure && writes++ >= failure.afterWrites) throw errno(failure.code);
  };
  return {
    ...disk,
    put: async (p, data) => (gate(), disk.put(p, data)),
    putFile: async (p, local) => (gate(), disk.putFile(p, local)),
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  tmp = await tempDir("fault-tmp");
  process.env.UPLOAD_TMP_DIR = tmp;
  disk = diskStorage(await tempDir("fault-uploads"));
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.UPLOAD_TMP_DIR;
  await t?.drop();
});

const CASES = [
  { code: "ENOSPC", status: 507, message: /no space left to store/i },
  { code: "EDQUOT", status: 507, message: /no space left to store/i },
  { code: "EACCES", status: 503, message: /storage is not accepting files/i },
  { code: "EROFS", status: 503, message: /storage is not accepting files/i },
];

describe.each(CASES)("a storage failing with $code", ({ code, status, message }) => {
  it(`answers a profile save ${status}, keeps the saved profile and leaves no file behind`, async () => {
    const owner = await createMember();
    setStorage(refusingStorage());
    // A first save that works, so that there is something to keep.
    failure = undefined;
    const fields = {
      userId: owner.user.id,
      fullName: "Asha Rao",
      city: "Hyderabad",
      height: "165 cm",
      weight: "54 kg",
    };
    expect(
      (
        await api.add(
          "actor",
          multipartRequest(
            "/api/actor/add",
            fields,
            { image1: { name: "a.jpg", type: "image/jpeg", data: await photo(200, 150) } },
            { authorization: owner.bearer },
          ),
        )
      ).status,
    ).toBe(200);
    await backgroundIdle(); // the picture's variants
    const before = await memberState(owner.user.id);
    const storedBefore = await storedPaths(disk);

    setStorage(refusingStorage());
    // Four files (two pictures, a video, a document): the third write fails.
    failure = { code, afterWrites: 2 };
    const files = {
      image1: { name: "b.jpg", type: "image/jpeg", data: await photo(300, 200) },
      image2: { name: "c.jpg", type: "image/jpeg", data: await photo(310, 210) },
      videoUpload: { name: "reel.mp4", type: "video/mp4", data: MP4 },
      pdfUpload: { name: "cv.pdf", type: "application/pdf", data: PDF },
    };
    const res = await api.add(
      "actor",
      multipartRequest("/api/actor/add", { ...fields, city: "Chennai" }, files, { authorization: owner.bearer }),
    );
    const body = await res.text();
    expect(res.status, body).toBe(status);
    expect(JSON.parse(body).message).toMatch(message);
    expect(leakIn(body), body).toBeUndefined();

    expect(await memberState(owner.user.id)).toEqual(before);
    expect(await storedPaths(disk)).toEqual(storedBefore);
    expect(await readdir(tmp)).toEqual([]);
  });

  it(`answers a picture upload ${status} and keeps the old picture`, async () => {
    const owner = await createMember();
    setStorage(refusingStorage());
    failure = { code, afterWrites: 0 };
    const before = await memberState(owner.user.id);
    const storedBefore = await storedPaths(disk);
    const res = await api.uploadPicture(
      multipartRequest(
        "/api/user/upload-profile",
        { userId: owner.user.id },
        { profilePic: { name: "me.jpg", type: "image/jpeg", data: await photo(200, 200) } },
        { authorization: owner.bearer },
      ),
    );
    expect(res.status).toBe(status);
    expect(await memberState(owner.user.id)).toEqual(before);
    expect(await storedPaths(disk)).toEqual(storedBefore);
    expect(await readdir(tmp)).toEqual([]);
  });
});
