// Keeps the search index in step with the products table, a batch at a time: triggers queue
// every product whose searchable text changed (search_pending, search-index-migration.ts);
// a sync reads a batch of the queue, indexes those products (or removes the ones gone) and
// clears what it indexed — only the change it saw, so a product changed meanwhile stays queued.
// Nothing is rebuilt whole and nothing runs on a request: the server starts the sync
// (`start`), and a stock change never queues anything. Several instances may sync the same
// queue: writing a product's document twice gives the same index. An external engine starts
// empty beside a database whose queue was emptied long ago: `start` first queues every
// product when the engine says it holds none (fillWhenEmpty). Every batch raises the index's
// generation (catalogue_version.search_generation) as it clears the queue, and every instance
// reads it while idle: a batch indexed on any instance makes every instance's listeners hear
// of it within `everyMs` (decision record 0061), so their kept rankings need not age out.
import { sql, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { searchableOfRow, searchDocumentOf } from "./search-document.ts";
import type { SearchEngine } from "./search-engine.ts";

type Db = Kysely<ShopDatabase>;

/** Products indexed per batch: ≈ 30 ms of work, so requests interleave with a big backlog. */
export const SYNC_BATCH = 250;

export interface SearchSync {
  /** Indexes one batch of the queue; resolves to how many queued products it handled. */
  syncBatch(): Promise<number>;
  /** Works through the queue until it is empty; resolves to how many products it handled. */
  syncAll(): Promise<number>;
  /**
   * Queues every product when the engine reports an empty index (a new external one);
   * resolves to whether it did. Engines in the shop's database never report one.
   */
  fillWhenEmpty(): Promise<boolean>;
  /**
   * Syncs now and then every `everyMs`, while the queue has anything; a change made later is
   * searchable within `everyMs`. Returns the stop.
   */
  start(everyMs: number, onError: (error: unknown) => void): () => void;
  /**
   * Calls the listeners when another instance indexed a batch since this one last looked;
   * resolves to whether it did. The first call only notes where the index stands.
   */
  heardElsewhere(): Promise<boolean>;
  /**
   * Called after every batch that changed the index, here or (once `heardElsewhere` noticed)
   * on another instance: search caches forget their answers.
   */
  onChange(listener: () => void): void;
}

export function createSearchSync(db: Db, engine: SearchEngine): SearchSync {
  const listeners: (() => void)[] = [];
  let running: Promise<number> | undefined;
  /** The index's generation as this instance last knew it; undefined before the first look. */
  let seen: number | undefined;

  const generationIn = async (reader: Db) =>
    Number(
      (
        await reader
          .selectFrom("catalogue_version")
          .select("search_generation")
          .where("id", "=", 1)
          .executeTakeFirst()
      )?.search_generation ?? 0,
    );

  const tell = () => {
    for (const listener of listeners) listener();
  };

  async function batch(): Promise<number> {
    const queued = await db
      .selectFrom("search_pending")
      .select(["product_id", "generation"])
      .orderBy("product_id")
      .limit(SYNC_BATCH)
      .execute();
    if (queued.length === 0) return 0;
    const ids = queued.map((row) => Number(row.product_id));
    const rows = await db.selectFrom("products").selectAll().where("id", "in", ids).execute();
    const found = new Set(rows.map((row) => Number(row.id)));
    await engine.write(
      rows.map((row) => searchDocumentOf(searchableOfRow(row), Number(row.published) === 1)),
      ids.filter((id) => !found.has(id)),
    );
    seen = await db.transaction().execute(async (trx) => {
      for (const row of queued) {
        await trx
          .deleteFrom("search_pending")
          .where("product_id", "=", row.product_id)
          .where("generation", "=", row.generation)
          .execute();
      }
      await trx
        .updateTable("catalogue_version")
        .set((eb) => ({ search_generation: eb("search_generation", "+", 1) }))
        .where("id", "=", 1)
        .execute();
      // Whatever another instance raised it to meanwhile is heard too: everything is forgotten.
      return generationIn(trx);
    });
    tell();
    return queued.length;
  }

  // One batch at a time per process, however many timers and callers ask.
  function syncBatch(): Promise<number> {
    running ??= batch().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function fillWhenEmpty(): Promise<boolean> {
    if (!(await engine.isEmpty?.())) return false;
    // (SQLite reads ON CONFLICT after a SELECT without WHERE as a join's: hence `where true`.)
    await sql`insert into search_pending (product_id) select id from products where true
      on conflict (product_id) do nothing`.execute(db);
    return true;
  }

  async function heardElsewhere(): Promise<boolean> {
    const generation = await generationIn(db);
    const moved = seen !== undefined && generation !== seen;
    seen = generation;
    if (moved) tell();
    return moved;
  }

  async function syncAll(): Promise<number> {
    let handled = 0;
    for (let done = await syncBatch(); done > 0; done = await syncBatch()) handled += done;
    return handled;
  }

  return {
    syncBatch,
    syncAll,
    fillWhenEmpty,
    heardElsewhere,
    start(everyMs, onError) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      // Until the engine has been asked once whether it is empty (asked again after a failure).
      let asked = false;
      const tick = () => {
        (asked ? Promise.resolve(false) : fillWhenEmpty())
          .then(async () => {
            asked = true;
            const handled = await syncBatch();
            // Idle here: whether another instance indexed something.
            if (handled === 0) await heardElsewhere();
            return handled;
          })
          .then((handled) => {
            // A backlog goes on at once (yielding to requests between batches), else wait.
            if (!stopped) timer = setTimeout(tick, handled > 0 ? 0 : everyMs);
          })
          .catch((error: unknown) => {
            onError(error);
            if (!stopped) timer = setTimeout(tick, everyMs);
          });
      };
      tick();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
