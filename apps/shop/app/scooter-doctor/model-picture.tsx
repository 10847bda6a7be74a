// A model's picture on the doctor's start page: the catalogue's own photo of that scooter when
// the shop sells it, otherwise a drawn card with the brand and name (no stock photos).
import type { ProductImage } from "../../domain/catalogue/product.ts";
import type { Language } from "../../domain/language.ts";
import { ProductPicture } from "../components/product-picture.tsx";

export interface ModelCard {
  slug: string;
  name: string;
  brand: "xiaomi" | "segway-ninebot";
  variants?: readonly string[];
  /** The catalogue's scooter of this model, when there is one. */
  image?: ProductImage;
}

const BRAND_LABEL = { xiaomi: "Xiaomi", "segway-ninebot": "Segway-Ninebot" } as const;

export function ModelPicture({
  model,
  language,
  drawnLabel,
}: {
  model: ModelCard;
  language: Language;
  drawnLabel: string;
}) {
  if (model.image)
    return (
      <ProductPicture
        image={model.image}
        language={language}
        sizes="(min-width: 1024px) 160px, 40vw"
        className="aspect-square h-auto w-full rounded-control bg-surface object-contain"
      />
    );
  const short = model.name.replace(/^(Xiaomi( Mi)?( Electric Scooter)?|Segway-Ninebot)\s*/, "");
  const titleId = `model-picture-${model.slug}`;
  return (
    <svg
      viewBox="0 0 160 160"
      role="img"
      aria-labelledby={titleId}
      className="aspect-square h-auto w-full rounded-control bg-surface-muted text-ink"
    >
      <title id={titleId}>{drawnLabel}</title>
      <text x="80" y="40" textAnchor="middle" fontSize="13" fill="currentColor" opacity="0.75">
        {BRAND_LABEL[model.brand]}
      </text>
      <text x="80" y="86" textAnchor="middle" fontSize="22" fontWeight="700" fill="currentColor">
        {short.length > 12 ? short.slice(0, 12) : short}
      </text>
      {/* A scooter in a few strokes: deck, stem, bar and two wheels. */}
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M45 130h62l12-40M112 90h14" />
        <circle cx="42" cy="134" r="8" />
        <circle cx="118" cy="134" r="8" />
      </g>
    </svg>
  );
}
