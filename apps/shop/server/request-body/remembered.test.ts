import { describe, expect, it } from "vitest";
import { remembered } from "./remembered.ts";

/** A remembered function over `compute`, and the keys computed, in order. */
function counting<T>(size: number, compute: (key: string) => T) {
  const computed: string[] = [];
  const lookup = remembered(size, (key) => {
    computed.push(key);
    return compute(key);
  });
  return { lookup, computed };
}

describe("remembered", () => {
  it("answers as compute does, computing a key once while it is kept", () => {
    const { lookup, computed } = counting(3, (key) => key.length);
    expect([lookup("a"), lookup("bb"), lookup("a"), lookup("bb")]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(["a", "bb"]);
  });

  it("keeps exactly `size` answers, dropping the oldest beyond them", () => {
    const { lookup, computed } = counting(2, (key) => key);
    lookup("a");
    lookup("b");
    lookup("a");
    lookup("b");
    expect(computed).toEqual(["a", "b"]);
    lookup("c");
    lookup("b");
    lookup("c");
    expect(computed).toEqual(["a", "b", "c"]);
    lookup("a");
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });

  it("drops the answer least recently asked for, not the first computed", () => {
    const { lookup, computed } = counting(2, (key) => key);
    lookup("a");
    lookup("b");
    lookup("a"); // now b is the one least recently asked for
    lookup("c");
    lookup("a");
    expect(computed).toEqual(["a", "b", "c"]);
    lookup("b");
    expect(computed).toEqual(["a", "b", "c", "b"]);
  });

  it("remembers an undefined answer as well", () => {
    const { lookup, computed } = counting(2, () => undefined);
    expect(lookup("x")).toBeUndefined();
    expect(lookup("x")).toBeUndefined();
    expect(computed).toEqual(["x"]);
  });
});
