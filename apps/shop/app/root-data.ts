// The root loader's data for any component: preferences, the signed-in shopper, the
// provider's URL. Reads the shape from root-loader-data.ts, not from root.tsx.
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "../domain/language.ts";
import { KRONA } from "../domain/preferences/currency.ts";
import type { Preferences } from "../domain/preferences/preferences.ts";
import type { RootLoaderData } from "./root-loader-data.ts";

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<RootLoaderData>("root");
}

const FALLBACK_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  currency: KRONA,
  primaryColor: undefined,
  consent: undefined,
};

export function usePreferences(): Preferences {
  return useRootData()?.preferences ?? FALLBACK_PREFERENCES;
}

export function useLanguage(): Language {
  return usePreferences().language;
}

/** Whether a shopper is signed in, as the server saw the request. */
export function useSignedIn(): boolean {
  return useRootData()?.signedIn ?? false;
}

/** The sign-in provider's URL for the widget. */
export function useAuthUrl(): string | undefined {
  return useRootData()?.authUrl;
}
