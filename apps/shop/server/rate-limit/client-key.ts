// The key a client's address is limited under. One IPv6 subscriber usually holds a whole /64
// and can pick any address in it, so IPv6 addresses count per /64; IPv4 (also IPv4-mapped
// IPv6, "::ffff:1.2.3.4") per address.
import { isIPv4, isIPv6 } from "node:net";

export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The eight groups of an IPv6 address, without leading zeros. A zone ("%eth0") can only end
 * the last group, which the key never uses.
 */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
}
