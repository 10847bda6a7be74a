import { expect, it } from "vitest";
import { retryDelayMs } from "./retry-policy.ts";

it.each([
  [1, 30_000],
  [2, 60_000],
  [3, 120_000],
  [9, 7_680_000],
  [11, 6 * 60 * 60_000],
  [60, 6 * 60 * 60_000],
])("waits after failed attempt %i for %i ms", (attempts, ms) => {
  expect(retryDelayMs(attempts)).toBe(ms);
});
