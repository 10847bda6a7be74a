// The second factor's rules, case by case over the real flow context and the flow policy read
// from the environment: when a flow asks the user to set up a second factor, which one a
// sign-in on an untrusted device must give, when the device is offered trust, and whether a
// trusted-device cookie (real store, SQLite) counts for the flow's user.
import type { FlowName, StateName } from "@kretsbutiken/flow-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/test-database.ts";
import { readAuthConfig, type MfaConfig } from "../../config/config.ts";
import { createTrustedDeviceStore, serializeDeviceCookie } from "../../mfa/trusted-devices.ts";
import { FlowRequestContext } from "../engine/flow-context.ts";
import type { AuthStash } from "../flows/auth-stash.ts";
import type { AuthFlowTypes, FlowDeps } from "../flows/flow-deps.ts";
import { flowPolicy, type FlowPolicy } from "../flows/flow-policy.ts";
import {
  deviceTrusted,
  mfaUsageState,
  offersDeviceTrust,
  scheduleMfaCreation,
  securityKeysUsable,
} from "./mfa-rules.ts";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const config = readAuthConfig({
  NODE_ENV: "test",
  PUBLIC_URL: "http://localhost:8000",
  ALLOWED_ORIGINS: "http://localhost:3000",
  MFA_ENABLED: "true",
});

interface Setup {
  flow?: FlowName;
  mfa?: Partial<Omit<MfaConfig, "securityKeys" | "deviceTrust">>;
  securityKeys?: Partial<MfaConfig["securityKeys"]>;
  deviceTrust?: Partial<MfaConfig["deviceTrust"]>;
  password?: Partial<FlowPolicy["password"]>;
  email?: Partial<FlowPolicy["email"]>;
  stash?: AuthStash;
  /** States already scheduled in front. */
  scheduled?: StateName[];
  /** States the flow has left before. */
  visited?: StateName[];
  deps?: Partial<FlowDeps>;
}

function context(setup: Setup = {}): FlowRequestContext<AuthFlowTypes> {
  const mfa: MfaConfig = {
    ...config.mfa,
    ...setup.mfa,
    securityKeys: { ...config.mfa.securityKeys, ...setup.securityKeys },
    deviceTrust: { ...config.mfa.deviceTrust, ...setup.deviceTrust },
  };
  const policy = flowPolicy(config, {
    mfa,
    password: { enabled: true, ...setup.password },
    email: { useForAuthentication: true, ...setup.email },
  });
  const deps = {
    config,
    policy,
    clock: { now: () => NOW },
    deviceCookie: undefined,
    ...setup.deps,
  } as FlowDeps;
  return new FlowRequestContext<AuthFlowTypes>({
    flowName: setup.flow ?? "registration",
    flowId: crypto.randomUUID(),
    deps,
    document: {
      state: "password_creation",
      prev_state: "",
      scheduled: setup.scheduled ?? [],
      data: { ...setup.stash },
      hist: (setup.visited ?? []).map((state) => ({
        state,
        prev_state: "",
        data: {},
        scheduled: [],
        revertible: true,
      })),
    },
  });
}

describe("scheduleMfaCreation", () => {
  // A new user with a password: registration asks for a second factor by default.
  const signUp: Setup = {
    flow: "registration",
    stash: { user_has_password: true },
  };
  const asks = [...(["mfa_method_chooser"] as const)];

  const cases: [string, Setup, StateName[]][] = [
    ["signing up with a password", signUp, asks],
    [
      "signing up with an e-mail address as the way in",
      { flow: "registration", stash: { email: "anna@example.se" } },
      asks,
    ],
    [
      "signing in to an account with addresses, when login acquires",
      { flow: "login", mfa: { acquireOnLogin: true }, stash: { user_has_emails: true } },
      asks,
    ],
    [
      "signing in when login does not acquire",
      { flow: "login", mfa: { acquireOnLogin: false }, stash: { user_has_password: true } },
      [],
    ],
    [
      "signing up when registration does not acquire (login would)",
      { ...signUp, mfa: { acquireOnRegistration: false, acquireOnLogin: true } },
      [],
    ],
    [
      "in the profile, whatever the flows acquire",
      { ...signUp, flow: "profile", mfa: { acquireOnLogin: true } },
      [],
    ],
    ["second factors off", { ...signUp, mfa: { enabled: false } }, []],
    [
      "neither an app nor a security key allowed",
      {
        ...signUp,
        mfa: { totpEnabled: false },
        securityKeys: { enabled: false },
        stash: { user_has_password: true, security_key_attachment_supported: true },
      },
      [],
    ],
    [
      "only security keys, the browser able to use one",
      {
        ...signUp,
        mfa: { totpEnabled: false },
        stash: { user_has_password: true, security_key_attachment_supported: true },
      },
      asks,
    ],
    [
      "only the app, the browser unable to use a key",
      { ...signUp, securityKeys: { enabled: false } },
      asks,
    ],
    ["a password still to be chosen first", { ...signUp, scheduled: ["password_creation"] }, []],
    [
      "a password recovery under way",
      { ...signUp, stash: { user_has_password: true, pw_recovery_pending: true } },
      [],
    ],
    [
      "a provider's sign-in",
      { ...signUp, stash: { user_has_password: true, login_method: "third_party" } },
      [],
    ],
    [
      "a password sign-in",
      { ...signUp, stash: { user_has_password: true, login_method: "password" } },
      asks,
    ],
    ["the chooser shown before", { ...signUp, visited: ["mfa_method_chooser"] }, []],
    [
      "the user has an app already",
      { ...signUp, stash: { user_has_password: true, user_has_otp_secret: true } },
      [],
    ],
    [
      "the user has a security key already",
      { ...signUp, stash: { user_has_password: true, user_has_security_key: true } },
      [],
    ],
    [
      "a password, but passwords are off and e-mail is not a way in",
      { ...signUp, password: { enabled: false }, email: { useForAuthentication: false } },
      [],
    ],
    [
      "an address, but e-mail is not a way in",
      {
        flow: "registration",
        email: { useForAuthentication: false },
        stash: { email: "anna@example.se", user_has_emails: true },
      },
      [],
    ],
    ["no way in to ask a second factor at", { flow: "registration", stash: {} }, []],
  ];

  it.each(cases)("%s", (_name, setup, expected) => {
    const ctx = context(setup);
    scheduleMfaCreation(ctx);
    expect({ scheduled: ctx.scheduledNow, error: ctx.flowError }).toEqual({
      scheduled: expected,
      error: undefined,
    });
  });

  it("does not schedule the chooser twice", () => {
    const ctx = context({ ...signUp, scheduled: ["mfa_method_chooser"] });
    scheduleMfaCreation(ctx);
    scheduleMfaCreation(ctx);
    const again = context(signUp);
    scheduleMfaCreation(again);
    scheduleMfaCreation(again);
    expect(ctx.scheduledNow).toEqual([]);
    expect(again.scheduledNow).toEqual(["mfa_method_chooser"]);
  });

  it("refuses a required second factor the browser cannot give (keys only)", () => {
    const keysOnly: Setup = { ...signUp, mfa: { totpEnabled: false, optional: false } };
    const required = context(keysOnly);
    scheduleMfaCreation(required);
    const optional = context({ ...keysOnly, mfa: { totpEnabled: false, optional: true } });
    scheduleMfaCreation(optional);
    expect(required.flowError).toEqual({ code: "platform_authenticator_required" });
    expect(required.scheduledNow).toEqual([]);
    expect(optional.flowError).toBeUndefined();
    expect(optional.scheduledNow).toEqual([]);
  });
});

describe("securityKeysUsable", () => {
  const able: AuthStash = { webauthn_available: true, security_key_attachment_supported: true };
  const cases: [string, Setup, boolean][] = [
    ["WebAuthn and a usable attachment", { stash: able }, true],
    ["second factors off", { stash: able, mfa: { enabled: false } }, false],
    ["security keys off", { stash: able, securityKeys: { enabled: false } }, false],
    [
      "no usable attachment",
      { stash: { ...able, security_key_attachment_supported: false } },
      false,
    ],
    ["no WebAuthn", { stash: { ...able, webauthn_available: false } }, false],
  ];

  it.each(cases)("%s", (_name, setup, expected) => {
    expect(securityKeysUsable(context(setup))).toBe(expected);
  });
});

describe("mfaUsageState", () => {
  const withKey: AuthStash = {
    login_method: "password",
    user_has_security_key: true,
    security_key_attachment_supported: true,
  };
  const withApp: AuthStash = { login_method: "password", user_has_otp_secret: true };
  type Usage = ReturnType<typeof mfaUsageState>;

  const cases: [string, Setup, boolean, Usage][] = [
    ["a key the browser can use", { stash: withKey }, false, "login_security_key"],
    ["an app", { stash: withApp }, false, "login_otp"],
    [
      "both: the key first",
      { stash: { ...withKey, user_has_otp_secret: true } },
      false,
      "login_security_key",
    ],
    [
      "both, the browser unable to use the key: the app",
      { stash: { ...withKey, security_key_attachment_supported: false, ...withApp } },
      false,
      "login_otp",
    ],
    ["a trusted device", { stash: withKey }, true, undefined],
    ["a passkey sign-in", { stash: { ...withKey, login_method: "passkey" } }, false, undefined],
    ["second factors off", { stash: withApp, mfa: { enabled: false } }, false, undefined],
    ["apps off", { stash: withApp, mfa: { totpEnabled: false } }, false, undefined],
    [
      "security keys off, the user has an app too",
      { stash: { ...withKey, ...withApp }, securityKeys: { enabled: false } },
      false,
      "login_otp",
    ],
    [
      "security keys off and no app",
      { stash: withKey, securityKeys: { enabled: false } },
      false,
      undefined,
    ],
    ["no second factor", { stash: { login_method: "password" } }, false, undefined],
  ];

  it.each(cases)("%s", (_name, setup, trusted, expected) => {
    const ctx = context({ flow: "login", ...setup });
    expect({ state: mfaUsageState(ctx, trusted), error: ctx.flowError }).toEqual({
      state: expected,
      error: undefined,
    });
  });

  it("ends in an error when only a key was set up and this browser cannot use it", () => {
    const ctx = context({
      flow: "login",
      stash: { ...withKey, security_key_attachment_supported: false },
    });
    expect(mfaUsageState(ctx, false)).toBe("error");
    expect(ctx.flowError).toEqual({ code: "platform_authenticator_required" });
  });
});

describe("offersDeviceTrust", () => {
  const afterApp: AuthStash = { login_method: "password", user_has_otp_secret: true };
  const cases: [string, Setup, boolean, boolean][] = [
    ["after the app, policy prompt", { stash: afterApp }, false, true],
    [
      "after a security key",
      { stash: { login_method: "password", user_has_security_key: true } },
      false,
      true,
    ],
    ["a device trusted already", { stash: afterApp }, true, false],
    ["policy always", { stash: afterApp, deviceTrust: { policy: "always" } }, false, false],
    ["policy never", { stash: afterApp, deviceTrust: { policy: "never" } }, false, false],
    ["second factors off", { stash: afterApp, mfa: { enabled: false } }, false, false],
    ["a passkey sign-in", { stash: { ...afterApp, login_method: "passkey" } }, false, false],
    ["no second factor", { stash: { login_method: "password" } }, false, false],
  ];

  it.each(cases)("%s", (_name, setup, trusted, expected) => {
    expect(offersDeviceTrust(context({ flow: "login", ...setup }), trusted)).toBe(expected);
  });
});

describe("deviceTrusted", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterAll(() => test.close());

  async function user(): Promise<string> {
    const id = crypto.randomUUID();
    const now = NOW.toISOString();
    await test.database.db
      .insertInto("users")
      .values({ id, username: null, created_at: now, updated_at: now, unsafe_metadata: null })
      .execute();
    return id;
  }

  it("counts a trust of the flow's user, under policies prompt and always but not never", async () => {
    const trustedDevices = createTrustedDeviceStore(test.database.db);
    const anna = await user();
    const bert = await user();
    const cookie = serializeDeviceCookie(await trustedDevices.grant([], anna, NOW, 3600));
    const trusted = (userId: string, policy: MfaConfig["deviceTrust"]["policy"]) =>
      deviceTrusted(
        context({
          flow: "login",
          stash: { user_id: userId },
          deviceTrust: { policy },
          deps: { trustedDevices, deviceCookie: cookie },
        }),
      );
    expect({
      prompt: await trusted(anna, "prompt"),
      always: await trusted(anna, "always"),
      never: await trusted(anna, "never"),
      otherUser: await trusted(bert, "prompt"),
    }).toEqual({ prompt: true, always: true, never: false, otherUser: false });
  });

  it("counts nothing without the cookie, or once the trust has run out", async () => {
    const trustedDevices = createTrustedDeviceStore(test.database.db);
    const anna = await user();
    const cookie = serializeDeviceCookie(await trustedDevices.grant([], anna, NOW, 60));
    const trusted = (deviceCookie: string | undefined, now: Date) =>
      deviceTrusted(
        context({
          flow: "login",
          stash: { user_id: anna },
          deps: { trustedDevices, deviceCookie, clock: { now: () => now } },
        }),
      );
    expect(await trusted(undefined, NOW)).toBe(false);
    expect(await trusted(cookie, new Date(NOW.getTime() + 59_000))).toBe(true);
    expect(await trusted(cookie, new Date(NOW.getTime() + 60_000))).toBe(false);
  });
});
