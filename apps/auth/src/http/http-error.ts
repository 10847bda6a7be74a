// The HTTP layer's one base error: plugins and handlers throw it for a 4xx the client caused,
// and error-handler.ts turns it into the wire shape of the route (flow error result or REST
// `{code, message}`). Anything else thrown becomes a 500 whose body hides the details.
import { AuthError } from "../auth-error.ts";

export type HttpErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type";

const STATUS: Record<HttpErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
};

export class HttpError extends AuthError<HttpErrorCode> {
  readonly status: number;

  constructor(code: HttpErrorCode, message?: string, options?: ErrorOptions) {
    super(code, message, options);
    this.status = STATUS[code];
  }
}
