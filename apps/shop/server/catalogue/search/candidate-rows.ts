// What both database engines (sqlite-search-engine.ts, postgres-search-engine.ts) share: the
// filter on the products joined as `p` and the documents as `d`, and a candidate row as read.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Candidate, SearchFilter } from "./search-engine.ts";

/** A piece of SQL (Kysely's RawBuilder, which the database package does not re-export). */
export type Fragment = ReturnType<typeof sql.join>;

/** Published products, of the brand and in the category asked for, if any. */
export function filters(filter: SearchFilter): Fragment {
  return sql.join(
    [
      sql`p.published = 1`,
      ...(filter.brand === undefined ? [] : [sql`p.brand = ${filter.brand}`]),
      ...(filter.category === undefined ? [] : [sql`d.category = ${filter.category}`]),
    ],
    sql` and `,
  );
}

export interface CandidateRow {
  id: number;
  document: string;
  available: number;
  in_stock: number;
  total_purchases: number;
}

export const toCandidate = (row: CandidateRow): Candidate => ({
  id: Number(row.id),
  document: row.document,
  buyable: Number(row.available) === 1 && Number(row.in_stock) > 0,
  totalPurchases: Number(row.total_purchases),
});

/**
 * The candidates with these ids, in this order, each with its document and live state. Both
 * engines rank a query's matches by id alone (their documents are wide rows: reading them for
 * every match of a broad word was most of a search's time) and read the ranked few here.
 */
export async function candidatesByIds(
  db: Kysely<ShopDatabase>,
  ids: readonly number[],
): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  const rows = await sql<CandidateRow>`
    select d.product_id as id, d.document, p.available, p.in_stock, p.total_purchases
    from search_documents d join products p on p.id = d.product_id
    where d.product_id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.rows.map((row) => [Number(row.id), toCandidate(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
