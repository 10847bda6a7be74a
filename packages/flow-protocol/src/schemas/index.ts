// @kretsbutiken/flow-protocol/schemas: zod schemas and parsers for the wire format.
export { actionRequestSchema, inputData, parseActionRequest } from "./action-request.ts";
export { claimsSchema, lastLoginSchema } from "./claims.ts";
export { flowResponseSchema } from "./flow-response.ts";
export { formatPath } from "./issues.ts";
export { parseFlowResponse, parseFlowResponseOrThrow, parseWith } from "./parse.ts";
export { STATE_PAYLOAD_SCHEMAS } from "./payloads.ts";
export { timeSchema, uuidSchema } from "./primitives.ts";
export {
  identitySchema,
  profileDataSchema,
  profileEmailSchema,
  sessionInfoSchema,
  webauthnCredentialSchema,
} from "./profile-data.ts";
export {
  jwksResponseSchema,
  meResponseSchema,
  parseMeResponse,
  parseRestErrorBody,
  parseSessionValidateResponse,
  restErrorBodySchema,
  sessionValidateRequestSchema,
  sessionValidateResponseSchema,
} from "./rest.ts";
export { creationOptionsSchema, requestOptionsSchema } from "./webauthn-options.ts";
export {
  actionSchema,
  allowedValueSchema,
  flowErrorSchema,
  inputErrorSchema,
  inputSchema,
  linkSchema,
} from "./wire-objects.ts";
