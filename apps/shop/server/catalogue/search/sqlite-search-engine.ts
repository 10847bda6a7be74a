// The search index on SQLite (the embedded default): FTS5 over the folded terms of each
// product (search_fts) and FTS5's trigram tokenizer over its sku and name (search_trigrams),
// both keyed by product id, beside search_documents (search-index-migration.ts). The products
// table is joined at query time for what changes often: published, stock, purchases. Counting
// and ranking every match reads only narrow rows (an index over products' id, published and
// brand, and search_categories); the documents and stock are read for the ranked few alone.
import { sql, type Kysely } from "@kretsbutiken/database";
import {
  MIN_COMPOUND_HEAD,
  type QueryWord,
} from "../../../app/catalogue/search/search-products.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { filters, toCandidate, type CandidateRow, type Fragment } from "./candidate-rows.ts";
import {
  innerTrigrams,
  MAX_FACET_VALUES,
  type FacetCount,
  type MatchQuery,
  type SearchEngine,
  type SimilarCandidate,
} from "./search-engine.ts";

type Db = Kysely<ShopDatabase>;

const reversed = (text: string) => Array.from(text).reverse().join("");
const phrase = (token: string) => `"${token.replaceAll('"', '""')}"`;

/** One FTS5 expression: every word, each as any of its spellings in any of the legs. */
export function ftsExpression(words: readonly QueryWord[]): string {
  return words
    .map((word) => {
      const legs = word.variants.flatMap((variant) => [
        `words:${phrase(variant.word)}${word.prefix ? "*" : ""}`,
        `stems:${phrase(variant.stem)}`,
        ...(variant.stem.length >= MIN_COMPOUND_HEAD
          ? [`rstems:${phrase(reversed(variant.stem))}*`]
          : []),
        `description:${phrase(variant.word)}`,
      ]);
      return `(${legs.join(" OR ")})`;
    })
    .join(" AND ");
}

export function createSqliteSearchEngine(db: Db): SearchEngine {
  // `d` is search_categories here: filters() reads d.category. The join order is fixed (CROSS
  // JOIN: the index's matches outside) and products are read through their narrow index: left
  // to itself without statistics, SQLite reads each match's whole products row (3–6 times
  // slower for a word matching a third of 100,000 products).
  const matching = (query: MatchQuery) => sql`
    from search_fts f
    cross join products p indexed by products_search_facts on p.id = f.rowid
    cross join search_categories d on d.product_id = f.rowid
    where search_fts match ${ftsExpression(query.words)} and ${filters(query.filter)}`;

  /** The candidates with these ids, in this order. */
  async function candidatesOf(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await sql<CandidateRow>`
      select d.product_id as id, d.document, p.available, p.in_stock, p.total_purchases
      from search_documents d join products p on p.id = d.product_id
      where d.product_id in (${sql.join(ids)})`.execute(db);
    const byId = new Map(rows.rows.map((row) => [Number(row.id), toCandidate(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function counted(query: MatchQuery, column: Fragment, label: Fragment) {
    const rows = await sql<{ value: string; label: string; count: number }>`
      select ${column} as value, ${label} as label, count(*) as count ${matching(query)}
      group by value order by count desc, value limit ${MAX_FACET_VALUES}`.execute(db);
    return rows.rows.map((row): FacetCount => ({
      value: row.value,
      ...(row.label === row.value ? {} : { labelEn: row.label }),
      count: Number(row.count),
    }));
  }

  return {
    async match(query, limit) {
      const ranked = await sql<{ id: number }>`
        select f.rowid as id ${matching(query)}
        order by bm25(search_fts, 10.0, 4.0, 3.0, 1.0), f.rowid limit ${limit}`.execute(db);
      const candidates = await candidatesOf(ranked.rows.map((row) => Number(row.id)));
      // Fewer than asked for are all there are: no second pass to count them.
      if (candidates.length < limit) return { total: candidates.length, candidates };
      const count = await sql<{ total: number }>`
        select count(*) as total ${matching(query)}`.execute(db);
      return { total: Number(count.rows[0]?.total ?? 0), candidates };
    },

    async facets(query) {
      const [brands, categories] = await Promise.all([
        counted(
          { ...query, filter: { ...query.filter, brand: undefined } },
          sql`p.brand`,
          sql`p.brand`,
        ),
        counted(
          { ...query, filter: { ...query.filter, category: undefined } },
          sql`d.category`,
          sql`max(d.category_en)`,
        ),
      ]);
      return { brands, categories };
    },

    async similar(words, filter, limit) {
      const trigrams = [...new Set(words.flatMap(innerTrigrams))];
      if (trigrams.length === 0) return [];
      const rows = await sql<CandidateRow & { fuzzy: string }>`
        select t.rowid as id, d.document, p.available, p.in_stock, p.total_purchases,
               t.text as fuzzy
        from search_trigrams t
        join products p on p.id = t.rowid
        join search_documents d on d.product_id = t.rowid
        where search_trigrams match ${trigrams.map(phrase).join(" OR ")} and ${filters(filter)}
        order by t.rank, t.rowid limit ${limit}`.execute(db);
      return rows.rows.map((row): SimilarCandidate => ({ ...toCandidate(row), fuzzy: row.fuzzy }));
    },

    async write(documents, removed) {
      const ids = [...removed, ...documents.map((document) => document.productId)];
      if (ids.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(trx);
        await sql`delete from search_trigrams where rowid in (${sql.join(ids)})`.execute(trx);
        await trx.deleteFrom("search_categories").where("product_id", "in", ids).execute();
        if (removed.length > 0) {
          await trx.deleteFrom("search_documents").where("product_id", "in", removed).execute();
        }
        for (const document of documents) {
          await sql`insert into search_fts (rowid, words, stems, rstems, description) values (
            ${document.productId}, ${document.words.join(" ")}, ${document.stems.join(" ")},
            ${document.reversedStems.join(" ")}, ${document.description.join(" ")})`.execute(trx);
          await sql`insert into search_trigrams (rowid, text)
            values (${document.productId}, ${document.fuzzy})`.execute(trx);
          await trx
            .insertInto("search_categories")
            .values({
              product_id: document.productId,
              category: document.category,
              category_en: document.categoryEn,
            })
            .execute();
          await trx
            .insertInto("search_documents")
            .values({
              product_id: document.productId,
              document: document.document,
              category: document.category,
              category_en: document.categoryEn,
            })
            .onConflict((conflict) =>
              conflict.column("product_id").doUpdateSet({
                document: document.document,
                category: document.category,
                category_en: document.categoryEn,
              }),
            )
            .execute();
        }
      });
    },
  };
}
