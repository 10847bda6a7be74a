// The shop the fuzzer sends its requests to: the built server (server.ts, SHOP_BUILD_DIR) as a
// process of its own, on a free port and a fresh in-memory catalogue, so nothing the fuzzer
// writes (sign-ups, messages, rate-limit counts) reaches the shop the other tests share.
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess, type ServerProcess } from "../../../../bench/server-process.ts";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startFuzzShop(): Promise<ServerProcess> {
  return startServerProcess(
    server,
    await freePort(),
    { NODE_ENV: "production", DATABASE_URL: "", SHOP_SQLITE_PATH: ":memory:" },
    "/healthz",
  );
}
