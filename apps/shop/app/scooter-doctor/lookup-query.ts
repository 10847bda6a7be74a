// What the start page's two GET forms asked: a model and a code (`?modell=…&kod=…`), or a
// described symptom (`?symptom=…`, optionally `&modell=…`). Pure: the page turns the outcome
// into a redirect to the answer, an explained error, or a list of likely codes.
import type { Language } from "../../domain/language.ts";
import {
  answerFor,
  codesForSymptom,
  modelBySlug,
} from "../../domain/scooter-doctor/scooter-doctor.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import { answerPath } from "./doctor-paths.ts";

/** Longer descriptions are cut: the symptom list matches short phrases. */
export const SYMPTOM_MAX_LENGTH = 200;

export type CodeLookup =
  | { kind: "none" }
  | { kind: "answer"; path: string }
  | { kind: "no-model"; code: string }
  | { kind: "unknown-model"; code: string }
  | { kind: "no-code"; model: ModelSlug }
  | { kind: "unknown-code"; model: ModelSlug; code: string };

export type SymptomLookup =
  { kind: "none" } | { kind: "found"; text: string; model?: ModelSlug; codes: readonly number[] };

/** "14", "E14", "e 014" and "Err14" all mean 14; undefined when it is no code at all. */
export function readCode(typed: string): number | undefined {
  const match = /^(?:e|err|error|fel)?\s*-?\s*0*(\d{1,3})$/i.exec(typed.trim());
  return match ? Number(match[1]) : undefined;
}

function knownModel(slug: string | null): ModelSlug | undefined {
  return slug && modelBySlug(slug) ? (slug as ModelSlug) : undefined;
}

export function lookUpCode(search: URLSearchParams): CodeLookup {
  const slug = search.get("modell")?.trim() ?? "";
  const typed = (search.get("kod") ?? "").trim().slice(0, 20);
  if (search.has("symptom") || (!slug && !typed)) return { kind: "none" };
  const model = knownModel(slug);
  if (!model)
    return slug ? { kind: "unknown-model", code: typed } : { kind: "no-model", code: typed };
  if (!typed) return { kind: "no-code", model };
  const code = readCode(typed);
  if (code !== undefined && answerFor(model, code))
    return { kind: "answer", path: answerPath(model, code) };
  return { kind: "unknown-code", model, code: typed };
}

export function lookUpSymptom(search: URLSearchParams, language: Language): SymptomLookup {
  const text = (search.get("symptom") ?? "").trim().slice(0, SYMPTOM_MAX_LENGTH);
  if (!text) return { kind: "none" };
  const model = knownModel(search.get("modell"));
  const codes = codesForSymptom(text, language, model);
  return model ? { kind: "found", text, model, codes } : { kind: "found", text, codes };
}
