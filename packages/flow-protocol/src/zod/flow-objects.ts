// The error, input, action and link objects of a flow response (flow-api.md §1.4), as
// ../checks/wire-objects.ts.
import * as z from "zod";
import {
  FLOW_ERROR_CODES,
  INPUT_ERROR_CODES,
  INPUT_TYPES,
  LINK_CATEGORIES,
  LINK_TARGETS,
  type ActionName,
} from "../index.ts";
import { nonEmptyString, nonNegativeInteger } from "./primitives.ts";

export const flowErrorSchema = z.looseObject({
  code: z.enum(FLOW_ERROR_CODES),
  message: z.string(),
  cause: z.string().optional(),
});

export const inputErrorSchema = z.looseObject({
  code: z.enum(INPUT_ERROR_CODES),
  message: z.string(),
  cause: z.string().optional(),
});

const allowedValueSchema = z.looseObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
  name: z.string(),
});

export const inputSchema = z.looseObject({
  name: nonEmptyString,
  type: z.enum(INPUT_TYPES),
  /** Preserved inputs echo the submitted value, and `null` otherwise (§1.5). */
  value: z.unknown().optional(),
  min_length: nonNegativeInteger.optional(),
  max_length: nonNegativeInteger.optional(),
  required: z.boolean().optional(),
  hidden: z.boolean().optional(),
  error: inputErrorSchema.optional(),
  allowed_values: z.array(allowedValueSchema).optional(),
});

/**
 * `actions[action]`: `action` repeats its key. That an input's `name` repeats its key and the
 * href points at the action are the envelope's rules (./flow-response.ts).
 */
export function actionSchema<const A extends ActionName>(action: A) {
  return z.looseObject({
    href: nonEmptyString,
    // Never null (§8 item 21).
    inputs: z.record(z.string(), inputSchema),
    action: z.literal(action),
    description: z.string(),
  });
}

export const linkSchema = z.looseObject({
  name: z.string(),
  href: z.string(),
  category: z.enum(LINK_CATEGORIES),
  target: z.enum(LINK_TARGETS),
});
