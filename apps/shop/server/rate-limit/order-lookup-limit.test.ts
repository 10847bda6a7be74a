// The order lookup's budgets over the in-process store: a guessing client is refused, and the
// owner, from another address, is never refused for what the guesser did.
import { describe, expect, it } from "vitest";
import { createAbuseLimit } from "./abuse-limit.ts";
import { createMemoryWindowStore } from "./memory-window-store.ts";
import { createOrderLookupLimit } from "./order-lookup-limit.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function lookupLimit(sizes: { perClient: number; perOrder: number; wrong: number }) {
  let now = 0;
  const store = createMemoryWindowStore({ now: () => now });
  const limit = createOrderLookupLimit({
    perClient: createAbuseLimit(store, {
      name: "client",
      limit: sizes.perClient,
      windowMs: MINUTE,
    }),
    perOrder: createAbuseLimit(store, { name: "order", limit: sizes.perOrder, windowMs: MINUTE }),
    wrongPerClient: createAbuseLimit(store, { name: "wrong", limit: sizes.wrong, windowMs: HOUR }),
  });
  return { limit, later: (ms: number) => (now += ms) };
}

const STRANGER = "198.51.100.66";
const OWNER = "203.0.113.7";
const NUMBER = "KB-1001";

describe("the order lookup's limit", () => {
  it("refuses a client's lookups past its budget a minute, whatever the numbers, until the minute ends", async () => {
    const { limit, later } = lookupLimit({ perClient: 3, perOrder: 100, wrong: 100 });
    for (const n of [1, 2, 3]) {
      expect(await limit.before(STRANGER, `KB-${n}`)).toEqual({ allowed: true });
    }
    expect(await limit.before(STRANGER, "KB-4")).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(await limit.before(OWNER, "KB-4")).toEqual({ allowed: true });
    later(MINUTE);
    expect(await limit.before(STRANGER, "KB-5")).toEqual({ allowed: true });
  });

  it("refuses one client's lookups of one number past its budget, and never the owner's", async () => {
    const { limit } = lookupLimit({ perClient: 100, perOrder: 2, wrong: 100 });
    expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
    expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
    expect((await limit.before(STRANGER, NUMBER)).allowed).toBe(false);
    expect(await limit.before(STRANGER, "KB-1002")).toEqual({ allowed: true });
    expect(await limit.before(OWNER, NUMBER)).toEqual({ allowed: true });
  });

  it("refuses a client after its wrong guesses an hour, counting only the wrong ones", async () => {
    const { limit, later } = lookupLimit({ perClient: 1000, perOrder: 1000, wrong: 2 });
    // Lookups that found their order spend no wrong guesses.
    for (let i = 0; i < 5; i++) {
      expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
    }
    await limit.wrong(STRANGER);
    expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
    await limit.wrong(STRANGER);
    expect(await limit.before(STRANGER, "KB-2")).toEqual({
      allowed: false,
      retryAfterSeconds: 3600,
    });
    // The owner's own address has its own budget, untouched by the stranger's guesses.
    expect(await limit.before(OWNER, NUMBER)).toEqual({ allowed: true });
    later(HOUR);
    expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
  });

  it("spends the per-number budget only after the client's own budget allowed the lookup", async () => {
    const { limit } = lookupLimit({ perClient: 1, perOrder: 1, wrong: 100 });
    expect(await limit.before(STRANGER, NUMBER)).toEqual({ allowed: true });
    expect((await limit.before(STRANGER, NUMBER)).allowed).toBe(false);
    // A refused client spent nothing of the owner's, who looks the same number up at once.
    expect(await limit.before(OWNER, NUMBER)).toEqual({ allowed: true });
  });
});
