import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MigrationError } from "./errors.ts";
import { migrateToLatest, type Migrations } from "./migrations.ts";
import { dialectVariants, useTestDatabases } from "./test-databases.ts";

const migrations: Migrations = {
  "001-products": {
    up: (db) =>
      db.schema
        .createTable("products")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .execute(),
  },
};

/** A DATABASE_URL whose connections start with this search_path (libpq's `options`). */
function withSearchPath(url: string | undefined, searchPath: string): string {
  const withPath = new URL(url ?? "");
  withPath.searchParams.set("options", `-c search_path=${searchPath}`);
  return withPath.href;
}

// Without a `schema` option the migrator must find the connection's schema itself.
describe("migrations on PostgreSQL without a schema option", () => {
  const postgres = dialectVariants().find((variant) => variant.dialect === "postgres");
  const databases = useTestDatabases(postgres ?? { dialect: "postgres", skipReason: "no variant" });

  it("keeps its bookkeeping in the search_path's schema", async () => {
    const place = databases.place();
    const schema = place.schema ?? "";
    await sql`select 1`.execute(databases.open("setup", place).db); // creates the schema
    const database = databases.open("shop", {
      databaseUrl: withSearchPath(place.databaseUrl, schema),
    });
    expect(database.schema).toBeUndefined();

    expect(await migrateToLatest(database, migrations, { app: "shop" })).toEqual(["001-products"]);
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${schema} order by table_name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual([
      "products",
      "shop_migrations",
      "shop_migrations_lock",
    ]);
  });

  it("fails clearly when no schema on the search_path exists", async () => {
    const place = databases.place(); // registered for cleanup, never created
    const database = databases.open("shop", {
      databaseUrl: withSearchPath(place.databaseUrl, place.schema ?? ""),
    });
    const error = await migrateToLatest(database, migrations, { app: "shop" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({
      migrationName: undefined,
      message: /no schema on the search_path/,
    });
  });
});
