import type { ReactNode } from "react";
import type { FacetValue } from "../../domain/catalogue/listing.ts";
import { useT } from "../i18n/use-t.ts";
import { useSyncedState } from "./use-synced-state.ts";

export interface FacetOption extends FacetValue {
  label: ReactNode;
}

/** One facet as a group of checkboxes, each with how many products it gives. */
export function FacetOptions({
  legend,
  name,
  options,
}: {
  legend: string;
  /** The query key ("brand"): each ticked box sends name=value. */
  name: string;
  options: FacetOption[];
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="max-h-64 space-y-1 overflow-y-auto pe-1">
        {options.map((option) => (
          <li key={option.value}>
            <FacetCheckbox name={name} option={option} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function FacetCheckbox({ name, option }: { name: string; option: FacetOption }) {
  const t = useT();
  const [checked, setChecked] = useSyncedState(option.selected);
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 text-sm ${option.count === 0 && !checked ? "text-ink-muted" : ""}`}
    >
      <input
        type="checkbox"
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
        className="size-4 accent-primary"
      />
      <span className="flex min-w-0 flex-1 items-center gap-2">{option.label}</span>
      <span className="text-ink-muted" aria-hidden="true">
        {option.count}
      </span>
      <span className="sr-only">({t("listing.facet.count", { count: option.count })})</span>
    </label>
  );
}

/** A yes/no filter ("reduced prices only"). */
export function ToggleOption({
  name,
  label,
  checked,
}: {
  name: string;
  label: string;
  checked: boolean;
}) {
  const [on, setOn] = useSyncedState(checked);
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}
