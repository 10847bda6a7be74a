import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path.ts";

describe("loggablePath", () => {
  it.each([
    ["/", "/"],
    ["/product/iphone-16-pro-max/1001", "/product/iphone-16-pro-max/1001"],
    ["/testbetalning/eyJhbGciOi.secret.token/", "/testbetalning/:token/"],
    ["/testbetalning/abc/pay", "/testbetalning/:token/pay"],
    ["/anna@example.se", "/[e-mail]"],
    [`/${"a".repeat(300)}`, `/${"a".repeat(199)}…`],
  ])("logs %j as %j", (path, expected) => {
    expect(loggablePath(path)).toBe(expected);
  });
});
