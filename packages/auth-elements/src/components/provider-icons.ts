// Our own line drawings of the sign-in providers (spec §9: apple, discord, facebook, github,
// google, linkedin, microsoft, and one for custom providers), one 24×24 path each, stroked in
// the text colour by `.hk-icon`. Drawn for this widget, not taken from any brand kit: they
// hint at the provider; the button's text names it.

/** The generic drawing (an arrow through a door) for `custom_*` and any provider not listed. */
export const CUSTOM_PROVIDER_ICON = "M14 4h6v16h-6m-4-12 4 4-4 4m4-4H3";

export const PROVIDER_ICONS: Readonly<Record<string, string>> = {
  apple: "M12 8c-2-1.5-7-1-7 4s3 9 5 9l2-.5 2 .5c2 0 5-4 5-9s-5-5.5-7-4zm0 0c0-2 1-4 3-5",
  discord: "M6 7q6-3 12 0 3 4 3 10-2 2-5 2l-1-2q-3 1-6 0l-1 2q-3 0-5-2 0-6 3-10zm3 5h.01m6 0h.01",
  facebook: "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zm-6-4h-1a3 3 0 0 0-3 3v10m-2-8h6",
  github: "M5 10V4l4 2.5h6L19 4v6a7 7 0 0 1-14 0zm4 2.5h.01m6 0h.01",
  google: "M19 7a8.5 8.5 0 1 0 1.5 5H12",
  linkedin: "M5 9v10m0-14v.01M10 19V9m0 5a4 4 0 0 1 8 0v5",
  microsoft: "M4 4h16v16H4zm8 0v16M4 12h16",
};

/**
 * The drawing for a provider id (`google`, `custom_x`) or a display name as profile
 * identities carry it (`GitHub`): built-in ids are the lower-cased display names (flow-api §5.6).
 */
export function providerIconPath(provider: string): string {
  const key = provider.toLowerCase();
  return (Object.hasOwn(PROVIDER_ICONS, key) && PROVIDER_ICONS[key]) || CUSTOM_PROVIDER_ICON;
}
