// @kretsbutiken/flow-protocol: the wire format of the Hanko-compatible flow API as types and
// constants; the checks of its bodies live under "./checks". No runtime dependency.
export * from "./actions.ts";
export * from "./catalogue/index.ts";
export * from "./claims.ts";
export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./flow-protocol-error.ts";
export * from "./flows.ts";
export * from "./headers.ts";
export * from "./href.ts";
export * from "./inputs.ts";
export * from "./payloads.ts";
export * from "./profile-data.ts";
export * from "./rest.ts";
export * from "./result.ts";
export * from "./states.ts";
export * from "./thirdparty.ts";
export * from "./webauthn-options.ts";
export * from "./webhooks.ts";
