// The kinds of spare part a fault may call for. The doctor names a kind, not a product, so the
// page can later look up catalogue parts of that kind that fit the rider's model.

export const PART_KINDS = [
  "throttle",
  "brake-lever",
  "brake-pad",
  "controller",
  "dashboard",
  "motor",
  "battery",
  "charger",
  "charging-port",
  "cable-harness",
  "tyre",
  "inner-tube",
] as const;

export type PartKind = (typeof PART_KINDS)[number];

export function isPartKind(value: string): value is PartKind {
  return (PART_KINDS as readonly string[]).includes(value);
}
