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

/**
 * gjson's text of a number, strconv.FormatFloat(n, 'f', -1, 64): the shortest digits, never in
 * exponent form, and ±Inf for one too large for a double. (Digits of an integer beyond 2^53 that
 * gjson would keep as sent are already lost in JSON.parse.)
 */
function numberText(value: number): string {
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  if (Object.is(value, -0)) return "-0";
  const text = String(value);
  const e = text.indexOf("e");
  if (e === -1) return text;
  // JavaScript writes an exponent only from 1e21 up and below 1e-6: the point then lies
  // beyond the digits, so zeros follow them or stand between "0." and them.
  const sign = text.startsWith("-") ? "-" : "";
  const digits = text.slice(sign.length, e).replace(".", "");
  const exponent = Number(text.slice(e + 1));
  return text.charAt(e + 1) === "+"
    ? `${sign}${digits.padEnd(exponent + 1, "0")}`
    : `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
}

/** The textual form Go's gjson gives a value: what trim/lower-case work on. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  // true and false, objects and arrays: their JSON text.
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
  // Buffer counts UTF-8 bytes unless told another encoding.
  const bytes = Buffer.byteLength(value);
  if (!empty && bytes < (input.minLength ?? 0)) return inputError("value_too_short_error");
  // An empty value (0 bytes) is never too long, so emptiness needs no check here.
  if (bytes > (input.maxLength ?? Infinity)) return inputError("value_too_long_error");
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

/** The strings strconv.ParseBool reads as true; any other value, string or not, reads false. */
const PARSE_BOOL_TRUE: ReadonlySet<unknown> = new Set(["1", "t", "T", "true", "TRUE", "True"]);

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
    return PARSE_BOOL_TRUE.has(value);
  }

  has(name: string): boolean {
    return Object.hasOwn(this.#values, name);
  }

  raw(name: string): unknown {
    return this.#values[name];
  }
}
