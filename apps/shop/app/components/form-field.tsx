import type { ReactNode } from "react";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";

/** Text a page has already translated (its own strings, app/i18n/use-page-t.ts). */
export interface SaidText {
  text: string;
}

const inputClass =
  "w-full rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

/**
 * A labelled input or textarea with its server error underneath, tied by aria-describedby.
 * Its id is `<idPrefix>-<name>`, so a form's error summary can link to it. `formatOnBlur`
 * rewrites what was typed when the field is left (a postcode as "123 45"); without JavaScript
 * the server does the same.
 */
export function FormField({
  idPrefix,
  name,
  label,
  error,
  defaultValue,
  hint,
  multiline,
  type = "text",
  autoComplete,
  required,
  inputMode,
  onChange,
  formatOnBlur,
}: {
  idPrefix: string;
  name: string;
  label: MessageKey | SaidText;
  error: MessageKey | SaidText | undefined;
  defaultValue: string | undefined;
  hint?: MessageKey | SaidText;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "tel" | "email" | "text";
  onChange?: (value: string) => void;
  /** The written form of what was typed, or undefined to leave it as it is. */
  formatOnBlur?: (value: string) => string | undefined;
}) {
  const t = useT();
  const say = (text: MessageKey | SaidText) => (typeof text === "string" ? t(text) : text.text);
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
    onChange: onChange && ((event: { target: { value: string } }) => onChange(event.target.value)),
    onBlur:
      formatOnBlur &&
      ((event: { target: { value: string } }) => {
        const written = formatOnBlur(event.target.value);
        if (written === undefined || written === event.target.value) return;
        event.target.value = written;
        onChange?.(written);
      }),
  };
  let field: ReactNode;
  if (multiline) field = <textarea rows={6} {...common} />;
  else field = <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {say(label)}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-ink-muted">
          {say(hint)}
        </p>
      )}
      {field}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {say(error)}
        </p>
      )}
    </div>
  );
}
