// "Helpful" votes on published reviews: a visitor counts once, an account once, and one client
// address for at most a few visitors without an account (its keyed hash is stored with their
// votes).
import { atomically, type Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../database/schema.ts";

export type HelpfulOutcome = "counted" | "already-counted" | "client-full" | "no-review";

/** Visitors without an account one client address counts for on one review, by default. */
export const VOTES_PER_CLIENT = 3;

/**
 * One vote per voter and review (see Reviews.markHelpful), in one transaction; a visitor without
 * an account counts only while fewer than `votesPerClient` others from their address have.
 */
export function markHelpful(
  db: Kysely<ShopDatabase>,
  id: string,
  voter: string,
  client: string | undefined,
  votesPerClient: number,
): Promise<HelpfulOutcome> {
  return atomically(db, async (trx): Promise<HelpfulOutcome> => {
    // Takes the review's row first (PostgreSQL holds it until commit), so two votes on one
    // review are counted one after the other: the address's count below is never read by
    // both before either is written.
    const review = await trx
      .updateTable("reviews")
      .set((eb) => ({ helpful: eb.ref("helpful") }))
      .where("id", "=", id)
      .where("status", "=", "published")
      .executeTakeFirst();
    if (review.numUpdatedRows !== 1n) return "no-review";
    const earlier = await trx
      .selectFrom("review_votes")
      .select("voter")
      .where("review_id", "=", id)
      .where("voter", "=", voter)
      .executeTakeFirst();
    if (earlier) return "already-counted";
    if (client !== undefined) {
      const [{ count }] = (await trx
        .selectFrom("review_votes")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("review_id", "=", id)
        .where("client", "=", client)
        .execute()) as [{ count: number | string }];
      if (Number(count) >= votesPerClient) return "client-full";
    }
    await trx
      .insertInto("review_votes")
      .values({ review_id: id, voter, client: client ?? null })
      .execute();
    await trx
      .updateTable("reviews")
      .set((eb) => ({ helpful: eb("helpful", "+", 1) }))
      .where("id", "=", id)
      .execute();
    return "counted";
  });
}
