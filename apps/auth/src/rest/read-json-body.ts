// Parses a REST request body with a wire check (a body of flow-api.md) or a zod schema (the
// server's own REST bodies). A wrong content type is 415, malformed JSON or a body the check
// refuses is 400; none of them reaches a handler or becomes a 500.
import type { FlowProtocolError, Result } from "@kretsbutiken/flow-protocol";
import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "../http/http-error.ts";
import { nestsDeeperThan } from "../http/json-depth.ts";

export async function readJsonBody<T>(
  c: Context,
  check: z.ZodType<T> | ((json: unknown) => Result<T, FlowProtocolError>),
): Promise<T> {
  const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError("unsupported_media_type", "expected Content-Type: application/json");
  }
  const text = await c.req.text();
  if (nestsDeeperThan(text)) throw new HttpError("bad_request", "the body nests too deeply");
  let json: unknown;
  try {
    // An empty body (the official SDK sends one with this content type) reads as `{}`.
    json = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    throw new HttpError("bad_request", "malformed JSON", { cause: error });
  }
  if (typeof check === "function") {
    const result = check(json);
    if (!result.ok)
      throw new HttpError("bad_request", "invalid request body", { cause: result.error });
    return result.value;
  }
  const parsed = check.safeParse(json);
  if (!parsed.success)
    throw new HttpError("bad_request", "invalid request body", { cause: parsed.error });
  return parsed.data;
}
