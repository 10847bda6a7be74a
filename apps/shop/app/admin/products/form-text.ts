// Reading and checking the text fields of the admin's product forms: trimmed, within a length,
// and without control characters (a line break only where the field has lines).
export type TextProblem = "required" | "too_long" | "control";

const LINE_BREAKS = new Set([0x0a, 0x0d]);

/** C0 and C1 control characters; tabs and line breaks count too unless `lines`. */
function hasControl(value: string, lines: boolean): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(lines && (LINE_BREAKS.has(code) || code === 0x09))) return true;
  }
  return false;
}

/** A field's text; "" when missing or a file. */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every value of a repeated field, as text. */
export function fieldTexts(form: FormData, name: string): string[] {
  return form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
}

export function checkText(
  value: string,
  { max, required = false, lines = false }: { max: number; required?: boolean; lines?: boolean },
): TextProblem | undefined {
  if (required && value.trim() === "") return "required";
  if (value.length > max) return "too_long";
  if (hasControl(value, lines)) return "control";
  return undefined;
}

/** Line breaks as one kind ("\n"), surrounding space trimmed. */
export const tidyText = (value: string): string => value.replace(/\r\n?/g, "\n").trim();
