// The action and input objects inside a flow response (flow-api.md §1.4).
import type { ActionName } from "./actions.ts";
import type { InputError } from "./errors.ts";

/** `number` is declared by the engine but used by no action (§1.4). */
export const INPUT_TYPES = ["string", "email", "password", "boolean", "number", "json"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** An `allowed_values` entry: the key is `name`, not `text` (§1.4). */
export type AllowedValue = {
  value: string | number | boolean;
  name: string;
};

/**
 * `inputs[name]`. Optional keys are absent unless the server sets them; `required` and
 * `hidden` may be sent as an explicit `false`. Never put secrets in `value`: the SDK sends
 * every `value` back with the next request (official-elements README §5, edge 6).
 */
export type Input = {
  name: string;
  type: InputType;
  /** Preserved inputs echo the submitted value, and `null` otherwise (§1.5). */
  value?: unknown;
  /** Bytes of the UTF-8 string, not characters (§1.5). */
  min_length?: number;
  max_length?: number;
  required?: boolean;
  hidden?: boolean;
  /** Only on the action that was just executed, after a failed submission. */
  error?: InputError;
  /** Present only when the list is non-empty. */
  allowed_values?: AllowedValue[];
};

/** `actions[name]`: `action` repeats the key; `inputs` is `{}`, never null (§8 item 21). */
export type Action<A extends ActionName = ActionName> = {
  /** API-relative: `/{flow}?action={action}%40{flowId}` (§1.3); see ./href.ts. */
  href: string;
  inputs: Record<string, Input>;
  action: A;
  /** Hanko's fixed text per action (catalogue); official clients do not read it. */
  description: string;
};

export const INPUT_WIRE_KEYS = [
  "name",
  "type",
  "value",
  "min_length",
  "max_length",
  "required",
  "hidden",
  "error",
  "allowed_values",
] as const;

export function isInputType(value: unknown): value is InputType {
  return typeof value === "string" && (INPUT_TYPES as readonly string[]).includes(value);
}
