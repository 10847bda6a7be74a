// The public forms' limits as the shop builds them from its configuration: each limit counted
// under its own name in the shared store (what an operator finds in Redis, and what every
// instance counts together), in its own window, and sized from its own setting.
import { describe, expect, it } from "vitest";
import type { AbuseLimitsConfig } from "../config.ts";
import type { AbuseLimit } from "./abuse-limit.ts";
import { createFormLimits, type FormLimits, type SenderLimits } from "./form-limits.ts";
import { createMemoryWindowStore } from "./memory-window-store.ts";

const CONFIG: AbuseLimitsConfig = {
  contactPerClient: 2,
  contactPerAddress: 3,
  newsletterPerClient: 4,
  newsletterPerAddress: 5,
  lookupsPerClient: 6,
  lookupsPerOrder: 7,
  checkoutPerClient: 8,
  checkoutPerAddress: 9,
  lookupFailuresPerClient: 10,
  votesPerClient: 11,
  votesPerReviewPerClient: 12,
};

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

function limits() {
  const store = createMemoryWindowStore({ now: () => 1_000_000 });
  return { store, forms: createFormLimits(CONFIG, store) };
}

describe("createFormLimits", () => {
  it.each<[string, (forms: FormLimits) => AbuseLimit, number, number]>([
    ["contact:client", (f) => f.contact.perClient, 2, HOUR],
    ["contact:address", (f) => f.contact.perAddress, 3, HOUR],
    ["newsletter:client", (f) => f.newsletter.perClient, 4, HOUR],
    ["newsletter:address", (f) => f.newsletter.perAddress, 5, HOUR],
    ["vote:client", (f) => f.reviewVote.perClient, 11, HOUR],
    ["checkout:client", (f) => f.checkout.perClient, 8, HOUR],
    ["checkout:address", (f) => f.checkout.perAddress, 9, HOUR],
    ["alert:client", (f) => f.productAlert.perClient, 4, HOUR],
    ["alert:address", (f) => f.productAlert.perAddress, 5, HOUR],
  ])("counts %s under its name, %s attempts in its window", async (name, pick, size, window) => {
    const { store, forms } = limits();
    const limit = pick(forms);
    const verdicts = [];
    for (let i = 0; i <= size; i += 1) verdicts.push((await limit.take("k")).allowed);
    expect(verdicts).toEqual([...Array<boolean>(size).fill(true), false]);
    expect(await store.peek(`${name}:k`)).toEqual({ count: size + 1, resetInMs: window });
  });

  it("counts order lookups per client and per number a minute, wrong guesses an hour", async () => {
    const { store, forms } = limits();
    expect(await forms.orderLookup.before("k", "KB-2026-000001")).toEqual({ allowed: true });
    await forms.orderLookup.wrong("k");
    expect(await store.peek("lookup:client:k")).toEqual({ count: 1, resetInMs: MINUTE });
    expect(await store.peek("lookup:order:k|KB-2026-000001")).toEqual({
      count: 1,
      resetInMs: MINUTE,
    });
    expect(await store.peek("lookup:wrong:k")).toEqual({ count: 1, resetInMs: HOUR });
  });

  it("sizes the order lookups from their settings", async () => {
    const { forms } = limits();
    const perClient = [];
    for (let i = 0; i <= 6; i += 1)
      perClient.push((await forms.orderLookup.before("a", `KB-${i}`)).allowed);
    expect(perClient).toEqual([true, true, true, true, true, true, false]);
    const perOrder = [];
    for (let i = 0; i <= 6; i += 1)
      perOrder.push((await forms.orderLookup.before(`b${i}`, "KB-1")).allowed);
    // Another client each time: only the client's own lookups of a number count against it.
    expect(perOrder.every(Boolean)).toBe(true);
    for (let i = 0; i < 10; i += 1) await forms.orderLookup.wrong("c");
    expect((await forms.orderLookup.before("c", "KB-1")).allowed).toBe(false);
  });

  it.each<[string, (forms: FormLimits) => SenderLimits]>([
    ["contact", (f) => f.contact],
    ["newsletter", (f) => f.newsletter],
    ["checkout", (f) => f.checkout],
    ["alert", (f) => f.productAlert],
  ])("spends a %s sender's client and e-mail address together", async (name, pick) => {
    const { store, forms } = limits();
    expect(await pick(forms).take("203.0.113.7", "  Anna@Exempel.SE ")).toEqual({ allowed: true });
    expect(await store.peek(`${name}:client:203.0.113.7`)).toMatchObject({ count: 1 });
    // One address whatever its case and spacing: what the newsletter stores (normaliseEmail).
    expect(await store.peek(`${name}:address:anna@exempel.se`)).toMatchObject({ count: 1 });
  });

  it("refuses a sender on the first limit spent, and names when to come back", async () => {
    const { store, forms } = limits();
    // Two from one client pass (contactPerClient); the third is refused before its address counts.
    for (const email of ["a@exempel.se", "b@exempel.se"]) {
      expect((await forms.contact.take("k", email)).allowed).toBe(true);
    }
    expect(await forms.contact.take("k", "c@exempel.se")).toEqual({
      allowed: false,
      retryAfterSeconds: HOUR / 1000,
    });
    expect(await store.peek("contact:address:c@exempel.se")).toMatchObject({ count: 0 });
    // Three from one address pass (contactPerAddress), from whichever clients; the fourth not.
    for (const client of ["x", "y", "z"]) {
      expect((await forms.contact.take(client, "d@exempel.se")).allowed).toBe(true);
    }
    expect((await forms.contact.take("w", "D@exempel.se")).allowed).toBe(false);
  });

  it("reports a failing store and lets the form through", async () => {
    const errors: unknown[] = [];
    const failing = {
      hit: () => Promise.reject(new Error("redis away")),
      peek: () => Promise.reject(new Error("redis away")),
    };
    const forms = createFormLimits(CONFIG, failing, (error) => errors.push(error));
    expect(await forms.checkout.perClient.take("k")).toEqual({ allowed: true });
    expect(errors).toHaveLength(1);
  });
});
