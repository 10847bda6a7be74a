import pg from "pg";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../create-database.ts";
import type { Migrations } from "../migrations.ts";
import { dialectVariants } from "../test-databases.ts";
import { leaseSchema, type SchemaLease } from "./schema-pool.ts";

const postgres = dialectVariants().find((variant) => variant.dialect === "postgres");
const databaseUrl = process.env.DATABASE_URL ?? "";

// A small app: an order table with a serial number, a settings row the migration inserts, and
// a log that refuses deletes (as the shop's audit log does).
const migrations: Migrations = {
  "001-orders": {
    async up(db) {
      await sql`create table orders (number serial primary key, note text not null)`.execute(db);
      await sql`create table settings (id integer primary key, open boolean not null)`.execute(db);
      await sql`insert into settings values (1, true)`.execute(db);
      await sql`create table log (line text not null)`.execute(db);
      await sql`create function log_append_only() returns trigger language plpgsql as
        $$ begin raise exception 'log is append-only'; end $$`.execute(db);
      await sql`create trigger log_append_only before delete on log
        for each row execute function log_append_only()`.execute(db);
    },
  },
};

describe.skipIf(postgres?.skipReason)("pooled test schemas on PostgreSQL", () => {
  // A name of its own per run, so these tests see only the schemas they made.
  const app = `pooltest${process.pid}`;
  const held: SchemaLease[] = [];
  const opened: { destroy(): Promise<void> }[] = [];

  async function lease(from: Migrations = migrations): Promise<SchemaLease> {
    const taken = await leaseSchema({ app, migrations: from, databaseUrl });
    held.push(taken);
    return taken;
  }

  function open(schema: string) {
    const database = createDatabase({ name: "pool_test", databaseUrl, schema });
    opened.push(database);
    return database;
  }

  async function closeAll() {
    await Promise.all(opened.splice(0).map((database) => database.destroy()));
    await Promise.all(held.splice(0).map((taken) => taken.release()));
  }

  afterAll(async () => {
    await closeAll();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ name: string }>(
      "select nspname as name from pg_namespace where starts_with(nspname, $1)",
      [`t_pool_${app}_`],
    );
    for (const { name } of rows) await cleanup.query(`drop schema ${name} cascade`);
    await cleanup.end();
  });

  it("hands out a schema at the latest migration, holding only what the migrations put there", async () => {
    const { schema } = await lease();
    const { db } = open(schema);
    expect((await sql`select * from settings`.execute(db)).rows).toEqual([{ id: 1, open: true }]);
    expect((await sql`select * from orders`.execute(db)).rows).toEqual([]);
    await closeAll();
  });

  it("gives the next test the same schema back as the migrations left it", async () => {
    const first = await lease();
    const { db } = open(first.schema);
    await sql`insert into orders (note) values ('a'), ('b')`.execute(db);
    await sql`update settings set open = false`.execute(db);
    await sql`insert into log values ('kept forever')`.execute(db);
    await closeAll();

    const second = await lease();
    expect(second.schema).toBe(first.schema);
    const again = open(second.schema).db;
    expect((await sql`select * from settings`.execute(again)).rows).toEqual([
      { id: 1, open: true },
    ]);
    expect((await sql`select * from log`.execute(again)).rows).toEqual([]);
    // The sequence starts over: the first order is number 1 again.
    const { rows } = await sql<{
      number: number;
    }>`insert into orders (note) values ('c') returning number`.execute(again);
    expect(rows).toEqual([{ number: 1 }]);
    await closeAll();
  });

  it("never hands out one schema twice at once, in this process or to another", async () => {
    const [a, b] = await Promise.all([lease(), lease()]);
    expect(a?.schema).not.toBe(b?.schema);
    // Another process holding a schema's lock (its connection does) keeps it from us.
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      const schemas = [a?.schema, b?.schema];
      await closeAll();
      for (const schema of schemas) {
        await other.query("select pg_advisory_lock(20261128, hashtext($1))", [schema]);
      }
      const c = await lease();
      expect(schemas).not.toContain(c.schema);
    } finally {
      await other.end();
      await closeAll();
    }
  });

  it("drops a schema whose shape a test changed instead of handing it out again", async () => {
    const first = await lease();
    const { db } = open(first.schema);
    await sql`create trigger refuse_orders before insert on orders
      for each row execute function log_append_only()`.execute(db);
    await closeAll();

    const second = await lease();
    expect(second.schema).not.toBe(first.schema);
    await sql`insert into orders (note) values ('fine')`.execute(open(second.schema).db);
    const check = open(second.schema).db;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_namespace where nspname = ${first.schema}`.execute(check);
    expect(rows).toEqual([{ n: 0 }]);
    await closeAll();
  });

  it("makes new schemas for edited migrations and drops the free ones of older migrations", async () => {
    const old = await lease();
    await closeAll();
    const edited: Migrations = {
      "001-orders": {
        async up(db) {
          await migrations["001-orders"]?.up(db, { dialect: "postgres" });
          await sql`alter table orders add column paid boolean not null default false`.execute(db);
        },
      },
    };
    const fresh = await lease(edited);
    expect(fresh.schema).not.toBe(old.schema);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_namespace where nspname = ${old.schema}`.execute(
      open(fresh.schema).db,
    );
    expect(rows).toEqual([{ n: 0 }]);
    await closeAll();
  });
});
