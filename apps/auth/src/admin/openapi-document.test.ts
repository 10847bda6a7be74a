import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestServer, type AdminTestServer } from "./admin-app-test-server.ts";
import { createOpenApiDocument } from "./openapi-document.ts";

let admin: AdminTestServer;
beforeAll(async () => {
  admin = await createAdminTestServer();
});
afterAll(() => admin.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  security: unknown[];
};

const document = createOpenApiDocument() as Document;

/** `METHOD /path/{param}` of every route the app answers (middleware left out). */
function answeredOperations(): string[] {
  const operations = admin.app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(operations)].sort();
}

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** `METHOD /path/{param}` of every operation (a path item's `parameters` is none). */
function documentedOperations(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the bearer secret required everywhere by default", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: "http", scheme: "bearer" }) as unknown,
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it("describes exactly the routes the app answers", () => {
    expect(documentedOperations()).toEqual(answeredOperations());
  });

  it("marks as open only the routes served without the secret", () => {
    const open = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(open.sort()).toEqual(["GET /health/alive", "GET /health/ready", "GET /openapi.json"]);
  });

  it("names every operation once", () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        typeof operation === "object" && "operationId" in operation ? [operation.operationId] : [],
      ),
    );
    expect(ids.length).toBe(documentedOperations().length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("defines every schema it refers to", () => {
    const missing = refsIn(document.paths)
      .concat(refsIn(document.components.schemas))
      .map((ref) => ref.replace("#/components/schemas/", ""))
      .filter((name) => !(name in document.components.schemas));
    expect([...new Set(missing)]).toEqual([]);
  });

  it("is what GET /openapi.json serves", async () => {
    const res = await admin.request("/openapi.json", { authorized: false });
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
