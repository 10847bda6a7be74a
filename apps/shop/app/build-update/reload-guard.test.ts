import { describe, expect, it, vi } from "vitest";
import { mayReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnce } from "./reload-guard.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the reload guard (spec §8/§9: once, 10 s)", () => {
  it("is 10 seconds", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it.each([
    [undefined, 50_000, true],
    [50_000, 50_000, false],
    [50_000, 59_999, false],
    [50_000, 60_000, true],
  ])("last reload %s, now %s: may reload %s", (last, now, expected) => {
    expect(mayReload(last, now)).toBe(expected);
  });

  it("reloads once, stamps the time, and refuses again within 10 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe("1000000");
    expect(reloadOnce(storage, reload, 1_005_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 1_010_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("treats a garbled stamp as none", () => {
    const reload = vi.fn();
    expect(reloadOnce(memoryStorage({ [RELOAD_GUARD_KEY]: "soon" }), reload, 5)).toBe(true);
  });
});
