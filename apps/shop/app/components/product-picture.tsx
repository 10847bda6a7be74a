import { preload } from "react-dom";
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageUrl } from "../../domain/catalogue/product-images.ts";
import type { ProductImage } from "../../domain/catalogue/product.ts";
import type { Language } from "../../domain/language.ts";

/** The fallback for browsers without <picture> or these formats. */
const FALLBACK_WIDTH = 640;

export interface ProductPictureProps {
  image: ProductImage;
  language: Language;
  /** The displayed width, as the `sizes` attribute says it ("(min-width: 64rem) 30vw, 90vw"). */
  sizes: string;
  /**
   * The picture a page is about, likely its largest paint (LCP): preloaded from the head of the
   * server's HTML and fetched first, never lazily. One per page.
   */
  priority?: boolean;
  /** Above the fold but not the page's main picture: fetched at once, at normal priority. */
  eager?: boolean;
  className?: string;
}

const srcSet = (src: string, format: (typeof IMAGE_FORMATS)[number]) =>
  IMAGE_WIDTHS.map((width) => `${imageUrl(src, width, format)} ${width}w`).join(", ");

/**
 * A product image in every width, AVIF first then WebP, so the browser picks the smallest file
 * it can show sharply. Square, so width and height reserve its space before it loads.
 */
export function ProductPicture({
  image,
  language,
  sizes,
  priority = false,
  eager = false,
  className,
}: ProductPictureProps) {
  if (priority) {
    // React puts this <link rel="preload"> in the document's head, so the picture is fetched
    // with the HTML rather than when the parser reaches it. The same srcset and sizes as the
    // AVIF <source> below pick the same file; a browser without AVIF skips it by its type.
    preload(imageUrl(image.src, FALLBACK_WIDTH, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.src, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const lazy = !priority && !eager;
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={srcSet(image.src, format)}
        />
      ))}
      <img
        src={imageUrl(image.src, FALLBACK_WIDTH, "webp")}
        alt={image.alt[language]}
        width={FALLBACK_WIDTH}
        height={FALLBACK_WIDTH}
        sizes={sizes}
        className={className}
        loading={lazy ? "lazy" : "eager"}
        decoding={lazy ? "async" : undefined}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
