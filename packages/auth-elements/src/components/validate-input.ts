// Client-side checks against the constraints the server sent with an input (spec §5), so
// the user hears about a missing or too long value before a round trip. The server checks
// again; its codes are the same, so both show the same message.
import type { Input, InputErrorCode } from "@kretsbutiken/flow-protocol";

const encoder = new TextEncoder();

/** Lengths on the wire count UTF-8 bytes (flow-protocol `Input`). */
export function byteLength(value: string): number {
  return encoder.encode(value).length;
}

export type ExtraCheck = (value: string) => InputErrorCode | undefined;

export function validateInput(
  input: Input,
  value: string,
  extra?: ExtraCheck,
): InputErrorCode | undefined {
  if (value.trim() === "") return input.required === true ? "value_missing_error" : undefined;
  if (input.min_length !== undefined && byteLength(value) < input.min_length) {
    return "value_too_short_error";
  }
  if (input.max_length !== undefined && byteLength(value) > input.max_length) {
    return "value_too_long_error";
  }
  return extra?.(value);
}

/** Identifier detection (spec §4, §5): text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Sign-up and onboarding email: at least one character that is not a digit (spec §5). */
export const hasNonDigit: ExtraCheck = (value) =>
  /\D/.test(value) ? undefined : "value_invalid_error";
