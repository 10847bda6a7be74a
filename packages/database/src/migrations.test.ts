import { setTimeout as delay } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./create-database.ts";
import { DatabaseConfigError, MigrationError } from "./errors.ts";
import { migrateDown, migrateToLatest, type Migration, type Migrations } from "./migrations.ts";
import { dialectVariants, useTestDatabases } from "./test-databases.ts";

// The advisory lock Kysely's PostgreSQL adapter holds while it migrates (kysely 0.29).
const KYSELY_MIGRATION_LOCK = BigInt("3853314791062309107");

/** A migration that creates (and drops) one table, noting each run in `log`. */
function table(name: string, log: string[] = []): Migration {
  return {
    up: async (db) => {
      log.push(`up ${name}`);
      await db.schema
        .createTable(name)
        .addColumn("id", "integer", (c) => c.primaryKey())
        .execute();
    },
    down: async (db) => {
      log.push(`down ${name}`);
      await db.schema.dropTable(name).execute();
    },
  };
}

const failing: Migration = {
  up: async (db) => {
    await db.schema.createTable("half_done").addColumn("id", "integer").execute();
    await sql`select * from no_such_table`.execute(db);
  },
};

describe.each(dialectVariants())("migrations on $dialect", (variant) => {
  const databases = useTestDatabases(variant);
  const { dialect } = databases;

  async function tables(database: Database<unknown>): Promise<string[]> {
    const all = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    // PostgreSQL lists every schema's tables, other test files' included.
    return all
      .filter((it) => database.schema === undefined || it.schema === database.schema)
      .map((it) => it.name)
      .sort();
  }

  async function recorded(db: Kysely<unknown>, app: string): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      select name from ${sql.table(`${app}_migrations`)} order by name`.execute(db);
    return rows.map((row) => row.name);
  }

  it("applies pending migrations in name order and records them", async () => {
    const database = databases.open("shop");
    const log: string[] = [];
    // Listed out of order on purpose: the name decides, not the object's key order.
    const migrations = {
      "002-orders": table("orders", log),
      "001-products": table("products", log),
    };

    expect(await migrateToLatest(database, migrations, { app: "shop" })).toEqual([
      "001-products",
      "002-orders",
    ]);
    expect(log).toEqual(["up products", "up orders"]);
    expect(await recorded(database.db, "shop")).toEqual(["001-products", "002-orders"]);
    expect(await tables(database)).toEqual(
      ["orders", "products", "shop_migrations", "shop_migrations_lock"].sort(),
    );
  });

  it("does nothing when re-run, and applies only what was added since", async () => {
    const database = databases.open("shop");
    const log: string[] = [];
    const first = { "001-products": table("products", log) };
    await migrateToLatest(database, first, { app: "shop" });

    expect(await migrateToLatest(database, first, { app: "shop" })).toEqual([]);
    const second = { ...first, "002-orders": table("orders", log) };
    expect(await migrateToLatest(database, second, { app: "shop" })).toEqual(["002-orders"]);
    expect(log).toEqual(["up products", "up orders"]);
  });

  it("rolls a failed run back whole and names the failing migration", async () => {
    const database = databases.open("shop");
    const migrations = { "001-products": table("products"), "002-broken": failing };

    const error: unknown = await migrateToLatest(database, migrations, { app: "shop" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({
      code: "DATABASE_MIGRATION_FAILED",
      app: "shop",
      direction: "up",
      migrationName: "002-broken",
      message: expect.stringContaining('migration "002-broken" (up) failed') as unknown,
      cause: expect.objectContaining({
        message: expect.stringMatching(/no_such_table/) as unknown,
      }) as unknown,
    });
    // Both dialects have transactional DDL: neither the earlier table nor half of the
    // broken migration survives, and nothing is recorded.
    expect(await tables(database)).toEqual(["shop_migrations", "shop_migrations_lock"]);
    expect(await recorded(database.db, "shop")).toEqual([]);

    const fixed = { ...migrations, "002-broken": table("half_done") };
    expect(await migrateToLatest(database, fixed, { app: "shop" })).toEqual([
      "001-products",
      "002-broken",
    ]);
  });

  it("keeps two apps' migrations apart in one database", async () => {
    const place = databases.place();
    const auth = databases.open("auth", place);
    const shop = databases.open("shop", place);
    // The same migration name in both apps must not make either skip its own.
    const authMigrations = { "001-init": table("users") };
    const shopMigrations = { "001-init": table("products") };

    expect(await migrateToLatest(auth, authMigrations, { app: "auth" })).toEqual(["001-init"]);
    expect(await migrateToLatest(shop, shopMigrations, { app: "shop" })).toEqual(["001-init"]);
    expect(await migrateToLatest(auth, authMigrations, { app: "auth" })).toEqual([]);
    expect(await tables(shop)).toEqual(
      [
        ...["auth_migrations", "auth_migrations_lock", "users"],
        ...["products", "shop_migrations", "shop_migrations_lock"],
      ].sort(),
    );
  });

  it("reverts the latest migration with migrateDown", async () => {
    const database = databases.open("shop");
    const log: string[] = [];
    const migrations = {
      "001-products": table("products", log),
      "002-orders": table("orders", log),
    };
    await migrateToLatest(database, migrations, { app: "shop" });

    expect(await migrateDown(database, migrations, { app: "shop" })).toEqual(["002-orders"]);
    expect(log).toEqual(["up products", "up orders", "down orders"]);
    expect(await recorded(database.db, "shop")).toEqual(["001-products"]);
    expect(await migrateDown(database, migrations, { app: "shop" })).toEqual(["001-products"]);
    expect(await migrateDown(database, migrations, { app: "shop" })).toEqual([]);
  });

  it("refuses to revert a migration without down", async () => {
    const database = databases.open("shop");
    const migrations: Migrations = { "001-once": { up: () => Promise.resolve() } };
    await migrateToLatest(database, migrations, { app: "shop" });
    const error = await migrateDown(database, migrations, { app: "shop" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({ migrationName: "001-once", direction: "down" });
  });

  it.runIf(dialect === "postgres")(
    "checks an up-to-date schema without waiting for another instance's migration lock",
    async () => {
      const database = databases.open("shop");
      const migrations = { "001-products": table("products") };
      await migrateToLatest(database, migrations, { app: "shop" });
      // Kysely's migrator takes this one advisory lock for every run on the database, and
      // would wait here for as long as another instance holds it.
      const other = databases.open("other", databases.place("memory"));
      const lock = sql.lit(KYSELY_MIGRATION_LOCK);
      await other.db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${lock})`.execute(connection);
        try {
          const checked = await Promise.race([
            migrateToLatest(database, migrations, { app: "shop" }),
            delay(3000).then(() => "still waiting"),
          ]);
          expect(checked).toEqual([]);
        } finally {
          await sql`select pg_advisory_unlock(${lock})`.execute(connection);
        }
      });
    },
  );

  it("fails when a recorded migration is missing from the code", async () => {
    const database = databases.open("shop");
    await migrateToLatest(database, { "001-products": table("products") }, { app: "shop" });
    const error = await migrateToLatest(database, {}, { app: "shop" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({ migrationName: undefined, message: /001-products is missing/ });
  });

  it("tells each migration the dialect", async () => {
    const database = databases.open("shop", databases.place("memory"));
    const seen: string[] = [];
    const migrations: Migrations = {
      "001-look": { up: (_db, context) => Promise.resolve(void seen.push(context.dialect)) },
    };
    await migrateToLatest(database, migrations, { app: "shop" });
    expect(seen).toEqual([dialect]);
  });

  it.runIf(dialect === "postgres")(
    "migrates while another process creates and drops schemas in the same database",
    async () => {
      const churn = databases.open("churn", databases.place("memory"));
      let stop = false;
      const dropping = (async () => {
        for (let round = 0; !stop; round++) {
          const schema = `t_churn_${process.pid}_${round}`;
          await sql`create schema ${sql.id(schema)}`.execute(churn.db);
          await sql`create table ${sql.id(schema, "t")} (id serial primary key)`.execute(churn.db);
          await sql`drop schema ${sql.id(schema)} cascade`.execute(churn.db);
          // Test files drop their schemas now and then, not back to back.
          await delay(10);
        }
      })();
      const applied: string[][] = [];
      try {
        for (let run = 0; run < 20; run++) {
          const database = databases.open("shop", databases.place("memory"));
          applied.push(await migrateToLatest(database, { "001-a": table("a") }, { app: "shop" }));
        }
      } finally {
        stop = true;
        await dropping;
      }
      expect(applied).toEqual(Array.from({ length: 20 }, () => ["001-a"]));
    },
  );

  it.each(["Shop", "my-shop", ""])("rejects the app name %j", async (app) => {
    const database = databases.open("shop", databases.place("memory"));
    await expect(migrateToLatest(database, {}, { app })).rejects.toBeInstanceOf(
      DatabaseConfigError,
    );
  });
});
