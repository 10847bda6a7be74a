// Search on PostgreSQL (narrowPostgresSearchMigration): a query's matches are cut without
// reading their lexemes — products named by every word first, then the most bought — and
// counted from narrow rows: each match's products row through the index over id with
// published, brand and purchases, its document's text kept out of line. Checked by what a
// broad query returns and by the plans PostgreSQL makes, not by a clock.
import { migrateDown, migrateToLatest, sql } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { queryWords } from "../../../domain/search/search-products.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { shopMigrations } from "../../database/migrations.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { createPostgresSearchEngine } from "./postgres-search-engine.ts";
import { createSearchSync } from "./search-sync.ts";

const text = (se: string, en = se) => ({ se, en });
/** A product page's description, a few hundred words long. */
const longDescription = (about: string) =>
  text(
    `${about} ${Array.from({ length: 300 }, (_, word) => `egenskap${word}`).join(" ")}`,
    `${Array.from({ length: 300 }, (_, word) => `feature${word}`).join(" ")}`,
  );
const postgres = dialects().find((variant) => variant.dialect === "postgres")!;

/** Cases named "skal", and products that only describe one, bought more often. */
const products = [
  ...[1, 2, 3].map((id) =>
    seedFixture({
      id,
      type: "accessory",
      name: text(`Skal ${id} till iPhone 16`, `Case ${id} for iPhone 16`),
      description: longDescription("Tunt och stötdämpande."),
      totalPurchases: id,
    }),
  ),
  ...[4, 5].map((id) =>
    seedFixture({
      id,
      name: text(`Testmobil ${id}`),
      description: longDescription("Levereras med ett skal."),
      totalPurchases: 1000 + id,
    }),
  ),
];

describe("search's reads on PostgreSQL", () => {
  const databases = useShopTestDatabases(postgres);

  async function opened() {
    const { db } = await databases.open();
    await seedCatalogue(db, products);
    await createSearchSync(db, createPostgresSearchEngine(db)).syncAll();
    return db;
  }

  it("cuts a broad query to the products named by it first, the most bought of them first", async () => {
    const engine = createPostgresSearchEngine(await opened());

    const { total, candidates } = await engine.match({ words: queryWords("skal"), filter: {} }, 2);

    expect(total).toBe(5);
    expect(candidates.map((candidate) => candidate.id)).toEqual([3, 2]);
  });

  it("finds a misspelt word's products by the catalogue's tokens, likest and most bought first", async () => {
    const engine = createPostgresSearchEngine(await opened());

    const near = await engine.similar(["skall"], {}, 2);
    // "skal" is a token of the cases' names; the phones only describe one.
    expect(near.map((candidate) => candidate.id)).toEqual([3, 2]);
    expect(await engine.similar(["skall"], { brand: "Samsung" }, 2)).toEqual([]);
  });

  it("reads only the products near every word of a misspelt query, or near its part number", async () => {
    const engine = createPostgresSearchEngine(await opened());

    // The cases have a token like "skall" and one like "iphon"; the phones neither.
    const both = await engine.similar(["skall", "iphon"], {}, 10);
    expect(both.map((candidate) => candidate.id)).toEqual([3, 2, 1]);
    // No product has a token like "zzyzx": none is read, however many are near "skall".
    expect(await engine.similar(["skall", "zzyzx"], {}, 10)).toEqual([]);
    // A part number stands on its own: the sku's compact form, the likest first.
    const bySku = await engine.similar(["zzyzx", "4"], {}, 10, "kbtest4");
    expect(bySku[0]?.id).toBe(4);
  });

  it("queues a catalogue indexed before the narrow rows, whose near spellings return once it is synced", async () => {
    const database = await databases.open();
    const { db } = database;
    await seedCatalogue(db, products);
    const sync = createSearchSync(db, createPostgresSearchEngine(db));
    await sync.syncAll();
    // Back to before the narrow rows, the migrations after them first.
    const narrow = "2026-11-30-01-search-narrow-postgres";
    const later = Object.keys(shopMigrations).filter((name) => name > narrow);
    const reverted: string[] = [];
    while (!reverted.includes(narrow)) {
      const step = await migrateDown(database, shopMigrations, { app: "shop" });
      if (step.length === 0) break;
      reverted.push(...step);
    }
    expect(reverted).toEqual([...later.reverse(), narrow]);

    await migrateToLatest(database, shopMigrations, { app: "shop" });
    const engine = createPostgresSearchEngine(db);
    expect(await engine.similar(["skall"], {}, 5)).toEqual([]);
    expect(await sync.syncAll()).toBe(products.length);
    const near = await engine.similar(["skall"], {}, 5);
    expect(near.map((candidate) => candidate.id)).toEqual([3, 2, 1]);
  });

  it("counts a query's matches from the index over products, the documents' text out of line", async () => {
    const db = await opened();
    const matching = sql`from search_documents d join products p on p.id = d.product_id
      where d.lexemes @@ ${"'w:skal':*"}::tsquery and p.published = 1`;
    // As the engine reads (usingIndexes): the tables are too small here for the planner to
    // choose an index on its own.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
      const rows = await sql<{ "QUERY PLAN": string }>`explain (costs off)
        select p.brand, d.category, p.total_purchases ${matching}`.execute(trx);
      return rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/Index Only Scan using products_search_facts on products p/);

    // Every document (over TOAST's 2 KB threshold) keeps its text out of line, not in its row.
    const toast = await sql<{ name: string }>`
      select reltoastrelid::regclass::text as name from pg_class
      where oid = 'search_documents'::regclass`.execute(db);
    const outside = await sql<{ values: number }>`
      select count(distinct chunk_id)::int as values from ${sql.raw(toast.rows[0]!.name)}`.execute(
      db,
    );
    expect(outside.rows[0]!.values).toBeGreaterThanOrEqual(products.length);
  });
});
