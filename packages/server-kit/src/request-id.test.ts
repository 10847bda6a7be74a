import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestIdFrom, requestIdMiddleware } from "./request-id.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFrom", () => {
  it.each(["lb-1234", "a_b=c", "x".repeat(64)])("keeps the caller's sane id %s", (sent) => {
    expect(requestIdFrom(sent)).toBe(sent);
  });

  it.each([undefined, "", "x".repeat(65), "with space", "a\nb", "<script>"])(
    "makes a new id instead of %j",
    (sent) => {
      expect(requestIdFrom(sent)).toMatch(UUID);
    },
  );
});

describe("requestIdMiddleware", () => {
  it("puts the same id in the context and on the response, even one built elsewhere", async () => {
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use("*", requestIdMiddleware());
    app.get("/", (c) => c.text(c.get("requestId")));
    app.get("/built", () => new Response("elsewhere"));
    const kept = await app.request("/", { headers: { "X-Request-Id": "from-proxy" } });
    expect(await kept.text()).toBe("from-proxy");
    expect(kept.headers.get("X-Request-Id")).toBe("from-proxy");
    const made = await app.request("/", { headers: { "X-Request-Id": "not ok" } });
    const id = made.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(await made.text()).toBe(id);
    expect((await app.request("/built")).headers.get("X-Request-Id")).toMatch(UUID);
  });
});
