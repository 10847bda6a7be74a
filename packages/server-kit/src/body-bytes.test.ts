import { describe, expect, it } from "vitest";
import { declaredLength, readBodyBytes } from "./body-bytes.ts";

function streamed(chunks: string[], { stall = false } = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!stall) controller.close();
    },
  });
  return new Request("http://x/", { method: "POST", body, duplex: "half" });
}

describe("readBodyBytes", () => {
  it("reads every chunk of a body within the limit, and nothing of none", async () => {
    const bytes = await readBodyBytes(streamed(["ab", "cd"]), { maxBytes: 4 });
    expect(new TextDecoder().decode(bytes as Uint8Array)).toBe("abcd");
    expect(await readBodyBytes(new Request("http://x/"), { maxBytes: 4 })).toEqual(
      new Uint8Array(0),
    );
  });

  it("stops as soon as more than the limit has arrived, declared or not", async () => {
    expect(await readBodyBytes(streamed(["abc", "de"]), { maxBytes: 4 })).toBe("too_large");
    const declared = new Request("http://x/", {
      method: "POST",
      body: "abcde",
      headers: { "Content-Length": "5" },
    });
    expect(await readBodyBytes(declared, { maxBytes: 4 })).toBe("too_large");
  });

  it("gives up on a body that has not all arrived by the deadline", async () => {
    expect(
      await readBodyBytes(streamed(["ab"], { stall: true }), { maxBytes: 9, deadlineMs: 50 }),
    ).toBe("unreadable");
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
