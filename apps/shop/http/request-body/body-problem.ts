// The ways a request can break the shop's one rule for bodies (README "Request bodies"): each
// has its HTTP status, a stable code for programs and the sentence a shopper reads.
import type { RequestBodyMessageKey } from "./request-body-messages.ts";

export type BodyProblemCode =
  "method_not_allowed" | "unsupported_media_type" | "malformed_body" | "body_too_large";

export interface BodyProblem {
  code: BodyProblemCode;
  status: 400 | 405 | 413 | 415;
  message: RequestBodyMessageKey;
}

/** The JSON a program gets: `{ "error": { "code": …, "message": … } }`, message translated. */
export interface ProblemAnswer {
  error: { code: BodyProblemCode; message: string };
}

const PROBLEMS: Record<BodyProblemCode, Omit<BodyProblem, "code">> = {
  method_not_allowed: { status: 405, message: "request.methodNotAllowed" },
  unsupported_media_type: { status: 415, message: "request.unsupportedType" },
  malformed_body: { status: 400, message: "request.malformed" },
  body_too_large: { status: 413, message: "request.tooLarge" },
};

export function bodyProblem(code: BodyProblemCode): BodyProblem {
  return { code, ...PROBLEMS[code] };
}
