// Turns a catalogue InputSpec into the wire Input of §1.4 for a given configuration. Keys come
// out in Go's field order (name, type, value, min_length, max_length, required, hidden, error,
// allowed_values), although key order is not significant on the wire.
import type { InputError } from "../errors.ts";
import type { AllowedValue, Input } from "../inputs.ts";
import type { ConfigLengthKey, InputSpec, OptionalFlagKey } from "./action-spec.ts";

export type InputConfig = { readonly [K in ConfigLengthKey]: number } & {
  readonly [K in OptionalFlagKey]: boolean;
};

/** Hanko's built-in Go defaults (§5.1); the sample config.yaml uses email.max_length 100. */
export const DEFAULT_INPUT_CONFIG: InputConfig = {
  "email.max_length": 120,
  "username.min_length": 3,
  "username.max_length": 32,
  "password.min_length": 8,
  "email.optional": false,
  "username.optional": true,
  "password.optional": false,
};

/** Password inputs never accept more than bcrypt's 72 bytes (§2.2, §5.1). */
export const PASSWORD_MAX_BYTES = 72;

export type InputExtras = {
  /** For preserved inputs: the submitted value, or `null` (§1.5). */
  readonly value?: unknown;
  readonly error?: InputError;
  /** Sent only when non-empty (§1.4). */
  readonly allowedValues?: readonly AllowedValue[];
};

function length(setting: InputSpec["min_length"], config: InputConfig): number | undefined {
  if (setting === undefined || typeof setting === "number") return setting;
  return config[setting.config];
}

function required(setting: InputSpec["required"], config: InputConfig): boolean | undefined {
  if (setting === undefined || typeof setting === "boolean") return setting;
  return !config[setting.unlessConfig];
}

export function resolveInput(
  spec: InputSpec,
  config: InputConfig = DEFAULT_INPUT_CONFIG,
  extras: InputExtras = {},
): Input {
  const input: Input = { name: spec.name, type: spec.type };
  if (spec.preserve === true) input.value = extras.value ?? null;
  else if ("value" in extras) input.value = extras.value;
  const min = length(spec.min_length, config);
  if (min !== undefined) input.min_length = min;
  const max = length(spec.max_length, config);
  if (max !== undefined) input.max_length = max;
  const isRequired = required(spec.required, config);
  if (isRequired !== undefined) input.required = isRequired;
  if (spec.hidden !== undefined) input.hidden = spec.hidden;
  if (extras.error !== undefined) input.error = extras.error;
  if (extras.allowedValues !== undefined && extras.allowedValues.length > 0) {
    input.allowed_values = [...extras.allowedValues];
  }
  return input;
}
