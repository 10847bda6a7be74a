// The package's one base error. Its `code` is stable; `issues` names every field that failed,
// as a dotted path such as `actions.verify_passcode.inputs`.

export const FLOW_PROTOCOL_ERROR_CODES = [
  /** The body is not a well-formed flow response (§1.4). */
  "malformed_response",
  /** A well-formed envelope whose `name` is not a state of §2.1 (the widget's "handler not found"). */
  "unknown_state",
  /** A non-flow endpoint's body (§6.4) has the wrong shape. */
  "malformed_rest_response",
  /** An action href or `action` query value that §1.3 does not allow (the server answers 500). */
  "malformed_href",
  /** An action request body that cannot be bound (§1.3; the server answers 500). */
  "malformed_request",
] as const;

export type FlowProtocolErrorCode = (typeof FLOW_PROTOCOL_ERROR_CODES)[number];

export type ProtocolIssue = {
  /** Dotted field path, `(root)` for the whole value, e.g. `payload.user.emails[0].address`. */
  readonly path: string;
  readonly message: string;
};

export class FlowProtocolError extends Error {
  override readonly name = "FlowProtocolError";
  readonly code: FlowProtocolErrorCode;
  readonly issues: readonly ProtocolIssue[];

  constructor(
    code: FlowProtocolErrorCode,
    message: string,
    options: { issues?: readonly ProtocolIssue[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.issues = options.issues ?? [];
  }
}
