// Where a return can be handed in: the same carriers and kinds of place the shop delivers to
// (domain/catalogue/delivery.ts), an ombud (pickup point) or a paketskåp (parcel locker). Home
// collection is not offered: the shop's labels are for handing a parcel in. The shop pays the
// return label (a free return label, README "Returns"); the shopper only takes the parcel there.
import { DELIVERY_OPTIONS, type DeliveryOptionId } from "../catalogue/delivery.ts";
import type { Localized } from "../catalogue/product.ts";

export type DropOffKind = "pickup_point" | "locker";

export interface ReturnDropOff {
  /** The delivery option the label is made for. */
  id: DeliveryOptionId;
  carrier: string;
  kind: DropOffKind;
  /** "Ombud" or "Paketskåp", as checkout names it. */
  method: Localized;
}

const KIND_OF: Record<string, DropOffKind | undefined> = {
  Ombud: "pickup_point",
  Paketskåp: "locker",
};

/** Pickup points first, then lockers; within each the order checkout lists them in. */
export const RETURN_DROP_OFFS: readonly ReturnDropOff[] = DELIVERY_OPTIONS.flatMap((option) => {
  const kind = KIND_OF[option.method.se];
  return kind ? [{ id: option.id, carrier: option.carrier, kind, method: option.method }] : [];
}).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "pickup_point" ? -1 : 1));

/** The drop-off a form's value names, or undefined for anything else. */
export function returnDropOff(value: unknown): ReturnDropOff | undefined {
  return RETURN_DROP_OFFS.find((option) => option.id === value);
}
