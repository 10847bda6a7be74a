// The portfolio's pictures in one of its layouts (portfolio-layouts.ts). Each picture is a
// link to the picture at full size, and the product's name a link to its page; with
// JavaScript a click on a picture opens the product page's lightbox over the pictures shown.
import { useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { imageUrl } from "../../domain/catalogue/product-images.ts";
import { ProductPicture } from "../components/product-picture.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { portfolioMessages } from "./portfolio-messages.ts";
import { Lightbox } from "../product-page/gallery/lightbox.tsx";
import { useLanguage } from "../root-data.ts";
import type { PortfolioItem, PortfolioShape } from "./portfolio-items.ts";
import { LAYOUT_CLASSES, portfolioSizes, type PortfolioLayout } from "./portfolio-layouts.ts";

/** Masonry's frames; a frame narrower or wider than the square picture crops a tenth a side. */
const FRAMES: Record<PortfolioShape, string> = {
  tall: "aspect-[4/5]",
  square: "aspect-square",
  wide: "aspect-[5/4]",
};

/** The largest file made, for the link that works without JavaScript. */
const FULL_SIZE = 960;

/** A plain left click: the others (new tab, download) keep the link's own meaning. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function PortfolioGallery({
  items,
  layout,
}: {
  items: readonly PortfolioItem[];
  layout: PortfolioLayout;
}) {
  const p = usePageT(portfolioMessages);
  const language = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const { arrangement, columns, gaps } = layout;
  const sizes = portfolioSizes(layout);
  const masonry = arrangement === "masonry";
  const shown = open === null ? undefined : items[open];

  const list = [
    LAYOUT_CLASSES[arrangement][columns],
    gaps ? "gap-4" : "gap-0",
    masonry ? "" : "items-start",
  ].join(" ");

  return (
    <>
      <ul
        aria-label={p("portfolio.gallery.label")}
        className={list}
        data-testid="portfolio-gallery"
        data-arrangement={arrangement}
        data-columns={columns}
      >
        {items.map((item, index) => (
          <li
            key={item.key}
            className={masonry ? "mb-4 break-inside-avoid" : undefined}
            data-testid="portfolio-item"
          >
            <figure className="relative">
              <a
                href={imageUrl(item.image.src, FULL_SIZE, "webp")}
                aria-label={p("portfolio.enlarge", { alt: item.image.alt[language] })}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  setOpen(index);
                }}
                className={`relative block overflow-hidden bg-surface-muted ${masonry ? FRAMES[item.shape] : "aspect-square"} ${gaps ? "rounded-card" : ""}`}
              >
                <ProductPicture
                  image={item.image}
                  language={language}
                  sizes={sizes}
                  eager={index < columns}
                  className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
                />
              </a>
              <figcaption
                className={
                  gaps
                    ? "mt-2 flex flex-col"
                    : "absolute inset-x-0 bottom-0 flex flex-col bg-black/75 px-3 py-2 text-white"
                }
              >
                <Link to={item.path} className="font-semibold underline">
                  {item.name[language]}
                </Link>
                <span className={`text-sm ${gaps ? "text-ink-muted" : ""}`}>
                  {item.caption[language]}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {shown && open !== null && (
        <Lightbox
          images={items.map((item) => item.image)}
          index={open}
          title={shown.name[language]}
          caption={
            <p className="text-center">
              {shown.caption[language]}
              {" · "}
              <Link to={shown.path} className="font-semibold underline">
                {p("portfolio.toProduct")}
              </Link>
            </p>
          }
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
