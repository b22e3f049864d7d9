// The child process that makes pictures nobody is waiting for (lib/media/background-pictures.ts starts it at
// the lowest priority, so the server's requests always get the CPU first). It knows no rule of its own: each
// message names a picture's bytes and the outputs to make of it, and the answer carries them back.
//
// in:  { id, input: Uint8Array, outputs: [{ resize: [width, height, options], webp: options }] }
// out: { id, results: [{ data: Uint8Array, width, height }] } or { id, error: string }
import sharp from "sharp";

sharp.concurrency(1);
sharp.cache(false);

async function make({ input, outputs }) {
  const picture = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return Promise.all(
    outputs.map(async ({ resize, webp }) => {
      const { data, info } = await sharp(picture, { failOn: "error" })
        .resize(...resize)
        .webp(webp)
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

process.on("message", (request) => {
  make(request).then(
    (results) => process.send({ id: request.id, results }),
    (error) => process.send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server went away (stopped, or killed): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
