// A shop of its own for a browser test: the same build on a fresh in-memory catalogue, so
// what it shows does not depend on what other tests bought (stock, best sellers). Started
// with `node server.ts`, as the shared test shop is; stopped when the test file ends.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_PORTS } from "../../../e2e/support/test-ports.ts";

const shopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface PristineShop {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop did not answer at ${url} within 30 s`);
}

export async function startPristineShop(): Promise<PristineShop> {
  const port = TEST_PORTS.pristineShop;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(shopDir, "server.ts")], {
    cwd: path.resolve(shopDir, "../.."),
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: ":memory:",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp(url, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
