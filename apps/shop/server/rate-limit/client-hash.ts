// What the shop stores about a client address when it must remember one (which address a
// review vote came from): a keyed hash (HMAC-SHA-256 under SHOP_CLIENT_HASH_SECRET) of its
// limit key, so IPv6 addresses of one /64 hash alike, and the stored value names no address:
// without the key, the hashes of all 2³² IPv4 addresses cannot be tried.
import { createHmac } from "node:crypto";
import { clientKey } from "./client-key.ts";

/** The stored form of a client address. */
export type ClientHash = (address: string) => string;

export function createClientHash(secret: string): ClientHash {
  return (address) =>
    createHmac("sha256", secret)
      .update(`client:${clientKey(address)}`)
      .digest("base64url");
}
