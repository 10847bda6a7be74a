// A part's fitment in words (issue 41): the models' names for the part's page, worked out on
// the server so the names stay out of the page's scripts, and the check that a slug is a model.
import type { PartFitment } from "./fitment.ts";
import { SCOOTER_MODELS, type ModelSlug } from "./scooter-models.ts";

/** The models a part's page names: "Xiaomi M365, M365 Pro" (one list each, empty for none). */
export interface FitmentNames {
  readonly fits: string;
  readonly notFits: string;
}

const SLUGS = new Set<string>(SCOOTER_MODELS.map((model) => model.slug));

/**
 * The models by name in the doctor's order, the maker's word left out after its first model:
 * "Xiaomi M365, M365 Pro, Mi Electric Scooter 1S".
 */
export function modelNames(models: readonly ModelSlug[]): string {
  const named = SCOOTER_MODELS.filter((model) => models.includes(model.slug));
  return named
    .map((model, index) => {
      const previous = named[index - 1];
      if (!previous || previous.brand !== model.brand) return model.name;
      const maker = model.name.split(" ")[0]!;
      return model.name.startsWith(`${maker} `) ? model.name.slice(maker.length + 1) : model.name;
    })
    .join(", ");
}

export function fitmentNames(fitment: PartFitment): FitmentNames {
  return { fits: modelNames(fitment.fits), notFits: modelNames(fitment.notFits) };
}

export function isModelSlug(value: string): value is ModelSlug {
  return SLUGS.has(value);
}
