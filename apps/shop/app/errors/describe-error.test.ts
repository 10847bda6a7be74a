import { describe, expect, it } from "vitest";
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describeError } from "./describe-error.ts";
import { throwPageNotFound, throwValidationFailed } from "./page-errors.ts";

/** What a thrown data() becomes by the time it reaches an error boundary. */
function asRouteError(thrower: () => never) {
  try {
    thrower();
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init?: ResponseInit };
    return new ErrorResponseImpl(init?.status ?? 500, "", data);
  }
}

describe("the page errors of spec §2/§5/§8", () => {
  it("an unmatched path: 404 'Page not found: {path}'", () => {
    const error = asRouteError(() => throwPageNotFound("/finns-inte"));
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(describeError(error)).toEqual({ status: 404, message: "Page not found: /finns-inte" });
  });

  it("a failed validate hook: 404 'Page Not Found: {path}'", () => {
    const error = asRouteError(() => throwValidationFailed("/shop/shop_list/%3Cx%3E"));
    expect(describeError(error)).toEqual({
      status: 404,
      message: "Page Not Found: /shop/shop_list/%3Cx%3E",
    });
  });
});

describe("describeError", () => {
  it("turns any thrown Error into a 500 with its message (default status 500)", () => {
    expect(describeError(new Error("boom"))).toEqual({ status: 500, message: "boom" });
  });

  it("copes with things that are not errors", () => {
    expect(describeError("odd")).toEqual({ status: 500, message: "odd" });
    expect(describeError(undefined)).toEqual({ status: 500, message: "Unknown error" });
  });

  it("uses a route error's text data or status text", () => {
    expect(describeError(new ErrorResponseImpl(503, "Service Unavailable", null))).toEqual({
      status: 503,
      message: "Service Unavailable",
    });
    expect(describeError(new ErrorResponseImpl(400, "", "Bad input"))).toEqual({
      status: 400,
      message: "Bad input",
    });
  });
});
