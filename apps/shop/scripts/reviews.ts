// Moderation of shoppers' reviews, for the shop's staff until there is an admin view:
//   npm run reviews -- pending              the reviews a rule held, oldest first
//   npm run reviews -- approve <id>         publish a held review
//   npm run reviews -- reject <id>          keep it hidden for good
// Uses the shop's own configuration (DATABASE_URL or the SQLite file), as `npm start` does.
import { readShopConfig } from "../server/config.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import { createReviews, type Review } from "../server/reviews/reviews.ts";

const USAGE = "usage: npm run reviews -- pending | approve <id> | reject <id>";

/** One held review as a few lines of plain text; its words are the reviewer's, never markup. */
function describeHeld(review: Review): string {
  return [
    `${review.id}  product ${review.productId}  ${"★".repeat(review.stars)}  held: ${review.heldBecause ?? "—"}  ${review.updatedAt}`,
    `  ${review.name}: ${review.title}`,
    ...review.body.split("\n").map((line) => `  | ${line}`),
  ].join("\n");
}

const [command, id] = process.argv.slice(2);
if (command !== "pending" && !((command === "approve" || command === "reject") && id)) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openShopDatabase(readShopConfig().database);
try {
  const reviews = createReviews(database.db);
  if (command === "pending") {
    const held = await reviews.pending();
    console.log(
      held.length === 0 ? "no reviews wait for a decision" : held.map(describeHeld).join("\n\n"),
    );
  } else if (await reviews.decide(id!, command === "approve" ? "approve" : "reject")) {
    console.log(`${id}: ${command === "approve" ? "published" : "rejected"}`);
  } else {
    console.error(`${id}: no such review`);
    process.exitCode = 1;
  }
} finally {
  await database.destroy();
}
