// Checkout submissions per second on the shop, on SQLite (the embedded default) and on
// PostgreSQL (when DATABASE_URL is a postgres:// URL), each beside a plain product page request
// measured in the same run on the same server. Every submission is a new checkout attempt:
// re-priced from the catalogue, stock taken with a conditional update, the order, its lines and
// status stored, and the test provider's payment address answered (303).
//
//   npm run build -w apps/shop && node bench/checkout-load.ts [--seconds 5] [--connections 10]
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openShopDatabase } from "../apps/shop/server/database/open-shop-database.ts";
import { printResults, runLoad, type LoadResult } from "./load.ts";
import { startServerProcess } from "./server-process.ts";
import { SHOP_RUNTIME } from "../scripts/apps.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");
const postgresUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? "")
  ? process.env.DATABASE_URL
  : undefined;

// Galaxy A16 5G, 2 290 kr: free delivery, so the total the buyer saw is the price.
const PRODUCT = 1050;
const TOTAL = 229_000;

function checkoutBody(): string {
  return new URLSearchParams({
    line: `${PRODUCT}*1*black*`,
    attempt: randomUUID(),
    seenTotal: String(TOTAL),
    email: "bench@example.se",
    phone: "0701234567",
    name: "Bänk Testsson",
    street: "Storgatan 1",
    postcode: "11122",
    city: "Stockholm",
    delivery: "instabox",
    payment: "card",
    terms: "on",
  }).toString();
}

async function measure(label: string, port: number, database: Record<string, string>) {
  const server = await startServerProcess(
    path.join(root, "apps/shop/server.ts"),
    port,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_TEST_SECRET: randomBytes(16).toString("hex"),
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      // One load generator on one address sends every order: the limits per buyer would stop
      // it (they are proven in app/checkout/stock-hold.spec.ts), so they are out of the way.
      CHECKOUT_SUBMISSIONS_PER_HOUR: "1000000",
      CHECKOUT_SUBMISSIONS_PER_ADDRESS_PER_HOUR: "1000000",
      OPEN_ORDERS_PER_CLIENT: "1000000",
      OPEN_ORDERS_PER_ADDRESS: "1000000",
      OPEN_ORDER_UNITS_PER_PRODUCT: "1000000",
      ...database,
      ...SHOP_RUNTIME.env,
    },
    "/healthz",
    "GET",
    database.DATABASE_URL ? ["SMTP_URL"] : ["DATABASE_URL", "SMTP_URL"],
    SHOP_RUNTIME.nodeOptions,
  );
  try {
    const openDb = () =>
      openShopDatabase({
        url: database.DATABASE_URL,
        sqlitePath: database.SHOP_SQLITE_PATH,
        schema: database.SHOP_DATABASE_SCHEMA ?? "shop",
      });
    // Enough stock that no submission in the run finds it sold out.
    const shopDb = await openDb();
    await shopDb.db
      .updateTable("products")
      .set({ in_stock: 10_000_000 })
      .where("id", "=", PRODUCT)
      .execute();
    await shopDb.destroy();

    const productPage = await runLoad({
      name: `${label}: GET product page`,
      url: `${server.url}/product/galaxy-a16-5g/${PRODUCT}`,
      method: "GET",
      headers: {},
      connections,
      seconds,
    });
    const checkout = await runLoad({
      name: `${label}: POST checkout (303 expected)`,
      url: `${server.url}/page/checkout`,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      next: () => ({ body: checkoutBody() }),
      connections,
      seconds,
    });
    // Every 303 should be an order: count what the run placed.
    const after = await openDb();
    const placed = await after.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await after.destroy();
    console.log(`${label}: ${Number(placed.n)} orders placed by ${checkout.non2xx} answers of 303`);
    return [productPage, checkout];
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-shop-"));
const results: LoadResult[] = [];
try {
  console.log(`shop checkout load, ${connections} connections, ${seconds} s per scenario`);
  results.push(
    ...(await measure("SQLite", 18200, { SHOP_SQLITE_PATH: path.join(dataDir, "shop.sqlite") })),
  );
  if (postgresUrl) {
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    results.push(
      ...(await measure("PostgreSQL", 18201, {
        DATABASE_URL: postgresUrl,
        SHOP_DATABASE_SCHEMA: schema,
      })),
    );
    const admin = await openShopDatabase({ url: postgresUrl, sqlitePath: undefined, schema });
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.destroy();
  } else {
    console.log("PostgreSQL skipped: DATABASE_URL is not a postgres:// URL");
  }
  // Each checkout beside the product page of its own database.
  printResults(results, results[0]!);
  for (let i = 0; i + 1 < results.length; i += 2) {
    const page = results[i]!;
    const checkout = results[i + 1]!;
    console.log(
      `${checkout.name}: ${checkout.requestsPerSecond} req/s = ${(checkout.requestsPerSecond / page.requestsPerSecond).toFixed(3)} × its product page (${page.requestsPerSecond} req/s)`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
