import { afterEach, describe, expect, it, vi } from "vitest";
import * as sdk from "./index.ts";

// The value exports of @teamhanko/hanko-frontend-sdk 2.7.0 (dist/index.d.ts) that this package
// must offer under the same names, so a page written for it works unchanged.
const OFFICIAL_EXPORTS = [
  "Hanko",
  "HttpClient",
  "Client",
  "SessionClient",
  "UserClient",
  "Relay",
  "WebauthnSupport",
  "generateCodeVerifier",
  "setStoredCodeVerifier",
  "getStoredCodeVerifier",
  "clearStoredCodeVerifier",
  "HankoError",
  "sessionCreatedType",
  "sessionExpiredType",
  "userLoggedOutType",
  "userDeletedType",
  "CustomEventWithDetail",
  "State",
  "Action",
] as const;

// Error classes with the `code` (translation key) the official SDK gives them.
const OFFICIAL_ERROR_CODES = {
  TechnicalError: "somethingWentWrong",
  ConflictError: "conflict",
  RequestTimeoutError: "requestTimeout",
  WebauthnRequestCancelledError: "requestCancelled",
  InvalidPasswordError: "invalidPassword",
  InvalidPasscodeError: "invalidPasscode",
  InvalidWebauthnCredentialError: "invalidWebauthnCredential",
  PasscodeExpiredError: "passcodeExpired",
  MaxNumOfPasscodeAttemptsReachedError: "passcodeAttemptsReached",
  NotFoundError: "notFound",
  TooManyRequestsError: "tooManyRequests",
  UnauthorizedError: "unauthorized",
  ForbiddenError: "forbidden",
  UserVerificationError: "userVerification",
  MaxNumOfEmailAddressesReachedError: "maxNumOfEmailAddressesReached",
  EmailAddressAlreadyExistsError: "emailAddressAlreadyExistsError",
} as const;

const METHODS = {
  Hanko: [
    "setLang",
    "createState",
    "getUser",
    "getCurrentUser",
    "validateSession",
    "getSessionToken",
    "logout",
    "onSessionCreated",
    "onSessionExpired",
    "onUserLoggedOut",
    "onUserDeleted",
    "onAfterStateChange",
    "onBeforeStateChange",
  ],
  Relay: [
    "dispatchSessionCreatedEvent",
    "dispatchSessionExpiredEvent",
    "dispatchUserLoggedOutEvent",
    "dispatchUserDeletedEvent",
    "dispatchAfterStateChangeEvent",
    "dispatchBeforeStateChangeEvent",
  ],
  UserClient: ["getCurrent", "getCurrentUser", "logout"],
  SessionClient: ["validate"],
  HttpClient: ["get", "post", "put", "patch", "delete", "processHeaders", "_fetch"],
  State: [
    "serialize",
    "saveToLocalStorage",
    "removeFromLocalStorage",
    "dispatchAfterStateChangeEvent",
  ],
  Action: ["run"],
} as const;

describe("public surface of the official SDK 2.7.0", () => {
  it.each(OFFICIAL_EXPORTS)("exports %s", (name) => {
    expect(sdk[name]).toBeDefined();
  });

  it.each(Object.entries(OFFICIAL_ERROR_CODES))("%s has code %s", (name, code) => {
    const ErrorClass = sdk[name as keyof typeof OFFICIAL_ERROR_CODES] as new () => sdk.HankoError;
    const error = new ErrorClass();
    expect(error).toBeInstanceOf(sdk.HankoError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.name).toBe(name);
  });

  it.each(Object.entries(METHODS))("%s has the official methods", (name, methods) => {
    const prototype = (sdk[name as keyof typeof METHODS] as { prototype: object }).prototype;
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      expect(typeof (prototype as Record<string, unknown>)[method], method).toBe("function");
    }
  });

  it("names the events as the official SDK", () => {
    expect([
      sdk.sessionCreatedType,
      sdk.sessionExpiredType,
      sdk.userLoggedOutType,
      sdk.userDeletedType,
    ]).toEqual([
      "hanko-session-created",
      "hanko-session-expired",
      "hanko-user-logged-out",
      "hanko-user-deleted",
    ]);
  });

  it("has State.create and State.deserialize", () => {
    expect(typeof sdk.State.create).toBe("function");
    expect(typeof sdk.State.deserialize).toBe("function");
  });

  it("keeps ThirdPartyError's code and TooManyRequestsError's retryAfter", () => {
    expect(new sdk.ThirdPartyError("thirdPartyAccessDenied").code).toBe("thirdPartyAccessDenied");
    expect(new sdk.TooManyRequestsError(7).retryAfter).toBe(7);
    expect(new sdk.TooManyRequestsError().retryAfter).toBeUndefined();
  });
});

describe("public surface of the 1.x SDK's redirect clients", () => {
  it.each([
    ["ThirdPartyClient", "thirdParty", ["auth", "getError"]],
    ["EnterpriseClient", "enterprise", ["hasProvider", "auth", "getError"]],
  ] as const)("exports %s, on every Hanko as hanko.%s", (name, property, methods) => {
    const prototype = sdk[name].prototype as unknown as Record<string, unknown>;
    for (const method of methods) expect(typeof prototype[method], method).toBe("function");
    expect(new sdk.Hanko("https://auth.example")[property]).toBeInstanceOf(sdk[name]);
    expect(sdk[name].prototype).toBeInstanceOf(sdk.Client);
  });
});

describe("side effects", () => {
  const touched: string[] = [];
  const GLOBALS = [
    "document",
    "window",
    "localStorage",
    "sessionStorage",
    "location",
    "history",
    "fetch",
    "navigator",
  ];
  const originals = new Map<string, PropertyDescriptor | undefined>();

  function watchGlobals(): void {
    for (const name of GLOBALS) {
      originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
  }

  afterEach(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor === undefined) delete (globalThis as Record<string, unknown>)[name];
      else Object.defineProperty(globalThis, name, descriptor);
    }
    originals.clear();
    touched.length = 0;
    vi.useRealTimers();
  });

  it("importing the SDK and constructing Hanko touch no browser global and start nothing", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    watchGlobals();
    const fresh = await import("./index.ts");
    const hanko = new fresh.Hanko("https://auth.example");
    hanko.setLang("sv");
    expect(touched).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(hanko.relay.isRunning).toBe(false);
  });
});

describe("without a browser", () => {
  it("session listeners and the relay do not throw where document and window are missing", () => {
    const hanko = new sdk.Hanko("https://auth.example", {
      platform: { storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } },
    });
    const cleanup = hanko.onSessionExpired(() => {});
    expect(hanko.relay.isRunning).toBe(true);
    expect(() => hanko.relay.dispatchSessionExpiredEvent()).not.toThrow();
    cleanup();
    hanko.stop();
  });
});
