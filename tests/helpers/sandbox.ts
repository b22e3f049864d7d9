import { afterAll, beforeAll } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { createTestDatabase, type TestDatabase } from "./database";
import { tempDir } from "./files";

/** What a test file gets from uploadSandbox(), filled in before its first test. */
export interface UploadSandbox {
  t: TestDatabase;
  /** UPLOAD_TMP_DIR: where uploads wait while they are checked. */
  tmp: string;
  /** OUTBOX_DIR: the mails sent, as .eml files. */
  outbox: string;
  /** The stored files, on disk. */
  files: Storage;
}

/**
 * A database of the test file's own, with its own upload folder, mail outbox and file storage, for files
 * whose tests upload and mail through the route handlers. Torn down after the file, once the work sent to
 * the background (mail) has finished.
 */
export function uploadSandbox(label: string): UploadSandbox {
  const sandbox = {} as UploadSandbox;
  beforeAll(async () => {
    sandbox.t = await createTestDatabase();
    sandbox.tmp = await tempDir(`${label}-tmp`);
    process.env.UPLOAD_TMP_DIR = sandbox.tmp;
    sandbox.outbox = await tempDir(`${label}-outbox`);
    process.env.OUTBOX_DIR = sandbox.outbox;
    sandbox.files = diskStorage(await tempDir(`${label}-uploads`));
    setStorage(sandbox.files);
  });
  afterAll(async () => {
    await backgroundIdle();
    setStorage(undefined);
    delete process.env.UPLOAD_TMP_DIR;
    delete process.env.OUTBOX_DIR;
    await sandbox.t?.drop();
  });
  return sandbox;
}
