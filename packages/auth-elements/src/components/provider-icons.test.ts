import { describe, expect, it } from "vitest";
import { CUSTOM_PROVIDER_ICON, PROVIDER_ICONS, providerIconPath } from "./provider-icons.ts";

describe("providerIconPath (spec §9 third-party icons)", () => {
  it("has a drawing for every built-in provider, each its own", () => {
    const builtIns = ["apple", "discord", "facebook", "github", "google", "linkedin", "microsoft"];
    expect(Object.keys(PROVIDER_ICONS).sort()).toEqual(builtIns);
    const drawings = new Set([...builtIns.map(providerIconPath), CUSTOM_PROVIDER_ICON]);
    expect(drawings.size).toBe(builtIns.length + 1);
  });

  it.each([
    ["google", PROVIDER_ICONS["google"]],
    ["GitHub", PROVIDER_ICONS["github"]],
    ["LinkedIn", PROVIDER_ICONS["linkedin"]],
    ["custom_kretsid", CUSTOM_PROVIDER_ICON],
    ["Krets ID", CUSTOM_PROVIDER_ICON],
    ["kretsbutiken.se SAML", CUSTOM_PROVIDER_ICON],
    ["toString", CUSTOM_PROVIDER_ICON],
    ["__proto__", CUSTOM_PROVIDER_ICON],
  ])("%j → its drawing", (provider, path) => {
    expect(providerIconPath(provider)).toBe(path);
  });
});
