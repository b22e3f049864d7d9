import { describe, expect, it } from "vitest";
import { withFieldLabels } from "@/lib/media/client/field-labels";

describe("upload messages a person reads", () => {
  it("name the form's labels, never the API's field names", () => {
    expect(withFieldLabels("videoUpload: the file is not a video")).toBe("Video: the file is not a video");
    expect(withFieldLabels("pdfUpload: the file is larger than 10 MB")).toBe(
      "Portfolio: the file is larger than 10 MB",
    );
    expect(withFieldLabels("image3: the image cannot be read")).toBe("Images: the image cannot be read");
    expect(withFieldLabels("Too many files in image1..N")).toBe("Too many files in Images");
    expect(withFieldLabels("file2: unsupported")).toBe("Work samples: unsupported");
    expect(withFieldLabels("This call asks for a self-tape video: send it as selfTape.")).toBe(
      "This call asks for a self-tape video: send it as Self-tape video.",
    );
    expect(withFieldLabels("Profile saved")).toBe("Profile saved");
    expect(withFieldLabels(undefined)).toBeUndefined();
  });
});
