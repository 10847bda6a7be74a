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

  it("counts what an entry grew by, and drops the oldest when that passes its bytes", () => {
    const lru = new ByteLru<{ bytes: number }>(10, 100);
    const page = entry(40);
    lru.set("a", entry(30));
    lru.set("page", page);
    page.bytes += 20;
    lru.resized("page", page);
    expect(lru.bytes).toBe(90);
    page.bytes += 20;
    lru.resized("page", page);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("page")).toBe(page);
    expect(lru.bytes).toBe(80);
    // Dropped, it takes away what it holds now, not what it held when set.
    lru.delete("page");
    expect(lru.bytes).toBe(0);
  });

  it("leaves the count of a key alone when the value that grew is no longer kept there", () => {
    const lru = new ByteLru<{ bytes: number }>(10, 100);
    const old = entry(10);
    lru.set("page", old);
    lru.set("page", entry(30));
    old.bytes += 50;
    lru.resized("page", old);
    lru.resized("gone", old);
    expect(lru.bytes).toBe(30);
  });
});
