import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "./create-logger.ts";
import { requestIdFrom, requestIdMiddleware } from "./request-id.ts";
import { requestLoggerMiddleware } from "./request-logger.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function shop() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = new Hono();
  app.use("*", requestIdMiddleware());
  app.use("*", requestLoggerMiddleware(createLogger({ level: "debug" }, stream)));
  app.get("/seen", (c) => {
    c.get("log").info("inside");
    return c.text(c.get("requestId"));
  });
  app.get("/healthz", (c) => c.text("ok"));
  app.get("/fails", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.text("Internal Server Error", 500));
  return { app, lines };
}

describe("requestIdFrom", () => {
  it.each([
    ["abc-123", "abc-123"],
    ["a_b=c", "a_b=c"],
    ["x".repeat(64), "x".repeat(64)],
  ])("keeps the sane id %j", (sent, expected) => {
    expect(requestIdFrom(sent)).toBe(expected);
  });

  it.each([
    ["nothing", undefined],
    ["an empty id", ""],
    ["a too long id", "x".repeat(65)],
    ["a line break", "abc\ndef"],
    ["a space", "abc def"],
    ["markup", "<script>"],
    ["an e-mail address", "anna@example.se"],
  ])("makes a new one for %s", (_what, sent) => {
    expect(requestIdFrom(sent)).toMatch(UUID);
  });
});

describe("request id and request log", () => {
  it("echoes the caller's id and logs with it, inside the request and at its end", async () => {
    const { app, lines } = shop();
    const response = await app.request("/seen?email=anna@example.se", {
      headers: { "X-Request-Id": "from-the-edge-1" },
    });
    expect(response.headers.get("X-Request-Id")).toBe("from-the-edge-1");
    expect(await response.text()).toBe("from-the-edge-1");
    expect(lines).toEqual([
      expect.objectContaining({ requestId: "from-the-edge-1", msg: "inside" }),
      expect.objectContaining({
        requestId: "from-the-edge-1",
        msg: "request",
        method: "GET",
        path: "/seen",
        status: 200,
        level: 30,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("anna");
  });

  it("gives a request without a usable id a new one", async () => {
    const { app, lines } = shop();
    const response = await app.request("/seen", { headers: { "X-Request-Id": "no good" } });
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(lines.at(-1)).toMatchObject({ requestId: id });
  });

  it("logs a 5xx as a warning and a passing health probe as debug", async () => {
    const { app, lines } = shop();
    expect((await app.request("/fails")).status).toBe(500);
    expect((await app.request("/healthz")).status).toBe(200);
    expect(lines.map(({ path, level }) => ({ path, level }))).toEqual([
      { path: "/fails", level: 40 },
      { path: "/healthz", level: 20 },
    ]);
  });
});
