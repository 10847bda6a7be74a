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
  it("holds rules alone: it imports nothing of the pages, the server, the request plumbing, React or the database", () => {
    expect(
      importsAgainstLayers(
        repo("apps/shop/domain"),
        [repo("apps/shop/app"), repo("apps/shop/server"), repo("apps/shop/http")],
        ["react", "react-dom", "react-router", "@kretsbutiken/database", "kysely"],
      ),
    ).toEqual([]);
  });

  it("would notice a module that reaches across a layer (checkout into the server)", () => {
    expect(
      importsAgainstLayers(repo("apps/shop/app/checkout"), [repo("apps/shop/server")], ["react"]),
    ).toContain("checkout/checkout.server.ts → ../../server/orders/order-store.ts");
  });
});

describe("apps/shop/http", () => {
  it("reads requests alone: it imports nothing of the pages or the server, React or the database", () => {
    expect(
      importsAgainstLayers(
        repo("apps/shop/http"),
        [repo("apps/shop/app"), repo("apps/shop/server")],
        ["react", "react-dom", "react-router", "@kretsbutiken/database", "kysely"],
      ),
    ).toEqual([]);
  });
});

// The shop's layers (decision record 0058): domain/ below all; http/ on it; app/ and server/ on
// both. The server imports nothing of the pages, and the pages take the server's types only:
// what they run of it comes in the request's context (app/context/).
describe("apps/shop's layers", () => {
  it("has a server that imports nothing of the pages, not even a type (its tests may)", () => {
    expect(
      importsAgainstLayers(repo("apps/shop/server"), [repo("apps/shop/app")], [], { tests: false }),
    ).toEqual([]);
    expect(importsAgainstLayers(repo("apps/shop/server"), [repo("apps/shop/app")], [])).toContain(
      "server/catalogue/catalogue-pages.test.ts → ../../app/catalogue/shelf.ts",
    );
  });

  it("runs no code of the pages from the server", () => {
    expect(runtimeImportsAcross(repo("apps/shop"), "server", "app")).toEqual([]);
  });

  it("runs no code of the server from the pages", () => {
    expect(runtimeImportsAcross(repo("apps/shop"), "app", "server")).toEqual([]);
  });

  it("would notice a run-time import, and leaves a type-only one alone", () => {
    const edges = runtimeImportsAcross(repo("apps/shop"), "app/checkout", "domain");
    expect(edges).toContain("app/checkout/checkout.server.ts → domain/moms.ts");
    expect(edges).not.toContain("app/checkout/checkout.server.ts → domain/catalogue/product.ts");
  });
});
