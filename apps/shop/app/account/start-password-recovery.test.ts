// Password recovery started the way /page/forgot_password does it, through the real SDK against
// the real auth server in each of its password settings.
import { Hanko } from "@kretsbutiken/auth-elements";
import { afterEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../auth/test/create-test-auth.ts";
import { signIn } from "../../../auth/test/sign-in.ts";
import { fakePlatform } from "@kretsbutiken/auth-sdk/testing";
import { FLOW_CACHE_KEY, startPasswordRecovery } from "./start-password-recovery.ts";

let auth: TestAuth | undefined;
afterEach(async () => {
  await auth?.close();
  auth = undefined;
});

async function recover(env: Record<string, string>, email: (a: TestAuth) => Promise<string>) {
  auth = await createTestAuth(env);
  const server = auth;
  const platform = {
    ...fakePlatform({ href: "http://localhost:3000/page/forgot_password" }),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(server.app.request(input instanceof Request ? input : String(input), init)),
  };
  const hanko = new Hanko("http://localhost:8000", { platform });
  const address = await email(server);
  const outcome = await startPasswordRecovery(hanko, address);
  return { outcome, address, saved: platform.storage.getItem(FLOW_CACHE_KEY), server };
}

const registered = async (server: TestAuth) => (await signIn(server)).address;

describe("startPasswordRecovery", () => {
  it("sends a recovery code and leaves the flow for the widget", async () => {
    const { outcome, address, saved, server } = await recover({}, registered);
    expect(outcome).toBe("code");
    expect(JSON.parse(saved ?? "{}")).toMatchObject({ name: "passcode_confirmation" });
    const mail = await server.smtp.nextMail(address);
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });

  it("with passwords switched off, says so and sends a login code instead", async () => {
    const { outcome, saved } = await recover({ PASSWORD_ENABLED: "false" }, registered);
    expect(outcome).toBe("codeLogin");
    expect(saved).not.toBeNull();
  });

  it("with recovery switched off, sends nothing", async () => {
    const { outcome, saved } = await recover({ PASSWORD_RECOVERY: "false" }, registered);
    expect(outcome).toBe("noRecovery");
    expect(saved).toBeNull();
  });

  it("refuses an address that is not one", async () => {
    const { outcome } = await recover({}, () => Promise.resolve("inte-en-adress"));
    expect(outcome).toBe("invalidEmail");
  });
});
