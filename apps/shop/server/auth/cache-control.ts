/** `max-age` of a Cache-Control header in seconds; undefined when absent or not cacheable. */
export function cacheMaxAgeSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  const directives = header
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((d) => d === "no-store" || d === "no-cache")) return 0;
  for (const directive of directives) {
    const match = /^max-age=(\d{1,9})$/.exec(directive);
    if (match) return Number(match[1]);
  }
  return undefined;
}
