// The search index on PostgreSQL: each product's terms as one tsvector of tagged lexemes
// (w: word, s: stem, r: reversed stem, d: description word), built with array_to_tsvector so
// the shop's own folding and Swedish stemming (app/catalogue/search/) decide what a word is,
// exactly as on SQLite; a GIN index answers the tsquery. Near spellings: pg_trgm's word
// similarity finds the catalogue's tokens (the sku without separators, words) like a misspelt
// word (search_tokens, a GIN trigram index), and the products holding them are found by their
// `f:` lexemes. Decision record 0050 says why the lexemes are not the `swedish` text search
// configuration's; 0056 why matches are cut and near spellings found this way.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { QueryWord } from "../../../domain/search/search-products.ts";
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

/** The tag of the tokens near spellings are looked up by: the sku without separators, words. */
const FUZZY_TAG = "f";
const tokensOf = (document: SearchDocument) => document.fuzzy.split(" ").filter(Boolean);

/** A document's lexemes, tagged by how a query may match them. */
export function lexemesOf(document: SearchDocument): string[] {
  return [
    ...new Set([
      ...document.words.map((word) => `${TAGS.words}:${word}`),
      ...document.stems.map((stem) => `${TAGS.stems}:${stem}`),
      ...document.reversedStems.map((stem) => `${TAGS.rstems}:${stem}`),
      ...document.description.map((word) => `${TAGS.description}:${word}`),
      ...tokensOf(document).map((token) => `${FUZZY_TAG}:${token}`),
    ]),
  ];
}

/** Near tokens (search_tokens) looked up per misspelt query, the likest first. */
const NEAR_TOKENS = 50;
/**
 * Likenesses whose products are read, the likest first: each is a read of its tokens'
 * products, and a filter that none of them pass reads them all.
 */
const NEAR_LEVELS = 3;

/** Tokens of equal likeness together, the likest first (as read: ordered by likeness). */
function byLikeness(near: readonly { token: string; likeness: number }[]): string[][] {
  const levels: string[][] = [];
  let last: number | undefined;
  for (const { token, likeness } of near) {
    if (likeness !== last) levels.push([]);
    levels.at(-1)!.push(token);
    last = likeness;
  }
  return levels;
}

const EVERY_FIELD = Object.keys(TAGS) as TermField[];
/** A product that has the word in its own fields, not only as a compound's part or described. */
const NAMED: readonly TermField[] = ["words", "stems"];

/** The tsquery of every word, each as any of its spellings in any of the tagged forms. */
export function tsQueryOf(
  words: readonly QueryWord[],
  fields: readonly TermField[] = EVERY_FIELD,
): string {
  return queryTerms(words)
    .map((terms) => {
      const legs = terms
        .filter(({ field }) => fields.includes(field))
        .map(({ field, term, prefix }) => lexeme(TAGS[field], term, prefix));
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
      // Cut without reading any match's lexemes (ts_rank detoasted each: most of a broad
      // word's time): products named by every word first, then the most bought. Both are read
      // from indexes and narrow rows; the shop ranks the cut (search-ranking.ts).
      const ranked = await usingIndexes(db, (trx) =>
        sql<{ id: number; total: string }>`
          select m.id, count(*) over () as total from (
            select d.product_id as id, p.total_purchases
            ${matching(query)}
          ) m
          left join (
            select product_id as id from search_documents
            where lexemes @@ ${tsQueryOf(query.words, NAMED)}::tsquery
          ) named on named.id = m.id
          order by named.id is null, m.total_purchases desc, m.id
          limit ${limit}`.execute(trx),
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

    async similar(words, filter, limit, partNumber) {
      const usable = words.filter((word) => word.length > 0);
      const alternatives = [usable, partNumber ? [partNumber] : []].filter((it) => it.length > 0);
      if (alternatives.length === 0) return [];
      const everyWord = [...new Set(alternatives.flat())];
      const schema = await (trgm ??= trigramSchema(db));
      const near = sql.raw(`operator("${schema}".<%)`);
      const likeness = sql.raw(`"${schema}".word_similarity`);
      return usingIndexes(db, async (trx) => {
        // The operator's threshold, for this transaction only.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`.execute(
          trx,
        );
        // The catalogue's distinct tokens like a word, not its products' texts: a common
        // trigram ("el " of every word ending so) is in most texts, and likeness computed for
        // each cost 1.5 s at 100,000 products where the tokens take a millisecond. Each
        // word's own, the likest first.
        const nearEach = await sql<{ word: string; token: string; likeness: number }>`
          select w.word, t.token, t.likeness
          from unnest(${everyWord}::text[]) as w(word)
          cross join lateral (
            select token, ${likeness}(w.word, token) as likeness
            from search_tokens
            where w.word ${near} token
            order by likeness desc, token
            limit ${NEAR_TOKENS}
          ) t`.execute(trx);
        const tokensOf = new Map<string, string[]>();
        for (const row of nearEach.rows) {
          tokensOf.set(row.word, [...(tokensOf.get(row.word) ?? []), row.token]);
        }
        // The ranking keeps a product only when it is near every word, or near the part
        // number: the others are not read. "rosa skal iphone 13" reads the few cases with
        // a token like each word, not the 36,000 products with "skal" (decision record 0061).
        const required = alternatives
          .filter((alternative) => alternative.every((word) => tokensOf.has(word)))
          .map((alternative) =>
            alternative
              .map(
                (word) =>
                  `(${tokensOf
                    .get(word)!
                    .map((token) => lexeme(FUZZY_TAG, token))
                    .join(" | ")})`,
              )
              .join(" & "),
          );
        if (required.length === 0) return [];
        const requirement = required.map((it) => `(${it})`).join(" | ");
        // Tokens of equal likeness together, each at its likeness to its likest word, the
        // likest first.
        const likest = new Map<string, number>();
        for (const { token, likeness } of nearEach.rows) {
          likest.set(token, Math.max(likest.get(token) ?? 0, Number(likeness)));
        }
        const levels = byLikeness(
          [...likest]
            .map(([token, likeness]) => ({ token, likeness }))
            .sort(
              (a, b) =>
                b.likeness - a.likeness || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0),
            )
            .slice(0, NEAR_TOKENS),
        );
        // The products with the likest tokens first, the most bought of each likeness first.
        const found: SimilarCandidate[] = [];
        for (const level of levels.slice(0, NEAR_LEVELS)) {
          if (found.length >= limit) break;
          const taken = found.map((candidate) => candidate.id);
          const tokens = level.map((token) => lexeme(FUZZY_TAG, token)).join(" | ");
          const rows = await sql<CandidateRow & { fuzzy: string }>`
            select d.product_id as id, d.document, p.available, p.in_stock, p.total_purchases,
                   d.fuzzy
            from search_documents d
            join products p on p.id = d.product_id
            where d.lexemes @@ ${`(${tokens}) & (${requirement})`}::tsquery
              and ${filters(filter)}
              ${taken.length > 0 ? sql`and d.product_id not in (${sql.join(taken)})` : sql``}
            order by p.total_purchases desc, d.product_id
            limit ${limit - found.length}`.execute(trx);
          found.push(...rows.rows.map((row) => ({ ...toCandidate(row), fuzzy: row.fuzzy })));
        }
        return found;
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
        // Every batch's tokens in one statement, not one per document.
        const tokens = [...new Set(documents.flatMap(tokensOf))];
        if (tokens.length > 0) {
          await sql`insert into search_tokens (token)
            select unnest(${tokens}::text[]) on conflict do nothing`.execute(trx);
        }
      });
    },
  };
}
