import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./create-database.ts";
import {
  dialectVariants,
  TestDatabases,
  useTestDatabases,
  type TestPlace,
} from "./test-databases.ts";
import { scaled } from "../../../scripts/time-scale.ts";

const run = promisify(execFile);

describe.each(dialectVariants())("createDatabase on $dialect", (variant) => {
  const databases = useTestDatabases(variant);
  const { dialect } = databases;

  // The same statement on both dialects: a SQLite file (in directories that do not exist yet)
  // or a PostgreSQL schema appears with the first query, not when the handle is made.
  it("creates its storage on first use, not before", async () => {
    const place: TestPlace =
      dialect === "sqlite"
        ? { sqlitePath: join(databases.dir(), "nested", "deeper", "shop.sqlite") }
        : databases.place();
    const { db } = databases.open("shop", place);
    expect(await storageExists(place)).toBe(false);
    await sql`select 1`.execute(db);
    expect(await storageExists(place)).toBe(true);
  });

  it("enforces foreign keys", async () => {
    const { db } = databases.open("shop", databases.place("memory"));
    await db.schema
      .createTable("parent")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .execute();
    await db.schema
      .createTable("child")
      .addColumn("parent_id", "integer", (c) => c.notNull().references("parent.id"))
      .execute();
    await expect(sql`insert into child (parent_id) values (7)`.execute(db)).rejects.toThrow(
      /foreign key/i,
    );
  });

  it("returns counts as numbers", async () => {
    const { db } = databases.open("shop", databases.place("memory"));
    const { rows } = await sql<{ n: unknown }>`select count(*) as n`.execute(db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("closes its connections on destroy(), twice without harm", async () => {
    const name = `closing_${Math.random().toString(36).slice(2, 8)}`;
    const place = databases.place();
    const database = databases.open(name, place);
    await sql`select 1`.execute(database.db);
    await database.destroy();
    await database.destroy();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
    if (dialect === "sqlite") {
      // The last connection to close checkpoints the write-ahead log and deletes it.
      expect(existsSync(`${place.sqlitePath}-wal`)).toBe(false);
    } else {
      expect(await connectionsNamed(name)).toBe(0);
    }
  });

  it("fails each query while the database is unreachable, and still closes", async () => {
    const file = join(databases.dir(), "not-a-directory");
    writeFileSync(file, "");
    const database = databases.open(
      "shop",
      dialect === "sqlite"
        ? { sqlitePath: join(file, "shop.sqlite") }
        : // Port 1 refuses at once; the schema makes the set-up step the one that fails.
          { databaseUrl: "postgres://postgres@127.0.0.1:1/test", schema: "unreachable" },
    );
    // Kysely retries the set-up on the next query, so both fail the same way.
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow(/EEXIST|ECONNREFUSED/);
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow(/EEXIST|ECONNREFUSED/);
    await database.destroy();
  });

  it("lets the process exit after destroy()", async () => {
    const place = databases.place();
    const script = `
      import { sql } from "kysely";
      import { createDatabase } from ${JSON.stringify(new URL("./create-database.ts", import.meta.url).href)};
      const database = createDatabase({ name: "exiting", ...JSON.parse(process.env.PLACE) });
      await sql\`select 1\`.execute(database.db);
      await database.destroy();
    `;
    // A handle left open would keep the child alive until the timeout kills it.
    const child = run(process.execPath, ["--input-type=module", "--eval", script], {
      cwd: import.meta.dirname,
      env: { ...process.env, PLACE: JSON.stringify(place) },
      timeout: 10_000,
    });
    await expect(child).resolves.toBeDefined();
  });

  async function storageExists(place: TestPlace): Promise<boolean> {
    if (dialect === "sqlite") return existsSync(place.sqlitePath ?? "");
    return withAdmin(async ({ db }) => {
      const schema = place.schema;
      const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
      return rows.length > 0;
    });
  }

  // The server notices a closed socket asynchronously, so give it a moment.
  async function connectionsNamed(name: string): Promise<number> {
    return withAdmin(async ({ db }) => {
      let count = -1;
      for (let attempt = 0; attempt < 50 && count !== 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from pg_stat_activity where application_name = ${name}`.execute(db);
        count = rows[0]?.n ?? -1;
      }
      return count;
    });
  }
});

describe("createDatabase on SQLite only", () => {
  const databases = new TestDatabases("sqlite");
  afterAll(() => databases.cleanup());

  it("puts the default file under <cwd>/data", async () => {
    const cwd = databases.dir();
    const database = createDatabase({ name: "auth", cwd });
    try {
      await sql`select 1`.execute(database.db);
      expect(existsSync(join(cwd, "data", "auth.sqlite"))).toBe(true);
    } finally {
      await database.destroy();
    }
  });

  it("names its file for a second connection, and none in memory or on PostgreSQL", () => {
    const cwd = databases.dir();
    expect(createDatabase({ name: "auth", cwd }).file).toBe(join(cwd, "data", "auth.sqlite"));
    expect(createDatabase({ name: "auth", sqlitePath: ":memory:" }).file).toBeUndefined();
    const postgres = createDatabase({
      name: "auth",
      databaseUrl: "postgres://postgres@127.0.0.1:1/test",
    });
    expect(postgres.file).toBeUndefined();
  });

  it("opens SQLite with WAL, foreign keys and a busy timeout", async () => {
    const { db } = databases.open("shop");
    const pragma = async (name: string) =>
      Object.values(
        (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {},
      )[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
  });
});

describe("createDatabase on PostgreSQL only", () => {
  const postgres = dialectVariants().find((variant) => variant.dialect === "postgres");
  const databases = useTestDatabases(postgres ?? { dialect: "postgres", skipReason: "no variant" });

  it("creates a missing schema once when connections start together", async () => {
    const { db } = databases.open("crowd");
    // pg_sleep keeps each connection busy, so the pool has to open five at once.
    const queries = Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(db));
    await expect(Promise.all(queries)).resolves.toHaveLength(5);
  });

  it("works in its own schema", async () => {
    const place = databases.place();
    const { db } = databases.open("shop", place);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    expect(rows).toEqual([{ schema: place.schema }]);
  });

  it("survives the server closing an idle connection", async () => {
    const name = `dropped_${Math.random().toString(36).slice(2, 8)}`;
    const { db } = databases.open(name);
    await sql`select 1`.execute(db);
    // What a server restart or an idle timeout does to pooled connections. Unhandled,
    // pg's pool re-emits the error and Node ends the process.
    const terminated = await withAdmin(async (admin) => {
      const { rows } = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid)) as n
        from pg_stat_activity where application_name = ${name}`.execute(admin.db);
      return rows[0]?.n;
    });
    expect(terminated).toBe(1);
    // Once the backend is gone its goodbye is on the idle client's socket, and the pool reads
    // it while this process waits on other sockets.
    await withAdmin(async (admin) => {
      for (;;) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where application_name = ${name}`.execute(
          admin.db,
        );
        if (rows[0]?.n === 0) return;
      }
    });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("survives the server ending a connection that a transaction holds", async () => {
    const name = `held_${Math.random().toString(36).slice(2, 8)}`;
    const { db } = databases.open(name);
    // Between two statements of a transaction the connection is checked out of the pool, so
    // the pool's own error listener is off it. Unheard, the client's 'error' ends the process.
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await withAdmin((admin) =>
        sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${name}`.execute(admin.db),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("has the server stop a statement that runs past the timeout", async () => {
    const name = `slow_${Math.random().toString(36).slice(2, 8)}`;
    const { db } = databases.open(name, { ...databases.place(), timeoutMs: 300 });
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(rows).toEqual([{ statement_timeout: "300ms" }]);
    const started = performance.now();
    await expect(sql`select pg_sleep(${scaled(5000) / 1000})`.execute(db)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(scaled(2000));
    // Whichever timer spoke first (the server's statement_timeout or the client's read
    // timeout), the server is not sleeping on for a client that has given up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const running = await withAdmin((admin) =>
      sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where application_name = ${name} and state = 'active' and query like 'select pg_sleep%'`.execute(
        admin.db,
      ),
    );
    expect(running.rows).toEqual([{ n: 0 }]);
  });
});

async function withAdmin<T>(use: (database: Database<unknown>) => Promise<T>): Promise<T> {
  const admin = createDatabase({ name: "test_admin", databaseUrl: process.env.DATABASE_URL });
  try {
    return await use(admin);
  } finally {
    await admin.destroy();
  }
}
