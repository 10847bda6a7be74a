import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { uuidParam } from "./uuid-param.ts";

const app = new Hono();
app.get("/things/:thing_id", (c) => {
  const id = uuidParam(c, "thing_id");
  return id instanceof Response ? id : c.json({ id });
});
app.get("/unnamed", (c) => {
  const id = uuidParam(c, "thing_id");
  return id instanceof Response ? id : c.json({ id });
});

describe("uuidParam", () => {
  it("gives the handler a UUID as it was sent", async () => {
    const id = randomUUID();
    const res = await app.request(`/things/${id}`);
    expect(await res.json()).toEqual({ id });
  });

  it("answers a value that is no UUID with 400 naming the parameter", async () => {
    const res = await app.request("/things/nope");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "thing_id is not a UUID" });
  });

  it("answers 400 when the route has no such parameter", async () => {
    const res = await app.request("/unnamed");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "thing_id is not a UUID" });
  });
});
