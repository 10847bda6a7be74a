import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

describe("clientAddress", () => {
  it.each([
    // Without TRUST_PROXY the header is anyone's word: the socket's peer counts.
    ["192.0.2.7", "198.51.100.1", false, "192.0.2.7"],
    ["192.0.2.7", null, false, "192.0.2.7"],
    [undefined, "198.51.100.1", false, "unknown"],
    // Behind the proxy: the first entry the proxy set, when it is an address.
    ["10.0.0.2", "198.51.100.1", true, "198.51.100.1"],
    ["10.0.0.2", " 198.51.100.1 , 10.0.0.9", true, "198.51.100.1"],
    ["10.0.0.2", "2001:db8::1", true, "2001:db8::1"],
    ["10.0.0.2", "not-an-address", true, "10.0.0.2"],
    ["10.0.0.2", "", true, "10.0.0.2"],
    ["10.0.0.2", null, true, "10.0.0.2"],
    [undefined, undefined, true, "unknown"],
  ] as const)("peer %s, X-Forwarded-For %j, trusted %s → %s", (peer, header, trust, expected) => {
    expect(clientAddress(peer, header, trust)).toBe(expected);
  });
});
