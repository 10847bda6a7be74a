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
    // An account area: a layout page whose index is an endpoint, and a splat page inside it.
    ...route("account", "konto", page),
    ...route(
      "account-index",
      undefined,
      { action: () => null },
      { index: true, parentId: "account" },
    ),
    ...route("account-rest", "*", page, { parentId: "account" }),
    ...route("not-found", "*", { default: () => null, loader: () => null, action: () => null }),
    // A build's route table may hold gaps (its type allows undefined entries).
    gap: undefined,
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
    ["GET", "/api/%E0%A4%A"],
    ["POST", "/konto"],
    ["GET", "/konto/anything"],
    // ".data" only ends a data request: this is no page's path, so React Router's 404.
    ["POST", "/page.data/faq"],
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
    ["GET", "/api/consent//", "POST, OPTIONS"],
    ["HEAD", "/api/consent", "POST, OPTIONS"],
    ["POST", "/api/search/suggest", "GET, HEAD, OPTIONS"],
    ["DELETE", "/product/iphone-16/1001", "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/page/faq", "GET, HEAD, OPTIONS"],
    ["PROPFIND", "/no/such/page", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    // The index of /konto is the endpoint, not the layout page around it.
    ["GET", "/konto", "POST, OPTIONS"],
    // A splat inside a section is a page there, not the catch-all of every method.
    ["PUT", "/konto/anything", "GET, HEAD, OPTIONS"],
    // The data requests of the home page and of a path with a trailing slash.
    ["POST", "/_.data", "GET, HEAD, OPTIONS"],
    ["PUT", "/page/contact_us/_.data", "GET, HEAD, POST, OPTIONS"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    expect(await send(method, path)).toEqual({ status: 405, allow });
  });

  it("lets everything through that a build without a catch-all does not route", async () => {
    const bare = new Hono();
    const routes = { root: build.routes.root, faq: build.routes.faq };
    bare.use("*", methodGate({ routes } as unknown as ServerBuild));
    bare.all("*", (c) => c.text("passed on"));
    expect((await bare.request("/no/such/page", { method: "PUT" })).status).toBe(200);
    expect((await bare.request("/page/faq", { method: "PUT" })).status).toBe(405);
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
