// The search index in an external engine that speaks SphinxQL over the MySQL protocol: Sphinx
// 2.2's searchd (Debian's sphinxsearch) or its successor Manticore Search (decision record
// 0053), for when the shop's database should not answer searches itself. The engine holds
// each product's terms as the shop made them (sphinxql-config.ts: no stemming, no folding of
// its own, prefixes and trigrams from the shop's words), its brand, category and published
// flag to filter and count on, and its stored document, so a candidate is ranked without
// reading its product. Stock and purchases change without the sync (a sale queues nothing), so
// a candidate's live state is read by id from the shop's database, like the database engines'.
import type { Kysely } from "@kretsbutiken/database";
import type { TypeCast } from "mysql2";
import { createPool, type Pool, type RowDataPacket } from "mysql2/promise";
import type { ShopDatabase } from "../../database/schema.ts";
import { toCandidate } from "./candidate-rows.ts";
import { facetsOfPairs } from "./facet-pairs.ts";
import type { SearchDocument } from "./search-document.ts";
import type {
  Candidate,
  MatchQuery,
  SearchEngine,
  SearchFilter,
  SimilarCandidate,
} from "./search-engine.ts";
import {
  matchExpression,
  parseSearchUrl,
  trigramExpression,
  trigramText,
} from "./sphinxql-query.ts";

type Db = Kysely<ShopDatabase>;

/** Documents per REPLACE: a statement stays well under searchd's 8 MB max_packet_size. */
const WRITE_CHUNK = 50;
/** Brand and category pairs a facet count reads at most (the pairs that occur together). */
const MAX_FACET_PAIRS = 10_000;
/**
 * The weights of the fields in the engine's own relevance order (bm25), as on SQLite: a
 * word of a product's fields above its stem, a compound's part, and its description.
 */
const FIELD_WEIGHTS = "field_weights=(words=10, stems=4, rstems=3, description=1)";
/**
 * Near spellings first by how many of the query's trigrams a product has, then bm25 (0–999),
 * as FTS5's trigram rank orders them on SQLite; the shop ranks the candidates by likeness.
 */
const TRIGRAM_RANKER = "ranker=expr('sum(word_count)*1000+bm25')";

export interface SphinxqlSearchEngine extends SearchEngine {
  isEmpty(): Promise<boolean>;
  /** Closes the engine's connections. */
  close(): Promise<void>;
}

const TEXT_TYPES = new Set(["VAR_STRING", "STRING", "VARCHAR", "BLOB"]);

/**
 * Text read as UTF-8. Sphinx 2.2 calls its columns `utf8`, which mysql2 decodes as MySQL's
 * three-byte utf8 (CESU-8): a character beyond the Basic Multilingual Plane (an emoji in a
 * product's name, in its stored document) would come back as replacement characters.
 */
const utf8Strings: TypeCast = (field, next) =>
  TEXT_TYPES.has(field.type) ? field.string("utf8") : next();

/** Published products, of the brand and in the category asked for: SQL and its values. */
function filterSql(filter: SearchFilter): { sql: string; values: string[] } {
  const parts = ["published = 1"];
  const values: string[] = [];
  if (filter.brand !== undefined) {
    parts.push("brand = ?");
    values.push(filter.brand);
  }
  if (filter.category !== undefined) {
    parts.push("category = ?");
    values.push(filter.category);
  }
  return { sql: parts.join(" AND "), values };
}

const rowOf = (document: SearchDocument) => [
  document.productId,
  document.words.join(" "),
  document.stems.join(" "),
  document.reversedStems.join(" "),
  document.description.join(" "),
  trigramText(document.fuzzy),
  document.brand,
  document.category,
  document.categoryEn,
  document.published ? 1 : 0,
  document.document,
  document.fuzzy,
];

/** `url`: sphinxql://host:port/index; `db`: the shop's database, for live state. */
export function createSphinxqlSearchEngine(url: string, db: Db): SphinxqlSearchEngine {
  const { host, port, index } = parseSearchUrl(url);
  const pool: Pool = createPool({ host, port, connectionLimit: 4, typeCast: utf8Strings });

  async function select<T>(statement: string, values: unknown[]): Promise<T[]> {
    const [rows] = await pool.query<RowDataPacket[]>(statement, values);
    return rows as T[];
  }

  /**
   * The engine's hits, in its order, with their live state from the shop's database; a hit
   * since deleted or withdrawn there (the sync has not yet caught up) is left out.
   */
  async function withLiveState<T extends { id: number; document: string }>(
    hits: readonly T[],
  ): Promise<(T & Candidate)[]> {
    if (hits.length === 0) return [];
    const rows = await db
      .selectFrom("products")
      .select(["id", "available", "in_stock", "total_purchases"])
      .where(
        "id",
        "in",
        hits.map((hit) => Number(hit.id)),
      )
      .where("published", "=", 1)
      .execute();
    const live = new Map(rows.map((row) => [Number(row.id), row]));
    return hits.flatMap((hit) => {
      const row = live.get(Number(hit.id));
      if (!row) return [];
      return [{ ...hit, ...toCandidate({ ...row, id: Number(hit.id), document: hit.document }) }];
    });
  }

  return {
    async match(query, limit) {
      const where = filterSql(query.filter);
      const wanted = Math.max(1, limit);
      // One connection for both statements: SHOW META tells of the last query on it.
      const connection = await pool.getConnection();
      let hits: { id: number; document: string }[];
      let total: number;
      try {
        const [rows] = await connection.query<RowDataPacket[]>(
          `SELECT id, document, WEIGHT() AS score FROM ${index}
           WHERE MATCH(?) AND ${where.sql} ORDER BY score DESC, id ASC LIMIT 0, ?
           OPTION ranker=bm25, ${FIELD_WEIGHTS}, max_matches=?`,
          [matchExpression(query.words), ...where.values, wanted, wanted],
        );
        const [meta] = await connection.query<RowDataPacket[]>("SHOW META LIKE 'total_found'");
        hits = (rows as { id: number; document: string }[]).slice(0, limit);
        total = Number(meta[0]?.Value ?? 0);
      } finally {
        connection.release();
      }
      const candidates = await withLiveState(hits);
      return {
        total,
        candidates: candidates.map(({ id, document, buyable, totalPurchases }) => ({
          id: Number(id),
          document,
          buyable,
          totalPurchases,
        })),
      };
    },

    async facets(query: MatchQuery) {
      // Counted without the brand and category filters, each facet then with the other's.
      const pairs = await select<{
        brand: string;
        category: string;
        category_en: string;
        n: number;
      }>(
        `SELECT brand, category, category_en, COUNT(*) AS n FROM ${index}
         WHERE MATCH(?) AND published = 1 GROUP BY brand, category
         LIMIT 0, ${MAX_FACET_PAIRS} OPTION max_matches=${MAX_FACET_PAIRS}`,
        [matchExpression(query.words)],
      );
      return facetsOfPairs(
        pairs.map((pair) => ({
          brand: pair.brand,
          category: pair.category,
          categoryEn: pair.category_en,
          count: Number(pair.n),
        })),
        query.filter,
      );
    },

    async similar(words, filter, limit, partNumber) {
      const expression = trigramExpression(partNumber ? [...words, partNumber] : words);
      if (expression === undefined || limit <= 0) return [];
      const where = filterSql(filter);
      const hits = await select<{ id: number; document: string; fuzzy: string }>(
        `SELECT id, document, fuzzy, WEIGHT() AS score FROM ${index}
         WHERE MATCH(?) AND ${where.sql} ORDER BY score DESC, id ASC LIMIT 0, ?
         OPTION ${TRIGRAM_RANKER}, max_matches=?`,
        [expression, ...where.values, limit, limit],
      );
      const candidates = await withLiveState(hits);
      return candidates.map(
        ({ id, document, fuzzy, buyable, totalPurchases }): SimilarCandidate => ({
          id: Number(id),
          document,
          fuzzy,
          buyable,
          totalPurchases,
        }),
      );
    },

    async write(documents, removed) {
      if (removed.length > 0) {
        await pool.query(`DELETE FROM ${index} WHERE id IN (?)`, [[...removed]]);
      }
      for (let at = 0; at < documents.length; at += WRITE_CHUNK) {
        const chunk = documents.slice(at, at + WRITE_CHUNK);
        await pool.query(
          `REPLACE INTO ${index} (id, words, stems, rstems, description, trigrams, brand,
             category, category_en, published, document, fuzzy) VALUES ?`,
          [chunk.map(rowOf)],
        );
      }
    },

    async isEmpty() {
      return (await select(`SELECT id FROM ${index} LIMIT 0, 1`, [])).length === 0;
    },

    async close() {
      await pool.end();
    },
  };
}
