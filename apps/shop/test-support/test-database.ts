import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type Database } from "@kretsbutiken/database";
import { afterAll, beforeEach } from "vitest";
import type { ShopDatabase } from "../server/database/schema.ts";

export type Dialect = "sqlite" | "postgres";

/**
 * The two dialects the shop's storage runs on. SQLite always runs (in memory); PostgreSQL
 * runs when DATABASE_URL is a postgres:// URL, otherwise its tests are skipped with the reason.
 */
export function dialects(
  databaseUrl = process.env.DATABASE_URL,
): { dialect: Dialect; skip?: string }[] {
  const postgres = databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl);
  return [
    { dialect: "sqlite" },
    { dialect: "postgres", ...(postgres ? {} : { skip: "DATABASE_URL is not a postgres:// URL" }) },
  ];
}

/**
 * Fresh databases for one test file: a SQLite file in a temp directory, or a throwaway
 * PostgreSQL schema (t_shop_<random>); both removed afterwards, so runs never share tables.
 */
export function useShopTestDatabases({ dialect, skip }: { dialect: Dialect; skip?: string }) {
  const opened: Database<ShopDatabase>[] = [];
  const schemas: string[] = [];
  let dir: string | undefined;
  if (skip) beforeEach((ctx) => ctx.skip(skip));
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.destroy()));
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (schemas.length === 0) return;
    const admin = createDatabase({
      name: "shop_test_cleanup",
      databaseUrl: process.env.DATABASE_URL,
    });
    try {
      for (const schema of schemas)
        await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    } finally {
      await admin.destroy();
    }
  });
  return {
    /** Options for openShopDatabase / createDatabase pointing at a new, empty place. */
    place(): { url: string | undefined; sqlitePath: string | undefined; schema: string } {
      const id = randomBytes(5).toString("hex");
      if (dialect === "sqlite") {
        dir ??= mkdtempSync(join(tmpdir(), "kretsbutiken-shop-"));
        return { url: undefined, sqlitePath: join(dir, `${id}.sqlite`), schema: "shop" };
      }
      const schema = `t_shop_${id}`;
      schemas.push(schema);
      return { url: process.env.DATABASE_URL, sqlitePath: undefined, schema };
    },
    track(database: Database<ShopDatabase>): Database<ShopDatabase> {
      opened.push(database);
      return database;
    },
  };
}
