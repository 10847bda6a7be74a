// Which scooter models a spare part fits (issue 41). The catalogue keeps one fitment per scooter
// part; the part's page shows it ("Passar: …"), listings filter on it, Felkodsdoktorn offers
// the parts of a cause's kind that fit the rider's model, and Min garage marks what fits.
import type { PartKind } from "./part-kinds.ts";
import type { ModelSlug } from "./scooter-models.ts";

export interface PartFitment {
  readonly kind: PartKind;
  /** Models the part is made for. */
  readonly fits: readonly ModelSlug[];
  /** Models a rider might expect it to fit but that it does not (another size, another plug). */
  readonly notFits: readonly ModelSlug[];
}

/** "unknown": the part names neither, so the shop cannot promise anything. */
export type FitAnswer = "fits" | "does-not-fit" | "unknown";

export function fitFor(fitment: PartFitment | undefined, model: ModelSlug): FitAnswer {
  if (fitment?.fits.includes(model)) return "fits";
  if (fitment?.notFits.includes(model)) return "does-not-fit";
  return "unknown";
}
