import { describe, expect, it } from "vitest";
import { InMemoryAuthnRequestStore, InMemoryReplayCache } from "./stores.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("InMemoryAuthnRequestStore", () => {
  it("gives a request back once", async () => {
    const store = new InMemoryAuthnRequestStore();
    const request = { provider: "example.com", relayState: "rs", expiresAt: Date.now() + 60_000 };
    await store.save("_a", request);
    expect(await store.peek("_a")).toEqual(request);
    expect(await store.take("_a")).toEqual(request);
    expect(await store.peek("_a")).toBeUndefined();
    expect(await store.take("_a")).toBeUndefined();
    expect(await store.take("_unknown")).toBeUndefined();
  });

  it("gives copies: what the caller changes stays its own", async () => {
    const store = new InMemoryAuthnRequestStore();
    const request = { provider: "example.com", relayState: "rs", expiresAt: Date.now() + 60_000 };
    await store.save("_a", request);
    request.provider = "evil.example";
    const peeked = await store.peek("_a");
    peeked!.relayState = "changed";
    expect(await store.take("_a")).toMatchObject({ provider: "example.com", relayState: "rs" });
  });

  it("forgets a request once it has expired", async () => {
    const time = clock();
    const store = new InMemoryAuthnRequestStore(time.now);
    await store.save("_a", { provider: "p", relayState: "", expiresAt: time.now() + 1000 });
    time.advance(1000);
    expect(await store.peek("_a")).toBeUndefined();
    expect(await store.take("_a")).toBeUndefined();
  });
});

describe("InMemoryReplayCache", () => {
  it("says new once per key until the key expires", async () => {
    const time = clock();
    const cache = new InMemoryReplayCache(time.now);
    expect(await cache.remember("idp _1", time.now() + 1000)).toBe(true);
    expect(await cache.remember("idp _1", time.now() + 1000)).toBe(false);
    expect(await cache.remember("idp _2", time.now() + 1000)).toBe(true);
    time.advance(999);
    expect(await cache.remember("idp _1", time.now() + 1000)).toBe(false);
    time.advance(1);
    expect(await cache.remember("idp _1", time.now() + 1000)).toBe(true);
  });

  it("keeps unexpired keys when it sweeps", async () => {
    const time = clock();
    const cache = new InMemoryReplayCache(time.now);
    for (let i = 0; i < 500; i++) await cache.remember(`old${i}`, time.now() + 10);
    for (let i = 0; i < 499; i++) await cache.remember(`new${i}`, time.now() + 20);
    time.advance(10);
    await cache.remember("last", time.now() + 10);
    expect(cache.size).toBe(500);
    expect(await cache.remember("new0", time.now() + 10)).toBe(false);
    // The next sweep comes a thousand writes later.
    time.advance(10);
    for (let i = 0; i < 999; i++) await cache.remember(`more${i}`, time.now() + 10);
    expect(cache.size).toBe(1499);
    await cache.remember("sweeps", time.now() + 10);
    expect(cache.size).toBe(1000);
  });

  it("sweeps expired keys as it grows", async () => {
    const time = clock();
    const cache = new InMemoryReplayCache(time.now);
    for (let i = 0; i < 999; i++) await cache.remember(`k${i}`, time.now() + 10);
    time.advance(10);
    await cache.remember("last", time.now() + 10);
    expect(cache.size).toBe(1);
  });
});
