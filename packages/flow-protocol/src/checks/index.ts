// @kretsbutiken/flow-protocol/checks: the one set of checks of the wire format, used by the
// server (request bodies; its tests check its responses) and the SDK (responses) alike.
// Hand-written and dependency-free, so the browser bundle carries no schema library.
export { actionRequestCheck, inputData, parseActionRequest } from "./action-request.ts";
export type { Check, Issues, Path } from "./check.ts";
export { claimsCheck, lastLoginCheck } from "./claims.ts";
export { flowResponseCheck, parseFlowResponse } from "./flow-response.ts";
export { parseWith, summarise } from "./parse-with.ts";
export { profileDataCheck, sessionInfoCheck } from "./profile-data.ts";
export {
  jwksResponseCheck,
  parseJwksResponse,
  parseMeResponse,
  parseRestErrorBody,
  parseSessionValidateRequest,
  parseSessionValidateResponse,
  restErrorBodyCheck,
  sessionValidateRequestCheck,
  sessionValidateResponseCheck,
} from "./rest.ts";
