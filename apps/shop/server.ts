// Production entry of the storefront: serves the built client and renders every page on the
// server. Run `npm run build` first.
import { serve } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createShopApp } from "./server/app.ts";
import { readShopConfig } from "./server/config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readShopConfig();
const build = (await import(path.join(here, "build/server/index.js"))) as ServerBuild;
const app = createShopApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(here, "build/client")),
  production: config.production,
});

serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Kretsbutiken: http://${config.host}:${info.port}/`);
});
