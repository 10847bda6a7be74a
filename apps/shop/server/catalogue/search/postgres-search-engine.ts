// The search index on PostgreSQL: each product's terms as one tsvector of tagged lexemes
// (w: word, s: stem, r: reversed stem, d: description word), built with array_to_tsvector so
// the shop's own folding and Swedish stemming (app/catalogue/search/) decide what a word is,
// exactly as on SQLite; a GIN index answers the tsquery. pg_trgm's word similarity over the sku
// and name (a GIN trigram index) finds near spellings. Decision record 0050 says why the
// lexemes are not the `swedish` text search configuration's.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { QueryWord } from "../../../app/catalogue/search/search-products.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { candidatesByIds, filters, toCandidate, type CandidateRow } from "./candidate-rows.ts";
import { readFacets } from "./facet-pairs.ts";
import type { SearchDocument } from "./search-document.ts";
import {
  queryTerms,
  type MatchQuery,
  type SearchEngine,
  type SimilarCandidate,
  type TermField,
} from "./search-engine.ts";
import { trigramSchema } from "./search-index-migration.ts";
import { SIMILARITY_THRESHOLD } from "./trigram-similarity.ts";

type Db = Kysely<ShopDatabase>;

/** The tag of each field's lexemes. */
const TAGS: Record<TermField, string> = { words: "w", stems: "s", rstems: "r", description: "d" };
const lexeme = (tag: string, token: string, prefix = false) =>
  `'${tag}:${token.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${prefix ? ":*" : ""}`;

/** A document's lexemes, tagged by how a query may match them. */
export function lexemesOf(document: SearchDocument): string[] {
  return [
    ...new Set([
      ...document.words.map((word) => `${TAGS.words}:${word}`),
      ...document.stems.map((stem) => `${TAGS.stems}:${stem}`),
      ...document.reversedStems.map((stem) => `${TAGS.rstems}:${stem}`),
      ...document.description.map((word) => `${TAGS.description}:${word}`),
    ]),
  ];
}

/** The tsquery of every word, each as any of its spellings in any of the tagged forms. */
export function tsQueryOf(words: readonly QueryWord[]): string {
  return queryTerms(words)
    .map((terms) => {
      const legs = terms.map(({ field, term, prefix }) => lexeme(TAGS[field], term, prefix));
      return `(${legs.join(" | ")})`;
    })
    .join(" & ");
}

/**
 * Runs `read` in a transaction whose planner avoids sequential scans: it costs a GIN prefix
 * lookup of tagged lexemes far above what it takes (20,000 products: a scan of every row,
 * 128 ms, where the index answers in 9 ms), so it is told, for these reads only.
 */
function usingIndexes<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
    return read(trx);
  });
}

export function createPostgresSearchEngine(db: Db): SearchEngine {
  let trgm: Promise<string> | undefined;

  const matching = (query: MatchQuery) => sql`
    from search_documents d
    join products p on p.id = d.product_id
    where d.lexemes @@ ${tsQueryOf(query.words)}::tsquery and ${filters(query.filter)}`;

  return {
    async match(query, limit) {
      const tsQuery = tsQueryOf(query.words);
      const ranked = await usingIndexes(db, (trx) =>
        sql<{ id: number; total: string }>`
          select id, count(*) over () as total from (
            select d.product_id as id, ts_rank(d.lexemes, ${tsQuery}::tsquery) as score
            ${matching(query)}
          ) m order by score desc, id limit ${limit}`.execute(trx),
      );
      const candidates = await candidatesByIds(
        db,
        ranked.rows.map((row) => Number(row.id)),
      );
      return { total: Number(ranked.rows[0]?.total ?? 0), candidates };
    },

    async facets(query) {
      return usingIndexes(db, (trx) =>
        readFacets(trx, matching({ ...query, filter: {} }), query.filter),
      );
    },

    async similar(words, filter, limit) {
      const usable = words.filter((word) => word.length > 0);
      if (usable.length === 0) return [];
      const schema = await (trgm ??= trigramSchema(db));
      const near = sql.raw(`operator("${schema}".<%)`);
      const likeness = sql.raw(`"${schema}".word_similarity`);
      return db.transaction().execute(async (trx) => {
        // The operator's threshold, and the index (as usingIndexes), for this transaction only.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`.execute(
          trx,
        );
        await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
        const rows = await sql<CandidateRow & { fuzzy: string }>`
          select d.product_id as id, d.document, p.available, p.in_stock, p.total_purchases,
                 d.fuzzy
          from search_documents d
          join products p on p.id = d.product_id
          where (${sql.join(
            usable.map((word) => sql`${word} ${near} d.fuzzy`),
            sql` or `,
          )})
            and ${filters(filter)}
          order by greatest(${sql.join(usable.map((word) => sql`${likeness}(${word}, d.fuzzy)`))}) desc,
                   d.product_id
          limit ${limit}`.execute(trx);
        return rows.rows.map((row): SimilarCandidate => ({
          ...toCandidate(row),
          fuzzy: row.fuzzy,
        }));
      });
    },

    async write(documents, removed) {
      if (documents.length === 0 && removed.length === 0) return;
      await db.transaction().execute(async (trx) => {
        if (removed.length > 0) {
          await trx.deleteFrom("search_documents").where("product_id", "in", removed).execute();
        }
        for (const document of documents) {
          await sql`insert into search_documents
              (product_id, document, category, category_en, lexemes, fuzzy)
            values (${document.productId}, ${document.document}, ${document.category},
              ${document.categoryEn}, array_to_tsvector(${lexemesOf(document)}::text[]),
              ${document.fuzzy})
            on conflict (product_id) do update set document = excluded.document,
              category = excluded.category, category_en = excluded.category_en,
              lexemes = excluded.lexemes, fuzzy = excluded.fuzzy`.execute(trx);
        }
      });
    },
  };
}
