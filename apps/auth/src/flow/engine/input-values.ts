// Input processing of flow-api.md §1.5: normalisation first (trim, lower-case), then every
// declared input is checked and its first failure recorded. Lengths are UTF-8 bytes, not
// characters. Only string content counts as a value: a JSON number sent for a plain string
// input reads as empty, unless normalisation replaced it by its text first.
import {
  allowedValuesMessage,
  inputError,
  type AllowedValue,
  type InputError,
  type InputSpec,
} from "@kretsbutiken/flow-protocol";

/** An input as the executed action declares it: the catalogue spec with config applied. */
export interface DeclaredInput {
  readonly spec: InputSpec;
  readonly required: boolean;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly allowedValues: readonly AllowedValue[];
}

/** §1.5: the email check of Hanko's engine, applied to inputs of type `email`. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The textual form Go's gjson gives a value: what trim/lower-case work on. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Step 1: a normalised input becomes a string, a missing one "" (§1.5 side effect). */
export function normaliseInputs(
  data: Readonly<Record<string, unknown>>,
  declared: readonly DeclaredInput[],
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...data };
  for (const { spec } of declared) {
    if (spec.trim === true) values[spec.name] = textOf(values[spec.name]).trim();
    if (spec.lowercase === true) values[spec.name] = textOf(values[spec.name]).toLowerCase();
  }
  return values;
}

function checkInput(
  input: DeclaredInput,
  values: Readonly<Record<string, unknown>>,
): InputError | undefined {
  const { spec } = input;
  if (spec.type === "json" || spec.type === "boolean") return undefined;
  const present = Object.hasOwn(values, spec.name);
  const raw = values[spec.name];
  const value = typeof raw === "string" ? raw : "";
  const empty = value.length === 0;
  if (input.required && empty) return inputError("value_missing_error");
  const bytes = Buffer.byteLength(value, "utf8");
  if (!empty && input.minLength !== undefined && bytes < input.minLength) {
    return inputError("value_too_short_error");
  }
  if (!empty && input.maxLength !== undefined && bytes > input.maxLength) {
    return inputError("value_too_long_error");
  }
  if (spec.type === "email" && (input.required || !empty) && !EMAIL_PATTERN.test(value)) {
    return inputError("value_invalid_error");
  }
  if (spec.type === "string" && present && input.allowedValues.length > 0) {
    const allowed = input.allowedValues.map((entry) => entry.value);
    if (!allowed.some((candidate) => String(candidate) === value)) {
      return { code: "value_invalid_error", message: allowedValuesMessage(allowed) };
    }
  }
  return undefined;
}

/** Step 2: the first failure of each declared input, by input name. */
export function validateInputs(
  values: Readonly<Record<string, unknown>>,
  declared: readonly DeclaredInput[],
): Map<string, InputError> {
  const errors = new Map<string, InputError>();
  for (const input of declared) {
    const error = checkInput(input, values);
    if (error !== undefined) errors.set(input.spec.name, error);
  }
  return errors;
}

/** Read access for actions, with Go's conversions (gjson String/Bool). */
export class InputValues {
  readonly #values: Readonly<Record<string, unknown>>;

  constructor(values: Readonly<Record<string, unknown>>) {
    this.#values = values;
  }

  /** The string content, "" for anything else (validated inputs are strings by then). */
  string(name: string): string {
    const value = this.#values[name];
    return typeof value === "string" ? value : "";
  }

  /** JSON true, a non-zero number, or a string strconv.ParseBool reads as true. */
  boolean(name: string): boolean {
    const value = this.#values[name];
    if (typeof value === "boolean") return value;
    if (typeof value === "number") return value !== 0;
    return typeof value === "string" && ["1", "t", "T", "true", "TRUE", "True"].includes(value);
  }

  has(name: string): boolean {
    return Object.hasOwn(this.#values, name);
  }

  raw(name: string): unknown {
    return this.#values[name];
  }
}
