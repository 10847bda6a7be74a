import { createReadableStreamFromReadable } from "@react-router/node";
import { describe, expect, it, vi } from "vitest";
import { createPageBody } from "./page-body.server.ts";

// What the HTTP server does with a page: compresses it and reads it, then cancels when the
// visitor's connection closes before the end.
async function readOneChunkThenHangUp(body: ReturnType<typeof createPageBody>) {
  const reader = createReadableStreamFromReadable(body)
    .pipeThrough(new CompressionStream("gzip"))
    .getReader();
  body.write("<!DOCTYPE html><html><body>".padEnd(20_000, "x"));
  await reader.read();
  await reader.cancel();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("a page's body", () => {
  it("tells the render that the visitor went away, and nothing escapes as an uncaught error", async () => {
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listener);
    try {
      const hooks = { finished: vi.fn(), gone: vi.fn() };
      await readOneChunkThenHangUp(createPageBody(hooks));
      expect(hooks.gone).toHaveBeenCalledTimes(1);
      expect(hooks.finished).not.toHaveBeenCalled();
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", listener);
    }
  });

  it("reports a page written to the end as finished", async () => {
    const hooks = { finished: vi.fn(), gone: vi.fn() };
    const body = createPageBody(hooks);
    const text = new Response(createReadableStreamFromReadable(body)).text();
    body.end("<!DOCTYPE html><html></html>");
    expect(await text).toBe("<!DOCTYPE html><html></html>");
    expect(hooks.finished).toHaveBeenCalledTimes(1);
    expect(hooks.gone).not.toHaveBeenCalled();
  });
});
