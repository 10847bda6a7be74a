import { describe, expect, it } from "vitest";
import { redirectUriProblem, redirectUrisProblem } from "./redirect-uri-problem.ts";

describe("redirectUriProblem", () => {
  it.each([
    ["https://shop.example/callback", true, undefined],
    ["https://shop.example/callback?from=oidc", true, undefined],
    ["http://localhost:3000/callback", true, undefined],
    ["http://127.0.0.1:8080/cb", true, undefined],
    ["http://[::1]:8080/cb", true, undefined],
    ["http://shop.example/callback", false, undefined],
    ["http://shop.example/callback", true, "must be an https URL (http only on localhost)"],
    ["http://localhost.shop.example/cb", true, "must be an https URL (http only on localhost)"],
    ["/callback", false, "is not an absolute URL"],
    ["shop.example/callback", false, "is not an absolute URL"],
    ["", false, "is not an absolute URL"],
    ["javascript:alert(1)", false, "must be an http(s) URL"],
    ["data:text/html,hej", false, "must be an http(s) URL"],
    ["se.kretsbutiken.app:/callback", false, "must be an http(s) URL"],
    ["https://shop.example/cb#done", false, "must not hold a fragment"],
    ["https://shop.example/cb#", false, "must not hold a fragment"],
    ["https://user:pw@shop.example/cb", false, "must not hold credentials"],
    [" https://shop.example/cb", false, "must not hold whitespace"],
    ["https://shop.example/c b", false, "must not hold whitespace"],
  ])("%s (production: %s) → %s", (uri, production, problem) => {
    expect(redirectUriProblem(uri, production)).toBe(problem);
  });
});

describe("redirectUrisProblem", () => {
  it("names the member and index of the first bad URI", () => {
    const uris = ["https://a.example/cb", "/relative", "javascript:void(0)"];
    expect(redirectUrisProblem("redirect_uris", uris, false)).toBe(
      "redirect_uris.1 is not an absolute URL",
    );
  });

  it("finds nothing wrong with good URIs or none", () => {
    expect(redirectUrisProblem("redirect_uris", ["https://a.example/cb"], true)).toBeUndefined();
    expect(redirectUrisProblem("post_logout_redirect_uris", [], true)).toBeUndefined();
  });
});
