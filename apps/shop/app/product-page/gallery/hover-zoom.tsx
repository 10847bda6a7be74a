import { useState, type PointerEvent } from "react";
import type { ProductImage } from "../../../domain/catalogue/product.ts";
import { ProductPicture } from "../../components/product-picture.tsx";
import type { Language } from "../../../domain/language.ts";

/** How much the picture grows under the pointer. */
const ZOOM = 2.2;

/**
 * A product picture that magnifies where the pointer is while a mouse or pen hovers over it.
 * It is a button: a click, Enter or Space opens the lightbox, the zoom for keyboard and touch.
 */
export function HoverZoom({
  image,
  language,
  sizes,
  priority = false,
  label,
  onOpen,
}: {
  image: ProductImage;
  language: Language;
  sizes: string;
  priority?: boolean;
  label: string;
  onOpen: () => void;
}) {
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === "touch") return;
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) =>
      Math.round(Math.min(100, Math.max(0, (offset / size) * 100)));
    setOrigin({
      x: percent(event.clientX - box.left, box.width),
      y: percent(event.clientY - box.top, box.height),
    });
  };

  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={follow}
      onPointerMove={follow}
      onPointerLeave={() => setOrigin(null)}
      aria-label={label}
      aria-haspopup="dialog"
      className="block w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-surface-muted"
      data-testid="zoom"
    >
      <span
        className="block motion-safe:transition-transform motion-safe:duration-150"
        style={
          origin
            ? { transform: `scale(${ZOOM})`, transformOrigin: `${origin.x}% ${origin.y}%` }
            : undefined
        }
        data-zoom-layer
      >
        <ProductPicture
          image={image}
          language={language}
          sizes={sizes}
          priority={priority}
          className="block h-auto w-full"
        />
      </span>
    </button>
  );
}
