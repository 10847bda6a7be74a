import { createReadableStreamFromReadable } from "@react-router/node";
import { describe, expect, it, vi } from "vitest";
import { createPageBody } from "./page-body.server.ts";

// What the HTTP server does with a page: compresses it and reads it, then cancels when the
// visitor's connection closes before the end.
async function readOneChunkThenHangUp(
  body: ReturnType<typeof createPageBody>,
  escaped: Promise<unknown>,
) {
  const reader = createReadableStreamFromReadable(body)
    // The DOM and Node typings disagree on the chunk's buffer type; the stream is the same.
    .pipeThrough(
      new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
    )
    .getReader();
  // Node emits the cancel's error on the body, then closes it: by 'close' it has escaped or not.
  const closed = new Promise((resolve) => body.once("close", resolve));
  body.write("<!DOCTYPE html><html><body>".padEnd(20_000, "x"));
  await reader.read();
  await reader.cancel();
  await Promise.race([closed, escaped]);
}

describe("a page's body", () => {
  it("tells the render that the visitor went away, and nothing escapes as an uncaught error", async () => {
    const uncaught: unknown[] = [];
    let escape!: () => void;
    const escaped = new Promise<void>((resolve) => (escape = resolve));
    const listener = (error: unknown) => {
      uncaught.push(error);
      escape();
    };
    process.on("uncaughtException", listener);
    try {
      const hooks = { finished: vi.fn(), gone: vi.fn() };
      await readOneChunkThenHangUp(createPageBody(hooks), escaped);
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
