import { describe, expect, it } from "vitest";
import { keptAnswers } from "./kept-answers.ts";

const answer = (at: number) => ({ at, value: Promise.resolve(at) });

describe("search's kept answers", () => {
  it("drops the least recently asked of those asked once first", () => {
    const kept = keptAnswers({ once: 2, again: 2 });
    kept.set("a", answer(1), false);
    kept.set("b", answer(2), false);
    kept.set("a", answer(3), false);
    kept.set("c", answer(4), false);
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")?.at).toBe(3);
    expect(kept.get("c")?.at).toBe(4);
  });

  it("keeps those asked again apart, pushed back among those asked once only by each other", () => {
    const kept = keptAnswers({ once: 2, again: 2 });
    kept.set("popular", answer(1), true);
    for (let n = 0; n < 10; n += 1) kept.set(`tail ${n}`, answer(n), false);
    expect(kept.get("popular")?.at).toBe(1);
    // A new answer for a key asked again stays with them, even when set as asked once.
    kept.set("popular", answer(2), false);
    expect(kept.get("popular")?.at).toBe(2);
    kept.set("second", answer(3), true);
    kept.set("third", answer(4), true);
    // Pushed out of those asked again: among those asked once, the newest there.
    expect(kept.get("popular")?.at).toBe(2);
    kept.set("tail 10", answer(5), false);
    expect(kept.get("popular")?.at).toBe(2);
    expect(kept.get("tail 9")).toBeUndefined();
    kept.set("tail 11", answer(6), false);
    expect(kept.get("popular")).toBeUndefined();
  });

  it("drops an answer whose lookup failed only while it is still the one kept", () => {
    const kept = keptAnswers({ once: 2, again: 2 });
    const failed = answer(1);
    kept.set("a", failed, false);
    kept.set("a", answer(2), true);
    kept.dropIf("a", failed.value);
    expect(kept.get("a")?.at).toBe(2);
    kept.dropIf("a", kept.get("a")!.value);
    expect(kept.get("a")).toBeUndefined();
    kept.set("b", answer(3), false);
    kept.clear();
    expect(kept.get("b")).toBeUndefined();
  });
});
