import { COLOURS, isColourKey } from "../../domain/catalogue/colours.ts";
import type { ColorVariant } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

const choice =
  "flex cursor-pointer items-center gap-2 rounded-control border border-line px-3 py-1.5 text-sm has-[:checked]:border-ink has-[:checked]:font-semibold has-[:checked]:ring-2 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary";

/**
 * The colours as a radio group: a swatch and the colour's name for each (colour alone says
 * nothing to many shoppers), the chosen one named in the legend too.
 */
export function ColourPicker({
  variants,
  value,
  onChange,
}: {
  variants: readonly ColorVariant[];
  value: string;
  onChange: (colour: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const nameOf = (colour: string) =>
    isColourKey(colour) ? COLOURS[colour].name[language] : colour;
  if (variants.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">
        {t("productPage.colour")}: <span className="font-normal">{nameOf(value)}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {variants.map(({ color }) => (
          <label key={color} className={choice}>
            <input
              type="radio"
              name="colour"
              value={color}
              checked={color === value}
              onChange={() => onChange(color)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="size-5 rounded-full border border-line"
              style={{ background: isColourKey(color) ? COLOURS[color].hex : color }}
            />
            {nameOf(color)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Sizes or capacities ("128 GB", "M") as a radio group. */
export function OptionPicker({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (option: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">
        {label}: <span className="font-normal">{value}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={choice}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Capacities are storage sizes ("128 GB", "1 TB"); anything else is a size. */
export function isCapacity(options: readonly string[]): boolean {
  return options.length > 0 && options.every((option) => /\b[GT]B$/.test(option));
}
