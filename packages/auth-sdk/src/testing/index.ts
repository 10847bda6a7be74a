// @kretsbutiken/auth-sdk/testing: the SDK without a browser, for an app's own tests.
export * from "./fake-platform.ts";
