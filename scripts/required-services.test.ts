import { describe, expect, it } from "vitest";
import { isCi, missingServices, requireServicesInCi } from "./required-services.ts";

const BOTH = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
  REDIS_URL: "redis://127.0.0.1:6379",
};

describe("services a CI run needs", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["FALSE", false],
    ["true", true],
    ["1", true],
    ["yes", true],
  ])("CI=%s counts as CI: %s", (value, expected) => {
    expect(isCi(value === undefined ? {} : { CI: value })).toBe(expected);
  });

  it("lets a local run without services go on (its tests skip themselves, saying so)", () => {
    expect(missingServices({})).toBeUndefined();
    expect(() => requireServicesInCi({ CI: "false" })).not.toThrow();
  });

  it("lets a CI run with PostgreSQL and Redis go on", () => {
    expect(missingServices({ CI: "true", ...BOTH })).toBeUndefined();
  });

  it.each([
    [{ REDIS_URL: BOTH.REDIS_URL }, /DATABASE_URL/],
    [{ DATABASE_URL: BOTH.DATABASE_URL }, /REDIS_URL/],
    [{ DATABASE_URL: "", REDIS_URL: "" }, /DATABASE_URL .* and REDIS_URL/],
    [{ DATABASE_URL: "./data/shop.sqlite", REDIS_URL: BOTH.REDIS_URL }, /DATABASE_URL/],
  ])("refuses a CI run with %o, naming what is missing", (env, reason) => {
    expect(() => requireServicesInCi({ CI: "true", ...env })).toThrow(reason);
  });
});
