import { describe, expect, it } from "vitest";
import { createClientHash } from "./client-hash.ts";

const SECRET = "a-client-hash-secret-of-thirty-two-characters";

describe("the client hash", () => {
  // Made inside each test, so a fault in making it shows in the test that uses it.
  const hash = (address: string) => createClientHash(SECRET)(address);

  it("names no address, and is the same for one client every time", () => {
    const stored = hash("192.0.2.7");
    expect(stored).toMatch(/^[\w-]{43}$/);
    expect(stored).not.toContain("192");
    expect(hash("192.0.2.7")).toBe(stored);
    expect(hash("::ffff:192.0.2.7")).toBe(stored);
  });

  it("tells clients apart, and counts an IPv6 /64 as one", () => {
    expect(hash("192.0.2.8")).not.toBe(hash("192.0.2.7"));
    expect(hash("2001:db8:1:2::1")).toBe(hash("2001:db8:1:2:ffff::9"));
    expect(hash("2001:db8:1:3::1")).not.toBe(hash("2001:db8:1:2::1"));
  });

  it("depends on the key: another shop's key gives other hashes", () => {
    const other = createClientHash(`${SECRET}-other`);
    expect(other("192.0.2.7")).not.toBe(hash("192.0.2.7"));
  });
});
