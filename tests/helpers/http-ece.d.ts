declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  /** RFC 8188 content decryption (the aes128gcm scheme web push uses, RFC 8291). */
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
