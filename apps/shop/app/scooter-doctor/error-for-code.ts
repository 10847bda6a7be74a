// The shared definition of a code, for a list that names codes before a model is chosen (a
// symptom search across every model): read through the doctor's look-up of the first model
// that knows it.
import type { ErrorCode } from "../../domain/scooter-doctor/error-code.ts";
import { answerFor } from "../../domain/scooter-doctor/scooter-doctor.ts";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";

export function errorForCode(code: number, model?: string): ErrorCode | undefined {
  const slugs = model ? [model] : SCOOTER_MODELS.map((candidate) => candidate.slug);
  for (const slug of slugs) {
    const answer = answerFor(slug, code);
    if (answer) return answer.error;
  }
  return undefined;
}
