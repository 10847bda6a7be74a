// Look-ups for Felkodsdoktorn: a model by slug, the codes a model knows, the answer for one
// model and code, and the codes a typed symptom points to.
import type { Localized } from "../catalogue/product.ts";
import type { Language } from "../language.ts";
import { foldLetters } from "../search/fold-letters.ts";
import { beepPattern, type BeepPattern } from "./beep-pattern.ts";
import type { Certainty, ErrorCode } from "./error-code.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { SCOOTER_MODELS, type ModelSlug, type ScooterModel } from "./scooter-models.ts";
import { SYMPTOMS, type Symptom } from "./symptoms.ts";

export interface DoctorAnswer {
  readonly model: ScooterModel;
  readonly error: ErrorCode;
  readonly certainty: Certainty;
  /** How this model differs from the shared definition. */
  readonly modelNote?: Localized;
  /** The number on the display, for models that have one. */
  readonly displayNumber?: string;
  /** The beeps, for models that beep the code. */
  readonly beeps?: BeepPattern;
}

const MODELS: readonly ScooterModel[] = SCOOTER_MODELS;

export function modelBySlug(slug: string): ScooterModel | undefined {
  return MODELS.find((model) => model.slug === slug);
}

export function codesFor(modelSlug: string): readonly ErrorCode[] {
  return ERROR_CODES.filter((error) => error.appliesTo.some((row) => row.model === modelSlug));
}

export function answerFor(modelSlug: string, code: number): DoctorAnswer | undefined {
  const model = modelBySlug(modelSlug);
  const error = ERROR_CODES.find((candidate) => candidate.code === code);
  const row = error?.appliesTo.find((candidate) => candidate.model === modelSlug);
  if (!model || !error || !row) return undefined;
  return {
    model,
    error,
    certainty: row.certainty,
    ...(row.note && { modelNote: row.note }),
    ...(model.faultSignals.includes("display-number") && { displayNumber: String(code) }),
    ...(model.faultSignals.includes("beep-pattern") && { beeps: beepPattern(code) }),
  };
}

function words(text: string): string[] {
  return foldLetters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** How many of the symptom's phrases have all their words in the typed text. */
function phraseHits(symptom: Symptom, typed: ReadonlySet<string>, language: Language): number {
  return symptom.phrases[language].filter((phrase) =>
    words(phrase).every((word) => typed.has(word)),
  ).length;
}

/**
 * Codes a description points to, best match first. With a model, only codes that model knows
 * and symptoms that apply to it.
 */
export function codesForSymptom(
  text: string,
  language: Language,
  modelSlug?: ModelSlug,
): readonly number[] {
  const typed = new Set(words(text));
  const known = modelSlug ? new Set(codesFor(modelSlug).map((error) => error.code)) : undefined;
  const symptoms: readonly Symptom[] = SYMPTOMS;
  const ranked = symptoms
    .filter((symptom) => !modelSlug || !symptom.models || symptom.models.includes(modelSlug))
    .map((symptom) => ({ symptom, hits: phraseHits(symptom, typed, language) }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const codes = ranked.flatMap(({ symptom }) => symptom.codes);
  return [...new Set(codes)].filter((code) => !known || known.has(code));
}
