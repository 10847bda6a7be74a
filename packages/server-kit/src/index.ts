export * from "./body.ts";
export {
  createRedisFixedWindow,
  type FixedWindow,
  type WindowCount,
} from "./redis-fixed-window.ts";
export { requestIdFrom, requestIdMiddleware } from "./request-id.ts";
export { createSmtpTransport, smtpTransportOptions } from "./smtp-transport.ts";
