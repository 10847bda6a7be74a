import { Kysely } from "kysely";
import {
  MEMORY,
  parseDatabaseConfig,
  type DatabaseConfig,
  type DatabaseOptions,
  type Dialect,
} from "./config.ts";
import { createPostgresDialect } from "./postgres-dialect.ts";
import { createSqliteDialect } from "./sqlite-dialect.ts";

export interface Database<DB> {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  /** The PostgreSQL schema connections use, when one was given; always undefined on SQLite. */
  readonly schema: string | undefined;
  /** The SQLite file, which another connection may open too; undefined in memory and on PostgreSQL. */
  readonly file: string | undefined;
  /** Closes the SQLite file or ends the pool, so the process can exit. Safe to call twice. */
  destroy(): Promise<void>;
}

/**
 * One app's database handle. Nothing is opened here: the SQLite file or the PostgreSQL pool
 * comes to life on the first query. Pass options as read from the environment, or a config
 * the app already parsed at start-up with parseDatabaseConfig.
 */
export function createDatabase<DB>(options: DatabaseOptions | DatabaseConfig): Database<DB> {
  const config = "dialect" in options ? options : parseDatabaseConfig(options);
  const db = new Kysely<DB>({
    dialect:
      config.dialect === "sqlite"
        ? createSqliteDialect(config.path)
        : createPostgresDialect(config),
  });
  let destroyed: Promise<void> | undefined;
  return {
    db,
    dialect: config.dialect,
    schema: config.dialect === "postgres" ? config.schema : undefined,
    file: config.dialect === "sqlite" && config.path !== MEMORY ? config.path : undefined,
    destroy: () => (destroyed ??= db.destroy()),
  };
}
