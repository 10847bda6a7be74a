import { describe, expect, it } from "vitest";
import { lookupsAtOnce } from "./lookups-at-once.ts";

/** A lookup that ends when the test says so. */
function held() {
  let end: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { promise, end, fail };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("search lookups at once", () => {
  it("runs at most so many, the rest in the order they came, each as soon as one ends", async () => {
    const queue = lookupsAtOnce(2);
    const lookups = [held(), held(), held(), held()];
    const started: number[] = [];
    const answers = lookups.map((it, index) =>
      queue(() => {
        started.push(index);
        return it.promise;
      }),
    );
    const outcomes = Promise.allSettled(answers);
    await settled();
    expect(started).toEqual([0, 1]);

    lookups[1]!.end("b");
    await settled();
    expect(started).toEqual([0, 1, 2]);
    lookups[0]!.fail(new Error("database down"));
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);

    lookups[2]!.end("c");
    lookups[3]!.end("d");
    expect(await outcomes).toEqual([
      { status: "rejected", reason: new Error("database down") },
      { status: "fulfilled", value: "b" },
      { status: "fulfilled", value: "c" },
      { status: "fulfilled", value: "d" },
    ]);
  });

  it("gives the slots back: later lookups start at once again", async () => {
    const queue = lookupsAtOnce(1);
    expect(await queue(() => Promise.resolve(1))).toBe(1);
    await expect(queue(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    const started: number[] = [];
    const first = held();
    const running = queue(() => {
      started.push(1);
      return first.promise;
    });
    void queue(() => {
      started.push(2);
      return Promise.resolve("");
    });
    await settled();
    expect(started).toEqual([1]);
    first.end("x");
    await running;
    await settled();
    expect(started).toEqual([1, 2]);
  });
});
