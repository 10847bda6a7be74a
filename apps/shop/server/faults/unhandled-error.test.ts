import { Hono } from "hono";
import type { Logger } from "pino";
import { describe, expect, it, vi } from "vitest";
import { ShopError } from "../../domain/shop-error.ts";
import { AuthUnavailableError } from "../auth/auth-unavailable-error.ts";
import { answerUnhandledError } from "./unhandled-error.ts";

class SoldOutForTest extends ShopError<"SOLD_OUT"> {
  constructor() {
    super("SOLD_OUT");
  }
}

function app() {
  const log = { error: vi.fn() };
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.set("log", log as unknown as Logger);
    await next();
  });
  app.get("/database-down", () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
  });
  app.get("/bug", () => {
    throw new TypeError("x is undefined");
  });
  app.get("/sign-in-provider-down", () => {
    throw new AuthUnavailableError("could not reach the provider");
  });
  app.get("/sold-out", () => {
    throw new SoldOutForTest();
  });
  app.onError(answerUnhandledError);
  return { app, log };
}

describe("answerUnhandledError", () => {
  it.each([
    ["/database-down", 503, "Service Unavailable", "database unavailable"],
    ["/bug", 500, "Internal Server Error", "unhandled error"],
    ["/sign-in-provider-down", 503, "Service Unavailable", "unhandled error"],
    ["/sold-out", 409, "Conflict", "unhandled error"],
  ])("answers %s with %i and logs the error once", async (path, status, body, message) => {
    const { app: shop, log } = app();
    const response = await shop.request(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) as unknown }, message);
  });
});
