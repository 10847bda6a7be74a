// A labelled select with its server error underneath, tied by aria-describedby, as FormField
// does for inputs.
import type { ReactNode } from "react";

const selectClass =
  "w-full rounded-control border border-line bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-danger";

export function GarageSelect({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  defaultValue: string;
  children: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
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
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={selectClass}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
