import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { mimeFromStoredPath } from "./mime.ts";
import { checkStoredPath } from "./paths.ts";
import type { Storage } from "./types.ts";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

type Sdk = typeof import("@aws-sdk/client-s3");

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/** Stored files as objects of an S3-compatible bucket, keyed by their stored path. */
export function s3Storage(options: S3Options): Storage {
  if (!options.bucket) throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET.");
  const { bucket } = options;
  // The SDK loads on first use, so that disk-only deployments never pay for it.
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: several S3-compatible servers reject the newer
        // streaming checksum trailers the SDK sends by default.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const object = (storedPath: string) => ({ Bucket: bucket, Key: checkStoredPath(storedPath) });

  return {
    description: `S3 bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ""}`,
    async put(storedPath, data) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ ...object(storedPath), Body: data, ContentType: mimeFromStoredPath(storedPath) }),
      );
    },
    async putFile(storedPath, localPath) {
      const { sdk, client } = await connect();
      const { size } = await stat(localPath);
      await client.send(
        new sdk.PutObjectCommand({
          ...object(storedPath),
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: mimeFromStoredPath(storedPath),
        }),
      );
    },
    async alias(existingPath, storedPath) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.CopyObjectCommand({ ...object(storedPath), CopySource: `${bucket}/${checkStoredPath(existingPath)}` }),
      );
    },
    async read(storedPath, range) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            ...object(storedPath),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!answer.Body) return undefined;
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: total ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async size(storedPath) {
      const { sdk, client } = await connect();
      try {
        return (await client.send(new sdk.HeadObjectCommand(object(storedPath)))).ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(storedPath) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(object(storedPath)));
    },
    async *list(prefix = "") {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const modified = item.LastModified ?? new Date();
          if (item.Key) yield { path: item.Key, modified: () => Promise.resolve(modified) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
