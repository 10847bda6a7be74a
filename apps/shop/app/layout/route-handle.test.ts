import { describe, expect, it } from "vitest";
import { cookieBarPositionFromPath } from "./route-handle.ts";

describe("cookieBarPositionFromPath (the three /voxo_plus/cookie_bar/* positions)", () => {
  it.each([
    ["/voxo_plus/cookie_bar/bottom", "bottom"],
    ["/voxo_plus/cookie_bar/bottom_left", "bottom-left"],
    ["/voxo_plus/cookie_bar/bottom_right", "bottom-right"],
    ["/", "bottom"],
  ])("%s → %s", (path, expected) => {
    expect(cookieBarPositionFromPath(path)).toBe(expected);
  });
});
