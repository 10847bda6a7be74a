// Free text a staff member writes that others read: a rejection's reason, the shop's reply to a
// review. Trimmed, line breaks kept (as \n), and refused when empty, too long or carrying
// control or direction-override characters (which can make a text show something other than
// what it holds). Shared by the server's check and the page that shows the refusal.

export type StaffTextError = "required" | "too_long" | "control";

export type StaffText = { ok: true; value: string } | { ok: false; error: StaffTextError };

/** C0 controls but tab and line breaks, DEL, C1 controls, and the bidirectional overrides. */
function isForbidden(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function cleanStaffText(raw: unknown, max: number): StaffText {
  const value = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
  if (value === "") return { ok: false, error: "required" };
  if ([...value].some((char) => isForbidden(char.codePointAt(0)!))) {
    return { ok: false, error: "control" };
  }
  if ([...value].length > max) return { ok: false, error: "too_long" };
  return { ok: true, value };
}
