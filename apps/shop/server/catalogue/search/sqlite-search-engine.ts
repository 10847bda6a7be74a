// The search index on SQLite (the embedded default): FTS5 over the folded terms of each
// product (search_fts) and FTS5's trigram tokenizer over its sku and name (search_trigrams),
// both keyed by product id, beside search_documents (search-index-migration.ts). The products
// table is joined at query time for what changes often: published, stock, purchases. Counting
// and ranking every match reads only narrow rows (an index over products' id, published and
// brand, and search_categories); the documents and stock are read for the ranked few alone.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { QueryWord } from "../../../domain/search/search-products.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { candidatesByIds, filters } from "./candidate-rows.ts";
import { readFacets } from "./facet-pairs.ts";
import { innerTrigrams, queryTerms, type MatchQuery, type SearchEngine } from "./search-engine.ts";

type Db = Kysely<ShopDatabase>;

const phrase = (token: string) => `"${token.replaceAll('"', '""')}"`;

/** One FTS5 expression: every word, each as any of its spellings in any of the legs. */
export function ftsExpression(words: readonly QueryWord[]): string {
  return queryTerms(words)
    .map((terms) => {
      const legs = terms.map(
        ({ field, term, prefix }) => `${field}:${phrase(term)}${prefix ? "*" : ""}`,
      );
      return `(${legs.join(" OR ")})`;
    })
    .join(" AND ");
}

/**
 * The trigram expression for near spellings: a trigram of every word of four letters or more
 * (a shorter word may be alike by its padding alone; with none that long, of any word), or of
 * the part number. The ranking keeps only products near every word or near the part number,
 * so the rest are not read.
 */
export function nearExpression(words: readonly string[], partNumber?: string): string | undefined {
  const anyOf = (...of: string[]) => {
    const trigrams = [...new Set(of.flatMap(innerTrigrams))];
    return trigrams.length === 0 ? undefined : `(${trigrams.map(phrase).join(" OR ")})`;
  };
  const required = words
    .filter((word) => Array.from(word).length >= 4)
    .flatMap((word) => anyOf(word) ?? []);
  const everyWord = required.length > 0 ? required.join(" AND ") : anyOf(...words);
  const alternatives = [everyWord, partNumber === undefined ? undefined : anyOf(partNumber)];
  const usable = alternatives.filter((it) => it !== undefined);
  return usable.length === 0 ? undefined : usable.map((it) => `(${it})`).join(" OR ");
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

  return {
    async match(query, limit) {
      // Ranked and counted in one pass over the matches (bm25 cannot sit beside a window
      // function, hence the inner select).
      const ranked = await sql<{ id: number; total: number }>`
        select id, count(*) over () as total from (
          select f.rowid as id, bm25(search_fts, 10.0, 4.0, 3.0, 1.0) as score
          ${matching(query)}
        ) order by score, id limit ${limit}`.execute(db);
      const candidates = await candidatesByIds(
        db,
        ranked.rows.map((row) => Number(row.id)),
      );
      return { total: Number(ranked.rows[0]?.total ?? 0), candidates };
    },

    async facets(query) {
      return readFacets(db, matching({ ...query, filter: {} }), query.filter);
    },

    async similar(words, filter, limit, partNumber) {
      const expression = nearExpression(words, partNumber);
      if (expression === undefined) return [];
      // Ranked over narrow rows as `matching` (a common trigram matches most products), then
      // the few read whole.
      const ranked = await sql<{ id: number; fuzzy: string }>`
        select r.id, t.text as fuzzy from (
          select t.rowid as id, t.rank as score
          from search_trigrams t
          cross join products p indexed by products_search_facts on p.id = t.rowid
          cross join search_categories d on d.product_id = t.rowid
          where search_trigrams match ${expression} and ${filters(filter)}
          order by t.rank, t.rowid limit ${limit}
        ) r join search_trigrams t on t.rowid = r.id
        order by r.score, r.id`.execute(db);
      const fuzzy = new Map(ranked.rows.map((row) => [Number(row.id), row.fuzzy]));
      const candidates = await candidatesByIds(db, [...fuzzy.keys()]);
      return candidates.map((candidate) => ({ ...candidate, fuzzy: fuzzy.get(candidate.id)! }));
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
