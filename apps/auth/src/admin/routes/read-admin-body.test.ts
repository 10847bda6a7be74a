import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_BODY_BYTES } from "../../http/body-limit.ts";
import { readAdminBody } from "./read-admin-body.ts";

// A route that answers what readAdminBody read, or its refusal.
const schema = z.object({
  name: z.string(),
  items: z.array(z.object({ label: z.string() })).optional(),
});
const app = new Hono();
app.post("/things", async (c) => {
  const body = await readAdminBody(c, schema);
  return body instanceof Response ? body : c.json({ read: body });
});

const post = (body: string, contentType = "application/json") =>
  app.request("/things", { method: "POST", headers: { "Content-Type": contentType }, body });

describe("readAdminBody", () => {
  it("hands the parsed body to the handler", async () => {
    const res = await post(JSON.stringify({ name: "a", items: [{ label: "b" }] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ read: { name: "a", items: [{ label: "b" }] } });
  });

  it("names the member the schema refuses", async () => {
    const res = await post(JSON.stringify({ name: 5 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "invalid request body: name" });
  });

  it("names a nested member by its dotted path", async () => {
    const res = await post(JSON.stringify({ name: "a", items: [{ label: 1 }] }));
    expect(await res.json()).toEqual({
      code: 400,
      message: "invalid request body: items.0.label",
    });
  });

  it("names no member when the whole body is of the wrong kind", async () => {
    const res = await post(JSON.stringify(["not", "an", "object"]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "invalid request body" });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await post("{");
    expect(await res.json()).toEqual({ code: 400, message: "malformed JSON" });
  });

  it("answers a body that is not JSON with 415", async () => {
    const res = await post("name=a", "text/plain");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 415,
      message: "expected Content-Type: application/json",
    });
  });

  it("takes a body of MAX_BODY_BYTES and answers one byte more with 413", async () => {
    const padded = (size: number) => {
      const head = '{"name":"';
      const tail = '"}';
      return head + "x".repeat(size - head.length - tail.length) + tail;
    };
    const atLimit = await post(padded(MAX_BODY_BYTES));
    const over = await post(padded(MAX_BODY_BYTES + 1));
    expect(atLimit.status).toBe(200);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ code: 413, message: "the body is too large" });
  });
});
