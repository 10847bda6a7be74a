// The newsletter's unsubscribe links, and product alerts' (server/alerts/): the subscriber's or
// alert's id (never the address, which would end up in logs) and its HMAC-SHA-256 under
// NEWSLETTER_SECRET, compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface UnsubscribeLinks {
  sign(id: string): string;
  verify(id: string, signature: string): boolean;
  url(origin: string, path: string, id: string): string;
}

export function createUnsubscribeLinks(
  secret: string,
  purpose = "newsletter-unsubscribe",
): UnsubscribeLinks {
  // The purpose is part of what is signed, so one secret signs the newsletter's links and the
  // product alerts' without one kind standing in for another.
  const sign = (id: string) =>
    createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
  return {
    sign,
    verify(id, signature) {
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    url(origin, path, id) {
      const url = new URL(path, origin);
      url.searchParams.set("id", id);
      url.searchParams.set("sig", sign(id));
      return url.href;
    },
  };
}
