// Decoding a successful answer: JSON that is not JSON, or does not match its schema, is an
// InvalidResponseError rather than a TypeError somewhere later.
import type { FlowProtocolError, Result } from "@kretsbutiken/flow-protocol";
import { InvalidResponseError } from "../errors.ts";
import type { HttpResponse } from "../http/http-response.ts";

export function readJson(response: HttpResponse): unknown {
  try {
    return response.json();
  } catch (error) {
    return invalid(error);
  }
}

function invalid(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  throw new InvalidResponseError([{ path: "(root)", message: `not JSON: ${message}` }], error);
}

export function readBody<T>(
  response: HttpResponse,
  parse: (json: unknown) => Result<T, FlowProtocolError>,
): T {
  const result = parse(readJson(response));
  if (!result.ok) throw new InvalidResponseError(result.error.issues, result.error);
  return result.value;
}
