import { describe, expect, it } from "vitest";
import { cacheMaxAgeSeconds } from "./cache-control.ts";

describe("cacheMaxAgeSeconds", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["public, max-age=600", 600],
    ["Max-Age=30, must-revalidate", 30],
    ["no-store", 0],
    ["max-age=600, no-cache", 0],
    ["max-age=-1", undefined],
    ["max-age=soon", undefined],
  ])("%j → %j", (header, seconds) => {
    expect(cacheMaxAgeSeconds(header)).toBe(seconds);
  });
});
