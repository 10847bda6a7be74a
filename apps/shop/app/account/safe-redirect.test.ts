import { describe, expect, it } from "vitest";
import { ELSEWHERE } from "../../test-support/elsewhere.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath, after signing in", () => {
  it("keeps a shop path", () => {
    expect(safeRedirectPath("/page/cart?step=2")).toBe("/page/cart?step=2");
  });

  it.each([...ELSEWHERE, "/login", "/page/login?redirect_to=/x", "/logout", "/page/register"])(
    "refuses %j",
    (value) => {
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});
