// §8 item 22 and Appendix B18 through the real app: a failure inside an action is a 500 error
// result, nothing is persisted, the old CSRF token still works and the flow lock is free again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import type { Mailer } from "../../services.ts";
import { FlowClient } from "../testing/flow-client.ts";
import { createUser } from "../testing/flow-test-users.ts";
import { TECHNICAL } from "../testing/wire-results.ts";

let auth: TestAuth;
const brokenMailer: Mailer = { send: () => Promise.reject(new Error("SMTP is down")) };

beforeAll(async () => {
  auth = await createTestAuth({}, { deps: { mailer: brokenMailer } });
});
afterAll(() => auth.close());

it("22, B18: a throwing step answers 500, keeps the old token valid and releases the lock", async () => {
  const user = await createUser(auth, { password: "correct horse" });
  const flow = new FlowClient((path, init) => auth.request(path, init), "login");
  await flow.start();
  await flow.act("register_client_capabilities", {});
  const chooser = await flow.act("continue_with_login_identifier", { email: user.email });
  const failed = await flow.act("continue_to_passcode_confirmation");
  expect(failed).toEqual(TECHNICAL);
  expect(flow.last?.response.status).toBe(500);
  const row = await auth.deps.db
    .selectFrom("flows")
    .selectAll()
    .where("id", "=", flowIdOf(chooser))
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.data)).toMatchObject({ state: "login_method_chooser" });
  expect(await auth.deps.db.selectFrom("passcodes").selectAll().execute()).toEqual([]);
  const next = await flow.act(
    "continue_to_password_login",
    {},
    { href: chooser.actions.continue_to_password_login?.href ?? "", csrf: chooser.csrf_token },
  );
  expect(next.name).toBe("login_password");
});

function flowIdOf(body: { actions: Record<string, { href: string }> }): string {
  return decodeURIComponent(Object.values(body.actions)[0]?.href ?? "").split("@")[1] ?? "";
}
