// What both database engines (sqlite-search-engine.ts, postgres-search-engine.ts) share: the
// filter on the products joined as `p` and the documents as `d`, and a candidate row as read.
import { sql } from "@kretsbutiken/database";
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
