// @kretsbutiken/flow-protocol/testing: wire bodies built from the catalogue, and the cases
// every checker of the wire format must accept or reject, for the tests of the packages that
// send or read it.
export * from "./accepted.ts";
export * from "./flow-response-cases.ts";
export * from "./flow-responses.ts";
