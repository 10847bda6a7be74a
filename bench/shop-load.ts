// Load on the shop's busiest pages, home and a product page, each beside a bare Hono "hello"
// measured in the same run: one shop process on a throwaway SQLite file, NODE_ENV=production,
// an anonymous visitor who has answered the cookie question (a returning one). First as
// autocannon asks (no compression), then as browsers ask (br), then a revalidation (304), then
// the product page of a signed-in shopper: a real session of our auth server, run in this
// process (e2e/support/auth-server.ts), in the `hanko` cookie.
// autocannon runs in this process on the same machine: its own work reading the answers
// counts against every scenario alike.
//
//   npm run build -w @kretsbutiken/shop && npm run bench:shop -- [--seconds 10] [--connections 20]
//
// --cpu-prof writes the shop process's CPU profile to bench/results/ and prints its heaviest
// frames (bench/profile-top.ts), to see where the time goes before changing anything.
//
// --shop-root <checkout> runs another checkout's shop (its server and its build) under the same
// load, to compare a change with what it changes (decision record 0052 was measured so).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { printResults, runLoad, type LoadResult } from "./load.ts";
import { printProfileTop } from "./profile-top.ts";
import { startAuthServer, type RunningAuthServer } from "../e2e/support/auth-server.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { ANSWERED_CONSENT, firstProductPath } from "./shop-servers.ts";
import { SHOP_RUNTIME } from "../scripts/apps.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "cpu-prof": { type: "boolean", default: false },
    "shop-root": { type: "string" },
    // The baseline's port; the shop listens on the next, the auth server on the one after.
    port: { type: "string", default: "18300" },
  },
});
const seconds = Number(values.seconds);
const basePort = Number(values.port);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");
const shopRoot = path.resolve(values["shop-root"] ?? root);
const shopEntry = path.join(shopRoot, "apps/shop/server.ts");
// The shop's own SHOP_BUILD_DIR (inherited by its process) picks a build beside the usual one.
const buildDir = path.resolve(shopRoot, "apps/shop", process.env.SHOP_BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "server/index.js"))) {
  throw new Error(
    `no shop build in ${buildDir}: run \`npm run build -w @kretsbutiken/shop\` first`,
  );
}
const profileDir = path.join(root, "bench/results/shop-load-profile");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-shop-load-"));

const servers: ServerProcess[] = [];
let auth: RunningAuthServer | undefined;
try {
  const authPort = basePort + 2;
  auth = await startAuthServer(
    `http://127.0.0.1:${basePort + 1}`,
    { PUBLIC_URL: `http://127.0.0.1:${authPort}` },
    { port: authPort },
  );
  const baseline = await startServerProcess(
    path.join(root, "bench/baseline-server.ts"),
    basePort,
    {},
    "/hello",
  );
  servers.push(baseline);
  if (values["cpu-prof"]) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const shop = await startServerProcess(
    shopEntry,
    basePort + 1,
    {
      NODE_ENV: "production",
      SHOP_PUBLIC_URL: `http://127.0.0.1:${basePort + 1}`,
      PAYMENT_PROVIDER: "test",
      SHOP_DEMO: "1",
      SHOP_SQLITE_PATH: path.join(dataDir, "shop.sqlite"),
      AUTH_URL: auth.url,
      ...SHOP_RUNTIME.env,
    },
    "/healthz",
    "GET",
    ["DATABASE_URL", "REDIS_URL", "SMTP_URL"],
    [
      ...SHOP_RUNTIME.nodeOptions,
      ...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
    ],
  );
  servers.push(shop);
  const productPath = await firstProductPath(shop.url);
  const page = (
    name: string,
    pagePath: string,
    headers: Record<string, string> = {},
  ): Promise<LoadResult> =>
    runLoad({
      name,
      url: shop.url + pagePath,
      method: "GET",
      headers: { cookie: ANSWERED_CONSENT, ...headers },
      connections,
      seconds,
    });
  // A browser asks for compression, and one that has the page asks whether it changed.
  const BROWSER = { "accept-encoding": "gzip, deflate, br" };
  const { token } = await auth.signedInUser(`bench.${Date.now()}@example.se`);
  const SIGNED_IN = { cookie: `${ANSWERED_CONSENT}; hanko=${token}` };
  const signedInPage = await (await fetch(shop.url + productPath, { headers: SIGNED_IN })).text();
  if (!signedInPage.includes("Mitt konto")) {
    throw new Error("the shop does not see the benchmark's shopper as signed in");
  }
  const productTag = (
    await fetch(shop.url + productPath, { headers: { cookie: ANSWERED_CONSENT } })
  ).headers.get("etag");

  console.log(
    `shop page load, ${connections} connections, ${seconds} s per scenario, ` +
      `one shop process on SQLite${values["cpu-prof"] ? " (CPU profile on)" : ""}`,
  );
  const base = await runLoad({
    name: "baseline: bare Hono GET /hello",
    url: `${baseline.url}/hello`,
    method: "GET",
    headers: {},
    connections,
    seconds,
  });
  const results = [
    base,
    await page("GET /", "/"),
    await page(`GET ${productPath}`, productPath),
    await page("GET / (br, as browsers ask)", "/", BROWSER),
    await page(`GET ${productPath} (br)`, productPath, BROWSER),
  ];
  if (productTag) {
    results.push(
      await page(`GET ${productPath}, If-None-Match (304)`, productPath, {
        ...BROWSER,
        "if-none-match": productTag,
      }),
    );
  }
  results.push(
    await page(`GET ${productPath}, signed in`, productPath, SIGNED_IN),
    await page(`GET ${productPath}, signed in (br)`, productPath, { ...BROWSER, ...SIGNED_IN }),
  );
  printResults(results, base);

  if (values["cpu-prof"]) {
    await shop.stop();
    servers.pop();
    const [profile] = readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
    if (!profile) throw new Error(`the shop wrote no CPU profile to ${profileDir}`);
    printProfileTop(path.join(profileDir, profile));
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await auth?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
