// Moves a paid order along fulfilment from the command line (the admin's order page does the
// same, with the carrier and the customer's mail when shipping):
//   npm run order-status -- KB-2026-000001 packed|shipped|delivered
// Uses the shop's own configuration (DATABASE_URL or the SQLite file), so it marks the orders
// of the shop that `npm start` runs. Tracking and the withdrawal period follow what it records;
// the step goes into the admin's change log with "cli" as who made it.
import { FULFILMENT_STEPS, type FulfilmentStep } from "../domain/order-status.ts";
import { COMMAND_LINE, createAuditLog } from "../server/admin/audit/audit-log.ts";
import { readShopConfig } from "../server/config.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import { advanceOrder } from "../server/orders/advance-status.ts";

const [number, step] = process.argv.slice(2);
const steps: readonly string[] = FULFILMENT_STEPS.filter((s) => s !== "paid");
if (!number || !step || !steps.includes(step)) {
  console.error(`usage: npm run order-status -- <order number> <${steps.join("|")}>`);
  process.exit(2);
}

const database = await openShopDatabase(
  readShopConfig(process.env, { servesShoppers: false }).database,
);
try {
  const result = await advanceOrder(
    database.db,
    number.trim().toUpperCase(),
    step as FulfilmentStep,
    new Date(),
    { audit: { log: createAuditLog(database.db), actor: COMMAND_LINE } },
  );
  if (result.ok) {
    console.log(`${number}: ${result.from} → ${step}`);
  } else if (result.reason === "unknown_order") {
    console.error(`${number}: no such order`);
    process.exitCode = 1;
  } else if (result.reason === "not_allowed") {
    console.error(`${number}: cannot go from ${result.from} to ${step}`);
    process.exitCode = 1;
  } else {
    console.error(`${number}: changed by someone else at the same moment; try again`);
    process.exitCode = 1;
  }
} finally {
  await database.destroy();
}
