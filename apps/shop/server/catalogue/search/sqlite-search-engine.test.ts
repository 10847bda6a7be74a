// Counting and ranking a query's matches on SQLite reads narrow rows only (search-index-
// migration.ts, narrowSearchFactsMigration): each match's products row is reached through the
// index over id, published and brand, and its category from search_categories; the documents
// are read for the ranked few by id. Checked by the plans SQLite makes, not by a clock.
import { CompiledQuery, type Kysely, type KyselyPlugin } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { queryWords } from "../../../domain/search/search-products.ts";
import { useShopTestDatabases } from "../../../test-support/test-database.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { seedProducts } from "../seed/index.ts";
import { seedCatalogue } from "../seed-catalogue.ts";
import { createSearchSync } from "./search-sync.ts";
import { createSqliteSearchEngine, nearExpression } from "./sqlite-search-engine.ts";

/** The statements run through the returned database, each with SQLite's plan for it. */
function planned(db: Kysely<ShopDatabase>) {
  const statements: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery(args) {
      statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return {
    traced: db.withPlugin(recorder),
    plans: () =>
      Promise.all(
        statements.map(async (statement) => ({
          sql: statement.sql,
          plan: (
            await db.executeQuery<{ detail: string }>(
              CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
            )
          ).rows.map((row) => row.detail),
        })),
      ),
  };
}

describe("search's reads on SQLite", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });

  it("count, facet and rank every match and near spelling from narrow rows, documents by id", async () => {
    const { db } = await databases.open();
    await seedCatalogue(db, seedProducts);
    await createSearchSync(db, createSqliteSearchEngine(db)).syncAll();
    const { traced, plans } = planned(db);
    const engine = createSqliteSearchEngine(traced);
    const query = { words: queryWords("iphone"), filter: {} };

    const { total, candidates } = await engine.match(query, 3);
    await engine.facets(query);
    await engine.facets({ ...query, filter: { brand: "Apple", category: "Mobiltelefoner" } });
    const near = await engine.similar(["iphnoe"], {}, 3);

    expect(total).toBeGreaterThan(3);
    expect(candidates).toHaveLength(3);
    expect(near.map((candidate) => candidate.fuzzy)).toHaveLength(3);
    const overMatches = (await plans()).filter(({ sql }) =>
      / search_(fts|trigrams) match/.test(sql),
    );
    // The ranking with its count in one pass, one count by brand and category per facets, and
    // the near spellings' ranking.
    expect(overMatches).toHaveLength(4);
    for (const { sql, plan } of overMatches) {
      // The index's matches are the outer loop (within the ranking's subquery, for the ranking).
      expect(plan.find((line) => line.startsWith("SCAN") || line.startsWith("SEARCH"))).toMatch(
        /^SCAN [ft] VIRTUAL TABLE/,
      );
      expect(
        plan.some((line) => line.startsWith("SEARCH p USING COVERING INDEX products_search_facts")),
      ).toBe(true);
      expect(sql).not.toContain("search_documents");
    }
    const documents = (await plans()).filter(({ sql }) => sql.includes("from search_documents"));
    expect(documents).toHaveLength(2);
    for (const { plan } of documents) {
      expect(plan.join(" | ")).toMatch(/SEARCH d USING INTEGER PRIMARY KEY/);
    }
  });

  it("reads near spellings of every long word, or of the part number, not of any word", () => {
    expect(nearExpression(["rosa", "skal", "13"])).toBe('(("ros" OR "osa") AND ("ska" OR "kal"))');
    expect(nearExpression(["xm", "dk58"], "xmdk58")).toBe(
      '(("dk5" OR "k58")) OR (("xmd" OR "mdk" OR "dk5" OR "k58"))',
    );
    // Only short words: a trigram of any of them.
    expect(nearExpression(["usb", "65w"])).toBe('(("usb" OR "65w"))');
    expect(nearExpression(["13"])).toBeUndefined();
  });
});
