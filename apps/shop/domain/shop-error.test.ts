import { describe, expect, it } from "vitest";
import { SHOP_ERROR_STATUS, ShopError, shopErrorStatus, type ShopErrorCode } from "./shop-error.ts";

class Example extends ShopError<"ERASURE_RACED"> {
  constructor() {
    super("ERASURE_RACED", "another erasure came first", { cause: "test" });
  }
}

describe("ShopError", () => {
  it("carries its code, its class's name, its message and its cause", () => {
    const error = new Example();
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("ERASURE_RACED");
    expect(error.name).toBe("Example");
    expect(error.message).toBe("another erasure came first");
    expect(error.cause).toBe("test");
  });

  it("takes its code as the message when it has none", () => {
    class Bare extends ShopError<"SOLD_OUT"> {
      constructor() {
        super("SOLD_OUT");
      }
    }
    expect(new Bare().message).toBe("SOLD_OUT");
  });

  it("maps each code to one status, and anything that is no ShopError to 500", () => {
    expect(shopErrorStatus(new Example())).toBe(409);
    expect(shopErrorStatus(new TypeError("x"))).toBe(500);
    expect(shopErrorStatus("thrown text")).toBe(500);
    const statuses = Object.entries(SHOP_ERROR_STATUS) as [ShopErrorCode, number][];
    expect(statuses.filter(([, status]) => status === 503).map(([code]) => code)).toEqual([
      "AUTH_UNAVAILABLE",
    ]);
  });
});
