// The search index's tables (decision record 0050). Both dialects keep each product's indexed
// fields in search_documents and a queue of products whose searchable text changed
// (search_pending), filled by triggers on products, so every writer — the seed, the admin, a
// bulk import — is seen without calling search. The index itself is dialect-specific:
//   SQLite: two FTS5 tables keyed by product id: search_fts (folded words, stems, reversed
//           stems for compounds, description words) and search_trigrams (sku and name, for
//           part numbers and typos);
//   PostgreSQL: a tsvector of the same terms and a pg_trgm-indexed text, in search_documents.
// Every product is queued here; the sync (search-sync.ts) indexes them in small batches.
import { sql, type Kysely, type Migration, type MigrationContext } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";

/** The schema pg_trgm lives in: installed into public when missing. */
export async function trigramSchema(db: Kysely<ShopDatabase>): Promise<string> {
  const found = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
  `.execute(db);
  return found.rows[0]?.schema ?? "public";
}

export const searchIndexMigration: Migration = {
  async up(db, { dialect }) {
    if (dialect === "sqlite") {
      await sql`create table search_documents (
        product_id integer primary key references products(id) on delete cascade,
        document text not null,
        category text not null,
        category_en text not null
      )`.execute(db);
      await sql`create virtual table search_fts using fts5(
        words, stems, rstems, description, tokenize = 'unicode61 remove_diacritics 0'
      )`.execute(db);
      await sql`create virtual table search_trigrams using fts5(text, tokenize = 'trigram')`.execute(
        db,
      );
      await sql`create table search_pending (
        product_id integer primary key,
        generation integer not null default 1
      )`.execute(db);
      const mark = (row: "new" | "old") =>
        sql.raw(`
        insert into search_pending (product_id) values (${row}.id)
          on conflict (product_id) do update set generation = generation + 1;`);
      await sql`create trigger search_products_insert after insert on products
        begin ${mark("new")} end`.execute(db);
      await sql`create trigger search_products_update
        after update of content, sku, brand, type on products
        begin ${mark("new")} end`.execute(db);
      await sql`create trigger search_products_delete after delete on products
        begin ${mark("old")} end`.execute(db);
    } else {
      const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (installed.rows.length === 0) {
        await sql`create extension if not exists pg_trgm schema public`.execute(db);
      }
      const trgm = await trigramSchema(db as Kysely<ShopDatabase>);
      await sql`create table search_documents (
        product_id integer primary key references products(id) on delete cascade,
        document text not null,
        category text not null,
        category_en text not null,
        lexemes tsvector not null,
        fuzzy text not null
      )`.execute(db);
      await sql`create index search_documents_lexemes on search_documents using gin (lexemes)`.execute(
        db,
      );
      await sql`create index search_documents_fuzzy on search_documents
        using gin (fuzzy ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(db);
      await sql`create table search_pending (
        product_id integer primary key,
        generation integer not null default 1
      )`.execute(db);
      await sql`create function search_mark_pending() returns trigger language plpgsql as $$
        begin
          insert into search_pending (product_id) values (coalesce(new.id, old.id))
            on conflict (product_id) do update set generation = search_pending.generation + 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger search_products_changed
        after insert or delete or update of content, sku, brand, type on products
        for each row execute function search_mark_pending()`.execute(db);
    }
    await sql`create index search_documents_category on search_documents (category)`.execute(db);
    await sql`insert into search_pending (product_id) select id from products`.execute(db);
  },
  async down(db, { dialect }) {
    if (dialect === "sqlite") {
      for (const trigger of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger search_products_${trigger}`).execute(db);
      }
      await sql`drop table search_fts`.execute(db);
      await sql`drop table search_trigrams`.execute(db);
    } else {
      await sql`drop trigger search_products_changed on products`.execute(db);
      await sql`drop function search_mark_pending()`.execute(db);
    }
    await sql`drop table search_pending`.execute(db);
    await sql`drop table search_documents`.execute(db);
  },
};

/**
 * SQLite only: what counting and ranking a query's matches read beside the FTS5 index, kept
 * narrow. Reading a match's row of products or search_documents means a page or more per row
 * (both hold a product's whole text), so a word matching 36,000 of 100,000 products cost
 * 0.1–0.2 s per pass; an index over products' id, published and brand, and a table of
 * categories alone, hold a hundred matches to a page. PostgreSQL: narrowPostgresSearchMigration.
 */
export const narrowSearchFactsMigration: Migration = {
  async up(db, { dialect }) {
    if (dialect !== "sqlite") return;
    await sql`create index products_search_facts on products (id, published, brand)`.execute(db);
    await sql`create table search_categories (
      product_id integer primary key references products(id) on delete cascade,
      category text not null,
      category_en text not null
    )`.execute(db);
    await sql`insert into search_categories (product_id, category, category_en)
      select product_id, category, category_en from search_documents`.execute(db);
  },
  async down(db, { dialect }) {
    if (dialect !== "sqlite") return;
    await sql`drop table search_categories`.execute(db);
    await sql`drop index products_search_facts`.execute(db);
  },
};

/**
 * PostgreSQL only: the same narrow reads. A document's row held its lexemes (1.3 KB on
 * average) inline, so a word matching 36,000 of 100,000 products read 120,000 pages and
 * detoasted every tsvector to rank it (0.25–1.2 s). A row PostgreSQL toasts (one over its
 * 2 KB threshold: most, as a product's document is) now moves its text out of line until the
 * row is under 128 bytes, not 2 KB, leaving product id and categories (about 130 bytes a
 * row, where it was 1 KB); the GIN index answers a match without reading lexemes back. The
 * products a match joins are read from an index over id with published, brand and purchases
 * (an index-only scan). Near spellings are looked up among the catalogue's distinct tokens
 * (search_tokens), not in every document's text. Existing documents are queued to be written
 * again, which moves their text and fills the tokens.
 */
export const narrowPostgresSearchMigration: Migration = {
  async up(db, { dialect }) {
    if (dialect !== "postgres") return;
    await sql`alter table search_documents set (toast_tuple_target = 128)`.execute(db);
    // The categories stay in the row (a value over 24 bytes would be moved out too): the
    // facets group every match by them, and detoasting them tripled the facets' time.
    await sql`alter table search_documents alter column category set storage main,
      alter column category_en set storage main`.execute(db);
    // Rewriting 100,000 documents here took longer than a statement may; the sync rewrites
    // them in its small batches instead, while the old rows go on answering.
    await sql`insert into search_pending (product_id) select product_id from search_documents
      on conflict (product_id) do update set generation = search_pending.generation + 1`.execute(
      db,
    );
    await sql`create index products_search_facts on products (id)
      include (published, brand, total_purchases)`.execute(db);
    // Near spellings: every token the documents' fuzzy texts hold, once, likened by pg_trgm.
    // A token is never removed (a sku gone finds nothing); the queue above fills the table.
    const trgm = await trigramSchema(db as Kysely<ShopDatabase>);
    await sql`create table search_tokens (token text primary key)`.execute(db);
    await sql`drop index search_documents_fuzzy`.execute(db);
    await sql`create index search_tokens_trigrams on search_tokens
      using gin (token ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(db);
  },
  async down(db, { dialect }) {
    if (dialect !== "postgres") return;
    await sql`drop table search_tokens`.execute(db);
    const trgm = await trigramSchema(db as Kysely<ShopDatabase>);
    await sql`create index search_documents_fuzzy on search_documents
      using gin (fuzzy ${sql.raw(`"${trgm}".gin_trgm_ops`)})`.execute(db);
    await sql`drop index products_search_facts`.execute(db);
    await sql`alter table search_documents reset (toast_tuple_target),
      alter column category set storage extended,
      alter column category_en set storage extended`.execute(db);
  },
};

/**
 * Publishing or withdrawing a product queues it too. The database engines read `published`
 * from products at query time and never needed it; an external engine cannot join products,
 * so it filters on the published flag of each document (search-document.ts), which only the
 * sync brings up to date (decision record 0053).
 */
export const searchPublishedMigration: Migration = {
  async up(db, { dialect }) {
    await changedColumnsTrigger(db, dialect, "content, sku, brand, type, published");
  },
  async down(db, { dialect }) {
    await changedColumnsTrigger(db, dialect, "content, sku, brand, type");
  },
};

/** Re-creates the trigger that queues a product when one of `columns` changes. */
async function changedColumnsTrigger(
  db: Parameters<Migration["up"]>[0],
  dialect: MigrationContext["dialect"],
  columns: string,
): Promise<void> {
  if (dialect === "sqlite") {
    await sql`drop trigger search_products_update`.execute(db);
    await sql`create trigger search_products_update
      after update of ${sql.raw(columns)} on products
      begin
        insert into search_pending (product_id) values (new.id)
          on conflict (product_id) do update set generation = generation + 1;
      end`.execute(db);
  } else {
    await sql`drop trigger search_products_changed on products`.execute(db);
    await sql`create trigger search_products_changed
      after insert or delete or update of ${sql.raw(columns)} on products
      for each row execute function search_mark_pending()`.execute(db);
  }
}

/**
 * Queues every product to be indexed again, for a change in what a product's text is indexed
 * by (domain/search/): the sync rewrites the documents in its small batches, the old ones
 * answering meanwhile. Used for numbers with units ("65 W" also as "65w").
 */
export const reindexSearchMigration: Migration = {
  async up(db) {
    // (SQLite reads ON CONFLICT after a SELECT without WHERE as a join's: hence `where true`.)
    await sql`insert into search_pending (product_id) select id from products where true
      on conflict (product_id) do update set generation = search_pending.generation + 1`.execute(
      db,
    );
  },
  async down() {},
};
