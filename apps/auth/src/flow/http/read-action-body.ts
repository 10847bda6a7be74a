// Binding the body of an action request (flow-api.md §1.3): JSON with `input_data` and
// `csrf_token`. An empty body binds as `{}` whatever its Content-Type (the official client sends
// `Content-Type: application/json` with no body). Anything that cannot be bound, including a
// non-JSON Content-Type, broken JSON, a body over the size limit or a body that is not an
// object, is answered by the caller with 400 `form_data_invalid_error` (flow-routes.ts; Hanko
// answers 500 `technical_error`, decision record 0011).
import type { ActionRequestBody } from "@kretsbutiken/flow-protocol";
import { parseActionRequest } from "@kretsbutiken/flow-protocol/checks";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../http/json-depth.ts";

/** Far above any real action request (the largest, a WebAuthn response, is a few KiB). */
export const MAX_ACTION_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; body: ActionRequestBody } | { ok: false; cause: string };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > limit) return undefined;
  if (request.body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readActionBody(
  request: Request,
  limit = MAX_ACTION_BODY_BYTES,
): Promise<BodyResult> {
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readLimited(request, limit);
  } catch {
    return { ok: false, cause: "the request body could not be read" };
  }
  if (bytes === undefined) return { ok: false, cause: `the request body exceeds ${limit} bytes` };
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return { ok: true, body: {} };
  const type = request.headers.get("Content-Type") ?? "";
  if (!JSON_TYPE.test(type)) return { ok: false, cause: `unsupported content type "${type}"` };
  if (nestsDeeperThan(text)) {
    return { ok: false, cause: `the request body nests deeper than ${MAX_JSON_DEPTH} levels` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, cause: "the request body is not JSON" };
  }
  const parsed = parseActionRequest(json);
  return parsed.ok ? { ok: true, body: parsed.value } : { ok: false, cause: parsed.error.message };
}
