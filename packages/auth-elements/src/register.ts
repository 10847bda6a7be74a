// register(api, options): defines the five elements on one SDK instance, as the official
// widget's register() does, and hands the SDK back for the page's own use (events, logout).
import { Hanko } from "@kretsbutiken/auth-sdk";
import { createElementEnv, defineElements } from "./element/define-elements.ts";
import { authSdkClient } from "./flow/auth-sdk-client.ts";
import { resolveOptions, type RegisterOptions } from "./options.ts";

export type RegisterResult = { hanko: Hanko };

export function register(api: string, options: RegisterOptions = {}): Promise<RegisterResult> {
  const { sdk, storageKey } = resolveOptions(options);
  const hanko = new Hanko(api, sdk);
  const env = createElementEnv(api, options, (target) =>
    authSdkClient(target === api ? hanko : new Hanko(target, sdk), { storageKey }),
  );
  defineElements(env);
  return Promise.resolve({ hanko });
}
