import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "@/lib/csv";

// What a spreadsheet sees of a cell: a name or a note written as a formula stays text (OWASP's CSV injection).

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ["+91 98450 11223", `"'+91 98450 11223"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@SUM(1+1)*cmd|' /C calc'!A0", `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
  ])("neutralise %j, which starts as a formula", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leave other text as it is, quoted, with its quotes doubled", () => {
    expect(csvCell("Kamala Devi")).toBe('"Kamala Devi"');
    expect(csvCell('after "lunch", = later')).toBe('"after ""lunch"", = later"');
    expect(csvCell("")).toBe('""');
    expect(csvCell("కమల")).toBe('"కమల"');
  });

  it("make a file of CRLF rows after a byte-order mark", () => {
    expect(
      csvText([
        ["a", "=b"],
        ["c", "d"],
      ]),
    ).toBe('\uFEFF"a","\'=b"\r\n"c","d"\r\n');
  });
});
