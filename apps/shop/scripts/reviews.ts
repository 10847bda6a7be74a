// Moderation of shoppers' reviews from the command line (the admin's /admin/reviews does the
// same, with replies):
//   npm run reviews -- pending                   the reviews a rule held, oldest first
//   npm run reviews -- approve <id>              publish a held review
//   npm run reviews -- reject <id> <reason…>     keep it hidden, with the reason staff read
// Uses the shop's own configuration (DATABASE_URL or the SQLite file), as `npm start` does.
// Decisions go through the admin's moderation, into its change log with "cli" as who.
import { COMMAND_LINE, createAuditLog } from "../server/admin/audit/audit-log.ts";
import { createReviewModeration } from "../server/admin/reviews/review-moderation.ts";
import { readShopConfig } from "../server/config.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import type { Review } from "../server/reviews/review-record.ts";
import { createReviews } from "../server/reviews/reviews.ts";

const USAGE = "usage: npm run reviews -- pending | approve <id> | reject <id> <reason>";

/** One held review as a few lines of plain text; its words are the reviewer's, never markup. */
function describeHeld(review: Review): string {
  return [
    `${review.id}  product ${review.productId}  ${"★".repeat(review.stars)}  held: ${review.heldBecause ?? "—"}  ${review.updatedAt}`,
    `  ${review.name}: ${review.title}`,
    ...review.body.split("\n").map((line) => `  | ${line}`),
  ].join("\n");
}

const [command, id, ...reasonWords] = process.argv.slice(2);
const reason = reasonWords.join(" ");
if (
  command !== "pending" &&
  !(command === "approve" && id) &&
  !(command === "reject" && id && reason)
) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openShopDatabase(
  readShopConfig(process.env, { servesShoppers: false }).database,
);
try {
  const reviews = createReviews(database.db);
  if (command === "pending") {
    const held = await reviews.pending();
    console.log(
      held.length === 0 ? "no reviews wait for a decision" : held.map(describeHeld).join("\n\n"),
    );
  } else {
    const moderation = createReviewModeration(database.db, {
      audit: createAuditLog(database.db),
    });
    const found = await database.db
      .selectFrom("reviews")
      .select("version")
      .where("id", "=", id!)
      .executeTakeFirst();
    const version = Number(found?.version ?? 0);
    const outcome =
      command === "approve"
        ? await moderation.approve(COMMAND_LINE, id!, version)
        : await moderation.reject(COMMAND_LINE, id!, version, reason);
    if (outcome.ok) {
      console.log(`${id}: ${command === "approve" ? "published" : "rejected"}`);
    } else {
      const why = {
        not_found: "no such review",
        conflict: "changed at the same moment; try again",
        transition: "cannot be decided in its current state",
        invalid: "the reason is too short or too long",
      }[outcome.reason];
      console.error(`${id}: ${why}`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.destroy();
}
