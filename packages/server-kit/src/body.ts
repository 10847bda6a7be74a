// Reading request bodies, apart from the rest of the kit: nothing here needs Node, so a module
// the shop's pages also import can use it without pulling Redis or SMTP into a bundle.
export { declaredLength, readBodyBytes, type BodyBytes, type BodyLimits } from "./body-bytes.ts";
export { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";
export { parseMediaType, type MediaType } from "./media-type.ts";
export { isJsonType, readJson, type JsonProblem, type JsonRead } from "./read-json.ts";
