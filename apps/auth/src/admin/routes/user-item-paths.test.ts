// What the OpenAPI path items of the e-mail, password, credential and session modules describe
// is what the admin app serves, behind its bearer secret: without it every documented operation
// is 401; with it each reaches its handler, which looks the user up first (404 "user not found"
// for an unknown one) rather than falling through to "no such route".
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { createAdminApp } from "../admin-app.ts";
import type { OpenApiPaths } from "../admin-env.ts";
import { credentialPaths } from "./credential-routes.ts";
import { emailPaths } from "./email-routes.ts";
import { passwordPaths } from "./password-routes.ts";
import { sessionPaths } from "./session-routes.ts";

const SECRET = "admin-secret-for-tests";
const PATHS: OpenApiPaths = {
  ...emailPaths,
  ...passwordPaths,
  ...credentialPaths,
  ...sessionPaths,
};

const operations = Object.entries(PATHS).flatMap(([template, item]) =>
  Object.keys(item)
    .filter((key) => key !== "parameters")
    .map((method) => [method.toUpperCase(), template] as const),
);

const concrete = (template: string) =>
  template.replace("{credential_id}", "some-credential").replace(/\{\w+\}/g, () => randomUUID());

let auth: TestAuth;
let request: (path: string, init: RequestInit) => Promise<Response>;
beforeAll(async () => {
  auth = await createTestAuth();
  const app = createAdminApp(auth.deps, { secret: SECRET, logger: auth.deps.logger });
  request = async (path, init) => app.request(path, init);
});
afterAll(() => auth.close());

it("documents the 16 routes Hanko has and the 3 we add", () => {
  expect(operations).toHaveLength(19);
});

it.each(operations)("%s %s needs the bearer secret", async (method, template) => {
  const res = await request(concrete(template), { method });
  expect(res.status).toBe(401);
});

it.each(operations)("%s %s is served", async (method, template) => {
  const res = await request(concrete(template), {
    method,
    headers: { Authorization: `Bearer ${SECRET}` },
  });
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ message: "user not found" });
});
