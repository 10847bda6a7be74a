import { afterEach, describe, expect, it, vi } from "vitest";
import { declaredLength, readBodyBytes } from "./body-bytes.ts";

/** A body that arrives in pieces, with no length given beforehand. */
function streamed(
  chunks: string[],
  { stall = false, fail = false, onCancel = () => {} } = {},
): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (fail) controller.error(new Error("connection reset"));
      else if (!stall) controller.close();
    },
    cancel: () => onCancel(),
  });
  return new Request("http://x/", { method: "POST", body, duplex: "half" });
}

const text = (bytes: unknown) => new TextDecoder().decode(bytes as Uint8Array);

describe("readBodyBytes", () => {
  it("reads every chunk of a body within the limit, and nothing of none", async () => {
    expect(text(await readBodyBytes(streamed(["ab", "cd"]), { maxBytes: 4 }))).toBe("abcd");
    expect(await readBodyBytes(new Request("http://x/"), { maxBytes: 4 })).toEqual(
      new Uint8Array(0),
    );
  });

  it("takes a body of exactly the limit, also when it says its length", async () => {
    const declared = new Request("http://x/", {
      method: "POST",
      body: "abcd",
      headers: { "Content-Length": "4" },
    });
    expect(text(await readBodyBytes(declared, { maxBytes: 4 }))).toBe("abcd");
  });

  it("refuses a body that says it is too long before reading a byte of it", async () => {
    let cancelled = false;
    const request = streamed(["ab"], { stall: true, onCancel: () => void (cancelled = true) });
    request.headers.set("Content-Length", "5");
    expect(await readBodyBytes(request, { maxBytes: 4, deadlineMs: 5_000 })).toBe("too_large");
    expect(cancelled).toBe(false);
  });

  it("stops the sender as soon as more than the limit has arrived", async () => {
    let cancelled = false;
    const request = streamed(["abc", "de"], {
      stall: true,
      onCancel: () => void (cancelled = true),
    });
    expect(await readBodyBytes(request, { maxBytes: 4, deadlineMs: 5_000 })).toBe("too_large");
    expect(cancelled).toBe(true);
  });

  it("stops waiting for, and stops the sender of, a body that stops arriving", async () => {
    let cancelled = false;
    const request = streamed(["ab"], { stall: true, onCancel: () => void (cancelled = true) });
    expect(await readBodyBytes(request, { maxBytes: 9, deadlineMs: 50 })).toBe("unreadable");
    expect(cancelled).toBe(true);
  });

  it("calls a body that breaks while arriving, or that someone else reads, unreadable", async () => {
    expect(await readBodyBytes(streamed(["ab"], { fail: true }), { maxBytes: 9 })).toBe(
      "unreadable",
    );
    const taken = new Request("http://x/", { method: "POST", body: "ab" });
    taken.body?.getReader();
    expect(await readBodyBytes(taken, { maxBytes: 9 })).toBe("unreadable");
  });

  describe("with a fake clock", () => {
    afterEach(() => void vi.useRealTimers());

    it("leaves no deadline timer behind once the body is read", async () => {
      vi.useFakeTimers();
      const bytes = await readBodyBytes(new Request("http://x/", { method: "POST", body: "a" }), {
        maxBytes: 9,
      });
      expect(text(bytes)).toBe("a");
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe("declaredLength", () => {
  it.each([
    ["12", 12],
    [null, 0],
    ["-1", 0],
    ["1e3", 0],
  ])("reads Content-Length %s as %i", (value, expected) => {
    const headers = new Headers(value === null ? {} : { "Content-Length": value });
    expect(declaredLength(headers)).toBe(expected);
  });
});
