import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestBodyLimit } from "./request-body-limit.ts";

const app = new Hono();
app.use("*", requestBodyLimit(1024));
app.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength} bytes`));

const chunked = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 256) controller.enqueue(new Uint8Array(256));
      controller.close();
    },
  });

describe("requestBodyLimit", () => {
  it.each([
    ["a body within the limit", "x".repeat(1024), {}, 200],
    ["a body over it", "x".repeat(1025), {}, 413],
    ["a body whose length says it is over", "x", { "Content-Length": "4096" }, 413],
    ["a streamed body within it", chunked(1024), {}, 200],
    ["a streamed body over it", chunked(4096), {}, 413],
  ])("answers %s with %s", async (_case, body, headers, status) => {
    const response = await app.request("/page/contact_us", {
      method: "POST",
      body,
      headers,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(status);
  });

  it("refuses with the shop's answer: JSON with the code, or a plain page for a browser", async () => {
    const body = "x".repeat(2048);
    const json = await app.request("/api/newsletter", { method: "POST", body });
    expect(json.status).toBe(413);
    expect(json.headers.get("Connection")).toBe("close");
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe("body_too_large");
    const page = await app.request("/api/newsletter", {
      method: "POST",
      body,
      headers: { "Sec-Fetch-Mode": "navigate" },
    });
    expect(await page.text()).toContain("Det du skickade är för stort.");
    const english = await app.request("/api/newsletter", {
      method: "POST",
      body,
      headers: { "Sec-Fetch-Mode": "navigate", Cookie: "selectedLanguage=en" },
    });
    expect(await english.text()).toContain("What you sent is too large.");
  });

  it("lets a form that carries files through a larger door of its own, and no other", async () => {
    const doors = new Hono();
    doors.use("*", requestBodyLimit(1024, { paths: ["/page/reklamation"], maxBytes: 4096 }));
    doors.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength} bytes`));
    const post = (path: string, bytes: number) =>
      doors.request(path, { method: "POST", body: "x".repeat(bytes) });
    const statuses = await Promise.all([
      post("/page/reklamation", 4096),
      post("/page/reklamation", 4097),
      post("/page/contact_us", 2048),
      post("/page/reklamation/arende", 2048),
    ]);
    expect(statuses.map((response) => response.status)).toEqual([200, 413, 413, 413]);
  });
});
