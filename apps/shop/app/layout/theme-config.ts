import { DEFAULT_PRIMARY_COLOR } from "../../domain/preferences/primary-color.ts";

/** The template's theme config (spec §3 "Theme defaults"). */
export interface ThemeConfig {
  /** Anything but "rtl" means ltr (spec §4). */
  layoutType: string;
  primaryColor: string;
  darkMode: boolean;
  /** When true the layout settings start from this config (spec §4). */
  useTheseSettings: boolean;
}

export const themeConfig: ThemeConfig = {
  layoutType: "ltr",
  primaryColor: DEFAULT_PRIMARY_COLOR,
  darkMode: false,
  useTheseSettings: true,
};
