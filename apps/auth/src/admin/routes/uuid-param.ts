// A path parameter that must be a UUID (Hanko's admin DTOs: `validate:"required,uuid"`): its
// value, or the 400 answer naming the parameter, so a handler never looks up a malformed id.
import type { Context } from "hono";
import { z } from "zod";
import { adminError } from "../admin-error.ts";

const uuid = z.uuid();

export function uuidParam(c: Context, name: string): string | Response {
  const parsed = uuid.safeParse(c.req.param(name));
  return parsed.success ? parsed.data : adminError(c, 400, `${name} is not a UUID`);
}
