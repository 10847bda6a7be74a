import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { methodGate } from "./method-gate.ts";

const page = { default: () => null };
const form = { default: () => null, action: () => null };
const route = (id: string, path: string | undefined, module: object, extra: object = {}) => ({
  [id]: { id, parentId: "root", path, module, ...extra },
});

/** A route table as a build has it: pages, a form page, endpoints, the catch-all. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader: () => null } },
    ...route("home", undefined, page, { index: true }),
    ...route("faq", "page/faq", page),
    ...route("contact", "page/contact_us", form),
    ...route("status", "payment/callback", page),
    ...route("consent", "api/consent", { action: () => null }),
    ...route("suggest", "api/search/suggest", { loader: () => null }),
    ...route("product", "product/:token/:id", page),
    ...route("device", "Huawei/P-Series", page, { caseSensitive: true }),
    ...route("not-found", "*", { default: () => null, loader: () => null, action: () => null }),
  },
} as unknown as ServerBuild;

const app = new Hono();
app.use("*", methodGate(build, { alsoServed: { "/payment/callback": ["POST"] } }));
app.all("*", (c) => c.text("passed on"));

async function send(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method, headers });
  return { status: response.status, allow: response.headers.get("Allow") ?? undefined };
}

describe("methodGate", () => {
  it.each([
    ["GET", "/page/faq"],
    ["HEAD", "/page/faq"],
    ["GET", "/"],
    ["POST", "/page/contact_us"],
    ["POST", "/page/contact_us.data"],
    ["POST", "/payment/callback"],
    ["POST", "/api/consent"],
    ["GET", "/api/search/suggest"],
    ["GET", "/product/iphone-16/1001"],
    // Not a route at all: the catch-all answers 404 for every method React Router runs.
    ["PUT", "/no/such/page"],
    ["DELETE", "/huawei/p-series"],
    ["POST", "/no/such/page"],
    // Not decodable: React Router's 404.
    ["PUT", "/page/%E0%A4%A"],
  ])("lets %s %s through", async (method, path) => {
    expect(await send(method, path)).toEqual({ status: 200, allow: undefined });
  });

  it.each([
    ["POST", "/page/faq", "GET, HEAD, OPTIONS"],
    ["PUT", "/page/contact_us", "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/page/contact_us.data", "GET, HEAD, POST, OPTIONS"],
    ["PATCH", "/", "GET, HEAD, OPTIONS"],
    ["PUT", "/payment/callback", "GET, HEAD, POST, OPTIONS"],
    ["GET", "/api/consent", "POST, OPTIONS"],
    ["GET", "/api/%63onsent", "POST, OPTIONS"],
    ["GET", "/API/consent/", "POST, OPTIONS"],
    ["HEAD", "/api/consent", "POST, OPTIONS"],
    ["POST", "/api/search/suggest", "GET, HEAD, OPTIONS"],
    ["DELETE", "/product/iphone-16/1001", "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/page/faq", "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/no/such/page", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    expect(await send(method, path)).toEqual({ status: 405, allow });
  });

  it("answers OPTIONS with the methods and no body", async () => {
    const response = await app.request("/page/contact_us", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(await response.text()).toBe("");
  });

  it("answers a program with JSON and a browser with a plain page, in its language", async () => {
    const json = await app.request("/api/consent", { headers: { Accept: "application/json" } });
    expect(await json.json()).toEqual({
      error: {
        code: "method_not_allowed",
        message: "Den här adressen tar inte emot den sortens anrop.",
      },
    });
    const page = await app.request("/api/consent", {
      headers: { "Sec-Fetch-Mode": "navigate", Cookie: "selectedLanguage=en" },
    });
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("This address does not accept that kind of request.");
  });
});
