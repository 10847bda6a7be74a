// An on/off environment variable, read the same way by every app: true/1/yes/on and
// false/0/no/off; anything else fails the app's config with the variable's name; unset is the
// fallback.
import { z } from "zod";

const ON = ["true", "1", "yes", "on"];

export const envFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ON.includes(value)));
