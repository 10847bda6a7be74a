import { describe, expect, it } from "vitest";
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import { listingScope } from "./listing-scope.ts";

/** The brands on sale, as the catalogue's brandName answers them. */
const BRANDS: Record<string, string> = { apple: "Apple", "sony-xperia": "Sony Xperia" };
const brandName = (slug: string) => Promise.resolve(BRANDS[slug]);

const scopeOf = async (id: string | undefined) => (await listingScope(id, brandName))?.scope;

describe("listingScope", () => {
  it.each<[string | undefined, CatalogueScope | undefined]>([
    [undefined, { kind: "all" }],
    ["", { kind: "all" }],
    ["phone", { kind: "type", type: "phone" }],
    ["tablet/", { kind: "type", type: "tablet" }],
    // A type the catalogue has nothing of yet: an honest empty listing.
    ["scooter", { kind: "type", type: "scooter" }],
    ["apple", { kind: "brand", slug: "apple" }],
    ["sony-xperia", { kind: "brand", slug: "sony-xperia" }],
    // Nothing it could be: a 404.
    ["Apple", undefined],
    ["nokia", undefined],
    ["phone/apple", undefined],
    ["mobiler", undefined],
  ])("%j lists %j", async (id, expected) => {
    expect(await scopeOf(id)).toEqual(expected);
  });

  it("names the type or brand", async () => {
    expect((await listingScope("phone", brandName))?.name?.se).toBe("Mobiltelefoner");
    expect((await listingScope("sony-xperia", brandName))?.name?.en).toBe("Sony Xperia");
    expect((await listingScope("", brandName))?.name).toBeUndefined();
  });
});
