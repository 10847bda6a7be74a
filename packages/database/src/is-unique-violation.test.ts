import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./is-unique-violation.ts";
import { dialectVariants, useTestDatabases } from "./test-databases.ts";

interface Accounts {
  parents: { id: number };
  accounts: { id: number; email: string; parent_id: number | null };
}

describe.each(dialectVariants())("isUniqueViolation on $dialect", (variant) => {
  const databases = useTestDatabases(variant);

  async function open() {
    const { db } = databases.open<Accounts>("auth", databases.place("memory"));
    await db.schema
      .createTable("parents")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .execute();
    await db.schema
      .createTable("accounts")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("parent_id", "integer", (c) => c.references("parents.id"))
      .execute();
    await db
      .insertInto("accounts")
      .values({ id: 1, email: "a@example.se", parent_id: null })
      .execute();
    return db;
  }

  it.each<[string, Accounts["accounts"], boolean]>([
    ["a taken email", { id: 2, email: "a@example.se", parent_id: null }, true],
    ["a taken primary key", { id: 1, email: "b@example.se", parent_id: null }, true],
    ["a missing parent", { id: 2, email: "b@example.se", parent_id: 9 }, false],
  ])("says %s is %s", async (_, row, expected) => {
    const db = await open();
    const error = await db
      .insertInto("accounts")
      .values(row)
      .execute()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(expected);
    expect(isUniqueViolation(new Error("wrapped", { cause: error }))).toBe(expected);
  });

  it("says a missing value (NOT NULL) is false", async () => {
    const db = await open();
    const error = await db
      .insertInto("accounts")
      .values({ id: 2, email: null as unknown as string, parent_id: null })
      .execute()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(false);
  });
});

describe("isUniqueViolation on things that are not driver errors", () => {
  const loop = new Error("loop");
  loop.cause = loop;

  it.each<[string, unknown]>([
    ["undefined", undefined],
    ["a string", "23505"],
    ["a look-alike object", { code: "23505" }],
    ["a look-alike error", Object.assign(new Error("x"), { code: "SQLITE_CONSTRAINT_UNIQUE" })],
    ["an error caused by itself", loop],
  ])("%s is false", (_, value) => {
    expect(isUniqueViolation(value)).toBe(false);
  });
});
