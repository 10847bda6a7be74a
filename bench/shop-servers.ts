// Builds and starts, for the shop benchmarks, the storefront and the baseline (a bare React
// Router page, bench/shop-baseline), each on its own port and served the same way: Hono,
// compression, precompressed hashed assets. Only the servers started here are stopped here.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SHOP_RUNTIME, type AppRuntime } from "../scripts/apps.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const node = process.execPath;
const reactRouterCli = path.join(root, "node_modules/@react-router/dev/bin.cjs");

export interface BenchServer {
  name: string;
  origin: string;
  stop(): Promise<void>;
}

function run(args: string[], label: string, cwd = root): void {
  const result = spawnSync(node, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

/** Builds both apps unless SHOP_BENCH_SKIP_BUILD=1 and the builds exist. */
export function buildAll(): void {
  const skip = process.env.SHOP_BENCH_SKIP_BUILD === "1";
  if (!(skip && existsSync(path.join(root, "apps/shop/build/server/index.js")))) {
    console.error("building apps/shop …");
    // The CLI is run in the app's folder: given a folder argument it misresolves its own files.
    run([reactRouterCli, "build"], "the shop build", path.join(root, "apps/shop"));
    run([path.join(root, "apps/shop/scripts/precompress.ts")], "precompressing the shop");
  }
  if (!(skip && existsSync(path.join(root, "bench/results/shop-baseline/build/server/index.js")))) {
    console.error("building the baseline …");
    run([reactRouterCli, "build"], "the baseline build", path.join(root, "bench/shop-baseline"));
  }
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server for ${origin} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server for ${origin} did not start within 30 s`);
}

function start(
  name: string,
  script: string,
  port: number,
  env: Record<string, string> = {},
  runtime: AppRuntime = { nodeOptions: [], env: {} },
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(node, [...runtime.nodeOptions, script], {
    cwd: root,
    env: {
      ...process.env,
      ...runtime.env,
      ...env,
      PORT: String(port),
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return waitUntilUp(origin, child).then(
    () => ({ name, origin, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** Starts the shop (throwaway in-memory SQLite) and the baseline. */
export async function startServers(): Promise<{ shop: BenchServer; baseline: BenchServer }> {
  const shop = await start(
    "shop",
    "apps/shop/server.ts",
    3402,
    {
      SHOP_PUBLIC_URL: "http://127.0.0.1:3402",
      SHOP_SQLITE_PATH: ":memory:",
    },
    SHOP_RUNTIME,
  );
  try {
    const baseline = await start("baseline", "bench/shop-baseline/server.ts", 3401);
    return { shop, baseline };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

// Every visitor of the benchmarks has answered the cookie question, like a returning one;
// product benches use the first product a listing links to.
export { ANSWERED_CONSENT, firstProductPath } from "../apps/shop/test-support/preloaded-assets.ts";
