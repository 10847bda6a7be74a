import { describe, expect, it } from "vitest";
import { clientAddress, UNKNOWN_ADDRESS, type TrustProxy } from "./client-address.ts";
import { clientKey } from "./client-key.ts";

const request = (forwardedFor: string | undefined, remoteAddress: string | undefined) => ({
  headers: new Headers(forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor }),
  remoteAddress,
});

describe("clientAddress", () => {
  const cases: {
    name: string;
    forwardedFor?: string;
    remote?: string;
    trustProxy: TrustProxy;
    address: string;
  }[] = [
    { name: "the socket's peer", remote: "203.0.113.7", trustProxy: false, address: "203.0.113.7" },
    {
      name: "off: a spoofed X-Forwarded-For changes nothing",
      forwardedFor: "198.51.100.1",
      remote: "203.0.113.7",
      trustProxy: false,
      address: "203.0.113.7",
    },
    {
      name: "0 is off",
      forwardedFor: "198.51.100.1",
      remote: "203.0.113.7",
      trustProxy: 0,
      address: "203.0.113.7",
    },
    {
      name: "one proxy: the entry it appended, not the client's own",
      forwardedFor: "6.6.6.6, 198.51.100.1",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "198.51.100.1",
    },
    {
      name: "1 is one proxy",
      forwardedFor: "6.6.6.6,198.51.100.1",
      remote: "10.0.0.2",
      trustProxy: 1,
      address: "198.51.100.1",
    },
    {
      name: "two proxies: the second entry from the right",
      forwardedFor: "6.6.6.6, 198.51.100.1, 10.0.0.9",
      remote: "10.0.0.2",
      trustProxy: 2,
      address: "198.51.100.1",
    },
    {
      name: "fewer entries than proxies: the leftmost",
      forwardedFor: "198.51.100.1",
      remote: "10.0.0.2",
      trustProxy: 3,
      address: "198.51.100.1",
    },
    {
      name: "a trailing empty entry is no entry",
      forwardedFor: "6.6.6.6, 198.51.100.1, ",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "198.51.100.1",
    },
    {
      name: "a negative count is off",
      forwardedFor: "198.51.100.1",
      remote: "203.0.113.7",
      trustProxy: -1,
      address: "203.0.113.7",
    },
    {
      name: "IPv6, lower-cased",
      forwardedFor: "2001:DB8::1",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "2001:db8::1",
    },
    {
      name: "IPv4-mapped IPv6 in the header becomes IPv4",
      forwardedFor: "::FFFF:198.51.100.17",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "198.51.100.17",
    },
    {
      name: "an IPv6 address that merely ends in ffff and a dotted quad stays IPv6",
      forwardedFor: "1::ffff:198.51.100.17",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "1::ffff:198.51.100.17",
    },
    {
      name: "two trusted proxies and no header: the socket's peer",
      remote: "10.0.0.2",
      trustProxy: 2,
      address: "10.0.0.2",
    },
    {
      name: "garbage at the trusted entry: the socket's peer",
      forwardedFor: "198.51.100.1, <script>",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "10.0.0.2",
    },
    {
      name: "no header while trusting: the socket's peer",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "10.0.0.2",
    },
    {
      name: "an empty header while trusting: the socket's peer",
      forwardedFor: " , ",
      remote: "10.0.0.2",
      trustProxy: true,
      address: "10.0.0.2",
    },
    {
      name: "IPv4-mapped IPv6 peer becomes IPv4",
      remote: "::ffff:127.0.0.1",
      trustProxy: false,
      address: "127.0.0.1",
    },
    { name: "no address at all", trustProxy: true, address: UNKNOWN_ADDRESS },
    { name: "no address, not trusting", trustProxy: false, address: UNKNOWN_ADDRESS },
    {
      name: "an unparsable peer",
      remote: "not-an-ip",
      trustProxy: false,
      address: UNKNOWN_ADDRESS,
    },
    {
      name: "garbage in the header and no peer",
      forwardedFor: "nope",
      trustProxy: true,
      address: UNKNOWN_ADDRESS,
    },
  ];

  it.each(cases)("$name", ({ forwardedFor, remote, trustProxy, address }) => {
    expect(clientAddress(request(forwardedFor, remote), trustProxy)).toBe(address);
  });

  it("keys a client behind a trusted proxy apart from another, and the same whatever it sends", () => {
    const one = (spoofed: string) =>
      clientKey(clientAddress(request(`${spoofed}, 198.51.100.1`, "10.0.0.2"), true));
    expect(one("1.1.1.1")).toBe(one("2.2.2.2"));
    expect(one("1.1.1.1")).toBe("198.51.100.1");
    expect(clientKey(clientAddress(request("198.51.100.2", "10.0.0.2"), true))).not.toBe(
      one("1.1.1.1"),
    );
  });
});
