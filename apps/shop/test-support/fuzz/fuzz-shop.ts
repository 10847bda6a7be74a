// The shop the fuzzer sends its requests to: the built server (server.ts, SHOP_BUILD_DIR) as a
// process of its own, on a free port and a fresh in-memory catalogue, so nothing the fuzzer
// writes (sign-ups, messages, rate-limit counts) reaches the shop the other tests share.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../../../bench/server-process.ts";
import { freePorts } from "../../../../e2e/support/free-port.ts";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");

export async function startFuzzShop(): Promise<ServerProcess> {
  const port = (await freePorts(1))[0]!;
  return startServerProcess(
    server,
    port,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
    },
    "/healthz",
  );
}
