// Error, input, action and link objects of flow-api.md §1.4.
import { z } from "zod";
import { LINK_CATEGORIES, LINK_TARGETS, type Link } from "../envelope.ts";
import { FLOW_ERROR_CODES, INPUT_ERROR_CODES, type FlowError, type InputError } from "../errors.ts";
import { INPUT_TYPES, type AllowedValue, type Input } from "../inputs.ts";
import { unknownValue } from "./primitives.ts";

export const flowErrorSchema: z.ZodType<FlowError> = z.object({
  code: z.enum(FLOW_ERROR_CODES, { error: unknownValue("flow error code") }),
  message: z.string(),
  cause: z.string().optional(),
});

export const inputErrorSchema: z.ZodType<InputError> = z.object({
  code: z.enum(INPUT_ERROR_CODES, { error: unknownValue("input error code") }),
  message: z.string(),
  cause: z.string().optional(),
});

export const allowedValueSchema: z.ZodType<AllowedValue> = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  name: z.string(),
});

const lengthSchema = z.int().nonnegative();

export const inputSchema: z.ZodType<Input> = z.object({
  name: z.string().min(1),
  type: z.enum(INPUT_TYPES, { error: unknownValue("input type") }),
  value: z.unknown().optional(),
  min_length: lengthSchema.optional(),
  max_length: lengthSchema.optional(),
  required: z.boolean().optional(),
  hidden: z.boolean().optional(),
  error: inputErrorSchema.optional(),
  allowed_values: z.array(allowedValueSchema).optional(),
});

/**
 * Shape only: that `action` and the href agree with the key, and that the state may offer the
 * action, is checked by the envelope (./flow-response.ts), which knows the key and the state.
 */
export const actionSchema = z.object({
  href: z.string().min(1),
  inputs: z.record(z.string(), inputSchema),
  action: z.string(),
  description: z.string(),
});

export const linkSchema: z.ZodType<Link> = z.object({
  name: z.string(),
  href: z.string(),
  category: z.enum(LINK_CATEGORIES),
  target: z.enum(LINK_TARGETS),
});
