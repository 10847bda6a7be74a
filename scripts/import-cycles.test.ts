import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findImportCycles,
  importsAgainstLayers,
  runtimeImports,
  runtimeImportsAcross,
} from "./import-cycles.ts";

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe("runtimeImports", () => {
  it("counts value imports and re-exports, not type-only ones", () => {
    const code = [
      'import { a } from "./a.ts";',
      'import type { B } from "./b.ts";',
      'import { type C } from "./c.ts";',
      'import { type D, d } from "./d.ts";',
      'import "./e.ts";',
      'export { f } from "./f.ts";',
      'export type { G } from "./g.ts";',
      'import { h } from "some-package";',
    ].join("\n");
    expect(runtimeImports(code)).toEqual(["./a.ts", "./d.ts", "./e.ts", "./f.ts"]);
  });
});

describe.each([
  "packages/flow-protocol/src",
  "packages/database/src",
  "packages/env-config/src",
  "packages/auth-sdk/src",
  "packages/auth-elements/src",
  "apps/auth/src",
  // The shop as one graph: its pages, its server and its rules (decision record 0058).
  "apps/shop",
])("%s", (root) => {
  it("has no import loop that carries values", () => {
    expect(findImportCycles(repo(root))).toEqual([]);
  });
});

describe("apps/shop/domain", () => {
  it("holds rules alone: it imports nothing of the pages, the server, React or the database", () => {
    expect(
      importsAgainstLayers(
        repo("apps/shop/domain"),
        [repo("apps/shop/app"), repo("apps/shop/server")],
        ["react", "react-dom", "react-router", "@kretsbutiken/database", "kysely"],
      ),
    ).toEqual([]);
  });

  it("would notice a module that reaches across a layer (checkout into the server)", () => {
    expect(
      importsAgainstLayers(repo("apps/shop/app/checkout"), [repo("apps/shop/server")], ["react"]),
    ).toContain("checkout/checkout.server.ts → ../../server/rate-limit/client-key.ts");
  });
});

// The shop's layers (decision record 0058): domain/ below both; server/ never runs code of app/;
// app/ runs server code only from its *.server.ts modules. The edges listed are the ones left
// to move; the lists may only shrink, and any new edge fails here.
describe("apps/shop's layers", () => {
  it("runs no code of the pages from the server, but for the request plumbing left to move", () => {
    expect(runtimeImportsAcross(repo("apps/shop"), "server", "app")).toEqual([
      "server/page-cache/page-audience.ts → app/account/session-token.ts",
      "server/page-cache/page-cache.ts → app/page-cache/page-cache-control.ts",
      "server/page-cache/page-cache.ts → app/preferences/read-preferences.ts",
      "server/payments/test-provider/test-payment-routes.ts → app/request-body/problem-response.server.ts",
      "server/payments/test-provider/test-payment-routes.ts → app/request-body/read-form-body.ts",
      "server/request-body/method-gate.ts → app/preferences/read-preferences.ts",
      "server/request-body/method-gate.ts → app/request-body/body-problem.ts",
      "server/request-body/method-gate.ts → app/request-body/problem-response.server.ts",
      "server/request-body/request-body-limit.ts → app/preferences/read-preferences.ts",
      "server/request-body/request-body-limit.ts → app/request-body/body-problem.ts",
      "server/request-body/request-body-limit.ts → app/request-body/problem-response.server.ts",
    ]);
  });

  it("runs server code from the pages only in their *.server.ts modules", () => {
    const edges = runtimeImportsAcross(repo("apps/shop"), "app", "server");
    expect(edges.filter((edge) => !/^app\/\S+\.server\.ts → /.test(edge))).toEqual([]);
    expect(edges).toEqual([
      "app/abuse/form-limit.server.ts → server/newsletter/newsletter-subscriptions.ts",
      "app/abuse/form-limit.server.ts → server/rate-limit/abuse-limit.ts",
      "app/abuse/form-limit.server.ts → server/rate-limit/client-key.ts",
      "app/checkout/checkout.server.ts → server/rate-limit/client-key.ts",
      "app/orders/order-lookup.server.ts → server/rate-limit/client-key.ts",
      "app/reviews/helpful-vote.server.ts → server/rate-limit/client-key.ts",
    ]);
  });
});
