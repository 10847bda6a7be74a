import { expect, it } from "vitest";
import { callbackProblem } from "./callback-url.ts";

it.each([
  ["https://shop.example/hooks", true, undefined],
  ["http://localhost:4000/hooks", false, undefined],
  ["http://shop.example/hooks", true, "callback must be an https URL"],
  ["ftp://shop.example/hooks", false, "callback must be an http(s) URL"],
  ["javascript:alert(1)", false, "callback must be an http(s) URL"],
  ["/hooks", false, "callback is not a URL"],
  ["https://user:pw@shop.example/hooks", true, "callback must not hold credentials"],
])("%s (production: %s) → %s", (url, production, problem) => {
  expect(callbackProblem(url, production)).toBe(problem);
});
