import { describe, expect, it } from "vitest";
import { parseDatabaseConfig, type DatabaseConfig, type DatabaseOptions } from "./config.ts";
import { DatabaseConfigError } from "./errors.ts";

const cwd = "/srv/app";
const pg = "postgres://shop:s3cret@db.internal:5432/kretsbutiken";

describe("parseDatabaseConfig", () => {
  it.each<[string, Omit<DatabaseOptions, "name" | "cwd">, DatabaseConfig]>([
    ["defaults to ./data/<name>.sqlite", {}, sqlite("/srv/app/data/shop.sqlite")],
    [
      "treats an empty DATABASE_URL as unset",
      { databaseUrl: "  " },
      sqlite("/srv/app/data/shop.sqlite"),
    ],
    [
      "resolves sqlitePath against cwd",
      { sqlitePath: "var/shop.db" },
      sqlite("/srv/app/var/shop.db"),
    ],
    ["keeps an absolute sqlitePath", { sqlitePath: "/tmp/x.db" }, sqlite("/tmp/x.db")],
    ["keeps :memory:", { sqlitePath: ":memory:" }, sqlite(":memory:")],
    [
      "takes a plain path in DATABASE_URL",
      { databaseUrl: "db/shop.sqlite" },
      sqlite("/srv/app/db/shop.sqlite"),
    ],
    [
      "takes an absolute path",
      { databaseUrl: "/var/lib/shop.sqlite" },
      sqlite("/var/lib/shop.sqlite"),
    ],
    [
      "takes sqlite:<relative>",
      { databaseUrl: "sqlite:data/x.sqlite" },
      sqlite("/srv/app/data/x.sqlite"),
    ],
    ["takes file:<relative>", { databaseUrl: "file:./x.sqlite" }, sqlite("/srv/app/x.sqlite")],
    ["takes sqlite:<absolute>", { databaseUrl: "sqlite:/var/x.sqlite" }, sqlite("/var/x.sqlite")],
    [
      "takes sqlite:///<absolute>",
      { databaseUrl: "sqlite:///var/x.sqlite" },
      sqlite("/var/x.sqlite"),
    ],
    [
      "decodes file:///<absolute>",
      { databaseUrl: "file:///var/a%20b.sqlite" },
      sqlite("/var/a b.sqlite"),
    ],
    ["takes sqlite::memory:", { databaseUrl: "sqlite::memory:" }, sqlite(":memory:")],
    [
      "lets DATABASE_URL win over sqlitePath",
      { databaseUrl: "sqlite:a.db", sqlitePath: "b.db" },
      sqlite("/srv/app/a.db"),
    ],
    ["ignores schema on SQLite", { schema: "shop" }, sqlite("/srv/app/data/shop.sqlite")],
    ["takes postgres://", { databaseUrl: pg }, postgres(pg, undefined)],
    [
      "takes postgresql://",
      { databaseUrl: "postgresql://h/db" },
      postgres("postgresql://h/db", undefined),
    ],
    [
      "takes a scheme in capitals",
      { databaseUrl: "POSTGRES://h/db" },
      postgres("POSTGRES://h/db", undefined),
    ],
    [
      "takes a socket URL",
      { databaseUrl: "postgres:///db?host=/run/postgresql" },
      postgres("postgres:///db?host=/run/postgresql", undefined),
    ],
    ["takes a schema", { databaseUrl: pg, schema: "shop" }, postgres(pg, "shop")],
  ])("%s", (_, options, expected) => {
    expect(parseDatabaseConfig({ name: "shop", cwd, ...options })).toEqual(expected);
  });

  it.each<[string, DatabaseOptions, string]>([
    [
      "another database's URL",
      { name: "shop", databaseUrl: "mysql://u:s3cret@h/db" },
      "DATABASE_URL",
    ],
    [
      "a malformed PostgreSQL URL",
      { name: "shop", databaseUrl: "postgres://u:s3cret@[::1" },
      "DATABASE_URL",
    ],
    [
      "a SQLite URL with a host",
      { name: "shop", databaseUrl: "sqlite://data/x.sqlite" },
      "DATABASE_URL",
    ],
    [
      "a SQLite URL with a query",
      { name: "shop", databaseUrl: "file:x.db?mode=ro" },
      "DATABASE_URL",
    ],
    ["a SQLite URL without a path", { name: "shop", databaseUrl: "sqlite:" }, "DATABASE_URL"],
    ["a name in capitals", { name: "Shop" }, "name"],
    ["a name with a dash", { name: "my-shop" }, "name"],
    ["an empty name", { name: "" }, "name"],
    ["a schema in capitals", { name: "shop", databaseUrl: pg, schema: "Shop" }, "schema"],
    ["a pg_ schema", { name: "shop", databaseUrl: pg, schema: "pg_shop" }, "schema"],
    ["a schema too long", { name: "shop", databaseUrl: pg, schema: "s".repeat(64) }, "schema"],
  ])("rejects %s, naming %s", (_, options, setting) => {
    const error = catchError(() => parseDatabaseConfig(options));
    expect(error).toBeInstanceOf(DatabaseConfigError);
    expect(error).toMatchObject({ code: "DATABASE_CONFIG_INVALID", setting });
    expect((error as Error).message).toMatch(new RegExp(`^${setting}: `));
    // URLs may carry passwords and error messages end up in logs.
    expect((error as Error).message).not.toContain("s3cret");
  });

  it("defaults cwd to the process's working directory", () => {
    expect(parseDatabaseConfig({ name: "auth" })).toEqual(
      sqlite(`${process.cwd()}/data/auth.sqlite`, "auth"),
    );
  });
});

function sqlite(path: string, name = "shop"): DatabaseConfig {
  return { dialect: "sqlite", name, path };
}

function postgres(connectionString: string, schema: string | undefined): DatabaseConfig {
  return { dialect: "postgres", name: "shop", connectionString, schema };
}

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}
