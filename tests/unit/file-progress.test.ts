import { describe, expect, it } from "vitest";
import { accepts, progressByFile } from "@/lib/media/client/file-progress";

const file = (name: string, size: number, type = "") => new File([new Uint8Array(size)], name, { type });

describe("progressByFile", () => {
  const a = file("a.jpg", 100);
  const b = file("b.mp4", 300);
  it("fills the files one after another, in the order they are sent", () => {
    expect([...progressByFile([a, b], 0).values()]).toEqual([0, 0]);
    expect([...progressByFile([a, b], 0.125).values()]).toEqual([0.5, 0]);
    expect([...progressByFile([a, b], 0.5).values()]).toEqual([1, 1 / 3]);
    expect([...progressByFile([a, b], 1).values()]).toEqual([1, 1]);
  });
  it("keeps within 0 and 1 whatever it is told, and counts an empty file as sent once others are", () => {
    const empty = file("empty.txt", 0);
    expect([...progressByFile([a, empty], 2).values()]).toEqual([1, 1]);
    expect([...progressByFile([a, empty], -1).values()]).toEqual([0, 0]);
  });
});

describe("accepts", () => {
  it("matches MIME types, type families and extensions as an input's accept list does", () => {
    expect(accepts("image/jpeg,image/png", file("x.png", 1, "image/png"))).toBe(true);
    expect(accepts("image/jpeg,image/png", file("x.txt", 1, "text/plain"))).toBe(false);
    expect(accepts("video/*", file("reel.MOV", 1, "video/quicktime"))).toBe(true);
    expect(accepts(".pdf,.docx", file("CV.PDF", 1))).toBe(true);
    expect(accepts(".pdf,.docx", file("cv.exe", 1, "application/x-msdownload"))).toBe(false);
  });
});
