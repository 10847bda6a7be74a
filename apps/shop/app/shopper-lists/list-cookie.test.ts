import { describe, expect, it } from "vitest";
import { parseCompare } from "../../domain/shopper-lists/compare-rules.ts";
import { listCookie, listCookieText, listFromCookieHeader } from "./list-cookie.ts";
import { parseWishlist } from "../../domain/shopper-lists/wishlist-rules.ts";

const header = (name: string, items: unknown[]) =>
  `cookieConsent=necessary; ${listCookie(name, listCookieText(items), false).split(";")[0]}; x=1`;

describe("the wishlist and compare cookies", () => {
  it("carry a list through Set-Cookie and the Cookie header back", () => {
    const wishlist = [{ id: 12 }, { id: 7 }];
    expect(
      listFromCookieHeader(header("kb_wishlist", wishlist), "wishlist", parseWishlist),
    ).toEqual(wishlist);
    const compare = [{ id: 3, type: "phone" }];
    expect(listFromCookieHeader(header("kb_compare", compare), "compare", parseCompare)).toEqual(
      compare,
    );
  });

  it.each([
    ["no Cookie header", null],
    ["no such cookie", "kb_cart=1*1**"],
    ["broken percent-encoding", "kb_wishlist=%E0%A4%A"],
    ["text that is not JSON", "kb_wishlist=%7Bnope"],
    ["JSON of something else", `kb_wishlist=${encodeURIComponent('{"id":1}')}`],
    ["ids that are not ids", `kb_wishlist=${encodeURIComponent('[{"id":-1},{"id":"2"}]')}`],
  ])("read as an empty list for %s", (_, cookie) => {
    expect(listFromCookieHeader(cookie, "wishlist", parseWishlist)).toEqual([]);
  });

  it("delete the cookie for an empty list and keep it thirty days otherwise, Secure on HTTPS", () => {
    expect(listCookie("kb_wishlist", listCookieText([]), false)).toBe(
      "kb_wishlist=; Max-Age=0; Path=/; SameSite=Lax",
    );
    expect(listCookie("kb_wishlist", "[]x", true)).toBe(
      "kb_wishlist=%5B%5Dx; Max-Age=2592000; Path=/; Secure; SameSite=Lax",
    );
  });

  it("find a cookie by its whole name only", () => {
    const list = encodeURIComponent('[{"id":5}]');
    expect(
      listFromCookieHeader(`xkb_wishlist=${list}; kb_wishlist=[]`, "wishlist", parseWishlist),
    ).toEqual([]);
    expect(listFromCookieHeader(`kb_wishlist_old=${list}`, "wishlist", parseWishlist)).toEqual([]);
    expect(listFromCookieHeader(`kb_wishlist=${list}`, "wishlist", parseWishlist)).toEqual([
      { id: 5 },
    ]);
  });
});
