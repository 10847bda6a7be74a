// The baseline for server benchmarks: a bare Hono JSON endpoint on the same HTTP stack as our
// servers, so a ratio against it shows what our own code costs.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.post("/echo", (c) => c.json({ name: "baseline", status: 200, payload: {} }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" }, (info) => {
  console.log(`listening ${info.port}`);
});
