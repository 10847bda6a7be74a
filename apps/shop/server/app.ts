import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

export interface ShopAppOptions {
  build: ServerBuild;
  clientDir: string;
  production: boolean;
}

// Hashed files under /assets never change, so browsers may keep them for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

export function createShopApp({ build, clientDir, production }: ShopAppOptions): Hono {
  const handler = createRequestHandler(build, production ? "production" : "development");
  const app = new Hono();
  app.use("*", compress());
  app.get("/healthz", (c) => c.text("ok"));
  app.use(
    "/assets/*",
    serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
  );
  app.use("*", serveStatic({ root: clientDir }));
  app.all("*", (c) => handler(c.req.raw));
  return app;
}
