// How large an uploaded picture may be: what the shop's door lets through (SHOP_BODY_LIMIT_KB,
// README "Request bodies") less room for the form's other fields and the multipart framing, so a
// picture under the limit is never refused by the door with a bare 413 page.
export const FORM_OVERHEAD_BYTES = 16 * 1024;

export const pictureLimit = (requestLimitBytes: number): number =>
  Math.max(0, requestLimitBytes - FORM_OVERHEAD_BYTES);

/** "1 MB", "900 kB": the limit as the page states it. */
export function formatBytes(bytes: number, language: "se" | "en"): string {
  const locale = language === "se" ? "sv-SE" : "en-GB";
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.floor(megabytes * 10) / 10)} MB`;
  }
  return `${new Intl.NumberFormat(locale).format(Math.floor(bytes / 1024))} kB`;
}
