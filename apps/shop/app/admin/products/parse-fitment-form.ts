// The fitment form of a scooter part (issue 41) read and checked: its kind (a select) and the
// models it fits and does not fit (two groups of checkboxes, `fits` and `not_fits`). Nothing
// chosen at all removes the fitment; otherwise a kind and at least one fitting model are needed,
// and no model may be ticked both ways.
import { isModelSlug } from "../../../domain/scooter-doctor/fitment-names.ts";
import type { PartFitment } from "../../../domain/scooter-doctor/fitment.ts";
import { isPartKind } from "../../../domain/scooter-doctor/part-kinds.ts";
import { SCOOTER_MODELS } from "../../../domain/scooter-doctor/scooter-models.ts";
import { fieldText, fieldTexts } from "./form-text.ts";
import type { FieldErrors, FormResult } from "./product-form.ts";

export type FitmentProblem =
  "fitment_kind" | "fitment_model" | "fitment_none" | "fitment_overlap" | "not_a_part";

const ORDER: readonly string[] = SCOOTER_MODELS.map((model) => model.slug);

/** Distinct, in the doctor's order. */
const models = (values: readonly string[]) =>
  [...new Set(values.map((it) => it.trim()))].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

export function parseFitmentForm(form: FormData): FormResult<PartFitment | null> {
  const kind = fieldText(form, "kind").trim().slice(0, 40);
  const fits = models(fieldTexts(form, "fits"));
  const notFits = models(fieldTexts(form, "not_fits"));
  const values = { fields: { kind, fits: fits.join(","), not_fits: notFits.join(",") } };
  if (kind === "" && fits.length === 0 && notFits.length === 0) return { ok: true, value: null };
  const errors: FieldErrors = {};
  if (!isPartKind(kind)) errors.kind = "fitment_kind";
  if (!fits.every(isModelSlug)) errors.fits = "fitment_model";
  else if (fits.length === 0) errors.fits = "fitment_none";
  if (!notFits.every(isModelSlug)) errors.not_fits = "fitment_model";
  else if (notFits.some((model) => fits.includes(model))) errors.not_fits = "fitment_overlap";
  if (Object.keys(errors).length > 0 || !isPartKind(kind)) return { ok: false, errors, values };
  return {
    ok: true,
    value: { kind, fits: fits.filter(isModelSlug), notFits: notFits.filter(isModelSlug) },
  };
}
