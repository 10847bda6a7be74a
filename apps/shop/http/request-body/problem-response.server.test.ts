import { describe, expect, it } from "vitest";
import { bodyProblem } from "./body-problem.ts";
import { problemResponse } from "./problem-response.server.ts";

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { method: "POST", headers });

const NAVIGATE = { "Sec-Fetch-Mode": "navigate", Accept: "text/html,*/*;q=0.8" };

describe("problemResponse", () => {
  it.each([
    ["fetch", { "Sec-Fetch-Mode": "cors", Accept: "*/*" }],
    ["curl", { Accept: "*/*" }],
    ["no headers at all", {}],
    ["an Accept asking for JSON", { Accept: "application/json, text/html" }],
    ["React Router's data request", { ...NAVIGATE }, "/api/newsletter.data"],
  ])("answers %s with JSON carrying the code", async (_case, headers, path = "/api/newsletter") => {
    const response = problemResponse(request(path, headers), bodyProblem("body_too_large"), {
      language: "en",
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: {
        code: "body_too_large",
        message: "What you sent is too large. Shorten the text and try again.",
      },
    });
  });

  it.each([
    ["a navigation", NAVIGATE],
    ["an Accept for HTML, without Fetch Metadata", { Accept: "text/html" }],
  ])("answers %s with a plain page in the shopper's language", async (_case, headers) => {
    const response = problemResponse(
      request("/api/consent", headers),
      bodyProblem("malformed_body"),
      {
        language: "se",
      },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<h1>Vi kunde inte ta emot det du skickade</h1>");
    expect(html).toContain("Formuläret kom fram trasigt eller ofullständigt. Försök igen.");
    expect(html).toContain('<a href="/">Tillbaka</a>');
    expect(html).not.toMatch(/<script|<style/);
  });

  it.each([
    ["http://shop.test/page/faq?x=1", "/page/faq?x=1"],
    [
      'http://shop.test/page/faq?q="><svg onload=alert(1)>',
      "/page/faq?q=%22%3E%3Csvg%20onload=alert(1)%3E",
    ],
    ["https://elsewhere.test/page/faq", "/"],
    ["http://shop.test//evil.example/", "/"],
    ["http://shop.test/%2F%2Fevil.example", "/"],
    ["not a URL", "/"],
  ])("links back to a Referer of %s as %s", async (referer, back) => {
    const response = problemResponse(
      request("/api/consent", { ...NAVIGATE, Referer: referer }),
      bodyProblem("unsupported_media_type"),
      { language: "en" },
    );
    expect(await response.text()).toContain(
      `<a href="${back.replaceAll('"', "&quot;")}">Go back</a>`,
    );
  });

  it.each([
    ["a page", NAVIGATE],
    ["a script", {}],
  ])("says which methods are allowed in its answer to %s", (_asker, headers) => {
    const response = problemResponse(
      request("/api/consent", headers),
      bodyProblem("method_not_allowed"),
      {
        language: "en",
        allow: "POST, OPTIONS",
      },
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST, OPTIONS");
  });
});
