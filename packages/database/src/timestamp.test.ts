import { sql, type Generated } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, type Migrations } from "./migrations.ts";
import { dialectVariants, useTestDatabases } from "./test-databases.ts";
import { now, timestampType, type IsoTimestamp } from "./timestamp.ts";

interface Notes {
  notes: { id: number; body: string; created_at: Generated<IsoTimestamp> };
}

const migrations: Migrations = {
  "001-notes": {
    up: (db, { dialect }) =>
      db.schema
        .createTable("notes")
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", timestampType(dialect), (col) =>
          col.notNull().defaultTo(now(dialect)),
        )
        .execute(),
  },
};

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(dialectVariants())("timestamps on $dialect", (variant) => {
  const databases = useTestDatabases(variant);
  const { dialect } = databases;

  it("round-trips rows with a now() default as ISO text", async () => {
    const database = databases.open<Notes>("notes", databases.place("memory"));
    const { db } = database;
    await migrateToLatest(database, migrations, { app: "notes" });

    const before = Date.now();
    await db.insertInto("notes").values({ id: 1, body: "defaulted" }).execute();
    const given = "2020-02-29T23:59:59.999Z";
    await db.insertInto("notes").values({ id: 2, body: "given", created_at: given }).execute();
    const rows = await db.selectFrom("notes").selectAll().orderBy("created_at").execute();

    expect(rows.map((row) => [row.id, row.body])).toEqual([
      [2, "given"],
      [1, "defaulted"],
    ]);
    expect(rows[0]?.created_at).toBe(given);
    const defaulted = rows[1]?.created_at ?? "";
    expect(defaulted).toMatch(ISO);
    // A second of slack either way: the database and the test read the same clock.
    expect(Date.parse(defaulted)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(defaulted)).toBeLessThanOrEqual(Date.now() + 1_000);

    const since2021 = await db
      .selectFrom("notes")
      .select("id")
      .where("created_at", ">", "2021-01-01T00:00:00.000Z")
      .execute();
    expect(since2021).toEqual([{ id: 1 }]);
  });

  it("compares now() with an ISO parameter in SQL", async () => {
    const { db } = databases.open("clock", databases.place("memory"));
    const query = sql<{ past: number; future: number }>`select
      case when ${now(dialect)} > ${"2000-01-01T00:00:00.000Z"} then 1 else 0 end as past,
      case when ${now(dialect)} > ${"2999-01-01T00:00:00.000Z"} then 1 else 0 end as future`;
    expect((await query.execute(db)).rows).toEqual([{ past: 1, future: 0 }]);
  });
});
