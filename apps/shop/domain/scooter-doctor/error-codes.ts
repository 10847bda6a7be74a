// Every error code Felkodsdoktorn knows, in code order.
import { BATTERY_CODES } from "./battery-codes.ts";
import { CONTROLLER_CODES } from "./controller-codes.ts";
import type { ErrorCode } from "./error-code.ts";
import { HANDLEBAR_CODES } from "./handlebar-codes.ts";
import { MOTOR_CODES } from "./motor-codes.ts";

export const ERROR_CODES: readonly ErrorCode[] = [
  ...HANDLEBAR_CODES,
  ...MOTOR_CODES,
  ...BATTERY_CODES,
  ...CONTROLLER_CODES,
].sort((a, b) => a.code - b.code);
