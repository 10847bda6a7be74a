// @kretsbutiken/flow-protocol/zod: zod schemas of the wire bodies, for integrators who write
// their own client or server. Optional (zod ^4 is a peer dependency): the package's own server
// and SDK use the hand-written checks of "./checks", and tests hold the two to the same
// verdict on every fixture and case (decision record 0040).
export { actionRequestSchema } from "./action-request.ts";
export { claimsSchema, lastLoginSchema } from "./claims.ts";
export {
  actionSchema,
  flowErrorSchema,
  inputErrorSchema,
  inputSchema,
  linkSchema,
} from "./flow-objects.ts";
export { flowResponseSchema } from "./flow-response.ts";
export { issuePaths } from "./issue-paths.ts";
export { STATE_PAYLOAD_SCHEMAS } from "./payloads.ts";
export { profileDataSchema, sessionInfoSchema } from "./profile-data.ts";
export {
  jwksResponseSchema,
  meResponseSchema,
  restErrorBodySchema,
  sessionValidateRequestSchema,
  sessionValidateResponseSchema,
} from "./rest.ts";
export { creationOptionsSchema, requestOptionsSchema } from "./webauthn-options.ts";
