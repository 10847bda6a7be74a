// The baseline for server benchmarks: bare Hono endpoints on the same HTTP stack as our servers
// (a JSON answer to a POST, a "hello" to a GET), so a ratio against them shows what our own code
// costs.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.post("/echo", (c) => c.json({ name: "baseline", status: 200, payload: {} }));
app.get("/hello", (c) => c.text("hello"));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1" }, (info) => {
  console.log(`listening ${info.port}`);
});
