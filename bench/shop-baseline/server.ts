// Serves the baseline build exactly as apps/shop/server/app.ts serves the shop: Hono with
// compression, hashed assets cached for a year, React Router rendering on the server.
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

const buildDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../results/shop-baseline/build",
);
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const handler = createRequestHandler(build, "production");
const clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));

const app = new Hono();
app.use("*", compress());
app.get("/healthz", (c) => c.text("ok"));
app.use(
  "/assets/*",
  serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
  }),
);
app.use("*", serveStatic({ root: clientDir }));
app.all("*", (c) => handler(c.req.raw));

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3401), hostname: "127.0.0.1" });
