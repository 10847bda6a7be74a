import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  createProductImageRoutes,
  type PictureRenderer,
  type ProductImageLookup,
} from "./image-routes.ts";
import type { PictureRequest } from "./product-svg.ts";

const PRODUCTS: Record<number, Awaited<ReturnType<ProductImageLookup>>> = {
  7: { type: "phone", colors: ["black", "blue"], name: { se: "iPhone 15", en: "iPhone 15" } },
  8: { type: "flower", colors: [], name: { se: "Bukett", en: "Bouquet" } },
};

const lookup: ProductImageLookup = (id) => Promise.resolve(PRODUCTS[id]);

/** A renderer that counts and records its calls and answers with a few bytes at once. */
function fakeRenderer() {
  const calls: { picture: PictureRequest; width: number; format: string }[] = [];
  const render: PictureRenderer = (picture, width, format) => {
    calls.push({ picture, width, format });
    return new Promise((resolve) =>
      setTimeout(() => resolve(new TextEncoder().encode(`${width}.${format}`)), 5),
    );
  };
  return { calls, render };
}

describe("createProductImageRoutes", () => {
  it.each([
    ["/images/products/7/1-160.avif", "heif", "image/avif"],
    ["/images/products/8/spin-5-160.webp", "webp", "image/webp"],
  ])("draws %s as a real %s file at the width asked for", async (path, format, contentType) => {
    const app = createProductImageRoutes(lookup);
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(contentType);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format, width: 160, height: 160 });
  });

  it("marks files immutable for a year, with an ETag that answers revalidation with 304", async () => {
    const app = createProductImageRoutes(lookup, { render: fakeRenderer().render });
    const response = await app.request("/images/products/7/2-320.webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await app.request("/images/products/7/2-320.webp", {
      headers: { "If-None-Match": `"other", W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("draws what the image id stands for", async () => {
    const { calls, render } = fakeRenderer();
    const app = createProductImageRoutes(lookup, { render });
    for (const file of ["1-160.webp", "3-160.webp", "4-160.webp", "spin-6-160.webp"]) {
      expect((await app.request(`/images/products/7/${file}`)).status).toBe(200);
    }
    expect(calls.map(({ picture }) => [picture.color, picture.pose])).toEqual([
      ["black", { view: "front" }],
      ["black", { view: "side" }],
      ["blue", { view: "front" }],
      ["black", { angle: 90 }],
    ]);
  });

  it.each([
    ["/images/products/999/1-160.avif", "an unknown product"],
    ["/images/products/7/5-160.avif", "an image the product lacks"],
    ["/images/products/8/4-160.avif", "a further colour of a product with none"],
    ["/images/products/7/1-200.avif", "a width not offered"],
    ["/images/products/7/1-160.png", "another format"],
    ["/images/products/7/spin-24-160.webp", "a frame past the last"],
    ["/images/products/7/spin-x-160.webp", "a frame that is no number"],
    ["/images/products/0/1-160.avif", "product 0"],
    ["/images/products/abc/1-160.avif", "a product id that is no number"],
    ["/images/products/07/1-160.avif", "a padded product id"],
    ["/images/products/7/1", "no size and format"],
    ["/images/products/7/1-160.avif/more", "a deeper path"],
    ["/images/products/7", "no file"],
    ["/images/products/%E0%A4%A/1-160.avif", "broken percent-encoding"],
  ])("answers 404 to %s (%s)", async (path) => {
    const { calls, render } = fakeRenderer();
    const app = createProductImageRoutes(lookup, { render });
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("renders a file once however many ask for it at the same time", async () => {
    const { calls, render } = fakeRenderer();
    const app = createProductImageRoutes(lookup, { render });
    const responses = await Promise.all(
      Array.from({ length: 5 }, async () => app.request("/images/products/7/1-640.avif")),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.headers.get("ETag"))).size).toBe(1);
    await app.request("/images/products/7/1-640.avif");
    expect(calls).toHaveLength(1);
    await app.request("/images/products/7/1-640.webp");
    expect(calls).toHaveLength(2);
  });
});
