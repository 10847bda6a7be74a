import { describe, expect, it } from "vitest";
import { atomically } from "./atomically.ts";
import { isUniqueViolation } from "./is-unique-violation.ts";
import { dialectVariants, useTestDatabases } from "./test-databases.ts";

type Notes = {
  notes: { id: number; text: string };
};

describe.each(dialectVariants())("atomically on $dialect", (variant) => {
  const databases = useTestDatabases(variant);

  async function open() {
    const { db } = databases.open<Notes>("auth", databases.place("memory"));
    await db.schema
      .createTable("notes")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("text", "text", (c) => c.notNull().unique())
      .execute();
    return db;
  }

  const texts = async (db: Awaited<ReturnType<typeof open>>) =>
    (await db.selectFrom("notes").select("text").orderBy("id").execute()).map((n) => n.text);

  it("commits on its own and rolls back everything on a throw", async () => {
    const db = await open();
    await atomically(db, (trx) => trx.insertInto("notes").values({ id: 1, text: "a" }).execute());
    const failed = atomically(db, async (trx) => {
      await trx.insertInto("notes").values({ id: 2, text: "b" }).execute();
      throw new Error("boom");
    });
    await expect(failed).rejects.toThrow("boom");
    expect(await texts(db)).toEqual(["a"]);
  });

  it("inside a transaction undoes only its own part, and the transaction goes on", async () => {
    const db = await open();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("notes").values({ id: 1, text: "kept" }).execute();
      const conflict = await atomically(trx, async (inner) => {
        await inner.insertInto("notes").values({ id: 2, text: "undone" }).execute();
        await inner.insertInto("notes").values({ id: 3, text: "kept" }).execute();
      }).catch((error: unknown) => error);
      expect(isUniqueViolation(conflict)).toBe(true);
      // On PostgreSQL this statement fails ("current transaction is aborted") without the savepoint.
      await trx.insertInto("notes").values({ id: 4, text: "after" }).execute();
    });
    expect(await texts(db)).toEqual(["kept", "after"]);
  });

  it("nests", async () => {
    const db = await open();
    await atomically(db, async (outer) => {
      await outer.insertInto("notes").values({ id: 1, text: "outer" }).execute();
      await atomically(outer, async (middle) => {
        await middle.insertInto("notes").values({ id: 2, text: "middle" }).execute();
        await atomically(middle, async (inner) => {
          await inner.insertInto("notes").values({ id: 3, text: "inner" }).execute();
          throw new Error("inner");
        }).catch(() => undefined);
      });
    });
    expect(await texts(db)).toEqual(["outer", "middle"]);
  });
});
