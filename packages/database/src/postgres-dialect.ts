import { PostgresDialect } from "kysely";
import pg from "pg";
import { DEFAULT_TIMEOUT_MS } from "./config.ts";
import { createPostgresTypeParsers } from "./postgres-type-parsers.ts";

const { Pool } = pg;

// SQLSTATEs of a concurrent CREATE SCHEMA that lost the race to another process.
const SCHEMA_ALREADY_CREATED = new Set(["42P06", "23505"]);

export interface PostgresDialectOptions {
  readonly name: string;
  readonly connectionString: string;
  readonly schema: string | undefined;
  /** Connection and query timeout; default DEFAULT_TIMEOUT_MS. */
  readonly timeoutMs?: number | undefined;
}

/**
 * PostgreSQL through a pg Pool, created on the first query. With a schema, every connection
 * starts with search_path set to it alone, so an app (or a test run) sees only its own
 * tables, and the schema is created before the first query if it is missing. Kysely runs
 * this setup once and runs it again on the next query if it failed.
 */
export function createPostgresDialect(options: PostgresDialectOptions): PostgresDialect {
  return new PostgresDialect({
    pool: async () => {
      const pool = createPool(options);
      if (options.schema === undefined) return pool;
      try {
        await ensureSchema(pool, options.schema);
        return pool;
      } catch (error) {
        await pool.end();
        throw error;
      }
    },
  });
}

function createPool({
  name,
  connectionString,
  schema,
  timeoutMs,
}: PostgresDialectOptions): pg.Pool {
  const timeout = timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pool = new Pool({
    connectionString,
    // A server that accepts the connection but never answers fails the request, not hangs it.
    connectionTimeoutMillis: timeout,
    query_timeout: timeout,
    // The server gives up on a statement after as long (a lock wait, a runaway query), so it
    // frees the connection and the locks rather than working on for a client that has left.
    statement_timeout: timeout,
    // Shows which app holds a connection in pg_stat_activity; a URL parameter wins.
    application_name: name,
    types: createPostgresTypeParsers(),
    // A startup parameter rather than a SET, so RESET ALL or DISCARD ALL keep it.
    // The schema is a validated lowercase identifier: no quoting or escaping needed.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle connection that dies (server restart, idle timeout, pg_terminate_backend) is
  // reported here, and an unheard 'error' event ends the process. The pool has already
  // dropped that connection; the next query opens a new one or fails with its own error.
  pool.on("error", () => {});
  // A connection can also die while a query holds it (reset by the network, the server gone):
  // pg fails the query and then emits 'error' on the client, which the pool listens to only
  // while the client is idle. Unheard, that too would end the process; the pool drops the
  // client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

// Not in Kysely's onCreateConnection: a connection whose hook throws is never released,
// and the pool's end() then waits for it forever.
async function ensureSchema(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    // Look first: CREATE SCHEMA IF NOT EXISTS still needs the CREATE privilege on the
    // database, which a production role may lack once the schema exists.
    const found = await client.query("select 1 from pg_namespace where nspname = $1", [schema]);
    if (found.rowCount === 0) await client.query(`create schema if not exists "${schema}"`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !SCHEMA_ALREADY_CREATED.has(code)) throw error;
  } finally {
    client.release();
  }
}
