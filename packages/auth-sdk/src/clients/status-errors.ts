// Which error a failed answer becomes (product spec §7, §8). Each call may override entries,
// e.g. POST /emails turns 400 into EmailAddressAlreadyExistsError; unlisted statuses become an
// HttpError (a TechnicalError that keeps the status).
import { HEADERS } from "@kretsbutiken/flow-protocol";
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  type HankoError,
} from "../errors.ts";
import type { HttpResponse } from "../http/http-response.ts";

export type StatusErrorTable = {
  readonly [status: number]: (response: HttpResponse) => HankoError;
};

function retryAfter(response: HttpResponse): number | undefined {
  const seconds = response.parseNumericHeader(HEADERS.retryAfter);
  return seconds > 0 ? seconds : undefined;
}

export const STATUS_ERRORS: StatusErrorTable = {
  401: () => new UnauthorizedError(),
  403: () => new ForbiddenError(),
  404: () => new NotFoundError(),
  409: () => new ConflictError(),
  429: (response) => new TooManyRequestsError(retryAfter(response)),
};

export function errorForStatus(
  response: HttpResponse,
  overrides: StatusErrorTable = {},
): HankoError {
  const make = overrides[response.status] ?? STATUS_ERRORS[response.status];
  return make === undefined ? new HttpError(response.status) : make(response);
}
