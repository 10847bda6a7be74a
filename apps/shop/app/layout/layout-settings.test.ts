import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT_SETTINGS,
  initialLayoutSettings,
  layoutSettingsReducer,
  parseLayoutType,
  type LayoutSettings,
} from "./layout-settings.ts";
import { themeConfig, type ThemeConfig } from "./theme-config.ts";

describe("parseLayoutType (spec §4: only rtl or ltr, else ltr)", () => {
  it.each([
    ["rtl", "rtl"],
    ["ltr", "ltr"],
    ["RTL", "ltr"],
    ["sideways", "ltr"],
    ["", "ltr"],
    [undefined, "ltr"],
    [42, "ltr"],
  ])("%j → %s", (value, expected) => {
    expect(parseLayoutType(value)).toBe(expected);
  });
});

describe("initialLayoutSettings", () => {
  it("starts from the theme defaults of spec §3", () => {
    expect(themeConfig).toEqual({
      layoutType: "ltr",
      primaryColor: "#e22454",
      darkMode: false,
      useTheseSettings: true,
    });
    expect(initialLayoutSettings(themeConfig, undefined)).toEqual({
      layoutType: "ltr",
      layoutMode: "light",
      primaryColor: "#e22454",
    });
  });

  const custom: ThemeConfig = {
    layoutType: "rtl",
    primaryColor: "#123456",
    darkMode: true,
    useTheseSettings: true,
  };

  it("uses the theme config when useTheseSettings is true", () => {
    expect(initialLayoutSettings(custom, undefined)).toEqual({
      layoutType: "rtl",
      layoutMode: "dark",
      primaryColor: "#123456",
    });
  });

  it("ignores the theme config when useTheseSettings is false", () => {
    expect(initialLayoutSettings({ ...custom, useTheseSettings: false }, undefined)).toEqual(
      DEFAULT_LAYOUT_SETTINGS,
    );
  });

  it("falls back to ltr for an unknown layout in the config", () => {
    expect(initialLayoutSettings({ ...custom, layoutType: "ttb" }, undefined).layoutType).toBe(
      "ltr",
    );
  });

  it("lets the visitor's primaryColor cookie win, when it is a colour", () => {
    expect(initialLayoutSettings(themeConfig, "#00AA55").primaryColor).toBe("#00aa55");
    expect(initialLayoutSettings(themeConfig, "javascript:").primaryColor).toBe("#e22454");
  });
});

describe("layoutSettingsReducer", () => {
  const start: LayoutSettings = { layoutType: "ltr", layoutMode: "light", primaryColor: "#e22454" };

  it("sets rtl, and falls back to ltr for anything else", () => {
    const rtl = layoutSettingsReducer(start, { type: "setLayoutType", value: "rtl" });
    expect(rtl.layoutType).toBe("rtl");
    expect(
      layoutSettingsReducer(rtl, { type: "setLayoutType", value: "upside-down" }).layoutType,
    ).toBe("ltr");
  });

  it("toggles light and dark", () => {
    const dark = layoutSettingsReducer(start, { type: "toggleLayoutMode" });
    expect(dark.layoutMode).toBe("dark");
    expect(layoutSettingsReducer(dark, { type: "toggleLayoutMode" }).layoutMode).toBe("light");
  });

  it("accepts a #rrggbb colour and ignores anything else", () => {
    const green = layoutSettingsReducer(start, { type: "setPrimaryColor", value: "#00AA55" });
    expect(green.primaryColor).toBe("#00aa55");
    expect(layoutSettingsReducer(green, { type: "setPrimaryColor", value: "green" })).toBe(green);
  });

  it("resets the colour to #e22454 on a route change (spec §4), keeping the rest", () => {
    const changed: LayoutSettings = {
      layoutType: "rtl",
      layoutMode: "dark",
      primaryColor: "#00aa55",
    };
    expect(layoutSettingsReducer(changed, { type: "routeChanged" })).toEqual({
      layoutType: "rtl",
      layoutMode: "dark",
      primaryColor: "#e22454",
    });
    expect(layoutSettingsReducer(start, { type: "routeChanged" })).toBe(start);
  });
});
