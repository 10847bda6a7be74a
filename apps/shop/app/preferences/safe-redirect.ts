/**
 * Where a form may send the visitor back to: a path on this site. Anything else (another
 * origin, "//host", a backslash trick) becomes "/", so the form cannot be an open redirect.
 */
export function safeRedirectPath(value: FormDataEntryValue | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\") || /[\r\n]/.test(value)) return "/";
  return value;
}
