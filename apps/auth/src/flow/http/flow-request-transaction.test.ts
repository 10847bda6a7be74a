// One transaction per flow request (the attacker's review: a crash between creating the user
// and saving the flow left the flow stuck, every retry failing on a duplicate users_pkey).
// The crash is real: a database trigger makes saving the flow row fail once, after the user,
// its address and its session were written in the same request.
import { sql } from "@kretsbutiken/database";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { FlowClient } from "../testing/flow-client.ts";
import { uniqueEmail } from "../testing/flow-test-users.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth({ EMAIL_REQUIRE_VERIFICATION: "false", PASSWORD_ENABLED: "false" });
});
afterAll(() => auth.close());

async function failFlowSaves(on: boolean): Promise<void> {
  const { db } = auth.deps;
  if (auth.deps.dialect === "sqlite") {
    await (
      on
        ? sql`create trigger fail_flow_save before update on flows
            begin select raise(abort, 'crash before the flow is saved'); end`
        : sql`drop trigger fail_flow_save`
    ).execute(db);
    return;
  }
  if (on) {
    await sql`create function fail_flow_save() returns trigger language plpgsql as
      $$ begin raise exception 'crash before the flow is saved'; end $$`.execute(db);
    await sql`create trigger fail_flow_save before update on flows
      for each row execute function fail_flow_save()`.execute(db);
  } else {
    await sql`drop trigger fail_flow_save on flows`.execute(db);
    await sql`drop function fail_flow_save()`.execute(db);
  }
}

it("a request that crashes before the flow is saved leaves nothing behind, and its retry succeeds", async () => {
  const email = uniqueEmail();
  const flow = new FlowClient((path, init) => auth.request(path, init), "registration");
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  const href = flow.href("register_login_identifier");
  const json = { input_data: { email }, csrf_token: flow.body.csrf_token };

  await failFlowSaves(true);
  const crashed = await auth.request(href, { method: "POST", json });
  await failFlowSaves(false);
  expect(crashed.status).toBe(500);
  // Creating the user and issuing its session went down with the flow row.
  expect(await auth.deps.users.findByEmail(email)).toBeUndefined();
  const sessions = await auth.deps.db.selectFrom("sessions").select("id").execute();
  expect(sessions).toEqual([]);

  // The client retries with the token it still holds.
  const retried = await flow.post(href, json);
  expect(retried).toMatchObject({ name: "success", status: 200 });
  const user = await auth.deps.users.findByEmail(email);
  expect(user).toBeDefined();
  const rows = await auth.deps.db
    .selectFrom("sessions")
    .select("user_id")
    .where("user_id", "=", user?.user.id ?? "")
    .execute();
  expect(rows).toHaveLength(1);
});
