// The error, input, action and link objects of a flow response (flow-api.md §1.4).
import {
  FLOW_ERROR_CODES,
  INPUT_ERROR_CODES,
  INPUT_TYPES,
  LINK_CATEGORIES,
  LINK_TARGETS,
  type AllowedValue,
  type FlowError,
  type Input,
  type InputError,
  type Link,
} from "../index.ts";
import { fail, mismatch, type Check } from "./check.ts";
import { array, object, optional, record } from "./combinators.ts";
import {
  boolean,
  nonEmptyString,
  nonNegativeInteger,
  oneOf,
  string,
  unknown,
} from "./primitives.ts";

export const flowErrorCheck = object<FlowError>({
  code: oneOf(FLOW_ERROR_CODES, "flow error code"),
  message: string,
  cause: optional(string),
});

const inputError = object<InputError>({
  code: oneOf(INPUT_ERROR_CODES, "input error code"),
  message: string,
  cause: optional(string),
});

type AllowedValueContent = AllowedValue["value"];

const allowedValueContent: Check<AllowedValueContent> = (
  value,
  path,
  issues,
): value is AllowedValueContent =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  Number.isFinite(value) ||
  fail(issues, path, mismatch("string, number or boolean", value));

const allowedValue = object<AllowedValue>({ value: allowedValueContent, name: string });

export const inputCheck = object<Input>({
  name: nonEmptyString,
  type: oneOf(INPUT_TYPES, "input type"),
  value: unknown,
  min_length: optional(nonNegativeInteger),
  max_length: optional(nonNegativeInteger),
  required: optional(boolean),
  hidden: optional(boolean),
  error: optional(inputError),
  allowed_values: optional(array(allowedValue)),
});

/** An action as sent; that `action` and its href agree with the key is the envelope's rule. */
export type WireAction = {
  href: string;
  inputs: Record<string, Input>;
  action: string;
  description: string;
};

export const actionCheck = object<WireAction>({
  href: nonEmptyString,
  inputs: record(inputCheck),
  action: string,
  description: string,
});

export const linkCheck = object<Link>({
  name: string,
  href: string,
  category: oneOf(LINK_CATEGORIES, "link category"),
  target: oneOf(LINK_TARGETS, "link target"),
});
