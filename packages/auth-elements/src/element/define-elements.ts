// The elements' shared environment (options, SDK clients per API, translations, styles,
// screens) and their definition: what register() does besides creating the SDK. Internal:
// the package exports register() alone, so its types carry none of this.
import type { FlowClient } from "../flow/flow-client.ts";
import type { ElementEnv } from "./element-env.ts";
import { styleInjector } from "./style-injector.ts";
import { defineHankoAuth } from "../elements/hanko-auth.define.ts";
import { defineHankoEvents } from "../elements/hanko-events.define.ts";
import { defineHankoLogin } from "../elements/hanko-login.define.ts";
import { defineHankoProfile } from "../elements/hanko-profile.define.ts";
import { defineHankoRegistration } from "../elements/hanko-registration.define.ts";
import { TranslationStore } from "../i18n/translation-store.ts";
import { resolveOptions, type RegisterOptions } from "../options.ts";
import { LOGIN_AND_REGISTRATION_SCREENS } from "../screens/login-and-registration.ts";
import { PROFILE_SCREENS } from "../screens/profile-screens.ts";
import type { ScreenRegistry } from "../screens/screen-registry.ts";
// Imported last, so that in the bundles the bundled texts follow the screens that look their
// keys up: gzip finds the shared key names within its 32 KB window (about 200 B).
import { en } from "../i18n/languages/en.ts";
import { sv } from "../i18n/languages/sv.ts";

/** The screens register() uses; later issues spread theirs into this one. */
export const SCREENS: ScreenRegistry = { ...LOGIN_AND_REGISTRATION_SCREENS, ...PROFILE_SCREENS };

export function createElementEnv(
  api: string,
  options: RegisterOptions,
  sdkFor: (api: string) => FlowClient,
): ElementEnv {
  const resolved = resolveOptions(options);
  const clients = new Map<string, FlowClient>();
  const clientFor = (elementApi: string | null) => {
    const target = elementApi === null || elementApi === "" ? api : elementApi;
    let client = clients.get(target);
    if (client === undefined) {
      client = sdkFor(target);
      clients.set(target, client);
    }
    return client;
  };
  return {
    options: resolved,
    clientFor,
    translations: new TranslationStore({
      bundled: { en, sv },
      custom: resolved.translations,
      location: resolved.translationsLocation,
      fallbackLanguage: resolved.fallbackLanguage,
    }),
    injectStyles: styleInjector({ inject: resolved.injectStyles, nonce: resolved.nonce }),
    registry: SCREENS,
  };
}

export function defineElements(env: ElementEnv): void {
  defineHankoAuth(env);
  defineHankoLogin(env);
  defineHankoRegistration(env);
  defineHankoProfile(env);
  defineHankoEvents(env);
}
