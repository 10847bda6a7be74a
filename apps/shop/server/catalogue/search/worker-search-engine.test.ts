// The search thread (worker-search-engine.ts) against the shop's database on a SQLite file:
// it answers as the engine on the server's own connection does, reads what that connection
// has written, starts again after it stopped, and a search never hangs on a thread that ended.
import { join } from "node:path";
import type { Database } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryWords } from "../../../domain/search/search-products.ts";
import { useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import type { MatchQuery, SearchEngine } from "./search-engine.ts";
import { rankQuery } from "./search-ranking.ts";
import { createSearchSync } from "./search-sync.ts";
import { createSqliteSearchEngine } from "./sqlite-search-engine.ts";
import { createWorkerSearchEngine, type WorkerSearchEngine } from "./worker-search-engine.ts";

const text = (se: string) => ({ se, en: se });
const query = (words: string): MatchQuery => ({ words: queryWords(words), filter: {} });

describe("search in a thread of its own", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });
  let database: Database<ShopDatabase>;
  let own: SearchEngine;
  let thread: WorkerSearchEngine;

  beforeAll(async () => {
    database = await databases.open();
    await seedCatalogue(database.db, [
      seedFixture({ id: 1, name: text("iPhone 16"), brand: "Apple", manufacturer: "Apple" }),
      seedFixture({ id: 2, name: text("iPhone 15"), brand: "Apple", manufacturer: "Apple" }),
      seedFixture({ id: 3, name: text("Galaxy S24"), brand: "Samsung", manufacturer: "Samsung" }),
    ]);
    own = createSqliteSearchEngine(database.db);
    thread = createWorkerSearchEngine(database.file!, own);
    await createSearchSync(database.db, thread).syncAll();
  });
  afterAll(() => thread.close());

  it("answers matches, facets and near spellings as the server's own connection does", async () => {
    for (const words of ["iphone", "galaxy", "apple 16", "brödrost"]) {
      expect(await thread.match(query(words), 10)).toEqual(await own.match(query(words), 10));
      expect(await thread.facets(query(words))).toEqual(await own.facets(query(words)));
    }
    expect((await thread.match(query("iphone"), 10)).total).toBe(2);
    const near = await thread.similar(["iphnoe"], {}, 10);
    expect(near.map((candidate) => candidate.id).sort()).toEqual([1, 2]);
    expect(near).toEqual(await own.similar(["iphnoe"], {}, 10));
  });

  it("ranks a query in the thread as the shop ranks it over its own connection", async () => {
    for (const [words, filter] of [
      ["iphone", {}],
      ["iphone 15", {}],
      ["galaxy", { brand: "Apple" }],
      ["iphnoe", {}],
    ] as const) {
      const ranking = await thread.rank!(words, "se", filter);
      expect(ranking).toEqual(await rankQuery(own, words, "se", filter));
    }
    expect(await thread.rank!("iphone 15", "se", {})).toEqual({
      total: 1,
      ids: [2],
      approximate: false,
    });
    expect(await thread.rank!("iphnoe", "se", {})).toMatchObject({ approximate: true });
  });

  it("reads what the server's connection wrote once it is written", async () => {
    await thread.write([], [2]);
    expect((await thread.match(query("iphone"), 10)).candidates.map((it) => it.id)).toEqual([1]);
  });

  it("starts another thread for a search after it was stopped", async () => {
    await thread.close();
    expect((await thread.match(query("galaxy"), 10)).candidates.map((it) => it.id)).toEqual([3]);
  });

  it("fails the searches waiting on a thread that ends, instead of leaving them hanging", async () => {
    const waiting = expect(thread.match(query("galaxy"), 10)).rejects.toThrow("search: closed");
    await thread.close();
    await waiting;
  });

  it("passes the database's refusal on to the search", async () => {
    const empty = createWorkerSearchEngine(join(databases.place().sqlitePath!), own);
    try {
      await expect(empty.match(query("galaxy"), 10)).rejects.toThrow(
        "search: no such table: search_fts",
      );
    } finally {
      await empty.close();
    }
  });
});
