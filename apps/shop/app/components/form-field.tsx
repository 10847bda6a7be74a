import type { ReactNode } from "react";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";

const inputClass =
  "w-full rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

/**
 * A labelled input or textarea with its server error underneath, tied by aria-describedby.
 * Its id is `<idPrefix>-<name>`, so a form's error summary can link to it.
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
}: {
  idPrefix: string;
  name: string;
  label: MessageKey;
  error: MessageKey | undefined;
  defaultValue: string | undefined;
  hint?: MessageKey;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "tel" | "email" | "text";
  onChange?: (value: string) => void;
}) {
  const t = useT();
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
  };
  let field: ReactNode;
  if (multiline) field = <textarea rows={6} {...common} />;
  else field = <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t(label)}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-ink-muted">
          {t(hint)}
        </p>
      )}
      {field}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {t(error)}
        </p>
      )}
    </div>
  );
}
