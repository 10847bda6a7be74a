import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru.ts";

const entry = (bytes: number) => ({ bytes });

describe("ByteLru", () => {
  it("drops the least recently used entry past its count", () => {
    const lru = new ByteLru<{ bytes: number }>(2, 1000);
    lru.set("a", entry(1));
    lru.set("b", entry(1));
    lru.get("a");
    lru.set("c", entry(1));
    expect([lru.get("a"), lru.get("b"), lru.get("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("drops the oldest entries past its bytes, and never keeps one bigger than all", () => {
    const lru = new ByteLru<{ bytes: number }>(10, 100);
    lru.set("a", entry(60));
    lru.set("b", entry(60));
    expect([lru.get("a"), lru.get("b")].map(Boolean)).toEqual([false, true]);
    lru.set("huge", entry(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.size).toBe(1);
  });
});
