// Migrated PostgreSQL schemas for tests, kept in the test database and shared by every test
// file and run. Migrating a new schema costs about a quarter of a second (an app's DDL, and
// Kysely's look over every schema); a test that takes a pooled one pays a few milliseconds to
// empty it. A schema is leased under a PostgreSQL advisory lock held by this process's
// connection, so a process that dies frees its leases with it; it is emptied when it is
// taken, not when it is given back, so nothing a crashed test left behind is ever seen.
import { createHash, randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import pg from "pg";
import { createDatabase } from "../create-database.ts";
import { migrateToLatest, type Migrations } from "../migrations.ts";
import { fingerprintOf, snapshotOf, resetStatements, type Snapshot } from "./schema-snapshot.ts";

export interface SchemaLeaseOptions {
  /** The app whose migrations make the schema ("auth", "shop"). */
  readonly app: string;
  readonly migrations: Migrations;
  readonly databaseUrl: string;
}

export interface SchemaLease {
  /** A schema at the latest migration holding only what the migrations insert. */
  readonly schema: string;
  /** Gives the schema back; close every connection to it first. Safe to call twice. */
  release(): Promise<void>;
}

// The first key of the two-key advisory locks on pooled schemas (the second is the name's
// hash): keeps them apart from every other advisory lock on the database.
const LOCK_SPACE = 20_261_128;
const APP = /^[a-z][a-z0-9]*$/;

interface Pool {
  readonly client: pg.Client;
  /** Schemas this process leases or is taking: its own locks would let it take them twice. */
  readonly leased: Set<string>;
}

let shared: Promise<Pool> | undefined;

/**
 * One connection per process holds the leases' locks. It stays open for the process's life
 * (a new server process per test would start with cold catalogue caches, and pay for them on
 * every look at a schema) without keeping the process alive: it ends with it, and the server
 * then frees its locks.
 */
function connect(databaseUrl: string): Promise<Pool> {
  shared ??= (async () => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: "test_pool" });
    client.on("error", () => {
      shared = undefined;
    });
    await client.connect();
    const socket = client.connection.stream as Partial<Socket>;
    socket.unref?.();
    return { client, leased: new Set<string>() };
  })().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** A migrated schema of `app` for one test: a pooled one when one is free, else a new one. */
export async function leaseSchema(options: SchemaLeaseOptions): Promise<SchemaLease> {
  if (!APP.test(options.app)) throw new Error(`app "${options.app}" must match ${String(APP)}`);
  const pool = await connect(options.databaseUrl);
  const schema = (await takeFree(pool, options)) ?? (await createPooled(pool, options));
  let released: Promise<void> | undefined;
  return {
    schema,
    release: () => (released ??= unlock(pool, schema)),
  };
}

/** Claimed here before the lock is asked for: a second claim by this process must fail too. */
async function tryLock(current: Pool, schema: string): Promise<boolean> {
  if (current.leased.has(schema)) return false;
  current.leased.add(schema);
  const { rows } = await current.client
    .query<{ locked: boolean }>("select pg_try_advisory_lock($1, hashtext($2)) as locked", [
      LOCK_SPACE,
      schema,
    ])
    .catch((error: unknown) => {
      current.leased.delete(schema);
      throw error;
    });
  const locked = rows[0]?.locked === true;
  if (!locked) current.leased.delete(schema);
  return locked;
}

async function unlock(current: Pool, schema: string): Promise<void> {
  current.leased.delete(schema);
  await current.client.query("select pg_advisory_unlock($1, hashtext($2))", [LOCK_SPACE, schema]);
}

async function drop(current: Pool, schema: string): Promise<void> {
  await current.client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
}

/**
 * Takes a free pooled schema of these migrations and empties it. One a test changed (a table,
 * a trigger, a migration reverted), or that a process left half made, is dropped instead, and
 * so are the free schemas of the app's older migrations.
 */
async function takeFree(current: Pool, options: SchemaLeaseOptions): Promise<string | undefined> {
  const { rows } = await current.client.query<{ schema: string; note: string | null }>(
    `select nspname as schema, obj_description(oid, 'pg_namespace') as note
       from pg_namespace where starts_with(nspname, $1) order by nspname`,
    [`t_pool_${options.app}_`],
  );
  const ours = prefixOf(options);
  const pooled = new RegExp(`^t_pool_${options.app}_[0-9a-f]{10}_[0-9a-f]{8}$`);
  for (const { schema, note } of rows) {
    if (!pooled.test(schema) || !(await tryLock(current, schema))) continue;
    const snapshot = schema.startsWith(ours) ? parseNote(note) : undefined;
    try {
      if (snapshot && (await reset(current, schema, snapshot, options.migrations))) return schema;
      await drop(current, schema);
    } catch {
      await drop(current, schema).catch(() => {});
    }
    await unlock(current, schema);
  }
  return undefined;
}

async function reset(
  current: Pool,
  schema: string,
  snapshot: Snapshot,
  migrations: Migrations,
): Promise<boolean> {
  if ((await fingerprintOf(current.client, schema, snapshot)) !== snapshot.fingerprint)
    return false;
  await current.client.query(resetStatements(schema, snapshot));
  const { rows } = await current.client.query<{ name: string }>(
    `select name from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(snapshot.migrationsTable)}
      order by name collate "C"`,
  );
  const wanted = Object.keys(migrations).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return rows.map((row) => row.name).join("\n") === wanted.join("\n");
}

async function createPooled(current: Pool, options: SchemaLeaseOptions): Promise<string> {
  const schema = `${prefixOf(options)}${randomBytes(4).toString("hex")}`;
  if (!(await tryLock(current, schema))) throw new Error(`${schema} is locked before it exists`);
  try {
    const database = createDatabase({
      name: "test_pool",
      databaseUrl: options.databaseUrl,
      schema,
    });
    try {
      await migrateToLatest(database, options.migrations, { app: options.app });
    } finally {
      await database.destroy();
    }
    const snapshot = await snapshotOf(current.client, schema, `${options.app}_migrations`);
    // The note makes it a pooled schema: one without it was left half made.
    await current.client.query(
      `comment on schema ${pg.escapeIdentifier(schema)} is ${pg.escapeLiteral(JSON.stringify(snapshot))}`,
    );
    return schema;
  } catch (error) {
    await drop(current, schema).catch(() => {});
    await unlock(current, schema);
    throw error;
  }
}

function parseNote(note: string | null): Snapshot | undefined {
  if (note === null) return undefined;
  try {
    return JSON.parse(note) as Snapshot;
  } catch {
    return undefined;
  }
}

function prefixOf({ app, migrations }: SchemaLeaseOptions): string {
  return `t_pool_${app}_${migrationsHash(migrations)}_`;
}

/** Names the migrations by their names and code, so an edited migration gets new schemas. */
function migrationsHash(migrations: Migrations): string {
  const hash = createHash("sha256");
  for (const name of Object.keys(migrations).sort()) {
    const migration = migrations[name];
    hash.update(
      `${name}\n${migration?.up.toString() ?? ""}\n${migration?.down?.toString() ?? ""}\n`,
    );
  }
  return hash.digest("hex").slice(0, 10);
}
