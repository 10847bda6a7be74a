import { useState } from "react";
import type { ProductImage } from "../../../domain/catalogue/product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { ProductPicture } from "../../components/product-picture.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { GalleryVariant } from "../product-layouts.ts";
import { gallerySizes } from "./gallery-sizes.ts";
import { HoverZoom } from "./hover-zoom.tsx";
import { Lightbox } from "./lightbox.tsx";
import { SpinView } from "./spin-view.tsx";

/** Thumbnails beside or below the main picture, as a small typed map (style.md). */
const FRAME: Record<"bottom" | "left" | "right", { wrapper: string; list: string }> = {
  bottom: { wrapper: "flex flex-col gap-3", list: "flex flex-wrap gap-2" },
  left: { wrapper: "flex flex-row-reverse gap-3", list: "flex w-16 shrink-0 flex-col gap-2" },
  right: { wrapper: "flex flex-row gap-3", list: "flex w-16 shrink-0 flex-col gap-2" },
};

export interface GalleryProduct {
  id: number;
  name: string;
  images: readonly ProductImage[];
}

/**
 * The product's pictures: hover zoom on the main picture, a lightbox for every picture and
 * the 360° view. `activeImageId` is the picture in front (a colour choice sets it).
 */
export function ProductGallery({
  product,
  variant,
  activeImageId,
  onActiveImageChange,
  sidebar = false,
}: {
  product: GalleryProduct;
  variant: GalleryVariant;
  /** The page has a sidebar beside gallery and buy box (the pictures' sizes). */
  sidebar?: boolean;
  activeImageId: number;
  onActiveImageChange: (imageId: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [spinning, setSpinning] = useState(variant === "spin");
  const [spinOpened, setSpinOpened] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const { images } = product;
  const activeIndex = Math.max(
    0,
    images.findIndex((image) => image.imageId === activeImageId),
  );
  const active = images[activeIndex];
  if (!active) return null;
  const mainSizes = gallerySizes({
    sidebar,
    thumbnailsBeside: variant === "left" || variant === "right",
    perRow: 1,
  });
  const gridSizes = gallerySizes({ sidebar, thumbnailsBeside: false, perRow: 2 });

  const enlarge = (image: ProductImage, priority: boolean, sizes: string) => (
    <HoverZoom
      image={image}
      language={language}
      sizes={sizes}
      priority={priority}
      label={t("productPage.gallery.enlarge", { alt: image.alt[language] })}
      onOpen={() => setLightboxIndex(images.indexOf(image))}
    />
  );

  const spinToggle = (
    <button
      type="button"
      onClick={() => {
        setSpinning(!spinning);
        setSpinOpened(true);
      }}
      aria-pressed={spinning}
      className={buttonClass("secondary")}
    >
      {t("productPage.spin.open")}
    </button>
  );

  const stage = spinning ? (
    <SpinView
      productId={product.id}
      name={product.name}
      autoPlay={spinOpened}
      priority={variant === "spin"}
    />
  ) : (
    enlarge(active, true, mainSizes)
  );

  let pictures;
  if (variant === "grid" || variant === "stack") {
    // The picture in front first, then the others in gallery order.
    const ordered = [active, ...images.filter((image) => image !== active)];
    const shown = variant === "grid" ? ordered.slice(0, 4) : ordered;
    pictures = spinning ? (
      stage
    ) : (
      <ul className={`grid gap-3 ${variant === "grid" ? "grid-cols-2" : "grid-cols-1"}`}>
        {shown.map((image, i) => (
          <li key={image.imageId}>
            {enlarge(image, i === 0, variant === "grid" ? gridSizes : mainSizes)}
          </li>
        ))}
      </ul>
    );
  } else {
    const frame = FRAME[variant === "spin" ? "bottom" : variant];
    pictures = (
      <div className={frame.wrapper}>
        <div className="min-w-0 flex-1">{stage}</div>
        <ul className={frame.list} aria-label={t("productPage.gallery.label")}>
          {images.map((image, i) => {
            const current = !spinning && image === active;
            return (
              <li key={image.imageId} className="w-16">
                <button
                  type="button"
                  onClick={() => {
                    setSpinning(false);
                    onActiveImageChange(image.imageId);
                  }}
                  aria-label={t("productPage.gallery.show", {
                    number: i + 1,
                    count: images.length,
                    alt: image.alt[language],
                  })}
                  aria-pressed={current}
                  className={`block w-full overflow-hidden rounded-control border-2 ${current ? "border-primary" : "border-line"}`}
                >
                  <ProductPicture
                    image={image}
                    language={language}
                    sizes="64px"
                    className="block h-auto w-full"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <section aria-label={t("productPage.gallery.label")} className="flex flex-col gap-3">
      {variant === "spin" && (
        <p className="rounded-control bg-surface-muted p-3 text-sm">
          {t("productPage.spin.videoNote")}
        </p>
      )}
      {pictures}
      <div className="flex flex-wrap items-center gap-3">
        {spinToggle}
        {!spinning && <p className="text-sm text-ink-muted">{t("productPage.gallery.hint")}</p>}
      </div>
      {lightboxIndex !== null && (
        <Lightbox
          images={images}
          index={lightboxIndex}
          title={t("productPage.lightbox.title", { name: product.name })}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
        />
      )}
    </section>
  );
}
