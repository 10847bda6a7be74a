import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseConfigError } from "./errors.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseOptions {
  /** The app's name ("auth", "shop"): names the default SQLite file and PostgreSQL connections. */
  name: string;
  /** DATABASE_URL as the app read it; empty or unset means SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file when DATABASE_URL is unset; default `./data/<name>.sqlite`. */
  sqlitePath?: string | undefined;
  /** PostgreSQL schema to live in (search_path), created if missing; ignored for SQLite. */
  schema?: string | undefined;
  /** Base for relative SQLite paths; default the process's working directory. */
  cwd?: string | undefined;
  /**
   * PostgreSQL: how long to wait for a connection, and for a query's answer, before failing
   * (default 10 000 ms); the server also ends a statement that runs as long (statement_timeout).
   * A server that accepts connections but never answers must not hang requests, or start-up,
   * forever.
   */
  timeoutMs?: number | undefined;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export type DatabaseConfig =
  | { readonly dialect: "sqlite"; readonly name: string; readonly path: string }
  | {
      readonly dialect: "postgres";
      readonly name: string;
      readonly connectionString: string;
      readonly schema: string | undefined;
      readonly timeoutMs?: number;
    };

export const MEMORY = ":memory:";

// Lowercase identifiers need no quoting anywhere: file names, table names, search_path.
const NAME = /^[a-z][a-z0-9_]*$/;
// 63 bytes is PostgreSQL's identifier limit; pg_ names are reserved for the system.
const SCHEMA = /^(?!pg_)[a-z_][a-z0-9_]{0,62}$/;
// Two letters at least, so that a Windows drive ("C:\") is not taken for a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;

/** Turns what an app read from its environment into one dialect choice, or throws. */
export function parseDatabaseConfig(options: DatabaseOptions): DatabaseConfig {
  const { name } = options;
  if (!NAME.test(name)) {
    throw new DatabaseConfigError("name", `"${name}" must match ${String(NAME)}`);
  }
  const cwd = options.cwd ?? process.cwd();
  const url = options.databaseUrl?.trim() ?? "";

  if (url === "") {
    const path = options.sqlitePath?.trim() || join("data", `${name}.sqlite`);
    return { dialect: "sqlite", name, path: path === MEMORY ? MEMORY : resolve(cwd, path) };
  }

  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === "postgres" || scheme === "postgresql") {
    if (!URL.canParse(url)) {
      throw new DatabaseConfigError("DATABASE_URL", "is not a valid PostgreSQL URL");
    }
    return {
      dialect: "postgres",
      name,
      connectionString: url,
      schema: parseSchema(options.schema),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    };
  }
  if (scheme === "sqlite" || scheme === "file") {
    return { dialect: "sqlite", name, path: sqlitePathFromUrl(url, cwd) };
  }
  if (scheme === undefined) {
    return { dialect: "sqlite", name, path: url === MEMORY ? MEMORY : resolve(cwd, url) };
  }
  throw new DatabaseConfigError(
    "DATABASE_URL",
    `unsupported scheme "${scheme}:"; use postgres://, postgresql://, sqlite:, file: or a file path`,
  );
}

function parseSchema(schema: string | undefined): string | undefined {
  if (schema !== undefined && !SCHEMA.test(schema)) {
    throw new DatabaseConfigError("schema", `"${schema}" must match ${String(SCHEMA)}`);
  }
  return schema;
}

/**
 * `sqlite:` and `file:` take a path after the colon (`sqlite:data/shop.sqlite`,
 * `file:/var/lib/shop.sqlite`, `sqlite::memory:`) or, URL style, three slashes and an
 * absolute path (`sqlite:///var/lib/shop.sqlite`). Two slashes would name a host, and tools
 * disagree on whether `sqlite:///x` is relative, so anything with a host is refused.
 */
function sqlitePathFromUrl(url: string, cwd: string): string {
  const rest = url.slice(url.indexOf(":") + 1);
  if (rest === MEMORY) return MEMORY;
  if (rest.includes("?") || rest.includes("#")) {
    throw new DatabaseConfigError("DATABASE_URL", "SQLite URLs take no query or fragment");
  }
  if (rest.startsWith("//")) {
    if (!rest.startsWith("///")) {
      throw new DatabaseConfigError(
        "DATABASE_URL",
        "a SQLite URL with // names a host; write sqlite:///absolute/path or sqlite:relative/path",
      );
    }
    return fileURLToPath(`file://${rest.slice(2)}`);
  }
  if (rest === "") throw new DatabaseConfigError("DATABASE_URL", "the SQLite path is empty");
  return resolve(cwd, rest);
}
