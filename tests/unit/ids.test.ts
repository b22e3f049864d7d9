import { describe, expect, it } from "vitest";
import { idSchema, isId, MAX_ID_LENGTH } from "@/lib/ids";
import { inEnglish } from "../helpers/form-errors";

describe("record ids", () => {
  it("take the cuids the database makes and the UUIDs the seed made", () => {
    expect(isId("cmb1x2y3z0000abcd1234efgh")).toBe(true);
    expect(isId("3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f")).toBe(true);
    expect(isId("a".repeat(MAX_ID_LENGTH))).toBe(true);
  });

  it("refuse anything that cannot name a record", () => {
    for (const bad of ["", "a".repeat(MAX_ID_LENGTH + 1), "../etc/passwd", "a b", "id\u0000", "ïd"]) {
      expect(isId(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isId(42)).toBe(false);
    expect(isId(null)).toBe(false);
  });

  it("name the field in the schema's messages", () => {
    const schema = idSchema("targetId");
    expect(schema.parse("cmb1x2y3z0000abcd1234efgh")).toBe("cmb1x2y3z0000abcd1234efgh");
    expect(inEnglish(schema.safeParse("a/b").error!.issues[0].message)).toBe("targetId is not an id of Castfolio");
    expect(inEnglish(schema.safeParse(undefined).error!.issues[0].message)).toBe("targetId is required");
  });
});
