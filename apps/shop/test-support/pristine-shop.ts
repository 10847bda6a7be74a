// A shop of its own for a browser test: the same build on a fresh in-memory catalogue, so
// what it shows does not depend on what other tests bought (stock, best sellers). Started
// as a process, as the shared test shop is (bench/server-process.ts starts it).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../../bench/server-process.ts";
import { TEST_PORTS } from "../../../e2e/support/test-ports.ts";

export type { ServerProcess };

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server.ts");

export function startPristineShop(): Promise<ServerProcess> {
  return startServerProcess(
    server,
    TEST_PORTS.pristineShop,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${TEST_PORTS.pristineShop}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
    },
    "/healthz",
  );
}
