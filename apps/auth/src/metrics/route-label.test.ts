import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { routeLabel } from "./route-label.ts";

// An app shaped like the auth server's: plugins for every path, routes with params and their
// own guard, and a plugin that can answer before any route.
function app() {
  const labels: string[] = [];
  const hono = new Hono();
  hono.use(async (c, next) => {
    await next();
    labels.push(routeLabel(c));
  });
  hono.use(async (c, next) => (c.req.header("X-Too-Big") ? c.text("too big", 413) : next()));
  hono.get("/users/:id", (c) => c.text(c.req.param("id")));
  hono.post(
    "/logout",
    (c, next) => (c.req.header("Authorization") ? next() : c.text("no", 401)),
    (c) => c.body(null, 204),
  );
  hono.get("/boom", () => {
    throw new Error("boom");
  });
  hono.onError((_error, c) => c.text("sorry", 500));
  return { hono, labels };
}

describe("routeLabel", () => {
  it.each([
    ["a route with a param", "/users/0b9d4c1e", {}, "/users/:id"],
    ["a route answered by its guard", "/logout", { method: "POST" }, "/logout"],
    [
      "a route passed its guard",
      "/logout",
      { method: "POST", headers: { Authorization: "x" } },
      "/logout",
    ],
    ["a route that threw", "/boom", {}, "/boom"],
    ["a path no route has", "/nowhere/at/all", {}, "unmatched"],
    ["a method the route has not", "/users/1", { method: "DELETE" }, "unmatched"],
    [
      "a route a plugin answered first",
      "/users/42",
      { headers: { "X-Too-Big": "1" } },
      "/users/:id",
    ],
  ])("%s", async (_case, path, init: RequestInit, label) => {
    const { hono, labels } = app();
    await hono.request(path, init);
    expect(labels).toEqual([label]);
  });
});
