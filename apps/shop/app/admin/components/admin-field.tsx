// A labelled admin input, select or textarea with its error beside it (aria-describedby), for
// strings already translated by the page's own messages.
import type { ReactNode } from "react";

export const adminInputClass =
  "w-full rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

export function AdminField({
  id,
  name,
  label,
  error,
  hint,
  defaultValue,
  type = "text",
  multiline,
  options,
  required,
  inputMode,
  step,
  min,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  defaultValue?: string | number | undefined;
  type?: string;
  multiline?: boolean;
  /** A select's choices, as [value, label]. */
  options?: readonly (readonly [string, string])[];
  required?: boolean;
  inputMode?: "numeric" | "decimal" | "text" | "email";
  step?: string;
  min?: string;
  children?: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: adminInputClass,
  };
  let field: ReactNode;
  if (options) {
    field = (
      <select {...common}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    field = <textarea rows={5} {...common} />;
  } else {
    field = <input type={type} inputMode={inputMode} step={step} min={min} {...common} />;
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {field}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
