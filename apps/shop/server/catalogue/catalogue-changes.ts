// Reading the feed of changed products (catalogue_changes, written by catalogue-version.ts):
// one indexed query per check on each instance tells it which products changed on any
// instance since its last check, so it drops those products and the cached pages that showed
// them, and nothing else (decision record 0049).
//
// Rows are numbered in the order they are written, not committed: on PostgreSQL a transaction
// that took its number first may commit after one that took a later number. So a check reads
// again the rows of the last OVERLAP_MS (by number: everything after what was the highest
// number that long ago) and skips those it saw. A transaction that takes longer than that from
// its feed row to its commit could be missed; the shop's transactions time out well before.
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

export const OVERLAP_MS = 5_000;
/** Feed rows older than this are deleted; an instance that did not check for half of it drops all. */
export const RETAIN_MS = 10 * 60_000;
/** More rows than this in one check: dropping everything is cheaper than reading on. */
const MAX_ROWS = 5_000;

export interface CatalogueChange {
  /** Any product may have changed: drop everything. */
  all: boolean;
  productIds: number[];
}

export interface ChangeFeedReader {
  /** The changes since the last read; the first read only notes where the feed stands. */
  read(now: number): Promise<CatalogueChange>;
}

export function createChangeFeedReader(db: Kysely<ShopDatabase>): ChangeFeedReader {
  let floor: number | undefined;
  let lastRead = 0;
  let lastPruned = 0;
  const seen = new Set<number>();
  /** The highest number seen at each recent read: the floor moves to one OVERLAP_MS old. */
  const marks: { at: number; seq: number }[] = [];

  async function prune(now: number) {
    if (now - lastPruned < RETAIN_MS / 10) return;
    lastPruned = now;
    await db
      .deleteFrom("catalogue_changes")
      .where("changed_at", "<", new Date(now - RETAIN_MS).toISOString())
      .execute();
  }

  return {
    async read(now) {
      if (floor === undefined) {
        const row = await db
          .selectFrom("catalogue_changes")
          .select((eb) => eb.fn.max("seq").as("seq"))
          .executeTakeFirst();
        floor = Number(row?.seq ?? 0);
        lastRead = now;
        return { all: false, productIds: [] };
      }
      const stale = now - lastRead > RETAIN_MS / 2;
      lastRead = now;
      const rows = await db
        .selectFrom("catalogue_changes")
        .select(["seq", "product_id"])
        .where("seq", ">", floor)
        .orderBy("seq")
        .limit(MAX_ROWS)
        .execute();
      const ids = new Set<number>();
      let all = stale || rows.length === MAX_ROWS;
      let highest = floor;
      for (const row of rows) {
        const seq = Number(row.seq);
        highest = Math.max(highest, seq);
        if (seen.has(seq)) continue;
        seen.add(seq);
        if (row.product_id === null) all = true;
        else ids.add(Number(row.product_id));
      }
      marks.push({ at: now, seq: highest });
      while (marks.length > 1 && marks[1]!.at <= now - OVERLAP_MS) marks.shift();
      if (marks[0]!.at <= now - OVERLAP_MS || all) {
        floor = all ? highest : marks[0]!.seq;
        for (const seq of seen) if (seq <= floor) seen.delete(seq);
      }
      await prune(now);
      return { all, productIds: [...ids] };
    },
  };
}
