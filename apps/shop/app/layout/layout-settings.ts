// The layout part of the spec's layout settings (§3, §4) as a reducer: pure, so its rules are
// unit-tested without a browser. Language and currency are server state (cookies, loaders).
import {
  DEFAULT_PRIMARY_COLOR,
  parsePrimaryColor,
} from "../../domain/preferences/primary-color.ts";
import type { ThemeConfig } from "./theme-config.ts";

export type LayoutType = "ltr" | "rtl";
export type LayoutMode = "light" | "dark";

export interface LayoutSettings {
  layoutType: LayoutType;
  layoutMode: LayoutMode;
  primaryColor: string;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layoutType: "ltr",
  layoutMode: "light",
  primaryColor: DEFAULT_PRIMARY_COLOR,
};

/** Layout type accepts only rtl or ltr; anything else falls back to ltr (spec §4). */
export function parseLayoutType(value: unknown): LayoutType {
  return value === "rtl" ? "rtl" : "ltr";
}

/**
 * Start values: the theme config's when useTheseSettings is true (spec §4), otherwise the
 * built-in defaults; a colour the visitor chose (primaryColor cookie) wins over both.
 */
export function initialLayoutSettings(
  config: ThemeConfig,
  chosenColor: string | undefined,
): LayoutSettings {
  const base: LayoutSettings = config.useTheseSettings
    ? {
        layoutType: parseLayoutType(config.layoutType),
        layoutMode: config.darkMode ? "dark" : "light",
        primaryColor: parsePrimaryColor(config.primaryColor) ?? DEFAULT_PRIMARY_COLOR,
      }
    : DEFAULT_LAYOUT_SETTINGS;
  return { ...base, primaryColor: parsePrimaryColor(chosenColor) ?? base.primaryColor };
}

export type LayoutAction =
  | { type: "setLayoutType"; value: unknown }
  | { type: "toggleLayoutMode" }
  | { type: "setPrimaryColor"; value: string }
  /** Every route change (spec §4). */
  | { type: "routeChanged" };

export function layoutSettingsReducer(state: LayoutSettings, action: LayoutAction): LayoutSettings {
  switch (action.type) {
    case "setLayoutType":
      return { ...state, layoutType: parseLayoutType(action.value) };
    case "toggleLayoutMode":
      return { ...state, layoutMode: state.layoutMode === "dark" ? "light" : "dark" };
    case "setPrimaryColor": {
      const color = parsePrimaryColor(action.value);
      return color ? { ...state, primaryColor: color } : state;
    }
    case "routeChanged":
      return state.primaryColor === DEFAULT_PRIMARY_COLOR
        ? state
        : { ...state, primaryColor: DEFAULT_PRIMARY_COLOR };
  }
}
