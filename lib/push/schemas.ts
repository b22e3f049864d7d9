import { createECDH } from "node:crypto";
import { z } from "zod";
import { formError } from "../i18n/form-errors.ts";

// What POST and DELETE /api/push/subscriptions take: a browser's PushSubscription as its toJSON() gives it.

/** Push services' addresses run to a few hundred characters (WNS's are the longest). */
export const MAX_ENDPOINT_LENGTH = 2048;

const endpoint = z
  .string({ message: formError("generic.required", { field: "endpoint" }) })
  .min(1, formError("generic.required", { field: "endpoint" }))
  .max(MAX_ENDPOINT_LENGTH, formError("generic.maxChars", { field: "endpoint", max: MAX_ENDPOINT_LENGTH }))
  .refine((value) => URL.canParse(value), formError("push.endpointNotUrl"))
  // One spelling of an address (case, default port, dot segments), so that the same device is one row.
  .transform((value) => new URL(value).href);

const bytesOf = (value: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url") : null);

/** The browser's P-256 public key: an uncompressed point (65 bytes) that lies on the curve. */
const isPublicKey = (value: string) => {
  const bytes = bytesOf(value);
  if (bytes?.length !== 65 || bytes[0] !== 4) return false;
  try {
    const ours = createECDH("prime256v1");
    ours.generateKeys();
    ours.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
};

export const subscribeSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string()
        .max(200)
        .refine(isPublicKey, formError("push.keyInvalid", { key: "p256dh" })),
      auth: z
        .string()
        .max(100)
        .refine((value) => bytesOf(value)?.length === 16, formError("push.keyInvalid", { key: "auth" })),
    },
    { message: formError("generic.required", { field: "keys" }) },
  ),
});

export const unsubscribeSchema = z.object({ endpoint });
