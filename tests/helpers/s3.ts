import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { s3Storage } from "@/lib/storage/s3";
import type { Storage } from "@/lib/storage";
import { tempDir } from "./files";

export interface LocalS3 {
  files: Storage;
  endpoint: string;
  stop: () => Promise<void>;
}

/** An S3-compatible server on a random loopback port, keeping its objects in a temporary folder, with one bucket. */
export async function startLocalS3(bucket = "castfolio-test"): Promise<LocalS3> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory: await tempDir("s3rver"), silent: true });
  const { port } = await server.run();
  // Node writes a response's Date header from the real clock, not the tests' (tests/setup/clock.ts): the AWS
  // SDK would set its clock by it, and s3rver (on the tests' clock) refuse every request after as skewed.
  server.httpServer.prependListener("request", (_request, response) =>
    response.setHeader("Date", new Date().toUTCString()),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const admin = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const files = s3Storage({ bucket, endpoint, region: "us-east-1", forcePathStyle: true, ...credentials });
  return { files, endpoint, stop: () => server.close() };
}
