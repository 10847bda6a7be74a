export { envFlag } from "./env-flag.ts";
