export {
  parseDatabaseConfig,
  type DatabaseConfig,
  type DatabaseOptions,
  type Dialect,
} from "./config.ts";
export { atomically } from "./atomically.ts";
export { createDatabase, type Database } from "./create-database.ts";
export {
  DatabaseConfigError,
  DatabaseError,
  MigrationError,
  type DatabaseErrorCode,
  type MigrationDirection,
} from "./errors.ts";
export { isUniqueViolation } from "./is-unique-violation.ts";
export {
  migrateDown,
  migrateToLatest,
  type MigrateOptions,
  type Migration,
  type MigrationContext,
  type Migrations,
} from "./migrations.ts";
export { now, timestampType, type IsoTimestamp } from "./timestamp.ts";

// Apps write queries with Kysely; taking it from here keeps one Kysely version in the repo.
export {
  CompiledQuery,
  sql,
  type ColumnType,
  type Expression,
  type ExpressionBuilder,
  type Generated,
  type Insertable,
  type Kysely,
  type KyselyPlugin,
  type Selectable,
  type SqlBool,
  type Transaction,
  type Updateable,
} from "kysely";
