// The body of an action request (flow-api.md §1.3), as `parseActionRequest` binds it.
import * as z from "zod";
import { anyObject } from "./primitives.ts";

/**
 * `input_data` may be omitted or null; it must be an object otherwise. Unknown keys are kept.
 * A missing `csrf_token` binds fine and then fails the CSRF check (403). A missing body
 * (`undefined`) binds as `{}`, as `parseActionRequest` binds it; anything else that does not
 * fit cannot be bound, which Hanko answers with 500 `technical_error`.
 */
export const actionRequestSchema = z
  .looseObject({
    input_data: anyObject.nullable().optional(),
    csrf_token: z.string().optional(),
  })
  .default(() => ({}));
