import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./is-database-unavailable.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", coded("ECONNREFUSED")],
    ["a reset connection", coded("ECONNRESET")],
    ["a network timeout", coded("ETIMEDOUT")],
    ["an unknown host", coded("ENOTFOUND")],
    ["pg's pool waiting too long", new Error("timeout exceeded when trying to connect")],
    ["pg's connect timeout", new Error("Connection terminated due to connection timeout")],
    ["pg's query timeout", new Error("Query read timeout")],
    ["a connection dropped", new Error("Connection terminated unexpectedly")],
    [
      "a broken client",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["a closed pool", new Error("Cannot use a pool after calling end on the pool")],
    ["statement_timeout", coded("57014", "canceling statement due to statement timeout")],
    ["lock_timeout", coded("55P03")],
    ["an administrator's shutdown", coded("57P01")],
    ["a server starting up", coded("57P03")],
    ["a lost connection", coded("08006")],
    ["too many connections", coded("53300")],
    ["a full disk", coded("53100")],
    ["SQLite busy", coded("SQLITE_BUSY", "database is locked")],
    ["SQLite busy on a snapshot", coded("SQLITE_BUSY_SNAPSHOT")],
    ["SQLite locked", coded("SQLITE_LOCKED")],
    ["an SQLite I/O error", coded("SQLITE_IOERR_WRITE")],
    ["an SQLite file it cannot open", coded("SQLITE_CANTOPEN")],
    ["the cause of a wrapper", new Error("could not load", { cause: coded("ECONNREFUSED") })],
    ["one of several addresses", new AggregateError([coded("ECONNREFUSED")], "connect failed")],
  ])("says yes to %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", coded("23505")],
    ["a syntax error", coded("42601")],
    ["a serialization failure", coded("40001")],
    ["a deadlock", coded("40P01")],
    ["an SQLite constraint", coded("SQLITE_CONSTRAINT_UNIQUE")],
    ["an SQLite busy lookalike", coded("SQLITE_BUSYNESS")],
    ["a plain error", new Error("Query read timeout!")],
    ["a type error", new TypeError("x is undefined")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
    ["null", null],
  ])("says no to %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops following a cause that loops", () => {
    const error = new Error("a");
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("says yes to a real SQLite write that finds the database locked", () => {
    const dir = mkdtempSync(join(tmpdir(), "kretsbutiken-busy-"));
    const file = join(dir, "busy.sqlite");
    const holder = new Database(file);
    const writer = new Database(file, { timeout: 0 });
    try {
      holder.exec("create table t (x integer)");
      holder.exec("begin immediate");
      holder.exec("insert into t values (1)");
      let caught: unknown;
      try {
        writer.exec("insert into t values (2)");
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ code: "SQLITE_BUSY" });
      expect(isDatabaseUnavailable(caught)).toBe(true);
    } finally {
      holder.close();
      writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
