// The error results of flow-api.md §1.8 as tests expect them.
export const errorResult = (status: number, code: string, message: string) => ({
  name: "error",
  status,
  error: { code, message },
  csrf_token: "",
  actions: {},
  links: null,
});

export const NOT_PERMITTED = errorResult(
  403,
  "operation_not_permitted_error",
  "The operation is not permitted.",
);
export const TECHNICAL = errorResult(500, "technical_error", "Something went wrong.");
/** A request that cannot be bound (docs/decisions/0011: bad input is never a 500). */
export const MALFORMED = errorResult(400, "form_data_invalid_error", "Form data invalid.");
export const EXPIRED = errorResult(410, "flow_expired_error", "The flow has expired.");
