import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Fails when prisma/schema.prisma and the database built by prisma/migrations disagree.

interface DmmfField {
  name: string;
  kind: string;
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType: [string, string[]] | null;
  dbName?: string | null;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  fields: { name: string; sortOrder?: string }[];
}

const schema = readFileSync("prisma/schema.prisma", "utf8");

/**
 * Fields of a type Prisma does not support (`documentVector Unsupported("tsvector")?`), which the DMMF
 * leaves out: model → their columns with the database type and nullability.
 */
const unsupported = new Map<string, { name: string; type: string; nullable: boolean }[]>(
  [...schema.matchAll(/^model (\w+) \{([^}]*)\}/gm)].map(([, model, body]) => [
    model,
    [...body.matchAll(/^\s+(\w+)\s+Unsupported\("(\w+)"\)(\?)?/gm)].map(([, name, type, optional]) => ({
      name,
      type,
      nullable: Boolean(optional),
    })),
  ]),
);

const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: schema }))).datamodel as {
  models: DmmfModel[];
  enums: { name: string; values: { name: string }[] }[];
  indexes: DmmfIndex[];
};

function expectedType(field: DmmfField): string {
  const base: Record<string, string> = {
    String: "text",
    Boolean: "bool",
    Int: "int4",
    BigInt: "int8",
    Float: "float8",
    Json: "jsonb",
    Decimal: "numeric",
  };
  const type =
    field.kind === "enum"
      ? field.type
      : field.type === "DateTime"
        ? field.nativeType?.[0] === "Date"
          ? "date"
          : "timestamp"
        : base[field.type];
  if (!type) throw new Error(`No mapping for ${field.type}`);
  return field.isList ? `_${type}` : type;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

describe("schema.prisma matches the migrated database", () => {
  it("has a table for every model and no table without a model", async () => {
    const tables = await t.db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const names = tables
      .map((r) => r.table_name)
      .filter((n) => n !== "_prisma_migrations")
      .sort();
    expect(names).toEqual(dmmf.models.map((m) => m.dbName ?? m.name).sort());
  });

  it("has every scalar field as a column of the right type and nullability, and no other column", async () => {
    const columns = await t.db.sql.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: string;
    }>(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const model of dmmf.models) {
      const table = model.dbName ?? model.name;
      const actual = columns.filter((c) => c.table_name === table);
      const scalars = model.fields.filter((f) => f.kind === "scalar" || f.kind === "enum");
      const others = unsupported.get(model.name) ?? [];
      expect(actual.map((c) => c.column_name).sort(), table).toEqual(
        [...scalars.map((f) => f.dbName ?? f.name), ...others.map((f) => f.name)].sort(),
      );
      for (const field of others) {
        const column = actual.find((c) => c.column_name === field.name)!;
        expect(column.udt_name, `${table}.${field.name} type`).toBe(field.type);
        expect(column.is_nullable, `${table}.${field.name} nullability`).toBe(field.nullable ? "YES" : "NO");
      }
      for (const field of scalars) {
        const column = actual.find((c) => c.column_name === (field.dbName ?? field.name))!;
        expect(column.udt_name, `${table}.${field.name} type`).toBe(expectedType(field));
        // Prisma leaves list columns nullable in the database whatever the schema says.
        if (!field.isList)
          expect(column.is_nullable, `${table}.${field.name} nullability`).toBe(field.isRequired ? "NO" : "YES");
      }
    }
  });

  it("has every enum with the same values", async () => {
    for (const e of dmmf.enums) {
      const rows = await t.db.sql.query<{ v: string }>(`SELECT unnest(enum_range(NULL::"${e.name}"))::text AS v`);
      expect(rows.map((r) => r.v)).toEqual(e.values.map((v) => v.name));
    }
  });

  it("has every id, unique and index of the schema", async () => {
    const indexes = await t.db.sql.query<{ table: string; unique: boolean; columns: string }>(
      `SELECT t.relname AS table, ix.indisunique AS unique,
              string_agg(a.attname || CASE WHEN (ix.indoption[k.i - 1] & 1) = 1 THEN ' desc' ELSE '' END, ',' ORDER BY k.i) AS columns
         FROM pg_index ix
         JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema() AND t.relname <> '_prisma_migrations'
         CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, i)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        GROUP BY t.relname, ix.indexrelid, ix.indisunique`,
    );
    const actual = new Set(indexes.map((i) => `${i.table}(${i.columns})${i.unique ? " unique" : ""}`));
    const expected = dmmf.indexes
      .filter((i) => i.type !== "fulltext")
      .map(
        (i) =>
          `${i.model}(${i.fields.map((f) => f.name + (f.sortOrder === "desc" ? " desc" : "")).join(",")})${i.type === "normal" ? "" : " unique"}`,
      );
    for (const index of expected) expect(actual, index).toContain(index);
    expect(actual.size, "indexes in the database but not in the schema").toBe(expected.length);
  });
});
