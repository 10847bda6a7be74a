// A part's fitment as rows of product_fitments (issue 41): one per model it names, "fits" or
// "not-fits", with the part's kind. Written with the product's listing row
// (catalogue-listing.ts), so every writer of products keeps the table in step.
import type { PartFitment } from "../../domain/scooter-doctor/fitment.ts";
import type { ProductFitmentsTable } from "../database/schema.ts";

/** A fitment as read back from products.content: checked here, not trusted. */
export type StoredFitment = Partial<Record<keyof PartFitment, unknown>>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((it): it is string => typeof it === "string") : [];

export function fitmentRows(
  productId: number,
  fitment: StoredFitment | undefined,
): ProductFitmentsTable[] {
  if (!fitment || typeof fitment.kind !== "string") return [];
  const kind = fitment.kind;
  const fits = new Set(strings(fitment.fits));
  // A model named both ways is read as fitting: the part's page says so first.
  const notFits = new Set(strings(fitment.notFits).filter((model) => !fits.has(model)));
  return [
    ...[...fits].map((model) => ({
      model_slug: model,
      fit: "fits" as const,
      kind,
      product_id: productId,
    })),
    ...[...notFits].map((model) => ({
      model_slug: model,
      fit: "not-fits" as const,
      kind,
      product_id: productId,
    })),
  ];
}
