/** Spec §3/§9: the template's primary colour, and what every route change resets it to. */
export const DEFAULT_PRIMARY_COLOR = "#e22454";

const HEX = /^#[0-9a-f]{6}$/i;

/** A cookie or form value as a colour, or undefined when it is not a #rrggbb colour. */
export function parsePrimaryColor(value: string | null | undefined): string | undefined {
  return value && HEX.test(value) ? value.toLowerCase() : undefined;
}
