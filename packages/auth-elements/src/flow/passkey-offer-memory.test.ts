import { describe, expect, it } from "vitest";
import { passkeyOfferKey, passkeyOfferMemory } from "./passkey-offer-memory.ts";

const DAY = 24 * 60 * 60 * 1000;

function memory(start = Date.parse("2026-12-01T10:00:00Z")) {
  const store = new Map<string, string>();
  let now = start;
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  return {
    store,
    at: (ms: number) => (now = start + ms),
    offer: passkeyOfferMemory(
      () => storage,
      "shop",
      () => now,
    ),
  };
}

describe("passkeyOfferMemory", () => {
  it("remembers a 'not now' under the element's storage key for 90 days, not a day longer", () => {
    const { store, at, offer } = memory();
    expect(offer.declined()).toBe(false);
    offer.decline();
    expect(store.get(passkeyOfferKey("shop"))).toBe(String(Date.parse("2026-12-01T10:00:00Z")));
    expect(passkeyOfferKey("shop")).toBe("shop_passkey_offer_declined");
    at(90 * DAY - 1);
    expect(offer.declined()).toBe(true);
    at(90 * DAY);
    expect(offer.declined()).toBe(false);
  });

  it("a remembered time in the future (a clock put back) or garbage counts as no answer", () => {
    const { store, at, offer } = memory();
    at(DAY);
    offer.decline();
    at(0);
    expect(offer.declined()).toBe(false);
    store.set(passkeyOfferKey("shop"), "sedan");
    expect(offer.declined()).toBe(false);
  });

  it("without storage, or with storage that throws, nothing is remembered and nothing throws", () => {
    const none = passkeyOfferMemory(() => undefined, "hanko");
    none.decline();
    expect(none.declined()).toBe(false);
    const broken = passkeyOfferMemory(
      () => ({
        getItem: () => {
          throw new DOMException("denied", "SecurityError");
        },
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
      "hanko",
    );
    expect(() => broken.decline()).not.toThrow();
    expect(broken.declined()).toBe(false);
  });
});
