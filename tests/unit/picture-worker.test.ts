import { readFileSync } from "node:fs";
import os from "node:os";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD_SIDE, GALLERY_SIDE, makeVariants } from "@/lib/media/images";
import { childrenRunning } from "../helpers/processes";

// The variants a job makes come from a child process at the lowest CPU priority, so that a backlog of
// pictures never takes the CPU from requests; a child that dies fails only the pictures it held.

const WORKER = "picture-worker.mjs";

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

async function workerPid(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const [pid] = childrenRunning(process.pid, WORKER);
    if (pid) return pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("no picture worker was started");
}

describe("the picture worker", () => {
  it("makes the card and gallery in a child process that runs at the lowest priority", async () => {
    const { card, gallery } = await makeVariants(await picture(1600, 900));
    expect([card.width, card.height, card.mime]).toEqual([CARD_SIDE, CARD_SIDE, "image/webp"]);
    expect([gallery.width, gallery.height]).toEqual([GALLERY_SIDE, 675]);
    expect((await sharp(gallery.data).metadata()).format).toBe("webp");

    const pid = await workerPid();
    expect(os.getPriority(pid)).toBe(19);
    // Fewer heaps for libvips's threads: a smaller child for the same pictures.
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environment).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX?.trim() || 2}`);
  });

  it("fails the pictures a killed worker held, and starts another for the next", async () => {
    const first = await workerPid();
    const held = makeVariants(await picture(1200, 1200));
    process.kill(first, "SIGKILL");
    await expect(held).rejects.toThrow(/picture worker was stopped \(SIGKILL\)/);

    const { card } = await makeVariants(await picture(800, 600));
    expect(card.width).toBe(CARD_SIDE);
    const second = await workerPid();
    expect(second).not.toBe(first);
  });

  it("answers a picture it cannot read with an error, and keeps working", async () => {
    await expect(makeVariants(Buffer.from("not a picture at all"))).rejects.toThrow(/unsupported image format/);
    expect((await makeVariants(await picture(500, 500))).card.width).toBe(CARD_SIDE);
  });
});
