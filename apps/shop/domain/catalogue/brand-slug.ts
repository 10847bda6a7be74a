// A brand as a URL and query value: "Sony Xperia" → "sony-xperia", "Segway-Ninebot" →
// "segway-ninebot". Lowercase ASCII letters, digits and single hyphens, so it is safe to echo.
export function brandSlug(brand: string): string {
  return brand
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
