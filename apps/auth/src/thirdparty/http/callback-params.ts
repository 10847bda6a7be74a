// What a provider sends back to /thirdparty/callback (RFC 6749 §4.1.2, flow-api.md §6.4): the
// query of a GET, or the form Apple posts (response_mode=form_post, with its `user` field on the
// first authorization). Only these five fields are read, as plain strings of bounded length; a
// repeated, oversized or missing field is absent, and a body that is not a form has none.
import type { Context } from "hono";

export interface CallbackParams {
  state?: string;
  code?: string;
  /** The provider's own error code (`access_denied`, …) and its description. */
  error?: string;
  errorDescription?: string;
  /** Apple's `user` form field: JSON with the name, sent on the first authorization only. */
  user?: string;
}

const FIELDS = {
  state: "state",
  code: "code",
  error: "error",
  errorDescription: "error_description",
  user: "user",
} as const satisfies Record<keyof CallbackParams, string>;

/** Far beyond any provider's codes and our sealed states (which are refused past 4096). */
const MAX_FIELD_LENGTH = 8192;
const FORM_TYPE = "application/x-www-form-urlencoded";

export function callbackParams(fields: URLSearchParams): CallbackParams {
  const params: CallbackParams = {};
  for (const [key, name] of Object.entries(FIELDS) as [keyof CallbackParams, string][]) {
    const values = fields.getAll(name);
    const value = values.length === 1 ? values[0]! : undefined;
    if (value !== undefined && value !== "" && value.length <= MAX_FIELD_LENGTH) {
      params[key] = value;
    }
  }
  return params;
}

/** The fields of a GET callback. */
export const queryFields = (c: Context): URLSearchParams => new URL(c.req.url).searchParams;

/** The fields of a posted form; none for any other body (JSON, multipart, garbage). */
export async function formFields(c: Context): Promise<URLSearchParams> {
  const header = c.req.header("Content-Type");
  if (header === undefined) return new URLSearchParams();
  // split() answers at least one part.
  const type = header.split(";")[0]!.trim().toLowerCase();
  if (type !== FORM_TYPE) return new URLSearchParams();
  try {
    return new URLSearchParams(await c.req.text());
  } catch {
    return new URLSearchParams();
  }
}

/** The params as the query of a GET callback (for a POST answered with 303 to the GET). */
export function callbackQuery(params: CallbackParams): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(FIELDS) as [keyof CallbackParams, string][]) {
    const value = params[key];
    if (value !== undefined) query.set(name, value);
  }
  return query.toString();
}
