import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { fullMatchNeeded } from "./full-match-needed.ts";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

const route = (id: string, path: string | undefined, get: boolean, extra: object = {}) =>
  ({ id, parentId: "root", path, get, ...extra }) as unknown as BuildRoute & { get: boolean };

/** Pages serve GET; endpoints (an action only) do not, one of them case-sensitive. */
const routes = [
  route("root", "", true, { parentId: undefined }),
  route("faq", "page/faq", true),
  route("consent", "api/consent", false),
  route("suggest", "api/search/suggest", true),
  route("upload", "Huawei/Upload", false, { caseSensitive: true }),
  route("account", "konto", true),
  route("account-index", undefined, false, { parentId: "account", index: true }),
  route("not-found", "*", true),
];
const build = { routes: Object.fromEntries(routes.map((r) => [r.id, r])) };
const needed = fullMatchNeeded(routes, build, (r) => (r as { get?: boolean }).get === true);

describe("fullMatchNeeded", () => {
  it("lets GET and HEAD skip matching on paths no endpoint without GET has", () => {
    expect(
      ["/page/faq", "/api/search/suggest", "/", "/huawei/upload", "/konto/x"].flatMap((path) =>
        ["GET", "HEAD"].map((method) => needed(method, path)),
      ),
    ).toEqual(Array(10).fill(false));
  });

  it("matches GET and HEAD in full on a path an endpoint without GET might have", () => {
    expect(
      ["/api/consent", "/API/Consent/", "/Huawei/Upload", "/konto"].flatMap((path) =>
        ["GET", "HEAD"].map((method) => needed(method, path)),
      ),
    ).toEqual(Array(8).fill(true));
  });

  it("matches every other method in full, on any path", () => {
    expect(
      ["POST", "PUT", "DELETE", "OPTIONS", "PROPFIND"].map((method) => needed(method, "/page/faq")),
    ).toEqual(Array(5).fill(true));
  });
});
