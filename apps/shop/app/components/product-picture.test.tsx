import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductPicture } from "./product-picture.tsx";

const image = {
  imageId: 1,
  src: "/images/products/42/1",
  alt: { se: "iPhone 15, svart, framsida", en: "iPhone 15, black, front" },
};

const srcSet = (format: string) =>
  [160, 320, 640, 960]
    .map((width) => `/images/products/42/1-${width}.${format} ${width}w`)
    .join(", ");

describe("ProductPicture", () => {
  it("offers AVIF, then WebP, in every width, with a lazy square WebP fallback", () => {
    const html = renderToStaticMarkup(
      <ProductPicture image={image} language="en" sizes="(min-width: 64rem) 30vw, 90vw" />,
    );
    expect(html).toBe(
      "<picture>" +
        `<source type="image/avif" sizes="(min-width: 64rem) 30vw, 90vw" srcSet="${srcSet("avif")}"/>` +
        `<source type="image/webp" sizes="(min-width: 64rem) 30vw, 90vw" srcSet="${srcSet("webp")}"/>` +
        `<img src="/images/products/42/1-640.webp" alt="iPhone 15, black, front" width="640" height="640" sizes="(min-width: 64rem) 30vw, 90vw" loading="lazy" decoding="async"/>` +
        "</picture>",
    );
  });

  it("loads a priority picture eagerly and first, with the alt text in the language", () => {
    const html = renderToStaticMarkup(
      <ProductPicture image={image} language="se" sizes="100vw" priority />,
    );
    expect(html).toContain('alt="iPhone 15, svart, framsida"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("decoding");
  });

  it("loads an eager picture at once but at normal priority, without a preload", () => {
    const html = renderToString(
      <html lang="sv">
        <head />
        <body>
          <ProductPicture image={image} language="en" sizes="100vw" eager />
        </body>
      </html>,
    );
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain("fetchPriority");
    expect(html).not.toContain('rel="preload"');
  });

  it("preloads a priority picture from the document's head: the AVIF source's srcset and sizes", () => {
    const sizes = "(min-width: 48rem) 50vw, calc(100vw - 34px)";
    const html = renderToString(
      <html lang="sv">
        <head />
        <body>
          <ProductPicture image={image} language="en" sizes={sizes} priority />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcSet("avif")}" imageSizes="${sizes}"/>`,
    );
  });
});
