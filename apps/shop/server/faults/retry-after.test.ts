import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { retryAfterOn503 } from "./retry-after.ts";

const app = new Hono();
app.use("*", retryAfterOn503(10));
app.get("/unavailable", (c) => c.text("Service Unavailable", 503));
app.get("/own-time", (c) => c.text("busy", 503, { "Retry-After": "120" }));
app.get("/broken", (c) => c.text("Internal Server Error", 500));
app.get("/fine", (c) => c.text("ok"));

describe("retryAfterOn503", () => {
  it.each([
    ["/unavailable", "10"],
    ["/own-time", "120"],
    ["/broken", null],
    ["/fine", null],
  ])("answers %s with Retry-After %j", async (path, retryAfter) => {
    expect((await app.request(path)).headers.get("Retry-After")).toBe(retryAfter);
  });
});
