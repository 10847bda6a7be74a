import { IMAGE_FORMATS, IMAGE_WIDTHS, imageUrl } from "../catalogue/product-images.ts";
import type { ProductImage } from "../catalogue/product.ts";
import type { Language } from "../i18n/language.ts";

/** The fallback for browsers without <picture> or these formats. */
const FALLBACK_WIDTH = 640;

export interface ProductPictureProps {
  image: ProductImage;
  language: Language;
  /** The displayed width, as the `sizes` attribute says it ("(min-width: 64rem) 30vw, 90vw"). */
  sizes: string;
  /** The picture a page is about (above the fold): fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A product image in every width, AVIF first then WebP, so the browser picks the smallest file
 * it can show sharply. Square, so width and height reserve its space before it loads.
 */
export function ProductPicture({
  image,
  language,
  sizes,
  priority = false,
  className,
}: ProductPictureProps) {
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={IMAGE_WIDTHS.map(
            (width) => `${imageUrl(image.src, width, format)} ${width}w`,
          ).join(", ")}
        />
      ))}
      <img
        src={imageUrl(image.src, FALLBACK_WIDTH, "webp")}
        alt={image.alt[language]}
        width={FALLBACK_WIDTH}
        height={FALLBACK_WIDTH}
        sizes={sizes}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
