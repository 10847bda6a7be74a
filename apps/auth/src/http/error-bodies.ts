// The two error wire shapes: the flow error result (flow-api.md §1.8) and the REST body (§6.4).
import {
  FLOW_ERRORS,
  flowError,
  REST_ERRORS,
  type ErrorResult,
  type FlowErrorCode,
  type RestErrorBody,
} from "@kretsbutiken/flow-protocol";
import { statusText } from "./status-text.ts";

/** `{code, message}` with Go's status text, as Hanko's Echo handlers answer. */
export function restErrorBody(status: number): RestErrorBody {
  if (status === REST_ERRORS.unauthorized.code) return { ...REST_ERRORS.unauthorized };
  if (status === REST_ERRORS.notFound.code) return { ...REST_ERRORS.notFound };
  return { code: status, message: statusText(status) };
}

/**
 * A flow error result for an HTTP-level failure. Its code's own status (flow-api.md §1.6) is the
 * HTTP status, so an oversized body (413) is answered 400 `form_data_invalid_error`.
 */
export function flowErrorResult(status: number): ErrorResult {
  const code = flowCodeFor(status);
  return {
    name: "error",
    status: FLOW_ERRORS[code].status,
    error: flowError(code),
    csrf_token: "",
    actions: {},
    links: null,
  };
}

function flowCodeFor(status: number): FlowErrorCode {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "operation_not_permitted_error";
    case 404:
      return "not_found";
    case 429:
      return "rate_limit_exceeded";
    default:
      // Malformed, oversized or mistyped bodies: the client sent form data we cannot use.
      return status < 500 ? "form_data_invalid_error" : "technical_error";
  }
}
