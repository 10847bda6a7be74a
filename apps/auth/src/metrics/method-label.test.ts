import { describe, expect, it } from "vitest";
import { methodLabel } from "./method-label.ts";

describe("methodLabel", () => {
  it.each([
    ["GET", "GET"],
    ["POST", "POST"],
    ["OPTIONS", "OPTIONS"],
    ["PROPFIND", "OTHER"],
    ["get", "OTHER"],
  ])("%s is %s", (method, label) => {
    expect(methodLabel(method)).toBe(label);
  });
});
